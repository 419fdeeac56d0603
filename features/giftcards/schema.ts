// zod/mini: the gift card forms parse with these schemas in the browser, and the gift card
// endpoints parse the same shapes on the server; the server alone decides what is charged.
import * as z from 'zod/mini';
import { emailSchema, REQUIRED_MESSAGE } from '@/features/accounts/schema';
import { cardSchema, postalCodeSchema } from '@/features/checkout/schema';
import { GIFT_CARD_MAX_DOLLARS, GIFT_CARD_MESSAGE_MAX, GIFT_CARD_MIN_DOLLARS, GIFT_CARD_PRESET_DOLLARS, isGiftCardAmount, normaliseGiftCardCode } from './rules';

export const GIFT_CARD_FORM_MESSAGES = {
  amount: `Please enter a whole-dollar amount from $${GIFT_CARD_MIN_DOLLARS} to $${GIFT_CARD_MAX_DOLLARS}.`,
  message: `The message can be at most ${GIFT_CARD_MESSAGE_MAX} characters.`,
  tooLong: 'This is too long.',
  name: 'Please enter a name without line breaks or control characters.',
  code: 'Gift card numbers are letters and digits only.',
} as const;

const name = z.string({ error: REQUIRED_MESSAGE }).check(
  z.trim(),
  z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }),
  z.maxLength(80, { error: GIFT_CARD_FORM_MESSAGES.tooLong }),
  // Names go into e-mail subjects and greetings: one line of text.
  z.regex(/^[^\u0000-\u001f\u007f]*$/, { error: GIFT_CARD_FORM_MESSAGES.name }),
);

/** Blank means no message. */
const personalMessage = z.pipe(
  z.optional(z.string().check(z.trim(), z.maxLength(GIFT_CARD_MESSAGE_MAX, { error: GIFT_CARD_FORM_MESSAGES.message }))),
  z.transform((v) => (v ? v : undefined)),
);

const people = {
  recipientName: name,
  recipientEmail: emailSchema,
  message: personalMessage,
  buyerName: name,
  buyerEmail: emailSchema,
  postalCode: postalCodeSchema,
};

const AMOUNT_CHOICES_LIST = [...GIFT_CARD_PRESET_DOLLARS.map(String), 'other'] as const;

/**
 * POST /api/giftcards. `submissionKey` is fresh for each attempt: a double click or a retried
 * request carries the same key and buys one card.
 */
export const giftCardPurchaseSchema = z.object({
  amountDollars: z.number({ error: GIFT_CARD_FORM_MESSAGES.amount }).check(z.refine(isGiftCardAmount, { error: GIFT_CARD_FORM_MESSAGES.amount })),
  ...people,
  ...cardSchema.shape,
  submissionKey: z.uuid(),
});
export type GiftCardPurchaseInput = z.input<typeof giftCardPurchaseSchema>;

/**
 * What POST /api/giftcards accepts: the card fields are checked (giftCardPurchaseSchema) only when
 * the card is typed in our form; with Stripe's hosted page there are none to send.
 */
export const giftCardSaleSchema = z.object({
  amountDollars: giftCardPurchaseSchema.shape.amountDollars,
  ...people,
  cardNumber: z.optional(z.string()),
  cardExpiry: z.optional(z.string()),
  cardCvc: z.optional(z.string()),
  submissionKey: z.uuid(),
});

/** POST /api/giftcards/complete: back from Stripe's page with the Checkout Session id it appended. */
export const giftCardCompleteSchema = z.object({
  sessionId: z.string().check(z.regex(/^cs_[A-Za-z0-9_]{8,250}$/)),
});

/** The purchase form when the card is paid on Stripe's hosted page: no card fields. */
export const giftCardHostedFormSchema = z
  .object({
    amountChoice: z.enum(AMOUNT_CHOICES_LIST, { error: GIFT_CARD_FORM_MESSAGES.amount }),
    otherAmount: z.string().check(z.maxLength(10, { error: GIFT_CARD_FORM_MESSAGES.amount })),
    ...people,
    cardNumber: z.string(),
    cardExpiry: z.string(),
    cardCvc: z.string(),
  })
  .check(
    z.refine((v) => v.amountChoice !== 'other' || amountDollarsOf(v) !== null, {
      error: GIFT_CARD_FORM_MESSAGES.amount,
      path: ['otherAmount'],
    }),
  );
export type GiftCardPurchase = z.output<typeof giftCardPurchaseSchema>;

export const AMOUNT_CHOICES = AMOUNT_CHOICES_LIST;

/** The purchase form in the browser: a preset amount or another whole-dollar amount. */
export const giftCardFormSchema = z
  .object({
    amountChoice: z.enum(AMOUNT_CHOICES, { error: GIFT_CARD_FORM_MESSAGES.amount }),
    otherAmount: z.string().check(z.maxLength(10, { error: GIFT_CARD_FORM_MESSAGES.amount })),
    ...people,
    ...cardSchema.shape,
  })
  .check(
    z.refine((v) => v.amountChoice !== 'other' || amountDollarsOf(v) !== null, {
      error: GIFT_CARD_FORM_MESSAGES.amount,
      path: ['otherAmount'],
    }),
  );
export type GiftCardFormInput = z.input<typeof giftCardFormSchema>;

/** The amount the form stands for, or null when the other amount is not a whole-dollar amount within the bounds. */
export function amountDollarsOf(values: { amountChoice: string; otherAmount: string }): number | null {
  const text = values.amountChoice === 'other' ? values.otherAmount.trim().replace(/^\$\s*/, '') : values.amountChoice;
  if (!/^\d{1,6}$/.test(text)) return null;
  const dollars = Number(text);
  return isGiftCardAmount(dollars) ? dollars : null;
}

/** POST /api/giftcards/balance. */
export const giftCardBalanceSchema = z.object({
  code: z.pipe(
    z.string({ error: REQUIRED_MESSAGE }).check(
      z.trim(),
      z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }),
      z.maxLength(60, { error: GIFT_CARD_FORM_MESSAGES.code }),
      z.regex(/^[A-Za-z0-9\s-]+$/, { error: GIFT_CARD_FORM_MESSAGES.code }),
    ),
    z.transform(normaliseGiftCardCode),
  ),
});
export type GiftCardBalanceInput = z.input<typeof giftCardBalanceSchema>;
