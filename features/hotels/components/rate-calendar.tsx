'use client';

import { withQueryProvider } from '@/components/query-provider';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { formatWholeDollars } from '@/lib/money';
import type { RateCalendar as RateCalendarData } from '../queries';
import { calendarMonths, pickCalendarNight, type CalendarPick } from '../rules';
import styles from './rate-calendar.module.css';

export const RATE_CALENDAR_URL = '/api/stays/rate-calendar';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface RateCalendarProps {
  readonly productId: number;
  /** The stay of the details url, shown as picked. */
  readonly checkIn: string | null;
  readonly checkOut: string | null;
  /** The hotel details path up to `/dates` (the picked dates are appended). */
  readonly datesPath: string;
  /** What follows the dates in the details url (`/quantity/2`), kept. */
  readonly suffix: string;
}

async function fetchCalendar(productId: number): Promise<RateCalendarData> {
  const response = await fetch(`${RATE_CALENDAR_URL}?productId=${productId}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`rate calendar answered ${response.status}`);
  return (await response.json()) as RateCalendarData;
}

/**
 * The hotel details page's rate calendar (storefront 7, issue 24 item 4): two months of the lowest
 * one-night rate this visitor pays (member deal aware), loaded fresh after hydration. The visitor
 * picks check-in, then check-out (no same-day end date, at most 14 nights), and the page moves to
 * the details url for that stay, so the room list and its prices follow.
 */
function RateCalendarIsland({ productId, checkIn, checkOut, datesPath, suffix }: RateCalendarProps) {
  const router = useRouter();
  const { data, isPending, isError } = useQuery({ queryKey: ['rate-calendar', productId], queryFn: () => fetchCalendar(productId), staleTime: 60_000 });
  const [pick, setPick] = useState<CalendarPick>({ checkIn, checkOut });
  const [message, setMessage] = useState<string | null>(null);

  if (isPending) return <p className={styles.status}>Loading nightly rates…</p>;
  if (isError) return <p className={styles.status}>We could not load nightly rates.</p>;

  const rates = new Map(data.rates.map((r) => [r.night, r.rateCents]));
  const choosingCheckOut = pick.checkIn !== null && pick.checkOut === null;

  function choose(night: string) {
    const next = pickCalendarNight(pick, night);
    setPick(next.pick);
    setMessage(next.message);
    if (next.pick.checkIn !== null && next.pick.checkOut !== null) router.push(`${datesPath}/${next.pick.checkIn}/${next.pick.checkOut}${suffix}`);
  }

  return (
    <section className={styles.calendar} aria-label="Rate calendar" data-testid="rate-calendar">
      <h2 className={styles.heading}>Lowest nightly rates</h2>
      <p className={styles.hint} aria-live="polite" data-testid="rate-calendar-message">
        {message ?? (choosingCheckOut ? 'Now choose your check-out date.' : 'Choose your check-in date.')}
      </p>
      <div className={styles.months}>
        {calendarMonths(data.from, data.until).map(({ month, weeks }) => (
          <table key={month} className={styles.month}>
            <caption>
              {MONTH_NAMES[Number(month.slice(5, 7)) - 1]} {month.slice(0, 4)}
            </caption>
            <thead>
              <tr>
                {WEEKDAYS.map((d) => (
                  <th key={d} scope="col">
                    {d}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, w) => (
                <tr key={w}>
                  {week.map((night, d) => {
                    if (night === null) return <td key={d} />;
                    const rate = rates.get(night);
                    // A night without a room is no check-in; it can still be a check-out.
                    const usable = night >= data.from && (rate !== undefined || (choosingCheckOut && night > pick.checkIn!));
                    const edge = night === pick.checkIn || night === pick.checkOut;
                    const inStay = pick.checkIn !== null && pick.checkOut !== null && night > pick.checkIn && night < pick.checkOut;
                    return (
                      <td key={d} className={edge ? styles.picked : inStay ? styles.inStay : undefined}>
                        <button type="button" className={styles.day} disabled={!usable} aria-pressed={edge} data-night={night} onClick={() => choose(night)}>
                          <span className={styles.date}>{Number(night.slice(8))}</span>
                          <span className={styles.rate}>{rate !== undefined ? formatWholeDollars(rate) : '–'}</span>
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </section>
  );
}

/** With its own QueryProvider: the root layout mounts none (issue 27). */
export const RateCalendar = withQueryProvider(RateCalendarIsland);
