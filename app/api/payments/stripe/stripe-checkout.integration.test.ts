// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_KEYS, startFakeStripe } from '@/tests/helpers/fake-stripe';
import { upcomingSeatedPerformance } from '@/tests/helpers/performances';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { billingContact } from '@/tests/helpers/billing';
import * as z from 'zod/mini';
import { checkOut, placeOrder } from '@/features/cart/workflows/place-order';
import { billingSchema } from '@/features/checkout/schema';
import type { RedirectPaymentProvider } from '@/lib/payments/provider';
import { REDIRECT_MESSAGES } from '@/features/checkout/errors';
import { localPaypalProvider } from '@/features/checkout/payments/paypal-local';
import { PAYMENT_MESSAGES } from '@/lib/payments/provider';
import { createStripeProvider } from '@/lib/payments/stripe';
import { POST as hold } from '../../holds/route';
import { POST as card } from '../../checkout/card/route';
import { POST as guest } from '../../checkout/guest/route';
import { POST as orders } from '../../checkout/orders/route';
import { POST as webhook } from './webhook/route';
import { POST as giftcards } from '../../giftcards/route';

installTestDataCache();

// Stripe's stand-in answers inside this test; the server is configured for it as for the real
// Stripe (read once by this file's environment, which has not been loaded yet).
const stripe = await startFakeStripe();
process.env.STRIPE_SECRET_KEY = FAKE_STRIPE_KEYS.secretKey;
process.env.STRIPE_WEBHOOK_SECRET = FAKE_STRIPE_KEYS.webhookSecret;
process.env.STRIPE_API_URL = stripe.url;
process.env.SITE_URL = 'https://shop.vegas.example';
afterAll(() => stripe.close());

