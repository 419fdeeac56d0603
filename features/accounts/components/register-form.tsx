'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_API, registerSchema, type RegisterInput } from '../schema';
import { postAuth } from './auth-client';
import { TextField } from './text-field';
import styles from './account-forms.module.css';

type Props = { loginHref: string; accountHref: string };

/**
 * Registration. The answer is the same whether or not the address already has an account
 * (no enumeration): either way the visitor is told to open the mail we sent.
 */
export function RegisterForm({ loginHref, accountHref }: Props) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [resent, setResent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await postAuth(AUTH_API.signUp, {
      name: values.name.trim(),
      email: values.email.trim().toLowerCase(),
      password: values.password,
      callbackURL: accountHref,
    });
    if (result.ok) setSentTo(values.email.trim().toLowerCase());
    else setServerError(result.message);
  });

  const resend = async () => {
    if (!sentTo) return;
    const result = await postAuth(AUTH_API.sendVerificationEmail, { email: sentTo, callbackURL: accountHref });
    setResent(result.ok ? 'We have sent the confirmation link again.' : result.message);
  };

  if (sentTo) {
    return (
      <div className={styles.panel} data-testid="register-sent">
        <p className={styles.status} role="status">
          Thanks! We have sent a confirmation link to {sentTo}. Open it to finish creating your account.
        </p>
        <p>
          No e-mail after a few minutes?{' '}
          <button type="button" className={styles.button} onClick={() => void resend()}>
            Resend the confirmation e-mail
          </button>
        </p>
        {resent ? <p role="status">{resent}</p> : null}
        <Link href={loginHref}>Back to sign in</Link>
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      <form className={styles.form} noValidate aria-label="Create an account" onSubmit={onSubmit} data-testid="register-form">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} registration={register('name')} />
        <TextField label="Email address" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} registration={register('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" error={errors.password?.message} registration={register('password')} />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          registration={register('confirmPassword')}
        />
        {serverError ? (
          <p className={styles.error} role="alert">
            {serverError}
          </p>
        ) : null}
        <button type="submit" className={styles.button} disabled={isSubmitting}>
          {isSubmitting ? 'Creating Account…' : 'Create Account'}
        </button>
        <div className={styles.links}>
          <Link href={loginHref}>Already have an account? Sign in</Link>
        </div>
      </form>
    </div>
  );
}
