'use client';

import { useState } from 'react';
import Link from 'next/link';
import { AUTH_API, forgotPasswordSchema, type ForgotPasswordInput } from '../schema';
import { EmailField, FormMessages, SubmitButton, useAccountForm } from './form-parts';
import styles from './account-forms.module.css';

export const RESET_SENT_MESSAGE =
  'If an account exists for that e-mail address, we have sent it a link to reset the password. The link works once, for one hour.';

/** The same answer for every address, known or not (no account enumeration). */
export function ForgotPasswordForm({ loginHref }: { loginHref: string }) {
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    serverError,
    submitAuth,
    formState: { errors, isSubmitting },
  } = useAccountForm<ForgotPasswordInput>(forgotPasswordSchema, { email: '' });

  const onSubmit = handleSubmit(async (values) => {
    const result = await submitAuth(AUTH_API.requestPasswordReset, { email: values.email.trim().toLowerCase() });
    if (result.ok) setSent(true);
  });

  return (
    <div className={styles.panel}>
      {sent ? (
        <p className={styles.status} role="status" data-testid="forgot-password-sent">
          {RESET_SENT_MESSAGE}
        </p>
      ) : (
        <form className={styles.form} noValidate aria-label="Forgot password" onSubmit={onSubmit} data-testid="forgot-password-form">
          <EmailField error={errors.email?.message} registration={register('email')} />
          <FormMessages error={serverError} />
          <SubmitButton pending={isSubmitting} label="Send Reset Link" pendingLabel="Sending…" />
        </form>
      )}
      <p>
        <Link href={loginHref}>Back to sign in</Link>
      </p>
    </div>
  );
}
