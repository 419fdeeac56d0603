import { describe, expect, it } from 'vitest';
import { POST } from './route';

// Without Stripe configured (the demo) the webhook endpoint does not exist; nothing is read.
describe('POST /api/payments/stripe/webhook without Stripe configured', () => {
  it('answers 404 whatever is sent', async () => {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_WEBHOOK_SECRET;
    const response = await POST(
      new Request('http://localhost/api/payments/stripe/webhook', { method: 'POST', headers: { 'stripe-signature': 't=1,v1=00' }, body: JSON.stringify({ type: 'checkout.session.completed' }) }),
      undefined,
    );
    expect(response.status).toBe(404);
  });
});
