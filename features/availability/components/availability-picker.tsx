'use client';

import { withQueryProvider } from '@/components/query-provider';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { formatWholeDollars } from '@/lib/money';
import type { Availability } from '../schema';
import { formatSlotDate, formatSlotTime, groupByDate } from '../format';
import styles from './availability-picker.module.css';

export const AVAILABILITY_URL = '/api/availability';

export interface AvailabilityPickerProps {
  readonly productId: number;
  readonly productName: string;
  /** The dates of the details url; the server moves a past start to today. */
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly roomQty: number | null;
  readonly isHotel: boolean;
  /**
   * Spec 4 (hotel details): when every room of the stay is unavailable, the route is replaced
   * with these search results. Null: stay on the page and offer the next dates.
   */
  readonly replaceWhenNothingAvailable?: string | null;
}

async function fetchAvailability(params: Record<string, string>): Promise<Availability> {
  const response = await fetch(`${AVAILABILITY_URL}?${new URLSearchParams(params).toString()}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`availability answered ${response.status}`);
  return (await response.json()) as Availability;
}

/**
 * The details page's date-time picker (storefront 2.8): the product's performances (or, for a
 * hotel, its rooms for the stay) with prices, loaded fresh after hydration. Choosing one goes
 * on to quantity or seat selection. When the window has nothing, the next dates are offered.
 */
function AvailabilityPickerIsland({
  productId,
  productName,
  startDate,
  endDate,
  roomQty,
  isHotel,
  replaceWhenNothingAvailable = null,
}: AvailabilityPickerProps) {
  const router = useRouter();
  const [from, setFrom] = useState<{ startDate: string | null; endDate: string | null }>({ startDate, endDate });
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const ids = { date: useId(), next: useId(), heading: useId() };
  const params: Record<string, string> = { productId: String(productId) };
  if (from.startDate) params.startDate = from.startDate;
  if (from.endDate) params.endDate = from.endDate;
  if (roomQty) params.roomQty = String(roomQty);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['availability', params],
    queryFn: () => fetchAvailability(params),
    staleTime: 30_000,
  });

  const nothingAvailable = data !== undefined && data.message !== null;
  useEffect(() => {
    // Only for the stay the url asked for: a date the visitor picked from the next dates stays here.
    if (nothingAvailable && replaceWhenNothingAvailable !== null && from.startDate === startDate) router.replace(replaceWhenNothingAvailable);
  }, [nothingAvailable, replaceWhenNothingAvailable, router, from.startDate, startDate]);

  const heading = isHotel ? 'Choose a room' : 'Choose a date and time';
  let body;
  if (isPending) {
    body = <p className={styles.status}>Loading dates and prices…</p>;
  } else if (isError) {
    body = (
      <div role="alert" className={styles.error}>
        <p>We could not load dates and prices for {productName}.</p>
        <button type="button" className="button-primary" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  } else {
    const days = groupByDate(data.slots);
    const day = days.find((d) => d.date === chosenDate) ?? days.find((d) => d.slots.some((s) => s.available)) ?? days[0];
    body = (
      <>
        <p className={styles.window}>
          {formatSlotDate(data.startDate)} – {formatSlotDate(data.endDate)}
        </p>
        {data.message !== null ? (
          <div className={styles.empty}>
            <p role="status">{data.message}</p>
            {data.nextAvailableDates.length > 0 ? (
              <>
                <label htmlFor={ids.next}>Next available dates</label>
                <select
                  id={ids.next}
                  defaultValue=""
                  onChange={(event) => {
                    if (event.target.value === '') return;
                    setChosenDate(null);
                    setFrom({ startDate: event.target.value, endDate: null });
                  }}
                >
                  <option value="">Select a date</option>
                  {data.nextAvailableDates.map((date) => (
                    <option key={date} value={date}>
                      {formatSlotDate(date)}
                    </option>
                  ))}
                </select>
              </>
            ) : null}
          </div>
        ) : null}
        {days.length > 0 && day ? (
          <>
            <label htmlFor={ids.date}>Date</label>
            <select id={ids.date} value={day.date} onChange={(event) => setChosenDate(event.target.value)}>
              {days.map((d) => (
                <option key={d.date} value={d.date}>
                  {formatSlotDate(d.date)}
                  {d.slots.some((s) => s.available) ? '' : ` (${data.unavailableLabel})`}
                </option>
              ))}
            </select>
            <ul className={styles.slots} aria-label={`Times on ${formatSlotDate(day.date)}`}>
              {day.slots.map((slot) => (
                <li key={slot.dateTime}>
                  {slot.href ? (
                    <a className={styles.slot} href={slot.href} data-testid="availability-slot">
                      <span className={styles.time}>{formatSlotTime(slot.dateTime)}</span>
                      <span className={styles.price}>{formatWholeDollars(slot.priceCents)}</span>
                    </a>
                  ) : (
                    <span className={`${styles.slot} ${styles.unavailable}`}>
                      <span className={styles.time}>{formatSlotTime(slot.dateTime)}</span>
                      <span className={styles.price}>{data.unavailableLabel}</span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {data.rooms.length > 0 ? (
          <ul className={styles.rooms} aria-label="Rooms">
            {data.rooms.map((room) => (
              <li key={room.skuId} className={styles.room} data-testid="availability-room">
                <span className={styles.roomName}>{room.name}</span>
                {room.maxOccupancy ? <span className={styles.sleeps}>Sleeps {room.maxOccupancy}</span> : null}
                {room.href ? (
                  <>
                    <span className={styles.price}>
                      {formatWholeDollars(room.nightlyCents)} <small>per night</small>
                    </span>
                    <a className={styles.choose} href={room.href}>
                      Select<span className="visually-hidden"> {room.name}</span>
                    </a>
                  </>
                ) : (
                  <span className={styles.price}>{data.unavailableLabel}</span>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </>
    );
  }
  return (
    <section className={styles.picker} aria-labelledby={ids.heading} data-testid="availability" aria-busy={isPending}>
      <h2 id={ids.heading} className={styles.heading}>
        {heading}
      </h2>
      {body}
    </section>
  );
}

/** With its own QueryProvider: the root layout mounts none (issue 27). */
export const AvailabilityPicker = withQueryProvider(AvailabilityPickerIsland);
