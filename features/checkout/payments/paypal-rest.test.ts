import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_PAYPAL_CREDENTIALS, startFakePaypal, type FakePaypal } from '@/tests/helpers/fake-paypal';
import { createPaypalRestProvider, paypalAmount } from './paypal-rest';
import { PAYMENT_MESSAGES, PaymentRefusedError } from '@/lib/payments/provider';

describe('PayPal amounts', () => {
  it('are dollars with two decimals, from whole cents only', () => {
    expect(paypalAmount(1)).toBe('0.01');
    expect(paypalAmount(12_345)).toBe('123.45');
    expect(paypalAmount(10_000)).toBe('100.00');
    expect(() => paypalAmount(0)).toThrow();
    expect(() => paypalAmount(10.5)).toThrow();
  });
});

describe('the PayPal REST provider', () => {
  let paypal: FakePaypal;
  let clock = 0;
  const provider = () => createPaypalRestProvider({ ...FAKE_PAYPAL_CREDENTIALS, apiBase: paypal.url, brandName: 'VegasGo', now: () => clock });
  const returnUrl = (status: 'approved' | 'cancelled') => `https://vegas.example/iv2/paypal/${status}`;

  beforeEach(async () => {
    paypal = await startFakePaypal();
    clock = 1_000_000;
  });
  afterEach(() => paypal.close());

  it('creates an order to authorise, with the amount, return urls and brand, and sends the buyer to approve it', async () => {
    const started = await provider().start({ amountCents: 12_524, requestId: 'sub-1', returnUrl });
    expect(started.approvalUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${started.token}`);
    expect(started.reference).toBe(`order:${started.token}`);
    const create = paypal.calls.find((c) => c.path === '/v2/checkout/orders')!;
    expect(create.headers['paypal-request-id']).toBe('start-sub-1');
    expect(JSON.parse(create.body)).toMatchObject({
      intent: 'AUTHORIZE',
      purchase_units: [{ amount: { currency_code: 'USD', value: '125.24' } }],
      payment_source: {
        paypal: {
          experience_context: { brand_name: 'VegasGo', return_url: returnUrl('approved'), cancel_url: returnUrl('cancelled'), user_action: 'PAY_NOW' },
        },
      },
    });
  });

  it('authorises an approved order, then captures or voids the authorisation', async () => {
    const p = provider();
    const started = await p.start({ amountCents: 5_000, requestId: 'sub-2', returnUrl });
    const authorised = await p.authorize(started.reference);
    expect(authorised).toEqual({ status: 'authorized', reference: `auth:AUTH${started.token}` });
    if (authorised.status !== 'authorized') throw new Error('unreachable');
    expect(await p.capture(authorised.reference)).toEqual({ reference: `capture:CAPAUTH${started.token}` });
    await p.void(authorised.reference);
    expect(paypal.calls.map((c) => c.path).slice(-3)).toEqual([
      `/v2/checkout/orders/${started.token}/authorize`,
      `/v2/payments/authorizations/AUTH${started.token}/capture`,
      `/v2/payments/authorizations/AUTH${started.token}/void`,
    ]);
  });

  it('takes only a COMPLETED capture as paid, refuses for good on 422, and refunds a capture by its id', async () => {
    const p = provider();
    const started = await p.start({ amountCents: 5_000, requestId: 'sub-5', returnUrl });
    const authorised = await p.authorize(started.reference);
    if (authorised.status !== 'authorized') throw new Error('unreachable');
    paypal.pendingCaptures.add(`AUTH${started.token}`);
    const pending = p.capture(authorised.reference);
    await expect(pending).rejects.toThrow(/PENDING/);
    await expect(pending).rejects.not.toBeInstanceOf(PaymentRefusedError);
    paypal.pendingCaptures.delete(`AUTH${started.token}`);
    expect(await p.capture(authorised.reference)).toEqual({ reference: `capture:CAPAUTH${started.token}` });
    // Already captured: nothing more is asked of PayPal.
    const before = paypal.calls.length;
    expect(await p.capture(`capture:CAPAUTH${started.token}`)).toBeUndefined();
    expect(paypal.calls).toHaveLength(before);
    await p.refund(`capture:CAPAUTH${started.token}`);
    expect(paypal.calls.at(-1)!.path).toBe(`/v2/payments/captures/CAPAUTH${started.token}/refund`);
    expect(paypal.calls.at(-1)!.headers['paypal-request-id']).toBe(`refund-CAPAUTH${started.token}`);
    await expect(p.refund(authorised.reference)).rejects.toThrow(/not a PayPal capture/);

    paypal.failWith = 422;
    await expect(p.capture('auth:AUTHX1')).rejects.toBeInstanceOf(PaymentRefusedError);
    paypal.failWith = null;
  });

  it('answers a PENDING authorisation as a decline and voids it', async () => {
    const p = provider();
    const started = await p.start({ amountCents: 5_000, requestId: 'sub-6', returnUrl });
    paypal.pendingAuthorizations.add(started.token);
    expect(await p.authorize(started.reference)).toEqual({ status: 'declined', message: PAYMENT_MESSAGES.paypalDeclined });
    expect(paypal.calls.at(-1)!.path).toBe(`/v2/payments/authorizations/AUTH${started.token}/void`);
  });

  it('answers a refused authorisation as a decline and an unreachable PayPal as a failure', async () => {
    const p = provider();
    const started = await p.start({ amountCents: 5_000, requestId: 'sub-3', returnUrl });
    paypal.declined.add(started.token);
    expect(await p.authorize(started.reference)).toEqual({ status: 'declined', message: PAYMENT_MESSAGES.paypalDeclined });
    paypal.failWith = 503;
    expect(await p.authorize(started.reference)).toEqual({ status: 'failed', message: PAYMENT_MESSAGES.network });
    await expect(p.start({ amountCents: 5_000, requestId: 'sub-4', returnUrl })).rejects.toThrow(/503/);
  });

  it('asks for an access token once while it lasts, and again once it has expired', async () => {
    const p = provider();
    await p.start({ amountCents: 100, requestId: 'a', returnUrl });
    await p.start({ amountCents: 100, requestId: 'b', returnUrl });
    expect(paypal.calls.filter((c) => c.path === '/v1/oauth2/token')).toHaveLength(1);
    clock += 32_400_000;
    await p.start({ amountCents: 100, requestId: 'c', returnUrl });
    expect(paypal.calls.filter((c) => c.path === '/v1/oauth2/token')).toHaveLength(2);
  });

  it('refuses to run with wrong credentials, and never voids an order that was not authorised', async () => {
    const wrong = createPaypalRestProvider({ clientId: 'x', clientSecret: 'y', apiBase: paypal.url, brandName: 'VegasGo' });
    await expect(wrong.start({ amountCents: 100, requestId: 'w', returnUrl })).rejects.toThrow(/401/);
    const before = paypal.calls.length;
    await provider().void('order:5O000001TN');
    expect(paypal.calls).toHaveLength(before);
  });
});

describe('PayPal configuration', () => {
  it('is both credentials or neither, and live payments only when the API base says so', async () => {
    const { parseEnv } = await import('@/lib/env');
    expect(parseEnv({}).PAYPAL_CLIENT_ID).toBeUndefined();
    expect(parseEnv({}).PAYPAL_API_BASE).toBe('https://api-m.sandbox.paypal.com');
    expect(() => parseEnv({ PAYPAL_CLIENT_ID: 'id' })).toThrow(/PAYPAL_CLIENT_SECRET/);
    expect(() => parseEnv({ PAYPAL_CLIENT_SECRET: 'secret' })).toThrow(/PAYPAL_CLIENT_ID/);
    expect(() => parseEnv({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's', PAYPAL_API_BASE: 'not a url' })).toThrow(/PAYPAL_API_BASE/);
    expect(parseEnv({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' })).toMatchObject({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' });
  });
});
