'use client';

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextAreaField, TextField } from '@/components/form-field';
import { formatDollars } from '@/lib/money';
import { useHydrated } from '@/lib/use-hydrated';
import { GIFT_CARD_PURCHASE_URL } from '../messages';
import { GIFT_CARD_MAX_DOLLARS, GIFT_CARD_MESSAGE_MAX, GIFT_CARD_MIN_DOLLARS, GIFT_CARD_PRESET_DOLLARS } from '../rules';
import { amountDollarsOf, giftCardFormSchema, giftCardHostedFormSchema, type GiftCardFormInput } from '../schema';
import type { GiftCardPurchaseView } from '../types';
import { postJson } from '@/lib/http/post-json';
import styles from './giftcards.module.css';
import formStyles from '@/components/form-field.module.css';

const FIELDS = ['amountChoice', 'otherAmount', 'recipientName', 'recipientEmail', 'message', 'buyerName', 'buyerEmail', 'cardNumber', 'cardExpiry', 'cardCvc', 'postalCode'] as const;
type Field = (typeof FIELDS)[number];
/** The server names the amount `amountDollars`; the form shows it on the other-amount field. */
const fieldOf = (name: string): Field | null => (name === 'amountDollars' ? 'otherAmount' : ((FIELDS as readonly string[]).includes(name) ? (name as Field) : null));

function newKey(): string {
  return crypto.randomUUID();
}

const EMPTY: GiftCardFormInput = {
  amountChoice: '50',
  otherAmount: '',
  recipientName: '',
  recipientEmail: '',
  message: '',
  buyerName: '',
  buyerEmail: '',
  cardNumber: '',
  cardExpiry: '',
  cardCvc: '',
  postalCode: '',
};

/** What the payment part says when the card is paid on Stripe's hosted page. */
export const GIFT_CARD_HOSTED_NOTE = 'You will pay on our payment provider’s secure card page; the gift card is sent once the payment goes through.';

/** The bought card, as the form and the return from the card page show it. */
export function GiftCardConfirmation({ bought, onAnother }: { bought: GiftCardPurchaseView; onAnother?: () => void }) {
  return (
    <div className={styles.confirmation} role="status" data-testid="giftcard-confirmation">
      <h3 className={styles.confirmationTitle}>Your gift card is on its way</h3>
      <p>
        We e-mailed a {formatDollars(bought.amountCents)} gift card to {bought.recipientName} ({bought.recipientEmail}).
      </p>
      <p>
        Your receipt went to {bought.buyerEmail}. Gift card {bought.maskedCode}
        {bought.paymentReference ? `, payment reference ${bought.paymentReference}` : ''}.
      </p>
      {onAnother ? (
        <button type="button" className={formStyles.secondaryButton} onClick={onAnother}>
          Buy another gift card
        </button>
      ) : null}
    </div>
  );
}

/**
 * Buy a gift card: amount, recipient, an optional message, the buyer and the card. Each attempt
 * carries a submission key that a double click or a retry repeats (one card), renewed after a
 * refused attempt; the confirmation replaces the form in place. With `hostedCard` (Stripe) there
 * are no card fields: the answer sends the buyer to Stripe's page, and the card is issued on return.
 */
