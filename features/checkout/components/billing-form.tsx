'use client';

import { useEffect, useRef, useState } from 'react';
import { readStoredPaymentOption, storePaymentOption } from '@/lib/payment-option';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useHydrated } from '@/lib/use-hydrated';
import { SelectField, TextField } from '@/components/form-field';
import { BILLING_COUNTRIES, billingFormSchema, billingHostedCardFormSchema, type BillingFormInput } from '../schema';
import { ErrorModal } from '@/components/error-modal';
import { CartBookedModal } from './cart-booked-modal';
import { FormErrorSummary } from './form-error-summary';
import { failureOf, postJson } from '@/lib/http/post-json';
import { TotalsList, type TotalsShown } from './totals-list';
import styles from './checkout.module.css';
import formStyles from '@/components/form-field.module.css';

const FIELDS = ['promoCode', 'giftCardCode', 'ccFirstName', 'ccLastName', 'email', 'ccCountry', 'ccPostalCode', 'ccCity', 'ccState', 'phone', 'cardNumber', 'cardExpiry', 'cardCvc'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = {
  promoCode: 'Promo code',
  giftCardCode: 'Gift card number',
  ccFirstName: 'First name',
  ccLastName: 'Last name',
  email: 'Email address',
  ccCountry: 'Country',
  ccPostalCode: 'ZIP / postal code',
  ccCity: 'City',
  ccState: 'State / province',
  phone: 'Phone',
  cardNumber: 'Card number',
  cardExpiry: 'Expiry (MM/YY)',
  cardCvc: 'Security code',
};

/** Error modal titles (storefront 8) for a refused order and refused codes. */
export const ORDER_ERROR_TITLE = 'We couldn’t place your order';
export const CODES_ERROR_TITLE = 'We couldn’t apply that code';

export interface BillingEndpoints {
  readonly orders: string;
  readonly totals: string;
  readonly cart: string;
  /** Null while the order viewer is disabled (FLAG_DISABLE_ORDER_VIEWER). */
  readonly ordersSearch: string | null;
}

function newKey(): string {
  return crypto.randomUUID();
}

/** What the card option says when cards are paid on Stripe's hosted page. */
export const HOSTED_CARD_NOTE = 'You will enter your card on our payment provider’s secure page and come back here to finish. Your card number never reaches this site.';

/**
 * Billing & payment (ticket-buying 3 billing form values): promo code and gift card applied by
 * the server, the billing address, and the card or PayPal. Each attempt carries a submission key
 * that a double click repeats (one order), renewed after a failure so the next attempt is new.
 * With `hostedCard` (Stripe configured) the card option has no card fields: 'Pay by Card' sends
 * the buyer to Stripe's page.
 */
export function BillingForm({
  cartId,
  initial,
  initialTotals,
  initialPromoCode = null,
  endpoints,
  hostedCard = false,
  paypal = true,
}: {
  cartId: string;
  /** Cards are paid on the provider's hosted page (Stripe): no card fields here. */
  hostedCard?: boolean;
  initial: Pick<BillingFormInput, 'email' | 'ccFirstName' | 'ccLastName' | 'phone'>;
  initialTotals: TotalsShown;
  /** The promo code entered on the cart, already in the totals. */
  initialPromoCode?: string | null;
  endpoints: BillingEndpoints;
  /** PayPal is offered (off in production without PayPal credentials: lib/config/app-mode.ts). */
  paypal?: boolean;
}) {
  // The key of the next attempt: a double click sends it twice (one order); a refused attempt renews it.
  const [submissionKey, setSubmissionKey] = useState(newKey);
  const [totals, setTotals] = useState<TotalsShown>(initialTotals);
  const [applied, setApplied] = useState<{ promoCode?: string | undefined; giftCardCode?: string | undefined }>(initialPromoCode ? { promoCode: initialPromoCode } : {});
  const [serverError, setServerError] = useState<{ title: string; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const placeOrder = useRef<HTMLButtonElement>(null);
  const [booked, setBooked] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<BillingFormInput>({
    resolver: zodResolver(hostedCard ? billingHostedCardFormSchema : billingFormSchema),
    defaultValues: { ...initial, ccCountry: 'US', ccPostalCode: '', ccCity: '', ccState: '', promoCode: initialPromoCode ?? '', giftCardCode: '', paymentType: 'card', cardNumber: '', cardExpiry: '', cardCvc: '' },
    mode: 'onSubmit',
    // The page-level summary takes focus after a failed submission (storefront 8), not the first field.
    shouldFocusError: false,
    reValidateMode: 'onChange',
  });
  const paymentType = useWatch({ control, name: 'paymentType' });
  // The option chosen last time in this browser (cleared on sign-out), once hydrated.
  useEffect(() => {
    const stored = readStoredPaymentOption();
    // PayPal chosen last time stays unchosen where PayPal is not offered.
    if (stored && (paypal || stored !== 'paypal')) setValue('paymentType', stored);
  }, [setValue, paypal]);

  // Fields in error go beside each field and, after Place Order, in the summary at the top (a
  // page-level error, scrolled to); a refusal of no field (a declined card) in the error modal.
  const showFailure = (answer: Parameters<typeof failureOf>[0], title: string) => {
    const failure = failureOf(answer);
    let onField = false;
    for (const field of FIELDS) {
      const message = failure.fieldErrors[field]?.[0];
      if (message) {
        setError(field, { message });
        onField = true;
      }
    }
    if (failure.code === 'ALREADY_BOOKED') setBooked(true);
    else if (!onField || failure.code === 'DECLINED' || failure.code === 'PAYMENT_FAILED') setServerError({ title, message: failure.message });
    return onField;
  };

  const apply = async () => {
    clearErrors(['promoCode', 'giftCardCode']);
    setServerError(null);
    const codes = { promoCode: getValues('promoCode') || undefined, giftCardCode: getValues('giftCardCode') || undefined };
    const answer = await postJson<TotalsShown>(endpoints.totals, codes);
    if (answer.ok) {
      setTotals(answer.body as TotalsShown);
      setApplied(codes);
    } else showFailure(answer, CODES_ERROR_TITLE);
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    storePaymentOption(values.paymentType);
    const answer = await postJson<{ ok: true; redirect: string }>(endpoints.orders, {
      ...values,
      cartId,
      submissionKey,
      shownTotalCents: totals.balanceDueCents,
      ...(values.paymentType === 'paypal' || hostedCard ? { cardNumber: undefined, cardExpiry: undefined, cardCvc: undefined } : {}),
    });
    if (answer.ok) {
      setRedirecting(true);
      window.location.assign((answer.body as { redirect: string }).redirect);
      return;
    }
    // A refused attempt is over: the next one is a new submission.
    if (answer.status !== 0) setSubmissionKey(newKey());
    if (showFailure(answer, ORDER_ERROR_TITLE)) setAttempt((n) => n + 1);
  }, () => setAttempt((n) => n + 1));
  const fieldErrors = FIELDS.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ label: LABELS[field], message }] : [];
  });

  const hydrated = useHydrated();
  const busy = isSubmitting || redirecting || !hydrated;
  return (
    <form className={styles.form} method="post" noValidate aria-label="Billing and payment" onSubmit={onSubmit} data-testid="billing-form">
      <FormErrorSummary id="billing-errors" attempt={attempt} errors={fieldErrors} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Promo code &amp; gift card</legend>
        <div className={formStyles.withAction}>
          <TextField label="Promo code" autoComplete="off" error={errors.promoCode?.message} registration={register('promoCode')} />
          <button type="button" className={formStyles.secondaryButton} onClick={() => void apply()} disabled={busy}>
            Apply
          </button>
        </div>
        <div className={formStyles.withAction}>
          <TextField label="Gift card number" autoComplete="off" error={errors.giftCardCode?.message} registration={register('giftCardCode')} />
          <button type="button" className={formStyles.secondaryButton} onClick={() => void apply()} disabled={busy}>
            Apply
          </button>
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Billing information</legend>
        <div className={styles.row}>
          <TextField label="First name" autoComplete="given-name" error={errors.ccFirstName?.message} registration={register('ccFirstName')} />
          <TextField label="Last name" autoComplete="family-name" error={errors.ccLastName?.message} registration={register('ccLastName')} />
        </div>
        <TextField label="Email address" type="email" inputMode="email" autoComplete="email" error={errors.email?.message} registration={register('email')} />
        <div className={styles.row}>
          <SelectField label="Country" autoComplete="country" options={BILLING_COUNTRIES} error={errors.ccCountry?.message} registration={register('ccCountry')} />
          <TextField label="ZIP / postal code" autoComplete="postal-code" error={errors.ccPostalCode?.message} registration={register('ccPostalCode')} />
        </div>
        <div className={styles.row}>
          <TextField label="City" autoComplete="address-level2" error={errors.ccCity?.message} registration={register('ccCity')} />
          <TextField label="State / province" autoComplete="address-level1" error={errors.ccState?.message} registration={register('ccState')} />
        </div>
        <TextField label="Phone" type="tel" inputMode="tel" autoComplete="tel" error={errors.phone?.message} registration={register('phone')} />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Payment</legend>
        <div className={styles.choices} role="radiogroup" aria-label="Payment method">
          <label className={styles.choice}>
            <input type="radio" value="card" {...register('paymentType')} /> Credit or debit card
          </label>
          {paypal ? (
            <label className={styles.choice}>
              <input type="radio" value="paypal" {...register('paymentType')} /> PayPal
            </label>
          ) : null}
        </div>
        {paymentType === 'card' && hostedCard ? (
          <p className={styles.note} data-testid="hosted-card-note">
            {HOSTED_CARD_NOTE}
          </p>
        ) : paymentType === 'card' ? (
          <div className={styles.row3}>
            <TextField label="Card number" inputMode="numeric" autoComplete="cc-number" error={errors.cardNumber?.message} registration={register('cardNumber')} />
            <TextField label="Expiry (MM/YY)" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" error={errors.cardExpiry?.message} registration={register('cardExpiry')} />
            <TextField label="Security code" inputMode="numeric" autoComplete="cc-csc" error={errors.cardCvc?.message} registration={register('cardCvc')} />
          </div>
        ) : (
          <p className={styles.note}>You will approve the payment at PayPal and come back here to finish.</p>
        )}
      </fieldset>

      <section className={styles.panel} aria-label="Order total">
        <TotalsList totals={totals} promoCode={applied.promoCode} />
      </section>

      {serverError ? (
        <ErrorModal title={serverError.title} message={serverError.message} onClose={() => setServerError(null)} returnFocus={placeOrder} testId="billing-error" />
      ) : null}
      <button ref={placeOrder} type="submit" className={`button-primary ${formStyles.wideSubmit}`} disabled={busy} data-testid="place-order">
        {isSubmitting || redirecting ? 'Placing your order…' : paymentType === 'paypal' ? 'Continue to PayPal' : hostedCard ? 'Pay by Card' : 'Place Order'}
      </button>
      {booked ? <CartBookedModal cartHref={endpoints.cart} ordersSearchHref={endpoints.ordersSearch} /> : null}
    </form>
  );
}
