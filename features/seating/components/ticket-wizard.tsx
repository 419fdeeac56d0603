'use client';

import { useState, type ReactNode } from 'react';
import type { ProductType } from '@/lib/config/product-types';
import { formatCalendarDate, pacificInstant } from '@/lib/dates';
import type { MapLayout, WizardFlags } from '../types';
import { DateTimeStep, type ChosenPerformance } from './date-time-step';
import { TicketPanel } from './ticket-panel';
import styles from './ticket-page.module.css';

function formatTime(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export interface TicketWizardProps {
  readonly product: { readonly id: number; readonly name: string; readonly type: ProductType; readonly location: string | null };
  /** The performance of the url. */
  readonly performance: ChosenPerformance;
  readonly mapLayout: MapLayout | null;
  readonly changeHref: string;
  readonly cartHref: string;
  readonly billingHref: string;
  readonly flags: WizardFlags;
  /** The rotating social-proof bar, out of the flow at the header's right. */
  readonly socialProof?: ReactNode;
}

/**
 * The show header and the ticket panel of the performance being sold (ticket-buying 2): the
 * panel's date and time step changes the performance in place; the header, the url and the
 * panel (mounted afresh, so quantities, seats and the highlight start clean, spec 4) follow.
 */
export function TicketWizard({ product, performance, mapLayout, changeHref, cartHref, billingHref, flags, socialProof }: TicketWizardProps) {
  const [current, setCurrent] = useState(performance);
  const [date = '', time = '00:00'] = current.dateTime.split('T');

  function choose(next: ChosenPerformance) {
    setCurrent(next);
    window.history.replaceState(window.history.state, '', next.href);
  }

  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.name}>{product.name}</h1>
        <p className={styles.when}>
          <time dateTime={pacificInstant(date, time).toISOString()} data-testid="performance-time">
            {formatCalendarDate(date)} at {formatTime(time)}
          </time>
          {product.location ? <span> · {product.location}</span> : null}
          <a className={styles.change} href={changeHref}>
            change date &amp; time
          </a>
        </p>
        {socialProof ? <div className={styles.proof}>{socialProof}</div> : null}
      </header>
      <TicketPanel
        key={current.id}
        performanceId={current.id}
        product={{ id: product.id, name: product.name, type: product.type }}
        cartHref={cartHref}
        billingHref={billingHref}
        // The page measured the url's venue; another performance may play elsewhere.
        mapLayout={current.id === performance.id ? mapLayout : null}
        flags={flags}
        dateStep={<DateTimeStep productId={product.id} current={current} onChoose={choose} />}
      />
    </>
  );
}