function post(path: string, body: unknown, cookie = '', host = 'localhost'): Request {
  return new Request(`http://${host}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

const billing = (cartId: string, submissionKey = randomUUID()) => billingContact(cartId, { submissionKey });

const deliver = (event: { body: string; signature: string }) =>
  webhook(new Request('http://localhost/api/payments/stripe/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': event.signature }, body: event.body }), undefined);

describe.each(testDatabaseKinds())('cards through Stripe Checkout, against a stand-in of Stripe (%s)', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await database().db.execute(query)) as unknown as { rows: T[] }).rows;
  let next = 0;

  /** Two seats held through /api/holds with the visitor's cookie; guest info saved. */
  async function heldCart() {
    const show = await upcomingSeatedPerformance(database().db, 40 + next++);
    const response = await hold(post('/api/holds', { kind: 'seats', performanceId: show.performanceId, skuId: show.skuId, seatIds: show.seats.map((s) => s.id) }), undefined);
    expect(response.status).toBe(200);
    const cartId = /CART_UUID=([0-9a-f-]{36})/.exec(response.headers.get('set-cookie') ?? '')![1]!;
    const cookie = `CART_UUID=${cartId}`;
    expect((await guest(post('/api/checkout/guest', { firstName: 'Lin', lastName: 'Chen', email: 'lin@example.com', phone: '702 555 0102' }, cookie), undefined)).status).toBe(200);
    return { show, cartId, cookie };
  }

  /** Billing with the card option: the answer is Stripe's page; answers the session id. */
  async function startPayment(cartId: string, cookie: string, host = 'localhost') {
    const submissionKey = randomUUID();
    const response = await orders(post('/api/checkout/orders', billing(cartId, submissionKey), cookie, host), undefined);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { ok: boolean; redirect: string };
    const sessionId = /\/pay\/(cs_\w+)$/.exec(answer.redirect)?.[1];
    expect(sessionId, answer.redirect).toBeDefined();
    return { sessionId: sessionId!, submissionKey, redirect: answer.redirect };
  }

  const returnFromStripe = (sessionId: string, cookie: string) => card(post('/api/checkout/card', { status: 'approved', token: sessionId, label: 'checkout' }, cookie), undefined);
  const ordersOf = async (cartId: string) => (await rows<{ n: number }>(sql`select count(*)::int as n from orders where cart_id = ${cartId}`))[0]!.n;
  const paymentOf = async (sessionId: string) => (await rows<{ id: string; status: string; provider: string; reference: string }>(sql`select id, status, provider, reference from payments where token = ${sessionId}`))[0]!;
  const capturesOf = (sessionId: string) => {
    const intent = stripe.sessions.get(sessionId)?.payment_intent;
    return intent ? stripe.callsTo(`/v1/payment_intents/${intent}/capture`, 'POST') : [];
  };
  const heldSeats = async (cartId: string, performanceId: number) =>
    (await rows<{ status: string }>(sql`select status from seat_claims where performance_id = ${performanceId} and cart_id = ${cartId}`)).map((s) => s.status);

  it('approved: Stripe’s page is opened from SITE_URL even with a foreign Host, authorises only, and the return writes one order and captures once; a late webhook changes nothing', async () => {
    const { show, cartId, cookie } = await heldCart();
    const { sessionId, submissionKey, redirect } = await startPayment(cartId, cookie, 'evil.example');
    expect(redirect).toBe(`${stripe.url}/pay/${sessionId}`);
    const payment = await paymentOf(sessionId);
    expect(payment).toMatchObject({ status: 'pending', provider: 'stripe', reference: `cs:${sessionId}` });
    const [create] = stripe.callsTo('/v1/checkout/sessions', 'POST').filter((c) => c.idempotencyKey === `checkout-${submissionKey}`);
    expect(Object.fromEntries(create!.form)).toMatchObject({
      success_url: 'https://shop.vegas.example/iv2/card/approved?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://shop.vegas.example/iv2/card/cancelled',
      'payment_intent_data[capture_method]': 'manual',
      client_reference_id: payment.id,
      'metadata[kind]': 'order',
      'line_items[0][price_data][unit_amount]': String(2 * (4999 + 850 + 412)),
    });
    expect([...create!.form.keys()].some((k) => /card|cvc|number/i.test(k))).toBe(false);
    expect(await ordersOf(cartId)).toBe(0);

    stripe.pay(sessionId);
    const response = await returnFromStripe(sessionId, cookie);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { orderNumber: string; redirect: string };
    expect(answer.redirect).toBe(`/iv2/confirmation/${answer.orderNumber}`);
    expect(response.headers.get('set-cookie')).toMatch(/CART_UUID=; Path=\/; Max-Age=0/);
    expect(await ordersOf(cartId)).toBe(1);
    const [order] = await rows<{ payment_provider: string; payment_reference: string }>(sql`select payment_provider, payment_reference from orders where cart_id = ${cartId}`);
    const intent = stripe.sessions.get(sessionId)!.payment_intent!;
    expect(order).toEqual({ payment_provider: 'stripe', payment_reference: `pi:${intent}` });
    expect(stripe.intents.get(intent)!.status).toBe('succeeded');
    expect(capturesOf(sessionId)).toHaveLength(1);
    expect((await paymentOf(sessionId)).status).toBe('captured');
    expect(await heldSeats(cartId, show.performanceId)).toEqual(['sold', 'sold']);

    expect((await deliver(stripe.webhook('checkout.session.completed', sessionId))).status).toBe(200);
    expect(await ordersOf(cartId)).toBe(1);
    expect(capturesOf(sessionId)).toHaveLength(1);
    // Every call our server made to Stripe carried an idempotency key.
    expect(stripe.calls.filter((c) => c.idempotencyKey === null)).toEqual([]);
  });

  it('confirmed twice by webhook (at once, before the buyer is back): one order and one capture; the return then shows that order', async () => {
    const { cartId, cookie } = await heldCart();
    const { sessionId } = await startPayment(cartId, cookie);
    stripe.pay(sessionId);
    const event = stripe.webhook('checkout.session.completed', sessionId);
    const [first, second] = await Promise.all([deliver(event), deliver(event)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await ordersOf(cartId)).toBe(1);
    expect(capturesOf(sessionId)).toHaveLength(1);
    expect((await deliver(stripe.webhook('checkout.session.completed', sessionId))).status).toBe(200);
    expect(await ordersOf(cartId)).toBe(1);

    const back = await returnFromStripe(sessionId, cookie);
    expect(back.status).toBe(200);
    const [order] = await rows<{ number: string }>(sql`select number from orders where cart_id = ${cartId}`);
    expect(((await back.json()) as { orderNumber: string }).orderNumber).toBe(order!.number);
    expect(capturesOf(sessionId)).toHaveLength(1);
  });

  it('declined: a card Stripe refused places no order and captures nothing; the cart and its holds stay, and the page is closed', async () => {
    const { show, cartId, cookie } = await heldCart();
    const { sessionId } = await startPayment(cartId, cookie);
    stripe.decline(sessionId);
    const response = await returnFromStripe(sessionId, cookie);
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ ok: false, code: 'DECLINED', error: PAYMENT_MESSAGES.declined });
    expect(response.headers.get('set-cookie') ?? '').not.toMatch(/CART_UUID=;/);
    expect(await ordersOf(cartId)).toBe(0);
    expect(stripe.calls.some((c) => c.path.endsWith('/capture') && c.path.includes(stripe.sessions.get(sessionId)!.payment_intent!))).toBe(false);
    expect(stripe.sessions.get(sessionId)!.status).toBe('expired');
    expect((await paymentOf(sessionId)).status).toBe('declined');
    expect(await heldSeats(cartId, show.performanceId)).toEqual(['held', 'held']);

    // Paying again from the same cart works.
    const again = await startPayment(cartId, cookie);
    stripe.pay(again.sessionId);
    expect((await returnFromStripe(again.sessionId, cookie)).status).toBe(200);
    expect(await ordersOf(cartId)).toBe(1);
  });

  it('timed out: a Stripe that does not answer in time opens no page and charges nothing; the cart and its holds stay', async () => {
    const { show, cartId } = await heldCart();
    const slow = { card: createStripeProvider({ secretKey: FAKE_STRIPE_KEYS.secretKey, apiUrl: stripe.url, timeoutMs: 300, maxNetworkRetries: 0 }), paypal: localPaypalProvider };
    const sessionsBefore = stripe.sessions.size;
    stripe.delayMs = 1_500;
    let result;
    try {
      result = await placeOrder(
        { cartId, submissionKey: randomUUID(), details: { email: 'lin@example.com', firstName: 'Lin', lastName: 'Chen', phone: '702 555 0102', country: 'US', postalCode: '89109', promoCode: null, giftCardCode: null, userId: null }, payment: { type: 'card', card: null } },
        slow,
      );
    } finally {
      stripe.delayMs = 0;
    }
    expect(result).toEqual({ ok: false, code: 'PAYMENT_FAILED', message: PAYMENT_MESSAGES.network });
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(stripe.sessions.size).toBe(sessionsBefore);
    expect(await ordersOf(cartId)).toBe(0);
    const [payment] = await rows<{ status: string }>(sql`select status from payments where cart_id = ${cartId}`);
    expect(payment!.status).toBe('failed');
    expect(await heldSeats(cartId, show.performanceId)).toEqual(['held', 'held']);
  });

  it('a webhook with a wrong or missing signature is refused with 400 and changes nothing', async () => {
    const { cartId, cookie } = await heldCart();
    const { sessionId } = await startPayment(cartId, cookie);
    stripe.pay(sessionId);
    const forged = stripe.webhook('checkout.session.completed', sessionId, 'whsec_notoursnotours0000');
    expect((await deliver(forged)).status).toBe(400);
    const real = stripe.webhook('checkout.session.completed', sessionId);
    expect((await deliver({ body: real.body.replace(sessionId, `${sessionId}x`), signature: real.signature })).status).toBe(400);
    expect((await deliver({ body: real.body, signature: '' })).status).toBe(400);
    // A body past 256 kB is not read to the end, signed or not.
    const huge = `{"pad":"${'x'.repeat(300_000)}"}`;
    expect((await deliver({ body: huge, signature: real.signature })).status).toBe(413);
    expect(await ordersOf(cartId)).toBe(0);
    expect((await paymentOf(sessionId)).status).toBe('pending');
    expect(capturesOf(sessionId)).toHaveLength(0);
  });

  it('a session id from another cart is refused (nothing charged, both carts kept); one started more than 3 hours ago is refused and voided', async () => {
    const mine = await heldCart();
    const other = await heldCart();
    const { sessionId } = await startPayment(mine.cartId, mine.cookie);
    stripe.pay(sessionId);
    const stolen = await returnFromStripe(sessionId, other.cookie);
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toMatchObject({ ok: false, error: REDIRECT_MESSAGES.foreignCart });
    const noCookie = await returnFromStripe(sessionId, '');
    expect(noCookie.status).toBe(404);
    expect(await ordersOf(mine.cartId)).toBe(0);
    expect(await ordersOf(other.cartId)).toBe(0);
    expect(capturesOf(sessionId)).toHaveLength(0);

    await database().db.execute(sql`update payments set created_at = now() - interval '3 hours 1 minute' where token = ${sessionId}`);
    const late = await returnFromStripe(sessionId, mine.cookie);
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ ok: false, code: 'EXPIRED', error: REDIRECT_MESSAGES.expired });
    expect(await ordersOf(mine.cartId)).toBe(0);
    expect(capturesOf(sessionId)).toHaveLength(0);
    expect((await paymentOf(sessionId)).status).toBe('voided');
    // The authorisation Stripe held is let go.
    expect(stripe.intents.get(stripe.sessions.get(sessionId)!.payment_intent!)!.status).toBe('canceled');
    expect(await heldSeats(mine.cartId, (await rows<{ performance_id: number }>(sql`select performance_id from seat_claims where cart_id = ${mine.cartId} limit 1`))[0]!.performance_id)).toEqual(['held', 'held']);
    // A webhook that arrives after that places nothing either.
    expect((await deliver(stripe.webhook('checkout.session.completed', sessionId))).status).toBe(200);
    expect(await ordersOf(mine.cartId)).toBe(0);
  });

  it('checkout.session.expired voids the payment its page started; the cart is kept', async () => {
    const { cartId, cookie } = await heldCart();
    const { sessionId } = await startPayment(cartId, cookie);
    stripe.expire(sessionId);
    const response = await deliver(stripe.webhook('checkout.session.expired', sessionId));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, handled: true });
    expect((await paymentOf(sessionId)).status).toBe('voided');
    expect(await ordersOf(cartId)).toBe(0);
  });

  it('PayPal’s return url is built from SITE_URL as well, never from the request’s Host', async () => {
    const { cartId } = await heldCart();
    const seen: string[] = [];
    const recording: RedirectPaymentProvider = {
      ...localPaypalProvider,
      async start(input) {
        seen.push(input.returnUrl('approved'), input.returnUrl('cancelled'));
        return localPaypalProvider.start(input);
      },
    };
    const stripeProvider = createStripeProvider({ secretKey: FAKE_STRIPE_KEYS.secretKey, apiUrl: stripe.url });
    const result = await checkOut(
      { body: z.parse(billingSchema, { ...billing(cartId), paymentType: 'paypal' }), cookieCartId: cartId, headers: new Headers({ host: 'evil.example', 'x-forwarded-host': 'evil.example' }) },
      { card: stripeProvider, paypal: recording },
    );
    expect(result).toMatchObject({ ok: true });
    expect(seen).toEqual(['https://shop.vegas.example/iv2/paypal/approved', 'https://shop.vegas.example/iv2/paypal/cancelled']);
  });

  it('a gift card bought on Stripe’s page is issued by the signed webhook once, after the capture', async () => {
    const submissionKey = randomUUID();
    const body = { amountDollars: 50, recipientName: 'Grace Hopper', recipientEmail: 'grace.hook@example.com', buyerName: 'Ada Lovelace', buyerEmail: 'ada.hook@example.com', postalCode: '89109', submissionKey };
    const started = await giftcards(post('/api/giftcards', body), undefined);
    expect(started.status).toBe(200);
    const { redirect } = (await started.json()) as { redirect: string };
    const sessionId = /\/pay\/(cs_\w+)$/.exec(redirect)![1]!;
    const issued = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from gift_card_purchases where submission_key = ${submissionKey} and status = 'completed'`))[0]!.n;
    stripe.pay(sessionId);
    expect(await issued()).toBe(0);
    const event = stripe.webhook('checkout.session.completed', sessionId);
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    expect(await issued()).toBe(1);
    expect(capturesOf(sessionId)).toHaveLength(1);
    expect(stripe.intents.get(stripe.sessions.get(sessionId)!.payment_intent!)!.status).toBe('succeeded');
  });
});
