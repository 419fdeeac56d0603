// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartHoldingSeats } from '@/tests/helpers/carts';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
// eslint-disable-next-line boundaries/imports
import { finaliseRedirect, placeOrder } from '@/features/cart/workflows/place-order';
import { PaymentRefusedError, type CardPaymentProvider } from '@/lib/payments/provider';
import { TEST_CARDS, testCardProvider } from '@/lib/payments/test-card';
import { CHECKOUT_ERRORS } from './errors';
import type { CrashHooks, Providers } from './payment-flow';
import type { PaymentChoice } from './payment-decision';
import { localPaypalProvider } from './payments/paypal-local';
import type { OrderDetails } from './price-checkout';
import { getOrder, getTicket } from './queries';
import { reconcilePayments, type ReconcileReport } from './reconcile';

installTestDataCache();

// Issue 25 item 3: the checkout crashes at each step (a hook that throws stands for the process
// dying there: nothing after it runs), then the reconciliation job runs, and money and orders
// agree: one capture per order, no live authorisation without an order, a refund for a capture
// without an order, the confirmation mailed once. A second run changes nothing.

const card: PaymentChoice = {
  type: 'card',
  card: { number: TEST_CARDS.approve, expiryMonth: 12, expiryYear: 2031, cvc: '123', holderName: 'Ada Lovelace', postalCode: '89109', country: 'US' },
};

const details: OrderDetails = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '702 555 0100',
  country: 'US',
  postalCode: '89109',
  promoCode: null,
  giftCardCode: null,
  userId: null,
};

type Call = { op: 'authorize' | 'capture' | 'void' | 'refund'; reference: string };

/** The test card provider, recording every call; its capture can fail for a while or be refused. */
function recordingCard() {
  const calls: Call[] = [];
  const state = { capture: 'ok' as 'ok' | 'fail' | 'refuse' };
  const provider: CardPaymentProvider = {
    name: testCardProvider.name,
    async authorize(input) {
      const result = await testCardProvider.authorize(input);
      if (result.status === 'authorized') calls.push({ op: 'authorize', reference: result.reference });
      return result;
    },
    async capture(reference) {
      if (state.capture === 'fail') throw new Error('connection reset');
      if (state.capture === 'refuse') throw new PaymentRefusedError('authorisation expired');
      calls.push({ op: 'capture', reference });
    },
    async void(reference) {
      calls.push({ op: 'void', reference });
    },
    async refund(reference) {
      calls.push({ op: 'refund', reference });
    },
  };
  return { provider, calls, state };
}

const NOTHING: ReconcileReport = { voided: 0, abandoned: 0, refunded: 0, captured: 0, ordersVoided: 0, mailed: 0, left: 0 };
/** The job with no grace: what a run minutes after the crash does. */
const NOW = { withoutOrder: 0, pending: 0, uncaptured: 0, mail: 0 };

const crash = (step: keyof CrashHooks): CrashHooks => ({
  [step]: async () => {
    throw new Error(`crash ${step}`);
  },
});

