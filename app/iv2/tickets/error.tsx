'use client';

import { useEffect } from 'react';
import styles from '@/app/error.module.css';

/** The ticket page failed to load. The ticket itself is safe: nothing here changes it. */
export default function TicketError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error('[ticket error]', error instanceof Error && 'digest' in error ? error.digest : error);
  }, [error]);
  return (
    <main id="main" className="page">
      <section className={styles.box} aria-labelledby="ticket-error-title" data-testid="error-page">
        <h1 id="ticket-error-title" className={styles.title}>
          Sorry, we couldn&apos;t load your ticket
        </h1>
        <p className={styles.message}>Your ticket is still valid. Please try again in a moment.</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => retry()}>
            Try again
          </button>
        </div>
      </section>
    </main>
  );
}
