// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { upcomingSeatedPerformance } from '@/tests/helpers/performances';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { cardBilling } from '@/tests/helpers/billing';
import { billingPromoTotals, savedPromoTotals } from '@/features/checkout/cart-steps';
import { POST as promo } from '../cart/promo/route';
import { POST as hold } from '../holds/route';
import { POST as guest } from './guest/route';
import { POST as orders } from './orders/route';
import { POST as totals } from './totals/route';

installTestDataCache();

function post(path: string, body: unknown, cookie = ''): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

const billing = cardBilling;

describe.each(testDatabaseKinds())('checkout api (%s)', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await database().db.execute(query)) as unknown as { rows: T[] }).rows;
  let next = 0;

  /** Two seats held through /api/holds, with the visitor's cookies; guest info saved through /api/checkout/guest. */
  async function heldCart(cookie = '') {
    const show = await upcomingSeatedPerformance(database().db, 40 + next++);
    const response = await hold(post('/api/holds', { kind: 'seats', performanceId: show.performanceId, skuId: show.skuId, seatIds: show.seats.map((s) => s.id) }, cookie), undefined);
    expect(response.status).toBe(200);
    const cartId = /CART_UUID=([0-9a-f-]{36})/.exec(response.headers.get('set-cookie') ?? '')![1]!;
    const cartCookie = [cookie, `CART_UUID=${cartId}`].filter(Boolean).join('; ');
    const saved = await guest(post('/api/checkout/guest', { firstName: 'Lin', lastName: 'Chen', email: 'lin@example.com', phone: '702 555 0102' }, cartCookie), undefined);
    expect(saved.status).toBe(200);
    return { show, cartId, cookie: cartCookie };
  }

  it('ignores a tampered total, deletes the cart cookie and grants the order to the browser', async () => {
    const { show, cartId, cookie } = await heldCart();
    const response = await orders(post('/api/checkout/orders', billing(cartId, { shownTotalCents: 1 }), cookie), undefined);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { ok: boolean; orderNumber: string; redirect: string };
    expect(answer.redirect).toBe(`/iv2/confirmation/${answer.orderNumber}`);
    const cookies = response.headers.get('set-cookie') ?? '';
    expect(cookies).toMatch(/CART_UUID=; Path=\/; Max-Age=0/);
    expect(cookies).toMatch(/VG_ORDERS=[^;]+; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly/);
    const [order] = await rows<{ total_cents: number; charged_cents: number }>(sql`select total_cents, charged_cents from orders where number = ${answer.orderNumber}`);
    expect(order).toEqual({ total_cents: 2 * (4999 + 850 + 412), charged_cents: 2 * (4999 + 850 + 412) });
    const sold = await rows<{ status: string }>(sql`select status from seat_claims where performance_id = ${show.performanceId} and cart_id = ${cartId}`);
    expect(sold.map((s) => s.status)).toEqual(['sold', 'sold']);
    // The billing address's city and state (ticket-buying 3) are kept with the order's payment.
    const [payment] = await rows<{ details: { city?: string; state?: string | null } | string }>(
      sql`select p.details from payments p join orders o on o.id = p.order_id where o.number = ${answer.orderNumber}`,
    );
    const details = typeof payment!.details === 'string' ? (JSON.parse(payment!.details) as { city?: string; state?: string | null }) : payment!.details;
    expect({ city: details.city, state: details.state }).toEqual({ city: 'Las Vegas', state: 'NV' });

    // The same page submitted again from a tab that no longer has the cart cookie: already booked.
    const again = await orders(post('/api/checkout/orders', billing(cartId)), undefined);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ ok: false, code: 'ALREADY_BOOKED' });
  });

  it('charges the insider price the visitor was shown, decided by the server', async () => {
    const show = await upcomingSeatedPerformance(database().db, 40 + next++);
    await database().db.execute(sql`update skus set insider_price_cents = 3999, insider_password_protected = false where id = ${show.skuId}`);
    const response = await hold(post('/api/holds', { kind: 'seats', performanceId: show.performanceId, skuId: show.skuId, seatIds: show.seats.map((s) => s.id) }, 'memberDeals=1'), undefined);
    const cartId = /CART_UUID=([0-9a-f-]{36})/.exec(response.headers.get('set-cookie') ?? '')![1]!;
    const [item] = await rows<{ unit_price_cents: number }>(sql`select unit_price_cents from cart_items where cart_id = ${cartId}`);
    expect(item!.unit_price_cents).toBe(3999);
  });

  it('starts billing with the campaign’s default promo when it applies, and the cart’s own code before it (storefront 3)', async () => {
    const { cartId, cookie } = await heldCart();
    await database().db.execute(sql`insert into promo_codes (code, kind, amount) values ('FIVEOFF', 'fixed', 500) on conflict do nothing`);
    await database().db.execute(sql`insert into promo_codes (code, kind, amount) values ('TENOFF', 'fixed', 1000) on conflict do nothing`);
    expect(await billingPromoTotals(cartId, 'fiveoff')).toMatchObject({ code: 'FIVEOFF', totals: { discountCents: 500, subtotalCents: 9998 } });
    // Unknown, malformed or missing: billing starts without a code, no error shown.
    expect(await billingPromoTotals(cartId, 'NOSUCH')).toBeNull();
    expect(await billingPromoTotals(cartId, '<b>')).toBeNull();
    expect(await billingPromoTotals(cartId, undefined)).toBeNull();
    expect(await billingPromoTotals(undefined, 'FIVEOFF')).toBeNull();
    // A code entered on the cart wins over the campaign's.
    const saved = await promo(post('/api/cart/promo', { promoCode: 'TENOFF' }, cookie), undefined);
    expect(saved.status).toBe(200);
    expect(await billingPromoTotals(cartId, 'FIVEOFF')).toMatchObject({ code: 'TENOFF', totals: { discountCents: 1000 } });
  });

  it('previews promo codes on the server and answers bad input with 4xx without changing anything', async () => {
    const { cartId, cookie } = await heldCart();
    await database().db.execute(sql`insert into promo_codes (code, kind, amount) values ('FIVEOFF', 'fixed', 500) on conflict do nothing`);
    const preview = await totals(post('/api/checkout/totals', { promoCode: 'fiveoff' }, cookie), undefined);
    expect(preview.status).toBe(200);
    expect(await preview.json()).toMatchObject({ discountCents: 500, subtotalCents: 9998 });
    const unknown = await totals(post('/api/checkout/totals', { promoCode: 'NOSUCH' }, cookie), undefined);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: 'This promo code is not valid for your cart.', fieldErrors: { promoCode: ['This promo code is not valid for your cart.'] } });

    for (const body of [billing(cartId, { cardNumber: '4242 4242 4242 4241' }), billing(cartId, { submissionKey: 'nope' }), billing(cartId, { ccPostalCode: 'ABCDE' }), billing(cartId, { ccCity: '' }), billing(cartId, { ccState: 'Nevada' }), { ...billing(cartId), cartId: 'x' }]) {
      expect((await orders(post('/api/checkout/orders', body, cookie), undefined)).status).toBe(400);
    }
    // Someone else's cart id in the body: refused, nothing placed.
    const stranger = await orders(post('/api/checkout/orders', billing(cartId), `CART_UUID=${randomUUID()}`), undefined);
    expect(stranger.status).toBe(409);
    const [placed] = await rows<{ n: number }>(sql`select count(*)::int as n from orders where cart_id = ${cartId}`);
    expect(placed!.n).toBe(0);
  });

  it('keeps the promo code entered on the cart, checked against it, and billing charges it', async () => {
    const { cartId, cookie } = await heldCart();
    await database().db.execute(sql`insert into promo_codes (code, kind, amount) values ('CART10', 'percent', 10) on conflict do nothing`);
    const refused = await promo(post('/api/cart/promo', { promoCode: 'NOSUCH' }, cookie), undefined);
    expect(refused.status).toBe(400);
    expect(await savedPromoTotals(cartId)).toBeNull();
    const applied = await promo(post('/api/cart/promo', { promoCode: 'cart10' }, cookie), undefined);
    expect(applied.status).toBe(200);
    expect(await applied.json()).toMatchObject({ discountCents: 1000 });
    expect(await savedPromoTotals(cartId)).toMatchObject({ code: 'CART10', totals: { discountCents: 1000, totalCents: 12522 - 1000 } });
    const removed = await promo(post('/api/cart/promo', { promoCode: '' }, cookie), undefined);
    expect(removed.status).toBe(200);
    expect(await savedPromoTotals(cartId)).toBeNull();
    expect((await promo(post('/api/cart/promo', { promoCode: 'CART10' }), undefined)).status).toBe(409);
  });
});
