'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ORDER_LOOKUP_MESSAGES, ORDER_LOOKUP_URL } from '../order-messages';
import { orderLookupSchema, type OrderLookupInput } from '../schema';
import { TextField } from '@/components/form-field';
import styles from './order-lookup-form.module.css';

type Answer = { redirect?: unknown; error?: unknown; fieldErrors?: Record<string, string[] | undefined> };

/** Order lookup (storefront 2.12): e-mail and confirmation number, checked by the same schema on the server. */
export function OrderLookupForm() {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OrderLookupInput>({
    resolver: zodResolver(orderLookupSchema),
    defaultValues: { email: '', confirmationNumber: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    let response: Response;
    let answer: Answer;
    try {
      response = await fetch(ORDER_LOOKUP_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(values),
      });
      answer = (await response.json().catch(() => ({}))) as Answer;
    } catch {
      setServerError(ORDER_LOOKUP_MESSAGES.failed);
      return;
    }
    if (response.ok && typeof answer.redirect === 'string') {
      window.location.assign(answer.redirect);
      return;
    }
    for (const field of ['email', 'confirmationNumber'] as const) {
      const message = answer.fieldErrors?.[field]?.[0];
      if (message) setError(field, { message });
    }
    if (response.status === 404) setServerError(ORDER_LOOKUP_MESSAGES.notFound);
    else if (response.status === 429) setServerError(ORDER_LOOKUP_MESSAGES.throttled);
    else if (!answer.fieldErrors) setServerError(typeof answer.error === 'string' ? answer.error : ORDER_LOOKUP_MESSAGES.failed);
  });

  return (
    <div className={styles.panel}>
      <form className={styles.form} noValidate aria-label="Find your order" onSubmit={onSubmit} data-testid="order-lookup-form">
        <TextField label="Email address" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} registration={register('email')} />
        <TextField
          label="Confirmation number"
          hint="From your confirmation e-mail, for example VG-123456789."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.confirmationNumber?.message}
          registration={register('confirmationNumber')}
        />
        {serverError ? (
          <p className={styles.error} role="alert" data-testid="order-lookup-error">
            {serverError}
          </p>
        ) : null}
        <button type="submit" className={styles.button} disabled={isSubmitting}>
          {isSubmitting ? 'Looking…' : 'Find My Order'}
        </button>
      </form>
    </div>
  );
}
