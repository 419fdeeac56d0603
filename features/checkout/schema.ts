// zod/mini: the checkout forms parse with these schemas in the browser, and the checkout
// endpoints parse the same shapes on the server; the server alone decides what is charged.
import * as z from 'zod/mini';
import { emailSchema, REQUIRED_MESSAGE } from '@/features/accounts/schema';
import { normaliseCardNumber, passesLuhn } from '@/lib/payments/card-rules';

export { REQUIRED_MESSAGE };

export const CHECKOUT_MESSAGES = {
  phone: 'Please enter a valid phone number.',
  postalCode: 'Please enter a valid ZIP or postal code.',
  state: 'Please enter the two-letter state or province code.',
  country: 'Please choose a country.',
  cardNumber: 'Please enter a valid card number.',
  cardExpiry: 'Please enter the expiry date as MM/YY.',
  cardCvc: 'Please enter the 3 or 4 digit security code.',
  tooLong: 'This is too long.',
  promoCode: 'Promo codes are letters and digits only.',
  giftCard: 'Gift card numbers are letters and digits only.',
} as const;

/** Countries billing accepts, by ISO 3166 code; the United States first. */
export const BILLING_COUNTRIES = [
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['MX', 'Mexico'],
  ['GB', 'United Kingdom'],
  ['IE', 'Ireland'],
  ['AU', 'Australia'],
  ['NZ', 'New Zealand'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['ES', 'Spain'],
  ['IT', 'Italy'],
  ['NL', 'Netherlands'],
  ['JP', 'Japan'],
  ['KR', 'South Korea'],
  ['CN', 'China'],
  ['BR', 'Brazil'],
] as const;
const COUNTRY_CODES = BILLING_COUNTRIES.map(([code]) => code);

/** United States postal codes of the states, the District of Columbia and the territories. */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO',
  'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'AS', 'GU', 'MP', 'PR', 'VI',
] as const;
/** Canada's provinces and territories. */
export const CA_PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
/** Countries whose billing address needs a state (by its postal code); elsewhere the state is optional text. */
const STATE_CODES: Partial<Record<string, readonly string[]>> = { US: US_STATES, CA: CA_PROVINCES };

/**
 * The billing address's state (ticket-buying 3: Address PostalCode, CountryCode, City, State):
 * upper case where the country has codes, as typed elsewhere; null when blank.
 */
export function billingStateOf(country: string, state: string | undefined): string | null {
  const trimmed = (state ?? '').trim();
  if (trimmed === '') return null;
  return STATE_CODES[country] ? trimmed.toUpperCase() : trimmed;
}

const text = (max: number) =>
  z.string({ error: REQUIRED_MESSAGE }).check(
    z.trim(),
    z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }),
    z.maxLength(max, { error: CHECKOUT_MESSAGES.tooLong }),
  );

export const phoneSchema = z.string({ error: REQUIRED_MESSAGE }).check(
  z.trim(),
  z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }),
  z.regex(/^\+?[\d\s().-]{7,25}$/, { error: CHECKOUT_MESSAGES.phone }),
  z.refine((v) => v.replace(/\D/g, '').length >= 7, { error: CHECKOUT_MESSAGES.phone }),
);

/** A billing ZIP or postal code (the United States' five digits are checked with the country). */
export const postalCodeSchema = z.string({ error: REQUIRED_MESSAGE }).check(
  z.trim(),
  z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }),
  z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, { error: CHECKOUT_MESSAGES.postalCode }),
);

/** Optional codes: blank means none; otherwise letters and digits, kept upper case. */
const optionalCode = (message: string) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(40, { error: message }), z.regex(/^[A-Za-z0-9-]*$/, { error: message }))),
    z.transform((v) => (v ? v.toUpperCase() : undefined)),
  );

export const guestInfoSchema = z.object({
  firstName: text(60),
  lastName: text(60),
  email: emailSchema,
  phone: phoneSchema,
});
export type GuestInfoInput = z.input<typeof guestInfoSchema>;
export type GuestInfo = z.output<typeof guestInfoSchema>;

const cardFields = {
  cardNumber: z.string({ error: REQUIRED_MESSAGE }).check(
    z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }),
    z.refine((v) => passesLuhn(normaliseCardNumber(v)), { error: CHECKOUT_MESSAGES.cardNumber }),
  ),
  cardExpiry: z.string({ error: REQUIRED_MESSAGE }).check(
    z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }),
    z.regex(/^\s*(0?[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})\s*$/, { error: CHECKOUT_MESSAGES.cardExpiry }),
  ),
  cardCvc: z.string({ error: REQUIRED_MESSAGE }).check(
    z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }),
    z.regex(/^\d{3,4}$/, { error: CHECKOUT_MESSAGES.cardCvc }),
  ),
};