export function GiftCardPurchaseForm({ hostedCard = false }: { hostedCard?: boolean } = {}) {
  // The key of the next attempt: a double click sends it twice (one card); a refused attempt renews it.
  const [submissionKey, setSubmissionKey] = useState(newKey);
  const [serverError, setServerError] = useState<string | null>(null);
  const [bought, setBought] = useState<GiftCardPurchaseView | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<GiftCardFormInput>({ resolver: zodResolver(hostedCard ? giftCardHostedFormSchema : giftCardFormSchema), defaultValues: EMPTY, mode: 'onSubmit', reValidateMode: 'onChange' });
  const amountChoice = useWatch({ control, name: 'amountChoice' });
  const message = useWatch({ control, name: 'message' }) ?? '';
  const hydrated = useHydrated();

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const amountDollars = amountDollarsOf(values);
    if (amountDollars === null) return;
    const answer = await postJson(GIFT_CARD_PURCHASE_URL, {
      amountDollars,
      recipientName: values.recipientName,
      recipientEmail: values.recipientEmail,
      message: values.message,
      buyerName: values.buyerName,
      buyerEmail: values.buyerEmail,
      ...(hostedCard ? {} : { cardNumber: values.cardNumber, cardExpiry: values.cardExpiry, cardCvc: values.cardCvc }),
      postalCode: values.postalCode,
      submissionKey,
    });
    if (answer.status === 200 && typeof answer.body.redirect === 'string') {
      window.location.assign(answer.body.redirect);
      return;
    }
    if (answer.status === 200 && answer.body.purchase) {
      setSubmissionKey(newKey());
      setBought(answer.body.purchase as GiftCardPurchaseView);
      return;
    }
    // A refused attempt is over: the next one is a new submission (a network failure may have bought it: keep the key).
    if (answer.status !== 0) setSubmissionKey(newKey());
    let shown = false;
    for (const [name, messages] of Object.entries(answer.body.fieldErrors ?? {})) {
      const field = fieldOf(name);
      if (field && messages?.[0]) {
        setError(field, { message: messages[0] }, { shouldFocus: !shown });
        shown = true;
      }
    }
    if (!shown) setServerError(answer.body.error ?? 'Something went wrong. Please try again.');
  });

  if (bought) {
    return (
      <GiftCardConfirmation
        bought={bought}
        onAnother={() => {
          reset(EMPTY);
          setBought(null);
        }}
      />
    );
  }

  return (
    <form className={styles.form} method="post" noValidate aria-label="Buy a gift card" onSubmit={onSubmit} data-testid="giftcard-purchase-form">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Amount</legend>
        <div className={styles.amounts} role="radiogroup" aria-label="Gift card amount">
          {GIFT_CARD_PRESET_DOLLARS.map((dollars) => (
            <label key={dollars} className={styles.amount}>
              <input type="radio" value={String(dollars)} {...register('amountChoice')} /> ${dollars}
            </label>
          ))}
          <label className={styles.amount}>
            <input type="radio" value="other" {...register('amountChoice')} /> Other amount
          </label>
        </div>
        {amountChoice === 'other' ? (
          <TextField
            label={`Other amount in whole dollars ($${GIFT_CARD_MIN_DOLLARS} to $${GIFT_CARD_MAX_DOLLARS})`}
            inputMode="numeric"
            autoComplete="off"
            error={errors.otherAmount?.message}
            registration={register('otherAmount')}
          />
        ) : errors.otherAmount?.message ? (
          <p className={styles.alert} role="alert">
            {errors.otherAmount.message}
          </p>
        ) : null}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Recipient</legend>
        <div className={styles.row}>
          <TextField label="Recipient's name" autoComplete="off" error={errors.recipientName?.message} registration={register('recipientName')} />
          <TextField label="Recipient's email" type="email" inputMode="email" autoComplete="off" error={errors.recipientEmail?.message} registration={register('recipientEmail')} />
        </div>
        <TextAreaField
          label={`Message (optional, up to ${GIFT_CARD_MESSAGE_MAX} characters)`}
          rows={3}
          maxLength={GIFT_CARD_MESSAGE_MAX}
          error={errors.message?.message}
          registration={register('message')}
        />
        <p className={styles.note} aria-live="polite">
          {GIFT_CARD_MESSAGE_MAX - message.length} characters left
        </p>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>From you</legend>
        <div className={styles.row}>
          <TextField label="Your name" autoComplete="name" error={errors.buyerName?.message} registration={register('buyerName')} />
          <TextField label="Your email" type="email" inputMode="email" autoComplete="email" error={errors.buyerEmail?.message} registration={register('buyerEmail')} />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Payment</legend>
        {hostedCard ? (
          <>
            <p className={styles.note} data-testid="giftcard-hosted-note">
              {GIFT_CARD_HOSTED_NOTE}
            </p>
            <TextField label="Billing ZIP / postal code" autoComplete="postal-code" error={errors.postalCode?.message} registration={register('postalCode')} />
          </>
        ) : (
          <>
            <div className={styles.row}>
              <TextField label="Card number" inputMode="numeric" autoComplete="cc-number" error={errors.cardNumber?.message} registration={register('cardNumber')} />
              <TextField label="Expiry (MM/YY)" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" error={errors.cardExpiry?.message} registration={register('cardExpiry')} />
            </div>
            <div className={styles.row}>
              <TextField label="Security code" inputMode="numeric" autoComplete="cc-csc" error={errors.cardCvc?.message} registration={register('cardCvc')} />
              <TextField label="Billing ZIP / postal code" autoComplete="postal-code" error={errors.postalCode?.message} registration={register('postalCode')} />
            </div>
          </>
        )}
      </fieldset>

      {serverError ? (
        <p className={styles.alert} role="alert" data-testid="giftcard-purchase-error">
          {serverError}
        </p>
      ) : null}
      <button type="submit" className={`button-primary ${formStyles.wideSubmit}`} disabled={isSubmitting || !hydrated} data-testid="giftcard-buy">
        {isSubmitting ? 'Buying your gift card…' : hostedCard ? 'Pay by Card' : 'Buy Gift Card'}
      </button>
    </form>
  );
}
