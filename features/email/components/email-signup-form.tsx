'use client';

import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { track } from '@/features/analytics/track';
import { useHasMemberDeal } from '@/lib/member-deals';
import { useVisitorData } from '@/lib/visitor-data';
import { emailSignupSchema, SIGNUP_THANK_YOU, type EmailSignup, type EmailSignupInput } from '../schema';
import styles from './email-signup-form.module.css';

export const EMAIL_SIGNUP_URL = '/api/email-signup';
const SERVER_ERROR = "We couldn't sign you up just now. Please try again.";

type ErrorBody = { error?: string; fieldErrors?: Record<string, string[] | undefined> };

class SignupError extends Error {
  constructor(readonly body: ErrorBody) {
    super(body.error ?? SERVER_ERROR);
  }
}

async function postSignup(input: EmailSignup): Promise<void> {
  const response = await fetch(EMAIL_SIGNUP_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(input),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as ErrorBody;
    throw new SignupError(body);
  }
}

/**
 * Footer e-mail promotions sign-up (spec 2.13). Once signed up (or already an insider or
 * member-deal holder) the form gives way to the thank-you line.
 */
export function EmailSignupForm({
  alreadySubscribed = false,
  label = 'Email promotions sign-up',
}: {
  alreadySubscribed?: boolean;
  /** The form's accessible name; a page with a second sign-up (the home page's insider block) names its own. */
  label?: string;
}) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [signedUp, setDone] = useState(alreadySubscribed);
  // Spec 2.13: a member deal (e.g. a visit from an e-mail campaign) shows the thank-you line.
  const memberDeal = useHasMemberDeal();
  // An existing insider (a signed-in member) or a subscribed address never sees the form.
  const visitor = useVisitorData().data;
  const done = signedUp || memberDeal || visitor.loggedIn || visitor.subscriber;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmailSignupInput, unknown, EmailSignup>({
    resolver: zodResolver(emailSignupSchema),
    defaultValues: { email: '' },
    // Validate on submit first, then as the visitor corrects the address.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const signup = useMutation({
    mutationFn: postSignup,
    onSuccess: () => {
      track({ event: 'sign_up', method: 'email', form: label });
      setDone(true);
    },
    onError: (error) => {
      const fieldMessage = error instanceof SignupError ? error.body.fieldErrors?.email?.[0] : undefined;
      setError(fieldMessage ? 'email' : 'root.server', { message: fieldMessage ?? SERVER_ERROR });
    },
  });

  if (done) {
    return (
      <p className={styles.thanks} role="status" data-testid="email-signup-thanks">
        {SIGNUP_THANK_YOU}
      </p>
    );
  }

  const message = errors.email?.message ?? errors.root?.server?.message;

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={label}
      data-testid="email-signup-form"
      onSubmit={handleSubmit((values) => signup.mutate(values))}
    >
      <div className={styles.row}>
        <label htmlFor={inputId} className={styles.label}>
          Email address
        </label>
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="Enter your email address"
          className={styles.input}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          {...register('email')}
        />
        <button type="submit" className={styles.button} disabled={signup.isPending}>
          {signup.isPending ? 'Signing Up…' : 'Sign Up'}
        </button>
      </div>
      {message ? (
        <p id={errorId} className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}
