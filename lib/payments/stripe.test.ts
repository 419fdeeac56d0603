import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_KEYS, startFakeStripe, type FakeStripe } from '@/tests/helpers/fake-stripe';
import { PAYMENT_MESSAGES, PaymentRefusedError } from './provider';
import { createStripeProvider, STRIPE_SESSION_MINUTES, verifiedStripeEvent } from './stripe';

describe('the Stripe Checkout provider (against a stand-in of Stripe served in the test)', () => {
  let stripe: FakeStripe;
  const clock = 1_800_000_000_000;
  const provider = (timeoutMs?: number) =>
    createStripeProvider({ secretKey: FAKE_STRIPE_KEYS.secretKey, apiUrl: stripe.url, now: () => clock, maxNetworkRetries: 0, ...(timeoutMs ? { timeoutMs } : {}) });
  const returnUrl = (status: 'approved' | 'cancelled') => `https://vegas.example/iv2/card/${status}`;

  beforeEach(async () => {
    stripe = await startFakeStripe();
  });
  afterEach(() => stripe.close());

  it('opens a hosted page that only authorises, names our payment, returns to our urls, and carries an idempotency key', async () => {
    const started = await provider().start({ amountCents: 12_524, requestId: 'sub-1', returnUrl, description: 'VegasGo order', payment: { kind: 'order', id: 'pay-1' } });
    expect(started.reference).toBe(`cs:${started.token}`);
    expect(started.approvalUrl).toBe(`${stripe.url}/pay/${started.token}`);
    const [create] = stripe.callsTo('/v1/checkout/sessions', 'POST');
    expect(create!.idempotencyKey).toBe('checkout-sub-1');
    expect(Object.fromEntries(create!.form)).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '12524',
      'line_items[0][price_data][currency]': 'usd',
      'payment_intent_data[capture_method]': 'manual',
      client_reference_id: 'pay-1',
      'metadata[kind]': 'order',
      'metadata[payment_id]': 'pay-1',
      success_url: 'https://vegas.example/iv2/card/approved?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://vegas.example/iv2/card/cancelled',
      expires_at: String(clock / 1000 + STRIPE_SESSION_MINUTES * 60),
    });
    // The same request again (a retried call) opens no second page.
    const again = await provider().start({ amountCents: 12_524, requestId: 'sub-1', returnUrl });
    expect(again.token).toBe(started.token);
    expect(stripe.sessions.size).toBe(1);
  });

  it('authorises a paid session, then captures or cancels its PaymentIntent, each call with its own key', async () => {
    const p = provider();
    const started = await p.start({ amountCents: 5_000, requestId: 'sub-2', returnUrl });
    expect(await p.authorize(started.reference)).toEqual({ status: 'declined', message: PAYMENT_MESSAGES.declined });
    const session = stripe.pay(started.token);
    const authorised = await p.authorize(started.reference);
    expect(authorised).toEqual({ status: 'authorized', reference: `pi:${session.payment_intent}` });
    if (authorised.status !== 'authorized') throw new Error('unreachable');
    await p.capture(authorised.reference);
    await p.capture(authorised.reference);
    expect(stripe.intents.get(session.payment_intent!)!.status).toBe('succeeded');
    const captures = stripe.callsTo(`/v1/payment_intents/${session.payment_intent}/capture`);
    expect(captures.map((c) => c.idempotencyKey)).toEqual([`capture-${session.payment_intent}`, `capture-${session.payment_intent}`]);
    expect(stripe.calls.every((c) => c.idempotencyKey !== null && c.idempotencyKey.length > 0)).toBe(true);

    const other = await p.start({ amountCents: 5_000, requestId: 'sub-3', returnUrl });
    const paid = stripe.pay(other.token);
    await p.void(`pi:${paid.payment_intent}`);
    expect(stripe.intents.get(paid.payment_intent!)!.status).toBe('canceled');
  });

  it('voiding a page not paid closes it; one paid meanwhile has its authorisation cancelled', async () => {
    const p = provider();
    const open = await p.start({ amountCents: 5_000, requestId: 'sub-4', returnUrl });
    await p.void(open.reference);
    expect(stripe.sessions.get(open.token)!.status).toBe('expired');
    expect(stripe.callsTo(`/v1/checkout/sessions/${open.token}/expire`)[0]!.idempotencyKey).toBe(`expire-${open.token}`);
    const paid = await p.start({ amountCents: 5_000, requestId: 'sub-5', returnUrl });
    const session = stripe.pay(paid.token);
    await p.void(paid.reference);
    expect(stripe.intents.get(session.payment_intent!)!.status).toBe('canceled');
  });

  it('a refused card is a decline; a Stripe that does not answer in time is a failure', async () => {
    const p = provider(300);
    const started = await p.start({ amountCents: 5_000, requestId: 'sub-6', returnUrl });
    stripe.decline(started.token);
    expect(await p.authorize(started.reference)).toEqual({ status: 'declined', message: PAYMENT_MESSAGES.declined });
    stripe.delayMs = 1_000;
    expect(await p.authorize(started.reference)).toEqual({ status: 'failed', message: PAYMENT_MESSAGES.network });
    await expect(p.start({ amountCents: 5_000, requestId: 'sub-7', returnUrl })).rejects.toThrow();
  });

  it('refunds a captured PaymentIntent once (keyed), and a capture Stripe refuses for good is a PaymentRefusedError', async () => {
    const p = provider();
    const started = await p.start({ amountCents: 7_500, requestId: 'sub-r', returnUrl });
    const session = stripe.pay(started.token);
    const reference = `pi:${session.payment_intent}`;
    await p.capture(reference);
    await p.refund(reference);
    await p.refund(reference);
    expect(stripe.refunds).toEqual([expect.objectContaining({ payment_intent: session.payment_intent, amount: 7_500 })]);
    expect(stripe.callsTo('/v1/refunds').map((c) => c.idempotencyKey)).toEqual([`refund-${session.payment_intent}`, `refund-${session.payment_intent}`]);

    const cancelled = await p.start({ amountCents: 1_000, requestId: 'sub-c', returnUrl });
    const paid = stripe.pay(cancelled.token);
    await p.void(`pi:${paid.payment_intent}`);
    await expect(p.capture(`pi:${paid.payment_intent}`)).rejects.toBeInstanceOf(PaymentRefusedError);
    // A Stripe that errs on its side (5xx) is not a refusal: the capture is tried again later.
    const later = await p.start({ amountCents: 1_000, requestId: 'sub-l', returnUrl });
    const open = stripe.pay(later.token);
    stripe.failCaptureWith = 500;
    const failed = await p.capture(`pi:${open.payment_intent}`).then(() => null, (e: unknown) => e);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).not.toBeInstanceOf(PaymentRefusedError);
  });

  it('refuses a wrong secret key', async () => {
    const wrong = createStripeProvider({ secretKey: 'sk_test_wrong000000000', apiUrl: stripe.url, maxNetworkRetries: 0 });
    await expect(wrong.start({ amountCents: 100, requestId: 'w', returnUrl })).rejects.toThrow(/Invalid API Key/);
  });

  it('verifies webhooks with the signing secret over the raw body, and nothing else', async () => {
    const p = provider();
    const started = await p.start({ amountCents: 5_000, requestId: 'sub-8', returnUrl });
    stripe.pay(started.token);
    const { body, signature } = stripe.webhook('checkout.session.completed', started.token);
    const event = verifiedStripeEvent(p.client, body, signature, FAKE_STRIPE_KEYS.webhookSecret);
    expect(event?.type).toBe('checkout.session.completed');
    expect(verifiedStripeEvent(p.client, body.replace('"complete"', '"open"'), signature, FAKE_STRIPE_KEYS.webhookSecret)).toBeNull();
    expect(verifiedStripeEvent(p.client, body, signature, 'whsec_another000000000')).toBeNull();
    expect(verifiedStripeEvent(p.client, body, null, FAKE_STRIPE_KEYS.webhookSecret)).toBeNull();
  });
});
