'use client';

import { useId, useState, type FormEvent } from 'react';
import { track } from '@/features/analytics/track';
import { useHasMemberDeal } from '@/lib/member-deals';
import { useVisitorData } from '@/lib/visitor-data';
import { emailSignupSchema, SIGNUP_THANK_YOU, type EmailSignup } from '../schema';
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

/** The address parsed by the shared schema, or the schema's first message about it. */
function validate(email: string): { ok: true; value: EmailSignup } | { ok: false; message: string } {
  const parsed = emailSignupSchema.safeParse({ email });
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? SERVER_ERROR };
}

/**
 * Footer e-mail promotions sign-up (spec 2.13). Once signed up (or already an insider or
 * member-deal holder) the form gives way to the thank-you line. One field: plain state and the
 * shared zod/mini schema, no form library (it would be in every page's JavaScript).
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
  // Validate on submit first, then as the visitor corrects the address.
  const [submitted, setSubmitted] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onChange = (value: string) => {
    setServerError(null);
    if (submitted) {
      const result = validate(value);
      setFieldError(result.ok ? null : result.message);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    // Read from the form (the field is uncontrolled): what was typed before hydration counts too.
    const result = validate(String(new FormData(event.currentTarget).get('email') ?? ''));
    if (!result.ok) {
      setFieldError(result.message);
      return;
    }
    setFieldError(null);
    setPending(true);
    try {
      await postSignup(result.value);
      track({ event: 'sign_up', method: 'email', form: label });
      setDone(true);
    } catch (error) {
      const fieldMessage = error instanceof SignupError ? error.body.fieldErrors?.email?.[0] : undefined;
      if (fieldMessage) setFieldError(fieldMessage);
      else setServerError(SERVER_ERROR);
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <p className={styles.thanks} role="status" data-testid="email-signup-thanks">
        {SIGNUP_THANK_YOU}
      </p>
    );
  }

  const message = fieldError ?? serverError;

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={label}
      data-testid="email-signup-form"
      onSubmit={(event) => void onSubmit(event)}
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
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          name="email"
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="submit" className={styles.button} disabled={pending}>
          {pending ? 'Signing Up…' : 'Sign Up'}
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
