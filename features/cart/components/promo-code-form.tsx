'use client';

import { useId, useState, type FormEvent } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './cart-page.module.css';

const NETWORK_MESSAGE = 'We could not reach our server. Please try again.';

/**
 * Promo code entry on the cart (the cart's EnteredPromoCode): the server checks the code against
 * the cart, saves it and recomputes the totals; the page then shows them. Billing starts with it.
 */
export function PromoCodeForm({ savedCode, endpoint }: { savedCode: string | null; endpoint: string }) {
  const id = useId();
  const hydrated = useHydrated();
  const [code, setCode] = useState(savedCode ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (promoCode: string) => {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ promoCode }) });
      if (response.ok) {
        window.location.reload();
        return;
      }
      const body = (await response.json().catch(() => null)) as { error?: string; fieldErrors?: Record<string, string[]> } | null;
      setError(body?.fieldErrors?.promoCode?.[0] ?? body?.error ?? NETWORK_MESSAGE);
    } catch {
      setError(NETWORK_MESSAGE);
    }
    setBusy(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError('Please enter a promo code.');
      return;
    }
    void send(code.trim());
  };

  return (
    <form className={styles.promo} method="post" onSubmit={onSubmit} noValidate data-testid="cart-promo-form">
      <label htmlFor={id}>Promo code</label>
      <div className={styles.promoRow}>
        <input
          id={id}
          name="promoCode"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" disabled={!hydrated || busy}>
          Apply
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.promoError} role="alert">
          {error}
        </p>
      ) : null}
      {savedCode ? (
        <button type="button" className={styles.linkButton} disabled={!hydrated || busy} onClick={() => void send('')}>
          Remove promo code {savedCode}
        </button>
      ) : null}
    </form>
  );
}
