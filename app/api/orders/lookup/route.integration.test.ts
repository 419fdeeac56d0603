// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { placeOrder } from '@/features/cart/workflows/place-order';
import { mayViewOrder, ORDER_ACCESS_COOKIE } from '@/features/checkout/order-access';
import { ORDER_LOOKUP_FAILURES_MAX_PER_PAIR } from '@/features/checkout/order-lookup';
import { ORDER_LOOKUP_MESSAGES } from '@/features/checkout/order-messages';
import { TEST_CARDS } from '@/lib/payments/test-card';
import { getOrder } from '@/features/checkout/queries';
import { ADA, cartHoldingSeats } from '@/tests/helpers/carts';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { POST } from './route';

installTestDataCache();

const lookup = (body: unknown, ip: string, headers: Record<string, string> = {}) =>
  POST(
    new Request('http://localhost/api/orders/lookup', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vegas-client-ip': ip, ...headers },
      body: JSON.stringify(body),
    }),
    undefined,
  );

/** The VG_ORDERS value a response sets, or null. */
function grantedCookie(response: Response): string | null {
  const header = response.headers.get('set-cookie') ?? '';
  const match = new RegExp(`${ORDER_ACCESS_COOKIE}=([^;]+)`).exec(header);
  return match ? decodeURIComponent(match[1]!) : null;
}

describe.each(testDatabaseKinds())('POST /api/orders/lookup (%s)', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  let next = 0;

  async function placedOrder(email: string) {
    const { cartId } = await cartHoldingSeats(database().db, next++, { ...ADA, email });
    const result = await placeOrder({
      cartId,
      submissionKey: randomUUID(),
      details: { email, firstName: 'Ada', lastName: 'Lovelace', phone: '702 555 0100', country: 'US', postalCode: '89109', promoCode: null, giftCardCode: null, userId: null },
      payment: { type: 'card', card: { number: TEST_CARDS.approve, expiryMonth: 12, expiryYear: 2031, cvc: '123', holderName: 'Ada Lovelace', postalCode: '89109', country: 'US' } },
    });
    if (!result.ok || !('order' in result)) throw new Error(`order not placed: ${JSON.stringify(result)}`);
    return (await getOrder(result.order.id))!;
  }

  it('grants a found order to this browser and sends it to the verify page; a wrong e-mail or number gets the same 404 and no cookie', async () => {
    const order = await placedOrder('route.lookup@example.com');

    const found = await lookup({ email: 'Route.Lookup@example.com', confirmationNumber: order.number.toLowerCase() }, '198.51.100.20');
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ redirect: '/iv2/orders/search/verify' });
    const cookie = grantedCookie(found);
    expect(found.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect(await mayViewOrder(order, { cookie, member: null })).toBe(true);

    const wrongEmail = await lookup({ email: 'someone@example.com', confirmationNumber: order.number }, '198.51.100.20');
    const wrongNumber = await lookup({ email: 'route.lookup@example.com', confirmationNumber: 'VG-000000001' }, '198.51.100.20');
    for (const refused of [wrongEmail, wrongNumber]) {
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ error: ORDER_LOOKUP_MESSAGES.notFound });
      expect(grantedCookie(refused)).toBeNull();
    }
  });

  it('answers bad input with 400 and field messages, and a form post that is not JSON with 400', async () => {
    const bad = await lookup({ email: 'nope', confirmationNumber: '12' }, '198.51.100.21');
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { fieldErrors: Record<string, string[]> };
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['confirmationNumber', 'email']);
    const notJson = await lookup({ email: 'ada@example.com', confirmationNumber: 'VG-123456789' }, '198.51.100.21', { 'content-type': 'text/plain' });
    expect(notJson.status).toBe(400);
  });

  it('refuses an address with 429 and Retry-After after its own misses, even with the right number; the buyer at another address is not locked out', async () => {
    const order = await placedOrder('route.throttle@example.com');
    for (let i = 0; i < ORDER_LOOKUP_FAILURES_MAX_PER_PAIR; i++) {
      expect((await lookup({ email: 'route.throttle@example.com', confirmationNumber: 'VG-999999999' }, '203.0.113.7')).status).toBe(404);
    }
    // Another X-Forwarded-For changes nothing: the address is the server's, not the client's.
    const refused = await lookup({ email: 'route.throttle@example.com', confirmationNumber: order.number }, '203.0.113.7', { 'x-forwarded-for': '198.51.100.250' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(await refused.json()).toEqual({ error: ORDER_LOOKUP_MESSAGES.throttled });
    expect(grantedCookie(refused)).toBeNull();
    const buyer = await lookup({ email: 'route.throttle@example.com', confirmationNumber: order.number }, '198.51.100.77');
    expect(buyer.status).toBe(200);
  });
});
