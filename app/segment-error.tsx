'use client';

import { ErrorState } from './error-state';
import styles from './error.module.css';

/**
 * What a booking or order segment shows when it fails to load: the not-found page of every page
 * error (storefront 4), with what is safe said under it, and a retry.
 */
export function SegmentError({ name, message, error, retry }: { name: string; message: string; error: unknown; retry: () => void }) {
  return (
    <ErrorState name={name} error={error} retry={retry}>
      <p className={styles.message} data-testid="error-note">
        {message}
      </p>
    </ErrorState>
  );
}
