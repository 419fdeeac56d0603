// APP_MODE=production with Stripe and without PayPal credentials: PayPal is off. The test card
// provider's guard is checked without Stripe (the start-up check refuses that; the guard holds on
// its own).
process.env.APP_MODE = 'production';
process.env.STRIPE_SECRET_KEY = 'sk_test_0123456789abcdef';
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_0123456789abcdef';
process.env.PAYPAL_CLIENT_ID = '';
process.env.PAYPAL_CLIENT_SECRET = '';
process.env.OUTBOX_PAGE = '1';

import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { isNotFound } from '@/tests/helpers/page-outcome';
import { billingContact } from '@/tests/helpers/billing';
import { PAYPAL_OFF_MESSAGE } from '@/features/cart/workflows/place-order';
import { configuredCardProvider, TEST_PROVIDER_IN_PRODUCTION } from '@/lib/payments/card-provider';
import { outboxPageEnabled } from '@/lib/mail/mailer';
import LocalPaypalPage from '@/app/iv2/dev/paypal/page';
import OutboxPage from '@/app/iv2/dev/outbox/page';
import PaypalReturnPage from '@/app/iv2/paypal/[status]/page';
import { POST as orders } from './orders/route';
import { POST as paypalReturn } from './paypal/route';

function post(path: string, body: unknown): Request {
  return new Request(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

describe('APP_MODE=production', () => {
  it('never reaches the test card provider: Stripe when configured, else a refusal', async () => {
    expect(configuredCardProvider().name).toBe('stripe');
    process.env.STRIPE_SECRET_KEY = '';
    process.env.STRIPE_WEBHOOK_SECRET = '';
    vi.resetModules();
    const fresh = await import('@/lib/payments/card-provider');
    expect(() => fresh.configuredCardProvider()).toThrow(TEST_PROVIDER_IN_PRODUCTION);
    process.env.STRIPE_SECRET_KEY = 'sk_test_0123456789abcdef';
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_0123456789abcdef';
  });

  it('refuses a PayPal payment without PayPal credentials (400, not the local page)', async () => {
    const response = await orders(
      post('/api/checkout/orders', billingContact(randomUUID(), { paymentType: 'paypal' })),
      undefined,
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(PAYPAL_OFF_MESSAGE);
  });

  it('the PayPal return answers not found, as page and as API', async () => {
    const response = await paypalReturn(post('/api/checkout/paypal', { status: 'approved', token: 'abcdefghijklmnop', label: 'checkout' }), undefined);
    expect(response.status).toBe(404);
    const page = PaypalReturnPage({ params: Promise.resolve({ status: 'approved' }), searchParams: Promise.resolve({ token: 'abcdefghijklmnop' }) });
    await expect(page).rejects.toSatisfy(isNotFound);
  });

  it('every dev page is not found, the outbox even with OUTBOX_PAGE=1', async () => {
    expect(outboxPageEnabled()).toBe(false);
    await expect(OutboxPage()).rejects.toSatisfy(isNotFound);
    await expect(LocalPaypalPage({ searchParams: Promise.resolve({ token: 'abcdefghijklmnop' }) })).rejects.toSatisfy(isNotFound);
  });
});
