'use client';

import { useEffect } from 'react';
import styles from './error.module.css';

/** A page failed to render. The visitor gets a way forward, never a stack trace. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    // The digest matches the server log entry; the message stays out of the page.
    console.error('[page error]', error instanceof Error && 'digest' in error ? error.digest : error);
  }, [error]);

  return (
    <main id="main" className="page">
      <section className={styles.box} aria-labelledby="error-title" data-testid="error-page">
        <h1 id="error-title" className={styles.title}>
          Sorry, something went wrong
        </h1>
        <p className={styles.message}>
          We couldn&apos;t load this page just now. Please try again — if it keeps happening, head back to the home page and
          pick up where you left off.
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => retry()}>
            Try again
          </button>
          {/* A full page load, so whatever state broke is gone; '/' as a literal because the route
              table would add zod and date-fns to every page's JavaScript. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className={styles.secondary}>
            Go to the home page
          </a>
        </div>
      </section>
    </main>
  );
}
