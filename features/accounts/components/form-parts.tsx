'use client';

import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AUTH_API } from '../schema';
import { postAuth, type AuthResult } from './auth-client';
import { TextField } from '@/components/form-field';
import styles from './account-forms.module.css';

/**
 * What every account form shares: react-hook-form on the zod schema the server checks too,
 * validating on submit and then as the visitor corrects a field, and one server message.
 */
export function useAccountForm<T extends FieldValues>(schema: z.core.$ZodType<unknown, T>, defaultValues: DefaultValues<T>) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<T>({
    // The forms work on the schemas' inputs (what the visitor typed) and post those.
    resolver: zodResolver(schema) as Resolver<T>,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  /** Posts to a better-auth endpoint; a refusal becomes the form's server message. */
  const submitAuth = async (path: string, body: unknown): Promise<AuthResult> => {
    setServerError(null);
    const result = await postAuth(path, body);
    if (!result.ok) setServerError(result.message);
    return result;
  };
  return { ...form, serverError, setServerError, submitAuth };
}

/** The e-mail address field every account form starts with. */
export function EmailField({ error, registration }: { error?: string; registration: UseFormRegisterReturn }) {
  return <TextField label="Email address" type="email" autoComplete="email" inputMode="email" error={error} registration={registration} />;
}

/** A new password and its confirmation (registration, reset). */
export function NewPasswordFields({
  labels,
  errors,
  registrations,
}: {
  labels: readonly [string, string];
  errors: readonly [string | undefined, string | undefined];
  registrations: readonly [UseFormRegisterReturn, UseFormRegisterReturn];
}) {
  return (
    <>
      <TextField label={labels[0]} type="password" autoComplete="new-password" error={errors[0]} registration={registrations[0]} />
      <TextField label={labels[1]} type="password" autoComplete="new-password" error={errors[1]} registration={registrations[1]} />
    </>
  );
}

/** The server's refusal (an alert) and a notice (a status line), each only when there is one. */
export function FormMessages({ error, notice }: { error: string | null; notice?: string | null }) {
  return (
    <>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p className={styles.status} role="status">
          {notice}
        </p>
      ) : null}
    </>
  );
}

export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <button type="submit" className={styles.button} disabled={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}

/** The 'OR' between the e-mail form and social login. */
export function OrDivider() {
  return (
    <p className={styles.or} role="separator" aria-label="or">
      <span aria-hidden="true">OR</span>
    </p>
  );
}

/**
 * Facebook login (only rendered where it is configured): better-auth answers the provider's url,
 * and the provider comes back to `callbackURL`, signed in.
 */
export function FacebookButton({ label, callbackURL, onError }: { label: string; callbackURL: string; onError: (message: string) => void }) {
  const [pending, setPending] = useState(false);
  const start = async () => {
    setPending(true);
    const result = await postAuth(AUTH_API.socialSignIn, { provider: 'facebook', callbackURL });
    const url = result.ok && typeof result.data === 'object' && result.data !== null ? (result.data as { url?: unknown }).url : undefined;
    if (typeof url === 'string') {
      window.location.assign(url);
      return;
    }
    setPending(false);
    onError(result.ok ? 'Facebook sign-in is not available right now.' : result.message);
  };
  return (
    <button type="button" className={styles.facebook} disabled={pending} onClick={() => void start()}>
      {label}
    </button>
  );
}
