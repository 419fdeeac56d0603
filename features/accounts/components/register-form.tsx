'use client';

import { useState } from 'react';
import Link from 'next/link';
import { AUTH_API, registerSchema, type RegisterInput } from '../schema';
import { postAuth } from './auth-client';
import { EmailField, FacebookButton, FormMessages, NewPasswordFields, OrDivider, SubmitButton, useAccountForm } from './form-parts';
import { TextField } from '@/components/form-field';
import styles from './account-forms.module.css';

type Props = {
  loginHref: string;
  /** Where the confirmation link (and Facebook) bring the new member back, signed in. */
  accountHref: string;
  /** 'Sign in' switches in place (the insider modal's tab) rather than following loginHref. */
  onSignInInstead?: () => void;
  facebook?: boolean;
  facebookLabel?: string;
  framed?: boolean;
};

/**
 * Registration. The answer is the same whether or not the address already has an account
 * (no enumeration): either way the visitor is told to open the mail we sent.
 */
export function RegisterForm({ loginHref, accountHref, onSignInInstead, facebook = false, facebookLabel = 'Register With Facebook', framed = true }: Props) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resent, setResent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    serverError,
    setServerError,
    submitAuth,
    formState: { errors, isSubmitting },
  } = useAccountForm<RegisterInput>(registerSchema, { name: '', email: '', password: '', confirmPassword: '' });

  const onSubmit = handleSubmit(async (values) => {
    const result = await submitAuth(AUTH_API.signUp, {
      name: values.name.trim(),
      email: values.email.trim().toLowerCase(),
      password: values.password,
      callbackURL: accountHref,
    });
    if (result.ok) setSentTo(values.email.trim().toLowerCase());
  });

  const resend = async () => {
    if (!sentTo) return;
    const result = await postAuth(AUTH_API.sendVerificationEmail, { email: sentTo, callbackURL: accountHref });
    setResent(result.ok ? 'We have sent the confirmation link again.' : result.message);
  };

  const signInLink = (text: string) =>
    onSignInInstead ? (
      <button type="button" className={styles.linkButton} onClick={onSignInInstead}>
        {text}
      </button>
    ) : (
      <Link href={loginHref}>{text}</Link>
    );

  if (sentTo) {
    return (
      <div className={framed ? styles.panel : styles.bare} data-testid="register-sent">
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
        {signInLink('Back to sign in')}
      </div>
    );
  }

  return (
    <div className={framed ? styles.panel : styles.bare}>
      <form className={styles.form} noValidate aria-label="Create an account" onSubmit={onSubmit} data-testid="register-form">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} registration={register('name')} />
        <EmailField error={errors.email?.message} registration={register('email')} />
        <NewPasswordFields
          labels={['Password', 'Confirm password']}
          errors={[errors.password?.message, errors.confirmPassword?.message]}
          registrations={[register('password'), register('confirmPassword')]}
        />
        <FormMessages error={serverError} />
        <SubmitButton pending={isSubmitting} label="Create Account" pendingLabel="Creating Account…" />
        <div className={styles.links}>{signInLink('Already have an account? Sign in')}</div>
      </form>
      {facebook ? (
        <div className={styles.form}>
          <OrDivider />
          <FacebookButton label={facebookLabel} callbackURL={accountHref} onError={setServerError} />
        </div>
      ) : null}
    </div>
  );
}
