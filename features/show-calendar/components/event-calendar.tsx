'use client';

import { useState } from 'react';
import styles from './event-calendar.module.css';

export interface EventCalendarMonth {
  readonly label: string;
  /** Where this month's event calendar HTML is served. */
  readonly fragmentHref: string;
}

/**
 * The sub-navigation's calendar navigation (storefront 2.10, ltc flag): the event calendar HTML of
 * one month at a time, the current month drawn by the server, the others fetched from their static
 * calendar page on the first visit. The HTML is our own (escaped when built); its links open the
 * month page in a new tab.
 */
export function EventCalendarNav({ months, initialHtml }: { months: readonly EventCalendarMonth[]; initialHtml: string }) {
  const [index, setIndex] = useState(0);
  const [pages, setPages] = useState<Readonly<Record<number, string>>>({ 0: initialHtml });
  const [failed, setFailed] = useState(false);

  async function show(to: number) {
    const target = months[to];
    if (target === undefined) return;
    setFailed(false);
    setIndex(to);
    if (pages[to] !== undefined) return;
    try {
      const response = await fetch(target.fragmentHref);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const html = await response.text();
      setPages((known) => ({ ...known, [to]: html }));
    } catch {
      setFailed(true);
    }
  }

  const current = pages[index];
  const label = months[index]?.label ?? '';
  return (
    <div className={styles.calendar} data-testid="event-calendar">
      <div className={styles.nav}>
        <button type="button" onClick={() => void show(index - 1)} disabled={index === 0} aria-label="Previous month">
          ‹
        </button>
        <span aria-live="polite" className={styles.month}>
          {label}
        </span>
        <button type="button" onClick={() => void show(index + 1)} disabled={index >= months.length - 1} aria-label="Next month">
          ›
        </button>
      </div>
      {current !== undefined ? (
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: current }} />
      ) : (
        <p className={styles.status}>{failed ? 'The calendar could not be loaded. Please try again.' : 'Loading…'}</p>
      )}
    </div>
  );
}
