import { PageError } from '@/components/page-error';
import styles from './search-results.module.css';

/** Spec 8: the search error screen when the visitor seems to be offline. */
export const SEARCH_NETWORK_ERROR =
  'The search you conducted did not return any results. Please verify that you’re connected to the internet and try again.';

/** Spec 8: the search error screen otherwise. */
export const SEARCH_NO_RESULTS_ERROR =
  'The search you conducted didn’t contain any results. It’s possible that you have searched on dates that have no availability or you may have lost your internet connection. Please check your dates and try again.';

/** The search error screen of spec 8; a custom message overrides both texts. */
export function SearchErrorScreen({
  cause,
  customMessage,
  details,
}: {
  cause: 'network' | 'other';
  customMessage?: string | undefined;
  details?: readonly string[] | undefined;
}) {
  // A page-level error (spec 8): scrolled into view and focused when it appears.
  return (
    <PageError
      id="search-error"
      className={styles.errorScreen}
      titleClassName={styles.errorTitle}
      title="No results found"
      message={customMessage ?? (cause === 'network' ? SEARCH_NETWORK_ERROR : SEARCH_NO_RESULTS_ERROR)}
    >
      {details && details.length > 0 ? (
        <ul className={styles.errorDetails}>
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
    </PageError>
  );
}
