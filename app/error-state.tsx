'use client';

import { useEffect, type ReactNode } from 'react';
import { NOT_FOUND_DOCUMENT_TITLE, NotFoundPanel } from '@/components/not-found-panel';
import { ERROR_SECTIONS } from './error-sections';
import styles from './error.module.css';

/**
 * A page's error state (storefront 2.11 and 4, ticket-buying 4): the not-found page, titled
 * '404 Error Page', "until new content arrives": Next resets an error boundary when the path
 * changes, so the next navigation shows the new page. The digest (never the error itself) goes
 * to the console for an operator. `retry` asks the server for the same page again.
 */
export function ErrorState({ name, error, retry, children }: { name: string; error: unknown; retry?: (() => void) | undefined; children?: ReactNode }) {
  useEffect(() => {
    console.error(`[${name} error]`, error instanceof Error && 'digest' in error ? error.digest : error);
    document.title = NOT_FOUND_DOCUMENT_TITLE;
  }, [name, error]);
  return (
    <main id="main" className="page" data-testid="error-page">
      <NotFoundPanel sections={ERROR_SECTIONS} />
      {children}
      {retry ? (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => retry()}>
            Try again
          </button>
        </div>
      ) : null}
    </main>
  );
}
