'use client';

import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import type { Availability } from '@/features/availability/schema';
import { pacificToday } from '@/lib/dates';
import { formatSlotTime, skuFetchWindow } from '../ticket-model';
import styles from './ticket-panel.module.css';

/** The performance the panel sells: its id, Pacific 'yyyy-MM-ddTHH:mm' and its own page. */
export interface ChosenPerformance {
  readonly id: number;
  readonly dateTime: string;
  readonly href: string;
}

async function performanceTimes(productId: number, window: { startDate: string; endDate: string }): Promise<Availability> {
  const query = new URLSearchParams({ productId: String(productId), ...window });
  const response = await fetch(`/api/availability?${query.toString()}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`availability answered ${response.status}`);
  return (await response.json()) as Availability;
}

/**
 * Step 0 of the panel (ticket-buying 2): the date and time. The performances around the chosen
 * one (the spec 4 window: the chosen day to 2 days later when it is today, else a day either
 * side) are read fresh; choosing one hands it to the page, which loads its tickets without
 * leaving (the url follows, so a reload or a shared link shows the same performance).
 */
export function DateTimeStep({ productId, current, onChoose }: { productId: number; current: ChosenPerformance; onChoose: (next: ChosenPerformance) => void }) {
  const heading = useId();
  const window = skuFetchWindow(current.dateTime.slice(0, 10), pacificToday(new Date()));
  const times = useQuery({
    queryKey: ['performance-times', productId, window.startDate, window.endDate],
    queryFn: () => performanceTimes(productId, window),
  });
  const slots = useMemo(() => {
    const open = (times.data?.slots ?? []).flatMap((slot) => (slot.available && slot.href !== null ? [{ id: slot.performanceId, dateTime: slot.dateTime, href: slot.href }] : []));
    const list = open.some((slot) => slot.id === current.id) ? open : [current, ...open];
    return [...list].sort((a, b) => a.dateTime.localeCompare(b.dateTime));
  }, [times.data, current]);

  return (
    <section aria-labelledby={heading} className={styles.dateStep} data-testid="date-time-step">
      <h2 id={heading} className={styles.stepTitle}>
        Date &amp; Time
      </h2>
      <select
        className={styles.dateSelect}
        aria-label="Date and time"
        aria-busy={times.isPending}
        value={current.id}
        onChange={(event) => {
          const next = slots.find((slot) => slot.id === Number(event.target.value));
          if (next && next.id !== current.id) onChoose(next);
        }}
      >
        {slots.map((slot) => (
          <option key={slot.id} value={slot.id}>
            {formatSlotTime(slot.dateTime)}
          </option>
        ))}
      </select>
      {times.isError ? <p className={styles.hint}>Other dates and times could not be loaded.</p> : null}
    </section>
  );
}
