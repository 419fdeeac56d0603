'use client';

import { useState } from 'react';
import Link from 'next/link';
import { AUTH_API, resetPasswordFormSchema, type ResetPasswordFormInput } from '../schema';
import { FormMessages, NewPasswordFields, SubmitButton, useAccountForm } from './form-parts';
import styles from './account-forms.module.css';

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. You can sign in with it now.';

/** Spec 2.12: starts from a clean state on every load, and links back to login. */
export function ResetPasswordForm({ token, loginHref }: { token: string; loginHref: string }) {
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    serverError,
    submitAuth,
    formState: { errors, isSubmitting },
  } = useAccountForm<ResetPasswordFormInput>(resetPasswordFormSchema, { newPassword: '', confirmPassword: '' });

  const onSubmit = handleSubmit(async (values) => {
    const result = await submitAuth(AUTH_API.resetPassword, { token, newPassword: values.newPassword });
    if (result.ok) setDone(true);
  });

  return (
    <div className={styles.panel}>
      {done ? (
        <p className={styles.status} role="status" data-testid="reset-password-done">
          {PASSWORD_CHANGED_MESSAGE}
        </p>
      ) : (
        <form className={styles.form} noValidate aria-label="Choose a new password" onSubmit={onSubmit} data-testid="reset-password-form">
          <NewPasswordFields
            labels={['New password', 'Confirm new password']}
            errors={[errors.newPassword?.message, errors.confirmPassword?.message]}
            registrations={[register('newPassword'), register('confirmPassword')]}
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
