import { randomBytes } from 'node:crypto';
import { PAYMENT_MESSAGES, type CardPaymentProvider } from './provider';

/**
 * The built-in test card provider: no money moves. Documented in the README:
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 0119 fails as if the network were down,
 * every other card number that passes the checksum is approved (4242 4242 4242 4242 is the usual one).
 */
export const TEST_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  networkError: '4000000000000119',
} as const;

export const testCardProvider: CardPaymentProvider = {
  name: 'test-card',
  async authorize({ card }) {
    if (card.number === TEST_CARDS.decline) return { status: 'declined', message: PAYMENT_MESSAGES.declined };
    if (card.number === TEST_CARDS.networkError) return { status: 'failed', message: PAYMENT_MESSAGES.network };
    return { status: 'authorized', reference: `tc_${randomBytes(12).toString('hex')}` };
  },
  async capture() {},
  async void() {},
  async refund() {},
};
