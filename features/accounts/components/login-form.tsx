'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_API, signInSchema, type SignInInput } from '../schema';
import { postAuth } from './auth-client';
import { TextField } from './text-field';
import styles from './account-forms.module.css';

type Props = {
  /** Where a signed-in member goes: the page they came from, or the my-account app. */
  nextHref: string;
  forgotPasswordHref: string;
  registerHref: string;
  facebook: boolean;
};

/** Spec 2.12: the sign-in form, social login, the forgot-password link and the register promo. */
export function LoginForm({ nextHref, forgotPasswordHref, registerHref, facebook }: Props) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    setNotice(null);
    const result = await postAuth(AUTH_API.signIn, values);
    if (result.ok) {
      // A full navigation, so every part of the page reads the new session.
      window.location.assign(nextHref);
      return;
    }
    if (result.code === 'EMAIL_NOT_VERIFIED') setNotice(result.message);
    else setServerError(result.message);
  });

  const signInWithFacebook = async () => {
    setServerError(null);
    const result = await postAuth(AUTH_API.socialSignIn, { provider: 'facebook', callbackURL: nextHref });
    const url = result.ok && typeof result.data === 'object' && result.data !== null ? (result.data as { url?: unknown }).url : undefined;
    if (typeof url === 'string') window.location.assign(url);
    else setServerError(result.ok ? 'Facebook sign-in is not available right now.' : result.message);
  };

  return (
    <div className={styles.panel}>
      <form className={styles.form} noValidate aria-label="Sign in" onSubmit={onSubmit} data-testid="login-form">
        <TextField label="Email address" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} registration={register('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} registration={register('password')} />
        {serverError ? (
          <p className={styles.error} role="alert">
            {serverError}
          </p>
        ) : null}
        {notice ? (
          <p className={styles.status} role="status">
            {notice}
          </p>
        ) : null}
        <button type="submit" className={styles.button} disabled={isSubmitting}>
          {isSubmitting ? 'Signing In…' : 'Sign In'}
        </button>
        {facebook ? (
          <button type="button" className={styles.secondary} onClick={() => void signInWithFacebook()}>
            Sign in with Facebook
          </button>
        ) : null}
        <div className={styles.links}>
          <Link href={forgotPasswordHref}>Forgot your password?</Link>
        </div>
      </form>
      <div className={styles.promo}>
        <h2>New here?</h2>
        <p>Create an account to see your bookings in one place and get member prices.</p>
        <Link href={registerHref}>Create an account</Link>
      </div>
    </div>
  );
}
