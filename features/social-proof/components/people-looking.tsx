'use client';

import { useEffect, useState } from 'react';
import { NOTIFICATION_DELAYS_MS } from '@/lib/config/constants';
import { peopleLookingText } from '../rules';
import type { ProductViewAnswer } from '../schema';
import styles from './people-looking.module.css';

export const PRODUCT_VIEWS_URL = '/api/product-views';

/**
 * Counts this visit and, 3000 ms after the page opened (storefront 2.8), tells how many other
 * visitors are looking at the product right now, counted from real views. Nothing shows below
 * the minimum or when the count cannot be had.
 */
export function PeopleLooking({ productId }: { productId: number }) {
  const [text, setText] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const shownAt = Date.now() + NOTIFICATION_DELAYS_MS.peopleLooking;
    let timer: ReturnType<typeof setTimeout> | undefined;
    fetch(PRODUCT_VIEWS_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId }),
    })
      .then((response) => (response.ok ? (response.json() as Promise<ProductViewAnswer>) : null))
      .then((answer) => {
        const message = answer === null ? null : peopleLookingText(answer.lookingNow);
        if (cancelled || message === null) return;
        timer = setTimeout(() => setText(message), Math.max(0, shownAt - Date.now()));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [productId]);
  return (
    <div className={styles.region} aria-live="polite">
      {text !== null && !closed ? (
        <p className={styles.notice} data-testid="people-looking">
          <span>{text}</span>
          <button type="button" className={styles.close} onClick={() => setClosed(true)} aria-label="Dismiss">
            ×
          </button>
        </p>
      ) : null}
    </div>
  );
}
