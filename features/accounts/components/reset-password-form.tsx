'use client';

import { useState } from 'react';
import Link from 'next/link';
import { AUTH_API, resetPasswordFormSchema, type ResetPasswordFormInput } from '../schema';
import { postAuth } from './auth-client';
import { FormMessages, SubmitButton, useAccountForm } from './form-parts';
import { TextField } from './text-field';
import styles from './account-forms.module.css';

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. You can sign in with it now.';

/** Spec 2.12: starts from a clean state on every load, and links back to login. */
export function ResetPasswordForm({ token, loginHref }: { token: string; loginHref: string }) {
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    serverError,
    setServerError,
    formState: { errors, isSubmitting },
  } = useAccountForm<ResetPasswordFormInput>(resetPasswordFormSchema, { newPassword: '', confirmPassword: '' });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await postAuth(AUTH_API.resetPassword, { token, newPassword: values.newPassword });
    if (result.ok) setDone(true);
    else setServerError(result.message);
  });

  return (
    <div className={styles.panel}>
      {done ? (
        <p className={styles.status} role="status" data-testid="reset-password-done">
          {PASSWORD_CHANGED_MESSAGE}
        </p>
      ) : (
        <form className={styles.form} noValidate aria-label="Choose a new password" onSubmit={onSubmit} data-testid="reset-password-form">
          <TextField label="New password" type="password" autoComplete="new-password" error={errors.newPassword?.message} registration={register('newPassword')} />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            registration={register('confirmPassword')}
          />
          <FormMessages error={serverError} />
          <SubmitButton pending={isSubmitting} label="Save New Password" pendingLabel="Saving…" />
        </form>
      )}
      <p>
        <Link href={loginHref}>Back to sign in</Link>
      </p>
    </div>
  );
}
