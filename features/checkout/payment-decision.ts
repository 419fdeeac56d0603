import { AppError } from '@/lib/errors';
import { parseInput } from '@/lib/http/handler';
import { normaliseCardNumber, parseExpiry } from '@/lib/payments/card-rules';
import type { CardInput } from '@/lib/payments/provider';
import { routes } from '@/lib/routes';
import type { OrderTotals } from './pricing';
import { cardSchema, type Billing } from './schema';

/** A PayPal choice names the return route without its token: the provider adds the token. */
export type PaymentChoice = { readonly type: 'card'; readonly card: CardInput | null } | { readonly type: 'paypal'; readonly returnUrl: (status: 'approved' | 'cancelled') => string };

/** How the buyer chose to pay the balance on the billing page. */
export type PaymentMethodChoice = { readonly type: 'card'; readonly cardGiven: boolean } | { readonly type: 'paypal' };

/** What pays for an order: the gift card's part, and who is asked for the balance. */
export type PaymentDecision =
  | {
      readonly ok: true;
      /** gift-card: the gift card covers everything and no provider is asked. */
      readonly method: 'gift-card' | 'card' | 'paypal';
      readonly giftCardCents: number;
      /** What the card or PayPal is asked for (0 for gift-card). */
      readonly balanceDueCents: number;
    }
  | { readonly ok: false; readonly code: 'CARD'; readonly field: 'cardNumber' };

/**
 * The payment decision of Place Order (ticket-buying 2): the gift card pays first; a balance left
 * is paid by the card or PayPal, as chosen; no balance asks no provider (card details are then not
 * needed). A card balance without card details cannot go on.
 */
export function decidePayment(totals: Pick<OrderTotals, 'giftCardCents' | 'balanceDueCents'>, choice: PaymentMethodChoice): PaymentDecision {
  const { giftCardCents, balanceDueCents } = totals;
  if (balanceDueCents === 0) return { ok: true, method: 'gift-card', giftCardCents, balanceDueCents: 0 };
  if (choice.type === 'paypal') return { ok: true, method: 'paypal', giftCardCents, balanceDueCents };
  if (!choice.cardGiven) return { ok: false, code: 'CARD', field: 'cardNumber' };
  return { ok: true, method: 'card', giftCardCents, balanceDueCents };
}

/**
 * The payment a billing submission asks for: PayPal (its return route on `siteUrl`, SITE_URL and
 * never the request's host, without the token, which PayPal appends as `?token=`), a card when any
 * card field is filled (validated, an expired card refused), or a card not given (fine when the
 * gift card covers all, or when cards are paid on Stripe's hosted page).
 */
export function paymentChoiceOf(body: Billing, siteUrl: string, now: Date): PaymentChoice {
  if (body.paymentType === 'paypal') {
    return {
      type: 'paypal',
      returnUrl: (status) => {
        const url = new URL(routes.paypal.build({ status, token: 'x' }), siteUrl);
        url.search = '';
        return url.toString();
      },
    };
  }
  if (!body.cardNumber && !body.cardExpiry && !body.cardCvc) return { type: 'card', card: null };
  const card = parseInput(cardSchema, { cardNumber: body.cardNumber ?? '', cardExpiry: body.cardExpiry ?? '', cardCvc: body.cardCvc ?? '' });
  const expiry = parseExpiry(card.cardExpiry, now);
  if (!expiry) throw new AppError('BAD_REQUEST', 'This card has expired.', { fieldErrors: { cardExpiry: ['This card has expired.'] } });
  return {
    type: 'card',
    card: {
      number: normaliseCardNumber(card.cardNumber),
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
      cvc: card.cardCvc,
      holderName: `${body.ccFirstName} ${body.ccLastName}`,
      postalCode: body.ccPostalCode,
      country: body.ccCountry,
    },
  };
}
