// Checkout submissions for `npm run bench`: each buyer holds two seats side by side for a new cart
// (POST /api/holds), saves guest information, then places the order with the approving test card
// (POST /api/checkout/orders). Only the order submission is timed: orders per second and p50/p99.

import { randomUUID } from 'node:crypto';

const TIMEOUT_MS = 30_000;

/**
 * The address of the bench's k-th visitor, in 198.18.0.0/15 (RFC 2544, for benchmarks): the bench
 * server trusts loopback as its proxy, so each buyer is a visitor of its own to the per-address limits.
 */
function visitorAddress(k) {
  return `198.${18 + ((k >> 16) & 1)}.${(k >> 8) & 255}.${k & 255}`;
}

async function call(base, path, { method = 'GET', body, cookie, visitor } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
      ...(visitor === undefined ? {} : { 'x-forwarded-for': visitorAddress(visitor) }),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: 'manual',
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, json, text, setCookie: response.headers.getSetCookie?.() ?? [] };
}

/** Pairs of free seats side by side (same section, row and price tier) of a performance, with the ticket type of their price. */
async function freePairs(base, performanceId, venueId) {
  const venue = (await call(base, `/api/venues/${venueId}/seats`)).json;
  const tickets = (await call(base, `/api/performances/${performanceId}/tickets`)).json;
  const taken = new Set((await call(base, `/api/performances/${performanceId}/seats`)).json.taken);
  // Wheelchair spaces and their companion seats are sold by their own rules: leave them out.
  for (const id of [...(venue.wheelchair ?? []), ...(venue.companion ?? [])]) taken.add(id);
  const skuOfTier = new Map();
  for (const sku of tickets.skus) {
    const sellsTwo = sku.purchaseQuantities.length === 0 ? sku.maxQuantity >= 2 : sku.purchaseQuantities.includes(2);
    if (sku.supportsSeatSelection && sellsTwo && !skuOfTier.has(sku.priceTier)) skuOfTier.set(sku.priceTier, sku.id);
  }
  const pairs = [];
  for (let i = 0; i + 1 < venue.ids.length; i += 2) {
    const [a, b] = [i, i + 1];
    const skuId = skuOfTier.get(venue.tier[a]);
    const adjacent =
      skuId !== undefined && venue.tier[a] === venue.tier[b] && venue.sectionId[a] === venue.sectionId[b] && venue.row[a] === venue.row[b] && venue.seatNumber[b] === venue.seatNumber[a] + 1;
    if (adjacent && !taken.has(venue.ids[a]) && !taken.has(venue.ids[b])) pairs.push({ skuId, seatIds: [venue.ids[a], venue.ids[b]] });
  }
  return pairs;
}

async function hold(base, performanceId, pair, visitor) {
  const held = await call(base, '/api/holds', { method: 'POST', visitor, body: { kind: 'seats', performanceId, skuId: pair.skuId, seatIds: pair.seatIds } });
  const cartId = held.setCookie.map((c) => /^CART_UUID=([0-9a-f-]{36})/.exec(c)?.[1]).find(Boolean);
  if (held.status !== 200 || !cartId) throw new Error(`hold answered ${held.status}: ${held.text.slice(0, 120)}`);
  return cartId;
}

/**
 * A cart holding two seats of the performance, as the CART_UUID cookie that names it: the last
 * free pair, or with `nth` the nth pair before it (so that two visitors held one after the other
 * never ask for the same pair, whatever the taken-seats answer has caught up with).
 */
export async function holdTwoSeats(base, performanceId, venueId, { nth = 0 } = {}) {
  const [pair] = (await freePairs(base, performanceId, venueId)).slice(-1 - nth);
  if (!pair) throw new Error('no two free seats side by side for the cart page');
  return `CART_UUID=${await hold(base, performanceId, pair)}`;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `buyers` concurrent buyers for `seconds`; returns orders, orders/s, p50/p99 of the order request, failures. */
export async function measureCheckout(base, { performanceId, venueId, seconds, buyers }) {
  const pairs = await freePairs(base, performanceId, venueId);
  const latencies = [];
  const errors = [];
  let next = 0;
  const deadline = Date.now() + seconds * 1000;
  async function buyer(n) {
    while (Date.now() < deadline && next < pairs.length) {
      const visitor = next;
      const pair = pairs[next++];
      try {
        const cartId = await hold(base, performanceId, pair, visitor);
        const cookie = `CART_UUID=${cartId}`;
        const guest = await call(base, '/api/checkout/guest', {
          method: 'POST',
          cookie,
          visitor,
          body: { firstName: 'Bench', lastName: `Buyer ${n}`, email: `bench-${n}@example.com`, phone: '702 555 0199' },
        });
        if (guest.status !== 200) throw new Error(`guest info answered ${guest.status}`);
        const started = performance.now();
        const order = await call(base, '/api/checkout/orders', {
          method: 'POST',
          cookie,
          visitor,
          body: {
            cartId,
            submissionKey: randomUUID(),
            paymentType: 'card',
            email: `bench-${n}@example.com`,
            ccCountry: 'US',
            ccFirstName: 'Bench',
            ccLastName: `Buyer ${n}`,
            ccPostalCode: '89109',
            ccCity: 'Las Vegas',
            ccState: 'NV',
            phone: '702 555 0199',
            cardNumber: '4242424242424242',
            cardExpiry: '12/35',
            cardCvc: '123',
          },
        });
        const elapsed = performance.now() - started;
        if (order.status !== 200 || !order.json?.orderNumber) throw new Error(`order answered ${order.status}: ${order.text.slice(0, 120)}`);
        latencies.push(elapsed);
      } catch (error) {
        errors.push(error.message);
      }
    }
  }
  const began = Date.now();
  await Promise.all(Array.from({ length: buyers }, (_, n) => buyer(n)));
  const wall = (Date.now() - began) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    orders: latencies.length,
    ordersPerSecond: latencies.length / wall,
    p50: sorted.length ? Math.round(percentile(sorted, 50)) : null,
    p99: sorted.length ? Math.round(percentile(sorted, 99)) : null,
    failed: errors.length,
    errors,
    pairsLeft: pairs.length - next,
  };
}
