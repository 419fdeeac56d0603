'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { SearchErrorScreen } from '@/features/search/components/search-error-screen';
import styles from '@/app/error.module.css';

/**
 * A results page failed to load (spec 8's search error screen): the network text when the
 * browser says it is offline (a failed client-side navigation), the other text otherwise.
 */
function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export default function SearchResultsError({ error, retry }: { error: unknown; retry: () => void }) {
  const offline = useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
  useEffect(() => {
    console.error('[search error]', error instanceof Error && 'digest' in error ? error.digest : error);
  }, [error]);
  return (
    <main id="main" className="page">
      <SearchErrorScreen cause={offline ? 'network' : 'other'} />
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => retry()}>
          Try again
        </button>
      </div>
    </main>
  );
}
