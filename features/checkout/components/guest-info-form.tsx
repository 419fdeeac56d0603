'use client';

import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useHydrated } from '@/lib/use-hydrated';
import { TextField } from '@/components/form-field';
import { ErrorModal } from '@/components/error-modal';
import { FormErrorSummary } from './form-error-summary';
import { guestInfoSchema, type GuestInfoInput } from '../schema';
import { failureOf, postJson } from '@/lib/http/post-json';
import styles from './checkout.module.css';
import formStyles from '@/components/form-field.module.css';

const FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = { firstName: 'First name', lastName: 'Last name', email: 'Email address', phone: 'Phone' };

/** The error modal's title when the server refuses the guest details for a reason of no field. */
export const GUEST_INFO_ERROR_TITLE = 'We couldn’t save your details';

/**
 * Guest information (issue 11 item 2): who the tickets are for; saved on the cart, then on to
 * billing. Fields in error are summed up at the top (a page-level error, scrolled to); a refusal
 * of no field shows in the error modal (storefront 8).
 */
export function GuestInfoForm({ initial, endpoint, billingHref }: { initial: GuestInfoInput; endpoint: string; billingHref: string }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const submit = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GuestInfoInput>({ resolver: zodResolver(guestInfoSchema), defaultValues: initial, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false });

  const onSubmit = handleSubmit(
    async (values) => {
      setServerError(null);
      const answer = await postJson<{ next: string }>(endpoint, values);
      if (answer.ok) {
        window.location.assign(billingHref);
        return;
      }
      const failure = failureOf(answer);
      let onField = false;
      for (const field of FIELDS) {
        const message = failure.fieldErrors[field]?.[0];
        if (message) {
          setError(field, { message });
          onField = true;
        }
      }
      if (onField) setAttempt((n) => n + 1);
      else setServerError(failure.message);
    },
    () => setAttempt((n) => n + 1),
  );
  const fieldErrors = FIELDS.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ label: LABELS[field], message }] : [];
  });

  return (
    <form className={styles.form} method="post" noValidate aria-label="Guest information" onSubmit={onSubmit} data-testid="guest-info-form">
      <FormErrorSummary id="guest-info-errors" attempt={attempt} errors={fieldErrors} />
      <div className={styles.row}>
        <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} registration={register('firstName')} />
        <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} registration={register('lastName')} />
      </div>
      <TextField label="Email address" type="email" inputMode="email" autoComplete="email" error={errors.email?.message} registration={register('email')} />
      <TextField label="Phone" type="tel" inputMode="tel" autoComplete="tel" error={errors.phone?.message} registration={register('phone')} />
      <p className={styles.note}>We send the tickets and the confirmation to this e-mail address.</p>
      {serverError ? <ErrorModal title={GUEST_INFO_ERROR_TITLE} message={serverError} onClose={() => setServerError(null)} returnFocus={submit} testId="guest-info-error" /> : null}
      <button ref={submit} type="submit" className={`button-primary ${formStyles.wideSubmit}`} disabled={isSubmitting || !hydrated}>
        {isSubmitting ? 'Saving…' : 'Continue to Billing & Payment'}
      </button>
    </form>
  );
}
