'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { ErrorModal } from '@/components/error-modal';
import { useHydrated } from '@/lib/use-hydrated';
import { PROMO_ERROR_TITLE } from '../messages';
import styles from './cart-page.module.css';

const NETWORK_MESSAGE = 'We could not reach our server. Please try again.';

/**
 * Promo code entry on the cart (the cart's EnteredPromoCode): the server checks the code against
 * the cart, saves it and recomputes the totals; the page then shows them. Billing starts with it.
 * An empty field is said beside it; a code the server refuses, in the error modal (storefront 8).
 */
export function PromoCodeForm({ savedCode, endpoint }: { savedCode: string | null; endpoint: string }) {
  const id = useId();
  const hydrated = useHydrated();
  const [code, setCode] = useState(savedCode ?? '');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const send = async (promoCode: string) => {
    setBusy(true);
    setError(null);
    setRefusal(null);
    try {
      const response = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ promoCode }) });
      if (response.ok) {
        window.location.reload();
        return;
      }
      const body = (await response.json().catch(() => null)) as { error?: string; fieldErrors?: Record<string, string[]> } | null;
      setRefusal(body?.fieldErrors?.promoCode?.[0] ?? body?.error ?? NETWORK_MESSAGE);
    } catch {
      setRefusal(NETWORK_MESSAGE);
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
          ref={input}
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
      {refusal ? <ErrorModal title={PROMO_ERROR_TITLE} message={refusal} onClose={() => setRefusal(null)} returnFocus={input} testId="promo-error-modal" /> : null}
      {savedCode ? (
        <button type="button" className={styles.linkButton} disabled={!hydrated || busy} onClick={() => void send('')}>
          Remove promo code {savedCode}
        </button>
      ) : null}
    </form>
  );
}
