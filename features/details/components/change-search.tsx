'use client';

import { useId, useState, type ReactNode } from 'react';
import { track } from '@/features/analytics/track';
import styles from './product-details.module.css';

export const CHANGE_SEARCH_ACTIONS = { open: 'Open Change Search', close: 'Close Change Search' } as const;

/**
 * The details page's change-search toggle (storefront 2.8; not on restaurants): a button that
 * shows and hides the search widget, each use reported as 'Open Change Search' or 'Close Change
 * Search'. A search from the widget leaves the page for its results, so the panel closes with it.
 */
export function ChangeSearch({ summary, children }: { summary: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  const toggle = () => {
    const next = !open;
    setOpen(next);
    track({ event: 'ui_interaction', category: 'Product Details', action: next ? CHANGE_SEARCH_ACTIONS.open : CHANGE_SEARCH_ACTIONS.close });
  };
  return (
    <div className={styles.changeSearch}>
      <p className={styles.searching}>
        <span>{summary}</span>
        <button type="button" className={styles.changeButton} aria-expanded={open} aria-controls={panel} onClick={toggle}>
          Change Search
        </button>
      </p>
      <div id={panel} hidden={!open} className={styles.changePanel} data-testid="change-search-panel">
        {children}
      </div>
    </div>
  );
}
