'use client';

import { useEffect } from 'react';
import styles from '@/app/error.module.css';

/** The cart failed to load. Nothing the visitor holds is lost by that: holds run out on their own clock. */
export default function CartError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error('[cart error]', error instanceof Error && 'digest' in error ? error.digest : error);
  }, [error]);
  return (
    <main id="main" className="page">
      <section className={styles.box} aria-labelledby="cart-error-title" data-testid="error-page">
        <h1 id="cart-error-title" className={styles.title}>
          Sorry, we couldn&apos;t load your cart
        </h1>
        <p className={styles.message}>Your tickets stay held until their hold ends. Please try again in a moment.</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => retry()}>
            Try again
          </button>
        </div>
      </section>
    </main>
  );
}
