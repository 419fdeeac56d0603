'use client';

import { useEffect } from 'react';
import styles from './error.module.css';

/**
 * What a booking or order segment shows when it fails to load: what is safe, and a retry. The
 * digest (never the error itself) goes to the console for an operator.
 */
export function SegmentError({ name, title, message, error, retry }: { name: string; title: string; message: string; error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(`[${name} error]`, error instanceof Error && 'digest' in error ? error.digest : error);
  }, [name, error]);
  return (
    <main id="main" className="page">
      <section className={styles.box} aria-labelledby={`${name}-error-title`} data-testid="error-page">
        <h1 id={`${name}-error-title`} className={styles.title}>
          {title}
        </h1>
        <p className={styles.message}>{message}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => retry()}>
            Try again
          </button>
        </div>
      </section>
    </main>
  );
}