describe.each(testDatabaseKinds())('reconciliation on %s', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await database().db.execute(query)) as unknown as { rows: T[] }).rows;
  let next = 0;

  const setup = async () => {
    const { cartId, show } = await cartHoldingSeats(database().db, next++);
    const recording = recordingCard();
    const providers = (hooks?: CrashHooks): Providers => ({ card: recording.provider, paypal: localPaypalProvider, ...(hooks ? { crash: hooks } : {}) });
    return { cartId, show, ...recording, providers };
  };
  const paymentsOf = (cartId: string) =>
    rows<{ status: string; reference: string | null; order_id: string | null; error: string | null }>(
      sql`select status, reference, order_id, error from payments where cart_id = ${cartId} order by created_at`,
    );
  const ordersOf = (cartId: string) =>
    rows<{ id: string; number: string; payment_status: string }>(sql`select id, number, payment_status from orders where cart_id = ${cartId}`);
  const mailsFor = async (number: string) => (await rows<{ n: number }>(sql`select count(*)::int as n from outbox where subject like ${'%' + number}`))[0]!.n;
  const seatStatuses = async (cartId: string) => (await rows<{ status: string }>(sql`select status from seat_claims where cart_id = ${cartId} order by seat_id`)).map((r) => r.status);
  /** Runs the job again: nothing left to do, no provider called. */
  const runsAgainToNothing = async (calls: Call[]) => {
    const before = calls.length;
    expect(await reconcilePayments({ providers: { card: recordingCard().provider, paypal: localPaypalProvider }, grace: NOW })).toEqual(NOTHING);
    expect(calls).toHaveLength(before);
  };

  it('crash between authorising and writing: a fresh checkout is left alone; then the authorisation is voided and a retry answers the failure, not "in progress"', async () => {
    const { cartId, calls, providers } = await setup();
    const submissionKey = randomUUID();
    await expect(placeOrder({ cartId, submissionKey, details, payment: card }, providers(crash('afterAuthorize')))).rejects.toThrow('crash afterAuthorize');
    const [authorised] = await paymentsOf(cartId);
    expect(authorised).toMatchObject({ status: 'authorized', order_id: null });
    expect(calls).toEqual([{ op: 'authorize', reference: authorised!.reference }]);

    // Within the grace period the checkout may still be running: nothing is touched.
    await reconcilePayments({ providers: providers() });
    expect((await paymentsOf(cartId))[0]!.status).toBe('authorized');

    expect(await reconcilePayments({ providers: providers(), grace: NOW })).toEqual({ ...NOTHING, voided: 1 });
    expect(await paymentsOf(cartId)).toEqual([{ status: 'voided', reference: authorised!.reference, order_id: null, error: CHECKOUT_ERRORS.paymentAbandoned }]);
    expect(calls.slice(1)).toEqual([{ op: 'void', reference: authorised!.reference }]);
    expect(await ordersOf(cartId)).toEqual([]);

    // The same submission again: its settled payment answers at once.
    expect(await placeOrder({ cartId, submissionKey, details, payment: card }, providers())).toEqual({
      ok: false,
      code: 'PAYMENT_FAILED',
      message: CHECKOUT_ERRORS.paymentAbandoned,
    });
    await runsAgainToNothing(calls);
    // Nothing was sold: the cart still holds its seats and pays with a new submission.
    expect(await seatStatuses(cartId)).toEqual(['held', 'held']);
    const paid = await placeOrder({ cartId, submissionKey: randomUUID(), details, payment: card }, providers());
    expect(paid.ok && 'order' in paid).toBe(true);
  });

  it('a payment the job voided while its checkout was still writing: the order rolls back, nothing is sold', async () => {
    const { cartId, calls, providers } = await setup();
    // The job runs in the very moment between the authorisation and the order's transaction.
    const late: CrashHooks = { afterAuthorize: async () => void (await reconcilePayments({ providers: providers(), grace: NOW })) };
    const result = await placeOrder({ cartId, submissionKey: randomUUID(), details, payment: card }, providers(late));
    expect(result).toEqual({ ok: false, code: 'PAYMENT_FAILED', message: CHECKOUT_ERRORS.paymentAbandoned });
    expect(await ordersOf(cartId)).toEqual([]);
    expect((await paymentsOf(cartId))[0]!.status).toBe('voided');
    expect(calls.filter((c) => c.op === 'capture')).toEqual([]);
    expect(await seatStatuses(cartId)).toEqual(['held', 'held']);
  });

  it('crash between writing and capturing: the order is not valid until the job captures it once and mails it once', async () => {
    const { cartId, calls, providers } = await setup();
    await expect(placeOrder({ cartId, submissionKey: randomUUID(), details, payment: card }, providers(crash('afterWrite')))).rejects.toThrow('crash afterWrite');
    const [order] = await ordersOf(cartId);
    expect(order!.payment_status).toBe('authorized');
    const view = (await getOrder(order!.id))!;
    expect((await getTicket(view.items[0]!.tickets[0]!.id))!.paymentStatus).toBe('authorized');
    expect(calls.map((c) => c.op)).toEqual(['authorize']);
    expect(await mailsFor(order!.number)).toBe(0);

    expect(await reconcilePayments({ providers: providers(), grace: NOW })).toEqual({ ...NOTHING, captured: 1, mailed: 1 });
    const [payment] = await paymentsOf(cartId);
    expect(payment).toMatchObject({ status: 'captured', order_id: order!.id });
    expect((await ordersOf(cartId))[0]!.payment_status).toBe('captured');
    expect(calls.filter((c) => c.op === 'capture')).toEqual([{ op: 'capture', reference: payment!.reference }]);
    expect((await getTicket(view.items[0]!.tickets[0]!.id))!.paymentStatus).toBe('captured');
    expect(await mailsFor(order!.number)).toBe(1);
    await runsAgainToNothing(calls);
    expect(await mailsFor(order!.number)).toBe(1);
  });

  it('a capture that fails is tried again by the job; one the provider refuses voids the payment and the order', async () => {
    const failing = await setup();
    failing.state.capture = 'fail';
    const placed = await placeOrder({ cartId: failing.cartId, submissionKey: randomUUID(), details, payment: card }, failing.providers());
    if (!placed.ok || !('order' in placed)) throw new Error(JSON.stringify(placed));
    expect((await ordersOf(failing.cartId))[0]!.payment_status).toBe('authorized');
    // Still failing: left for the next run, nothing marked.
    expect(await reconcilePayments({ providers: failing.providers(), grace: NOW })).toEqual({ ...NOTHING, left: 1 });
    failing.state.capture = 'ok';
    expect(await reconcilePayments({ providers: failing.providers(), grace: NOW })).toEqual({ ...NOTHING, captured: 1, mailed: 1 });
    expect(failing.calls.filter((c) => c.op === 'capture')).toHaveLength(1);

    const refused = await setup();
    await expect(placeOrder({ cartId: refused.cartId, submissionKey: randomUUID(), details, payment: card }, refused.providers(crash('afterWrite')))).rejects.toThrow();
    refused.state.capture = 'refuse';
    expect(await reconcilePayments({ providers: refused.providers(), grace: NOW })).toEqual({ ...NOTHING, ordersVoided: 1 });
    const [order] = await ordersOf(refused.cartId);
    expect(order!.payment_status).toBe('voided');
    const [payment] = await paymentsOf(refused.cartId);
    expect(payment!.status).toBe('voided');
    expect(refused.calls.map((c) => c.op)).toEqual(['authorize', 'void']);
    const ticket = (await getOrder(order!.id))!.items[0]!.tickets[0]!;
    expect((await getTicket(ticket.id))!.paymentStatus).toBe('voided');
    // A voided order is not confirmed by mail.
    expect(await mailsFor(order!.number)).toBe(0);
    await runsAgainToNothing(refused.calls);
  });

  it('crash before the confirmation mail: the job sends it, once', async () => {
    const { cartId, calls, providers } = await setup();
    await expect(placeOrder({ cartId, submissionKey: randomUUID(), details, payment: card }, providers(crash('beforeMail')))).rejects.toThrow('crash beforeMail');
    const [order] = await ordersOf(cartId);
    expect(order!.payment_status).toBe('captured');
    expect(calls.map((c) => c.op)).toEqual(['authorize', 'capture']);
    expect(await mailsFor(order!.number)).toBe(0);
    // Two instances running the job at once: one mail.
    const [a, b] = await Promise.all([reconcilePayments({ providers: providers(), grace: NOW }), reconcilePayments({ providers: providers(), grace: NOW })]);
    expect(a.mailed + b.mailed).toBe(1);
    expect(await mailsFor(order!.number)).toBe(1);
    await runsAgainToNothing(calls);
    expect(await mailsFor(order!.number)).toBe(1);
  });

  it('a capture without an order is refunded, and its submission answers the failure', async () => {
    const { cartId, calls, providers } = await setup();
    const submissionKey = randomUUID();
    await expect(placeOrder({ cartId, submissionKey, details, payment: card }, providers(crash('afterAuthorize')))).rejects.toThrow();
    // Captured at the provider with no order of ours (a capture that outran a crash).
    await database().db.execute(sql`update payments set status = 'captured' where cart_id = ${cartId}`);
    const [captured] = await paymentsOf(cartId);
    expect(await reconcilePayments({ providers: providers(), grace: NOW })).toEqual({ ...NOTHING, refunded: 1 });
    expect(await paymentsOf(cartId)).toEqual([{ status: 'refunded', reference: captured!.reference, order_id: null, error: CHECKOUT_ERRORS.paymentAbandoned }]);
    expect(calls.slice(1)).toEqual([{ op: 'refund', reference: captured!.reference }]);
    expect(await placeOrder({ cartId, submissionKey, details, payment: card }, providers())).toMatchObject({ ok: false, code: 'PAYMENT_FAILED' });
    await runsAgainToNothing(calls);
  });

  it('a PayPal payment left pending past its grace is given up, and a late approval places no order', async () => {
    const { cartId, providers } = await setup();
    const started = await placeOrder({ cartId, submissionKey: randomUUID(), details, payment: { type: 'paypal', returnUrl: (status) => `/iv2/paypal/${status}` } }, providers());
    if (!started.ok || !('redirect' in started)) throw new Error(JSON.stringify(started));
    const token = new URL(started.redirect, 'http://x').searchParams.get('token')!;
    expect(await reconcilePayments({ providers: providers(), grace: NOW })).toEqual({ ...NOTHING, abandoned: 1 });
    expect((await paymentsOf(cartId))[0]!.status).toBe('voided');
    expect(await finaliseRedirect({ method: 'paypal', status: 'approved', token, caller: { kind: 'return', cartId } }, providers())).toEqual({ ok: false, code: 'PAYMENT_FAILED', message: CHECKOUT_ERRORS.paymentAbandoned });
    expect(await ordersOf(cartId)).toEqual([]);
  });
});
