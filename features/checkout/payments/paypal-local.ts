import { routes } from '@/lib/routes';
import type { RedirectPaymentProvider } from './provider';

/**
 * Stands in for PayPal while no PayPal credentials are configured: the buyer "approves" on our
 * own page (/iv2/dev/paypal), which sends them back through the PayPal return route exactly as
 * PayPal would. No money moves.
 */
export const localPaypalProvider: RedirectPaymentProvider = {
  name: 'paypal-local',
  async start({ token }) {
    return { reference: `pp_${token}`, approvalUrl: routes.devPaypal.build({ token }) };
  },
  async capture() {},
  async void() {},
};
