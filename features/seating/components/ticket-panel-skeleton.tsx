import type { ReactNode } from 'react';
import { BUY_BUTTON_TEXT } from '@/lib/config/constants';
import { QUANTITY_CAP } from '../ticket-model';
import type { MapLayout } from '../types';
import styles from './ticket-panel.module.css';

/** The map's box at the drawing's proportions, there from the first paint so nothing moves when the seats arrive. */
export function MapFrame({ layout, children }: { readonly layout: MapLayout; readonly children?: ReactNode }) {
  return (
    <div className={styles.mapFrame} style={{ aspectRatio: `${layout.mapWidth} / ${layout.mapHeight}` }}>
      {children ?? <p className={styles.mapLoading}>Loading the seat map…</p>}
    </div>
  );
}

/**
 * The panel's shape while its data loads (inside its first column): the quantity step and 'Your Tickets' in the same boxes
 * as the real ones (the bench measured CLS 0.08 when a one-line 'Loading tickets…' gave way to
 * the panel). New elements replace these, so nothing that was on screen moves.
 */
export function PanelSkeleton() {
  return (
    <>
      <section>
        <p className={styles.stepTitle} aria-hidden="true">
          <span className={styles.stepNumber}>1</span> Choose Quantity
        </p>
        <div className={styles.quantities} aria-hidden="true">
          {Array.from({ length: QUANTITY_CAP }, (_, i) => (
            <span key={i} className={`${styles.quantity} ${styles.placeholder}`}>
              {'\u00a0'}
            </span>
          ))}
        </div>
      </section>
      <section className={styles.yourTickets}>
        <p className={styles.stepTitle} aria-hidden="true">
          <span className={styles.stepNumber}>3</span> Your Tickets
        </p>
        <p className={styles.hint} role="status">
          Loading tickets…
        </p>
        <button type="button" className={`button-primary ${styles.add}`} disabled aria-hidden="true">
          Add to Cart
        </button>
        <button type="button" className={styles.buyNow} disabled aria-hidden="true">
          {BUY_BUTTON_TEXT}
        </button>
      </section>
    </>
  );
}
