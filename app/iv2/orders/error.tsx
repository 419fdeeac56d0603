'use client';

import { useEffect } from 'react';
import styles from '@/app/error.module.css';

/** An order page failed to load. The order itself is safe: nothing here changes it. */
export default function OrdersError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error('[orders error]', error instanceof Error && 'digest' in error ? error.digest : error);
  }, [error]);
  return (
    <main id="main" className="page">
      <section className={styles.box} aria-labelledby="orders-error-title" data-testid="error-page">
        <h1 id="orders-error-title" className={styles.title}>
          Sorry, we couldn&apos;t load your order
        </h1>
        <p className={styles.message}>Your order and tickets are safe. Please try again in a moment.</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => retry()}>
            Try again
          </button>
        </div>
      </section>
    </main>
  );
}
