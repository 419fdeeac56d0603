'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useHydrated } from '@/lib/use-hydrated';
import { TextField } from '@/components/form-field';
import { guestInfoSchema, type GuestInfoInput } from '../schema';
import { failureOf, postJson } from '@/lib/http/post-json';
import styles from './checkout.module.css';
import formStyles from '@/components/form-field.module.css';

const FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;

/** Guest information (issue 11 item 2): who the tickets are for; saved on the cart, then on to billing. */
export function GuestInfoForm({ initial, endpoint, billingHref }: { initial: GuestInfoInput; endpoint: string; billingHref: string }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GuestInfoInput>({ resolver: zodResolver(guestInfoSchema), defaultValues: initial, mode: 'onSubmit', reValidateMode: 'onChange' });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const answer = await postJson<{ next: string }>(endpoint, values);
    if (answer.ok) {
      window.location.assign(billingHref);
      return;
    }
    const failure = failureOf(answer);
    for (const field of FIELDS) {
      const message = failure.fieldErrors[field]?.[0];
      if (message) setError(field, { message });
    }
    setServerError(failure.message);
  });

  return (
    <form className={styles.form} method="post" noValidate aria-label="Guest information" onSubmit={onSubmit} data-testid="guest-info-form">
      <div className={styles.row}>
        <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} registration={register('firstName')} />
        <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} registration={register('lastName')} />
      </div>
      <TextField label="Email address" type="email" inputMode="email" autoComplete="email" error={errors.email?.message} registration={register('email')} />
      <TextField label="Phone" type="tel" inputMode="tel" autoComplete="tel" error={errors.phone?.message} registration={register('phone')} />
      <p className={styles.note}>We send the tickets and the confirmation to this e-mail address.</p>
      {serverError ? (
        <p className={styles.alert} role="alert">
          {serverError}
        </p>
      ) : null}
      <button type="submit" className={`button-primary ${formStyles.wideSubmit}`} disabled={isSubmitting || !hydrated}>
        {isSubmitting ? 'Saving…' : 'Continue to Billing & Payment'}
      </button>
    </form>
  );
}
