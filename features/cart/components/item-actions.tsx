'use client';

import { useContext, useRef, useState } from 'react';
import { CART_CHANGED_EVENT } from '../cart-count';
import { CART_ITEMS_URL, CART_ITEM_RENEW_URL } from '../cart-items-url';
import { ErrorModal } from '@/components/error-modal';
import { CART_ERROR_TITLE, CART_HEADING_ID, RENEW_FAILED_MESSAGE, REMOVE_FAILED_MESSAGE } from '../messages';
import { CartRefreshContext } from './cart-refresh';
import styles from './cart-page.module.css';

/** The server's message of a refused request, when it sent one. */
async function errorOf(response: Response, fallback: string): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (response.status === 409 && typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') return body.error;
  } catch {
    // Not JSON: the fallback says enough.
  }
  return fallback;
}

/**
 * An item's Remove (gives its hold back) and, for an expired hold, Hold Again. Each asks the
 * server, tells the header's count, then shows the cart as the server now has it (the cart
 * island fetches it again: CartRefreshContext). Stays mounted across the refresh, so what the server said (e.g. that other seats were held) stays visible.
 * A refusal shows in the error modal (storefront 8); OK gives focus back to the button pressed.
 */
export function ItemActions({ itemId, label, canRenew }: { itemId: string; label: string; canRenew: boolean }) {
  const refreshCart = useContext(CartRefreshContext);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const renewButton = useRef<HTMLButtonElement>(null);
  const [pressed, setPressed] = useState<'remove' | 'renew'>('remove');

  async function send(action: 'remove' | 'renew') {
    setBusy(true);
    setPressed(action);
    setError(null);
    setNotice(null);
    const failed = action === 'remove' ? REMOVE_FAILED_MESSAGE : RENEW_FAILED_MESSAGE;
    try {
      const response = await fetch(action === 'remove' ? CART_ITEMS_URL : CART_ITEM_RENEW_URL, {
        method: action === 'remove' ? 'DELETE' : 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ itemId }),
      });
      // 404 on Remove: already gone (another tab removed it); the refresh shows the cart as it is.
      if (!response.ok && !(action === 'remove' && response.status === 404)) {
        setError(await errorOf(response, failed));
        return;
      }
      if (action === 'renew') {
        const body = (await response.json()) as { message?: unknown };
        if (typeof body.message === 'string') setNotice(body.message);
      }
      window.dispatchEvent(new Event(CART_CHANGED_EVENT));
      // Remove takes this control off the page: keyboard focus goes to the cart's heading, not to the top of the document.
      if (action === 'remove') document.getElementById(CART_HEADING_ID)?.focus();
      // Busy until the cart shows the change (the refresh never throws: the island shows its own failure).
      await refreshCart();
    } catch {
      setError(failed);
    } finally {
      setBusy(false);
    }
  }

  const disabled = busy;
  return (
    <div className={styles.remove}>
      {canRenew ? (
        <button ref={renewButton} type="button" className={styles.renewButton} onClick={() => void send('renew')} disabled={disabled} aria-label={`Hold again ${label}`}>
          Hold Again
        </button>
      ) : null}
      <button ref={removeButton} type="button" className={styles.removeButton} onClick={() => void send('remove')} disabled={disabled} aria-label={`Remove ${label}`}>
        Remove
      </button>
      {error ? <ErrorModal title={CART_ERROR_TITLE} message={error} onClose={() => setError(null)} returnFocus={pressed === 'renew' ? renewButton : removeButton} /> : null}
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
