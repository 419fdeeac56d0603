import type { CardPaymentProvider } from './provider';
import { testCardProvider } from './test-card';

/**
 * The card provider of this server's configuration. Checkout and gift-card sales charge
 * through this one function, so a real provider plugs in here once for both.
 */
export function configuredCardProvider(): CardPaymentProvider {
  return testCardProvider;
}
