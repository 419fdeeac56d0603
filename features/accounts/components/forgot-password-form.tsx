'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_API, forgotPasswordSchema, type ForgotPasswordInput } from '../schema';
import { postAuth } from './auth-client';
import { TextField } from './text-field';
import styles from './account-forms.module.css';

export const RESET_SENT_MESSAGE =
  'If an account exists for that e-mail address, we have sent it a link to reset the password. The link works once, for one hour.';

/** The same answer for every address, known or not (no account enumeration). */
export function ForgotPasswordForm({ loginHref }: { loginHref: string }) {
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await postAuth(AUTH_API.requestPasswordReset, { email: values.email.trim().toLowerCase() });
    if (result.ok) setSent(true);
    else setServerError(result.message);
  });

  return (
    <div className={styles.panel}>
      {sent ? (
        <p className={styles.status} role="status" data-testid="forgot-password-sent">
          {RESET_SENT_MESSAGE}
        </p>
      ) : (
        <form className={styles.form} noValidate aria-label="Forgot password" onSubmit={onSubmit} data-testid="forgot-password-form">
          <TextField label="Email address" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} registration={register('email')} />
          {serverError ? (
            <p className={styles.error} role="alert">
              {serverError}
            </p>
          ) : null}
          <button type="submit" className={styles.button} disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send Reset Link'}
          </button>
        </form>
      )}
      <p>
        <Link href={loginHref}>Back to sign in</Link>
      </p>
    </div>
  );
}
