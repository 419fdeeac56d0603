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

/** Why production never charges through the test card provider (it approves any Luhn-valid number). */
export const TEST_PROVIDER_IN_PRODUCTION = 'The test card provider is never used in APP_MODE=production: configure Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET)';

/**
 * The card provider of this server's configuration: Stripe Checkout (a hosted page, card
 * numbers never reach us) when STRIPE_SECRET_KEY is set, otherwise the built-in test provider of
 * the demo. Checkout and gift-card sales charge through this one function. Production without
 * Stripe never reaches the test provider (the start-up check refuses it first; this guard holds
 * even if that check is bypassed).
 */
export function configuredCardProvider(): CardPaymentProvider | RedirectPaymentProvider {
  const configured = configuredStripe();
  if (configured) return configured;
  if (getEnv().APP_MODE === 'production') throw new Error(TEST_PROVIDER_IN_PRODUCTION);
  return testCardProvider;
}

/** Cards are paid on Stripe's hosted page (the billing and gift card forms then show no card fields). */
export function cardPaysOnHostedPage(): boolean {
  return configuredStripe() !== null;
}
