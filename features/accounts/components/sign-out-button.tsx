'use client';

import { useState } from 'react';
import { clearStoredPaymentOption } from '@/lib/payment-option';
import { AUTH_API } from '../schema';
import { postAuth } from './auth-client';
import styles from './account-forms.module.css';

export function SignOutButton({ afterHref }: { afterHref: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const signOut = async () => {
    setPending(true);
    const result = await postAuth(AUTH_API.signOut, {});
    if (result.ok) {
      // Storefront 4: signing out clears the stored payment option.
      clearStoredPaymentOption();
      window.location.assign(afterHref);
      return;
    }
    setPending(false);
    setError(result.message);
  };
  return (
    <>
      <button type="button" className={styles.button} disabled={pending} onClick={() => void signOut()}>
        Sign Out
      </button>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
