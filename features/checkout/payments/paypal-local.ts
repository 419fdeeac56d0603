import { randomBytes } from 'node:crypto';
import { routes } from '@/lib/routes';
import type { RedirectPaymentProvider } from '@/lib/payments/provider';

/**
 * Stands in for PayPal while no PayPal credentials are configured: the buyer "approves" on our
 * own page (/iv2/dev/paypal), which sends them back through the PayPal return route exactly as
 * PayPal would, with the token in the query. No money moves.
 */
export const localPaypalProvider: RedirectPaymentProvider = {
  name: 'paypal-local',
  async start() {
    const token = randomBytes(16).toString('base64url');
    return { reference: `pp_${token}`, token, approvalUrl: routes.devPaypal.build({ token }) };
  },
  async authorize(reference) {
    return { status: 'authorized', reference };
  },
  async capture() {},
  async void() {},
  async refund() {},
};
