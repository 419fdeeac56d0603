'use client';

import { useState } from 'react';
import Link from 'next/link';
import { AUTH_API, signInSchema, type SignInInput } from '../schema';
import { EmailField, FacebookButton, FormMessages, OrDivider, SubmitButton, useAccountForm } from './form-parts';
import { TextField } from '@/components/form-field';
import styles from './account-forms.module.css';

type Props = {
  /** Where a signed-in member goes: the page they came from, or the my-account app (and Facebook's return). */
  nextHref: string;
  /** Signed in: instead of a full navigation to nextHref (the insider modal stays on its page). */
  onSignedIn?: () => void;
  forgotPasswordHref: string;
  /** The register promo under the form (the login page); the insider modal has a Sign Up tab instead. */
  registerHref?: string;
  facebook: boolean;
  facebookLabel?: string;
  /** Inside a page's own frame (the modal) rather than the panel of the login page. */
  framed?: boolean;
};

/** Spec 2.12: the sign-in form, social login, the forgot-password link and the register promo. */
export function LoginForm({ nextHref, onSignedIn, forgotPasswordHref, registerHref, facebook, facebookLabel = 'Sign in with Facebook', framed = true }: Props) {
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    serverError,
    setServerError,
    submitAuth,
    formState: { errors, isSubmitting },
  } = useAccountForm<SignInInput>(signInSchema, { email: '', password: '' });

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    const result = await submitAuth(AUTH_API.signIn, values);
    if (result.ok) {
      if (onSignedIn) onSignedIn();
      // A full navigation, so every part of the page reads the new session.
      else window.location.assign(nextHref);
    } else if (result.code === 'EMAIL_NOT_VERIFIED') {
      // Not a refusal: a new confirmation link is on its way.
      setServerError(null);
      setNotice(result.message);
    }
  });

  return (
    <div className={framed ? styles.panel : styles.bare}>
      <form className={styles.form} noValidate aria-label="Sign in" onSubmit={onSubmit} data-testid="login-form">
        <EmailField error={errors.email?.message} registration={register('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} registration={register('password')} />
        <FormMessages error={serverError} notice={notice} />
        <SubmitButton pending={isSubmitting} label="Sign In" pendingLabel="Signing In…" />
        <div className={styles.links}>
          <Link href={forgotPasswordHref}>Forgot your password?</Link>
        </div>
      </form>
      {facebook ? (
        <div className={styles.form}>
          <OrDivider />
          <FacebookButton label={facebookLabel} callbackURL={nextHref} onError={setServerError} />
        </div>
      ) : null}
      {registerHref ? (
        <div className={styles.promo}>
          <h2>New here?</h2>
          <p>Create an account to see your bookings in one place and get member prices.</p>
          <Link href={registerHref}>Create an account</Link>
        </div>
      ) : null}
    </div>
  );
}
