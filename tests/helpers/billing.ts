import { randomUUID } from 'node:crypto';
import { TEST_CARDS } from '@/lib/payments/test-card';

/**
 * The billing step's body as the billing form sends it, for `cartId`: the buyer's contact and
 * address, paid by card on the provider's page (Stripe) or, with `cardBilling`, by the demo's
 * test card that approves. `extra` overrides any field.
 */
export function billingContact(cartId: string, extra: Record<string, unknown> = {}) {
  return {
    cartId,
    submissionKey: randomUUID(),
    paymentType: 'card',
    email: 'lin@example.com',
    ccCountry: 'US',
    ccFirstName: 'Lin',
    ccLastName: 'Chen',
    ccPostalCode: '89109',
    ccCity: 'Las Vegas',
    ccState: 'NV',
    phone: '702 555 0102',
    ...extra,
  };
}

export function cardBilling(cartId: string, extra: Record<string, unknown> = {}) {
  return billingContact(cartId, { cardNumber: TEST_CARDS.approve, cardExpiry: '12/31', cardCvc: '123', ...extra });
}