/** Billing form values (ticket-buying 3) plus payment. */
const billingFields = {
  promoCode: optionalCode(CHECKOUT_MESSAGES.promoCode),
  giftCardCode: optionalCode(CHECKOUT_MESSAGES.giftCard),
  email: emailSchema,
  ccCountry: z.string({ error: CHECKOUT_MESSAGES.country }).check(z.refine((v) => (COUNTRY_CODES as readonly string[]).includes(v), { error: CHECKOUT_MESSAGES.country })),
  ccFirstName: text(60),
  ccLastName: text(60),
  ccPostalCode: postalCodeSchema,
  ccCity: text(60),
  ccState: z.optional(z.string().check(z.trim(), z.maxLength(40, { error: CHECKOUT_MESSAGES.tooLong }))),
  phone: phoneSchema,
};

const usZip = (v: { ccCountry: string; ccPostalCode: string }) => v.ccCountry !== 'US' || /^\d{5}(-\d{4})?$/.test(v.ccPostalCode.trim());

/**
 * The state a country with state codes needs: required, and one of its codes. It runs even when
 * another field's value was refused (`when`), so the form lists both at once; the values are
 * then unchecked, hence the type guards. (A required field left empty still stops it: zod skips
 * every later check after an aborting issue.)
 */
const stateCheck = z.superRefine(
  (v: { ccCountry: string; ccState?: string | undefined }, ctx) => {
    const codes = typeof v.ccCountry === 'string' ? STATE_CODES[v.ccCountry] : undefined;
    if (!codes) return;
    const state = (typeof v.ccState === 'string' ? v.ccState : '').trim().toUpperCase();
    if (state === '') ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE, path: ['ccState'], input: v });
    else if (!codes.includes(state)) ctx.addIssue({ code: 'custom', message: CHECKOUT_MESSAGES.state, path: ['ccState'], input: v });
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

/**
 * What the billing page submits. `paymentType` card needs the card fields (unless a gift card
 * covers everything, which the server decides); PayPal needs none. `submissionKey` is fresh
 * for each attempt: a double click or a retried request carries the same key.
 */
export const billingSchema = z
  .object({
    ...billingFields,
    paymentType: z.enum(['card', 'paypal']),
    cardNumber: z.optional(z.string().check(z.maxLength(40))),
    cardExpiry: z.optional(z.string().check(z.maxLength(10))),
    cardCvc: z.optional(z.string().check(z.maxLength(4))),
    submissionKey: z.uuid(),
    cartId: z.uuid(),
    /** What the page showed; compared, never charged. */
    shownTotalCents: z.optional(z.number().check(z.int(), z.gte(0))),
  })
  .check(z.refine(usZip, { error: CHECKOUT_MESSAGES.postalCode, path: ['ccPostalCode'] }), stateCheck);
export type BillingInput = z.input<typeof billingSchema>;
export type Billing = z.output<typeof billingSchema>;

/** The card fields when the card pays. */
export const cardSchema = z.object(cardFields);

/** The billing form's fields as the browser holds them (card fields as typed, checked below). */
const billingFormFields = z.object({
  ...billingFields,
  paymentType: z.enum(['card', 'paypal']),
  cardNumber: z.string(),
  cardExpiry: z.string(),
  cardCvc: z.string(),
});

/** The form in the browser: card fields checked only when the card is chosen. */
export const billingFormSchema = billingFormFields
  .check(
    z.refine(usZip, { error: CHECKOUT_MESSAGES.postalCode, path: ['ccPostalCode'] }),
    stateCheck,
    z.superRefine((v, ctx) => {
      if (v.paymentType !== 'card') return;
      const card = z.safeParse(cardSchema, v);
      if (card.success) return;
      for (const issue of card.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: v });
    }),
  );
export type BillingFormInput = z.input<typeof billingFormSchema>;

/** The billing form when cards are paid on Stripe's hosted page: no card fields to check here. */
export const billingHostedCardFormSchema = billingFormFields
  .check(z.refine(usZip, { error: CHECKOUT_MESSAGES.postalCode, path: ['ccPostalCode'] }), stateCheck);

/** The codes the billing page applies before paying. */
export const billingCodesSchema = z.object({
  promoCode: optionalCode(CHECKOUT_MESSAGES.promoCode),
  giftCardCode: optionalCode(CHECKOUT_MESSAGES.giftCard),
});

export const paypalFinaliseSchema = z.object({
  status: z.enum(['approved', 'cancelled']),
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/)),
  label: z.literal('checkout'),
});

/** The card return (Stripe's hosted page) finalises with the Checkout Session id Stripe appended. */
export const cardFinaliseSchema = z.object({
  status: z.literal('approved'),
  token: z.string().check(z.regex(/^cs_[A-Za-z0-9_]{8,250}$/)),
  label: z.literal('checkout'),
});

export const orderLookupSchema = z.object({
  email: emailSchema,
  confirmationNumber: z.pipe(
    z.string({ error: REQUIRED_MESSAGE }).check(z.trim(), z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }), z.toUpperCase()),
    z.string().check(z.regex(/^VG-\d{6,12}$/, { error: 'Confirmation numbers look like VG-123456789.' })),
  ),
});
export type OrderLookupInput = z.input<typeof orderLookupSchema>;
