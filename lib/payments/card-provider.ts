import { getEnv } from '@/lib/env';
import type { CardPaymentProvider, RedirectPaymentProvider } from './provider';
import { createStripeProvider } from './stripe';
import { testCardProvider } from './test-card';

let stripe: ReturnType<typeof createStripeProvider> | null = null;

/** Stripe of this server's configuration (STRIPE_SECRET_KEY, STRIPE_API_URL), or null without a key. */
export function configuredStripe(): ReturnType<typeof createStripeProvider> | null {
  const env = getEnv();
  if (!env.STRIPE_SECRET_KEY) return null;
  stripe ??= createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY, apiUrl: env.STRIPE_API_URL });
  return stripe;
}

/**
 * The card provider of this server's configuration: Stripe Checkout (a hosted page, card
 * numbers never reach us) when STRIPE_SECRET_KEY is set, otherwise the built-in test provider of
 * the demo. Checkout and gift-card sales charge through this one function.
 */
export function configuredCardProvider(): CardPaymentProvider | RedirectPaymentProvider {
  return configuredStripe() ?? testCardProvider;
}

/** Cards are paid on Stripe's hosted page (the billing and gift card forms then show no card fields). */
export function cardPaysOnHostedPage(): boolean {
  return configuredStripe() !== null;
}
