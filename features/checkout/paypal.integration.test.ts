// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_PAYPAL_CREDENTIALS, startFakePaypal, type FakePaypal } from '@/tests/helpers/fake-paypal';
import { cartHoldingSeats } from '@/tests/helpers/carts';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
// eslint-disable-next-line boundaries/imports
import { finaliseRedirect, placeOrder } from '@/features/cart/workflows/place-order';
import type { PaymentChoice } from './payment-decision';
import type { Providers } from './payment-flow';
import type { OrderDetails } from './price-checkout';
import { createPaypalRestProvider } from './payments/paypal-rest';
import { PAYMENT_MESSAGES } from '@/lib/payments/provider';
import { REDIRECT_MESSAGES } from './errors';
import { testCardProvider } from '@/lib/payments/test-card';
import { CHECKOUT_ERRORS } from './errors';
import { reconcilePayments } from './reconcile';

installTestDataCache();

const details: OrderDetails = {
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  phone: '702 555 0101',
  country: 'US',
  postalCode: '89109',
  promoCode: null,
  giftCardCode: null,
  userId: null,
};
const paypalChoice: PaymentChoice = { type: 'paypal', returnUrl: (status) => `https://vegas.example/iv2/paypal/${status}` };

describe.each(testDatabaseKinds())('checkout through PayPal REST on %s', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await database().db.execute(query)) as unknown as { rows: T[] }).rows;
  let paypal: FakePaypal;
  let providers: Providers;
  let next = 40;

  beforeAll(async () => {
    paypal = await startFakePaypal();
    providers = { card: testCardProvider, paypal: createPaypalRestProvider({ ...FAKE_PAYPAL_CREDENTIALS, apiBase: paypal.url, brandName: 'VegasGo' }) };
  });
  afterAll(() => paypal.close());

  const cartWithSeats = () => cartHoldingSeats(database().db, next++, { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '702 555 0101' });

  async function start(cartId: string) {
    const started = await placeOrder({ cartId, submissionKey: randomUUID(), details, payment: paypalChoice }, providers);
    if (!started.ok || !('redirect' in started)) throw new Error(JSON.stringify(started));
    const url = new URL(started.redirect);
    expect(url.origin).toBe('https://www.sandbox.paypal.com');
    return url.searchParams.get('token')!;
  }

  it('sends the buyer to PayPal for the balance due, and on their return authorises, writes one order and captures', async () => {
    const { cartId, show } = await cartWithSeats();
    const token = await start(cartId);
    const create = paypal.calls.filter((c) => c.path === '/v2/checkout/orders').at(-1)!;
    const [cart] = await rows<{ balance: string }>(sql`select amount_cents::text as balance from payments where token = ${token}`);
    expect(JSON.parse(create.body).purchase_units[0].amount.value).toBe((Number(cart!.balance) / 100).toFixed(2));

    // PayPal's return may be loaded twice (a reload, a double redirect): one order, one capture.
    const [first, second] = await Promise.all([finaliseRedirect({ method: 'paypal', status: 'approved', token, caller: { kind: 'return', cartId } }, providers), finaliseRedirect({ method: 'paypal', status: 'approved', token, caller: { kind: 'return', cartId } }, providers)]);
    expect(first.ok && second.ok).toBe(true);
    const [orders] = await rows<{ n: number; provider: string; reference: string }>(
      sql`select count(*)::int as n, min(payment_provider) as provider, min(payment_reference) as reference from orders where cart_id = ${cartId}`,
    );
    expect(orders).toMatchObject({ n: 1, provider: 'paypal', reference: `auth:AUTH${token}` });
    expect(paypal.calls.filter((c) => c.path === `/v2/checkout/orders/${token}/authorize`)).toHaveLength(1);
    expect(paypal.calls.filter((c) => c.path === `/v2/payments/authorizations/AUTH${token}/capture`)).toHaveLength(1);
    const [payment] = await rows<{ status: string; reference: string }>(sql`select status, reference from payments where token = ${token}`);
    // The capture's own id is kept: a refund names the capture.
    expect(payment).toEqual({ status: 'captured', reference: `capture:CAPAUTH${token}` });
    const sold = await rows<{ status: string }>(sql`select status from seat_claims where performance_id = ${show.performanceId} and cart_id = ${cartId}`);
    expect(sold.map((s) => s.status)).toEqual(sold.map(() => 'sold'));
  });

  it('a payment PayPal refuses places no order and keeps the cart and its holds; paying again then works', async () => {
    const { cartId, show } = await cartWithSeats();
    const token = await start(cartId);
    paypal.declined.add(token);
    expect(await finaliseRedirect({ method: 'paypal', status: 'approved', token, caller: { kind: 'return', cartId } }, providers)).toMatchObject({ ok: false, code: 'DECLINED', message: PAYMENT_MESSAGES.paypalDeclined });
    const [orders] = await rows<{ n: number }>(sql`select count(*)::int as n from orders where cart_id = ${cartId}`);
    expect(orders!.n).toBe(0);
    const held = await rows<{ status: string }>(sql`select status from seat_claims where performance_id = ${show.performanceId} and cart_id = ${cartId}`);
    expect(held.length).toBe(show.seats.length);
    expect(held.every((s) => s.status === 'held')).toBe(true);
    expect(paypal.calls.some((c) => c.path.includes('/capture') && c.path.includes(token))).toBe(false);

    const again = await start(cartId);
    expect(await finaliseRedirect({ method: 'paypal', status: 'approved', token: again, caller: { kind: 'return', cartId } }, providers)).toMatchObject({ ok: true });
  });

  it('a cancelled return calls PayPal for nothing, and a PayPal that cannot be reached charges nothing', async () => {
    const { cartId } = await cartWithSeats();
    const token = await start(cartId);
    const before = paypal.calls.length;
    expect(await finaliseRedirect({ method: 'paypal', status: 'cancelled', token, caller: { kind: 'return', cartId } }, providers)).toMatchObject({ ok: false, code: 'CANCELLED' });
    expect(paypal.calls).toHaveLength(before);

    paypal.failWith = 500;
    try {
      expect(await placeOrder({ cartId, submissionKey: randomUUID(), details, payment: paypalChoice }, providers)).toMatchObject({
        ok: false,
        code: 'PAYMENT_FAILED',
        message: PAYMENT_MESSAGES.network,
      });
    } finally {
      paypal.failWith = null;
    }
    const [orders] = await rows<{ n: number }>(sql`select count(*)::int as n from orders where cart_id = ${cartId}`);
    expect(orders!.n).toBe(0);
  });

  const noGrace = { withoutOrder: 0, pending: 0, uncaptured: 0, mail: 0 };

  it('a PENDING capture is not paid: the order stays authorised until the job finds the capture COMPLETED', async () => {
    const { cartId } = await cartWithSeats();
    const token = await start(cartId);
    paypal.pendingCaptures.add(`AUTH${token}`);
    const placed = await finaliseRedirect({ method: 'paypal', status: 'approved', token, caller: { kind: 'return', cartId } }, providers);
    if (!placed.ok || !('order' in placed)) throw new Error(JSON.stringify(placed));
    const state = async () =>
      (await rows<{ order: string; payment: string; reference: string }>(
        sql`select o.payment_status as order, p.status as payment, p.reference from orders o join payments p on p.order_id = o.id where o.id = ${placed.order.id}`,
      ))[0];
    expect(await state()).toEqual({ order: 'authorized', payment: 'authorized', reference: `auth:AUTH${token}` });
    // Still pending at PayPal: left as it is.
    expect((await reconcilePayments({ providers, grace: noGrace })).captured).toBe(0);
    expect((await state())!.order).toBe('authorized');
    paypal.pendingCaptures.delete(`AUTH${token}`);
    expect((await reconcilePayments({ providers, grace: noGrace })).captured).toBe(1);
    expect(await state()).toEqual({ order: 'captured', payment: 'captured', reference: `capture:CAPAUTH${token}` });
  });

  it('a PENDING authorisation is voided and answered as a decline: no order', async () => {
    const { cartId } = await cartWithSeats();
    const token = await start(cartId);
    paypal.pendingAuthorizations.add(token);
    expect(await finaliseRedirect({ method: 'paypal', status: 'approved', token, caller: { kind: 'return', cartId } }, providers)).toMatchObject({ ok: false, code: 'DECLINED', message: PAYMENT_MESSAGES.paypalDeclined });
    expect(paypal.calls.filter((c) => c.path === `/v2/payments/authorizations/AUTH${token}/void`)).toHaveLength(1);
    const [orders] = await rows<{ n: number }>(sql`select count(*)::int as n from orders where cart_id = ${cartId}`);
    expect(orders!.n).toBe(0);
  });

  it('a PayPal capture without an order is refunded at PayPal by its capture id', async () => {
    const { cartId } = await cartWithSeats();
    const token = await start(cartId);
    // Authorised and captured at PayPal, then the server died before our order was written.
    await rows(sql`update payments set status = 'captured', reference = ${`capture:CAPAUTH${token}`} where token = ${token}`);
    expect((await reconcilePayments({ providers, grace: noGrace })).refunded).toBe(1);
    expect(paypal.calls.filter((c) => c.path === `/v2/payments/captures/CAPAUTH${token}/refund`)).toHaveLength(1);
    const [payment] = await rows<{ status: string; error: string }>(sql`select status, error from payments where token = ${token}`);
    expect(payment).toEqual({ status: 'refunded', error: CHECKOUT_ERRORS.paymentAbandoned });
  });

  it('a token is finished only by the cart that started it, and not after 3 hours: nothing charged, the cart kept', async () => {
    const { cartId, show } = await cartWithSeats();
    const { cartId: otherCart } = await cartWithSeats();
    const token = await start(cartId);
    const before = paypal.calls.length;
    expect(await finaliseRedirect({ method: 'paypal', status: 'approved', token, caller: { kind: 'return', cartId: otherCart } }, providers)).toEqual({
      ok: false,
      code: 'UNKNOWN',
      message: REDIRECT_MESSAGES.foreignCart,
    });
    expect(await finaliseRedirect({ method: 'paypal', status: 'approved', token, caller: { kind: 'return', cartId: null } }, providers)).toMatchObject({ ok: false, code: 'UNKNOWN' });
    expect(paypal.calls).toHaveLength(before);

    const later = new Date(Date.now() + 3 * 3_600_000 + 60_000);
    expect(await finaliseRedirect({ method: 'paypal', status: 'approved', token, caller: { kind: 'return', cartId, now: later } }, providers)).toEqual({
      ok: false,
      code: 'EXPIRED',
      message: REDIRECT_MESSAGES.expired,
    });
    expect(paypal.calls.some((c) => c.path.includes('/authorize') && c.path.includes(token))).toBe(false);
    const [orders] = await rows<{ n: number }>(sql`select count(*)::int as n from orders where cart_id in (${cartId}, ${otherCart})`);
    expect(orders!.n).toBe(0);
    const [payment] = await rows<{ status: string }>(sql`select status from payments where token = ${token}`);
    expect(payment!.status).toBe('voided');
    const held = await rows<{ status: string }>(sql`select status from seat_claims where performance_id = ${show.performanceId} and cart_id = ${cartId}`);
    expect(held.every((s) => s.status === 'held')).toBe(true);
    // Within the 3 hours, from its own cart, a new payment goes through.
    expect(await finaliseRedirect({ method: 'paypal', status: 'approved', token: await start(cartId), caller: { kind: 'return', cartId } }, providers)).toMatchObject({ ok: true });
  });
});
