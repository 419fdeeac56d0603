'use client';

import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { CART_CHANGED_EVENT } from '../cart-count';
import { CART_ITEMS_URL } from '../cart-items-url';
import { CART_HEADING_ID, REMOVE_FAILED_MESSAGE } from '../messages';
import styles from './cart-page.module.css';

/** Remove: gives the item's hold back, then shows the cart as the server now has it. */
export function RemoveItemButton({ itemId, label }: { itemId: string; label: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refreshing, startTransition] = useTransition();

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(CART_ITEMS_URL, {
        method: 'DELETE',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ itemId }),
      });
      // 404: already gone (another tab removed it); the refresh shows the cart as it is.
      if (!response.ok && response.status !== 404) {
        setError(REMOVE_FAILED_MESSAGE);
        return;
      }
      window.dispatchEvent(new Event(CART_CHANGED_EVENT));
      // This button leaves the page with its item: keyboard focus goes to the cart's heading, not to the top of the document.
      document.getElementById(CART_HEADING_ID)?.focus();
      startTransition(() => router.refresh());
    } catch {
      setError(REMOVE_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.remove}>
      <button type="button" className={styles.removeButton} onClick={() => void remove()} disabled={busy || refreshing} aria-label={`Remove ${label}`}>
        Remove
      </button>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
