'use client';

import { withQueryProvider } from '@/components/query-provider';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { trackThen } from '@/features/analytics/track';
import { formatDollars } from '@/lib/money';
import type { HotelStayOffer, RoomTypeForStay } from '../queries';
import type { StayHoldAnswer } from '../schema';
import { checkOccupancy } from '../rules';
import styles from './room-selection.module.css';

export const STAY_OFFER_URL = '/api/stays/offer';
export const STAYS_URL = '/api/stays';
const HOLD_FAILED_MESSAGE = 'Sorry, we could not add this room. Please try again.';

/** The party the rooms are for: rooms asked for and guests in all. */
export interface Party {
  readonly rooms: number;
  readonly guests: number;
}

export interface RoomSelectionProps {
  readonly hotel: { readonly id: number; readonly name: string };
  readonly checkIn: string;
  readonly checkOut: string;
  readonly party: Party;
  readonly cartHref: string;
}

async function fetchOffer(params: Record<string, string>): Promise<HotelStayOffer> {
  const response = await fetch(`${STAY_OFFER_URL}?${new URLSearchParams(params).toString()}`, { cache: 'no-store' });
  const answer = (await response.json()) as HotelStayOffer | { error: string };
  if (!response.ok || 'error' in answer) throw new Error('error' in answer ? answer.error : `offer answered ${response.status}`);
  return answer;
}

/** The room list's place while the party or the rooms load: the same box as the list, so nothing moves when they arrive. */
export function RoomSelectionLoading() {
  return <p className={styles.status}>Loading rooms and prices…</p>;
}

/**
 * The room selection list (issue 24 item 2): the hotel's room types for the stay with this
 * visitor's prices, loaded fresh after hydration. A room type free for every night shows its
 * average nightly price, the stay's room price, fees, taxes and total; the low-capacity message
 * under 10 rooms left; 'No Vacancy' when none is free. A room type that does not sleep the party
 * says so. Select holds the room type for every night (POST /api/stays) and goes to the cart.
 */
function RoomSelectionIsland({ hotel, checkIn, checkOut, party, cartHref }: RoomSelectionProps) {
  const params = { productId: String(hotel.id), checkIn, checkOut, rooms: String(party.rooms) };
  const { data, error, isPending, refetch } = useQuery({ queryKey: ['stay-offer', params], queryFn: () => fetchOffer(params), staleTime: 0 });
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  async function choose(room: RoomTypeForStay) {
    setBusy(room.roomType.skuId);
    setMessage(null);
    try {
      const response = await fetch(STAYS_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ productId: hotel.id, skuId: room.roomType.skuId, checkIn, checkOut, rooms: party.rooms, guests: party.guests }),
      });
      const answer = (await response.json()) as StayHoldAnswer | { error: string };
      if (!response.ok || 'error' in answer) {
        setMessage('error' in answer ? answer.error : HOLD_FAILED_MESSAGE);
        void refetch();
        return;
      }
      const added = { id: hotel.id, name: hotel.name, type: 'HOTEL' as const, priceCents: answer.totalCents, quantity: answer.rooms, variant: room.roomType.name };
      trackThen({ event: 'add_to_cart', products: [added] }, () => window.location.assign(cartHref));
    } catch {
      setMessage(HOLD_FAILED_MESSAGE);
    } finally {
      setBusy(null);
    }
  }

  if (isPending) return <RoomSelectionLoading />;
  if (error) return <p className={styles.status} role="alert">{error.message}</p>;
  return (
    <section aria-label="Rooms" className={styles.selection}>
      {data.unavailableLabel ? (
        <p className={styles.noVacancy} data-testid="no-vacancy">
          {data.unavailableLabel}
        </p>
      ) : null}
      {message ? (
        <p className={styles.message} role="alert">
          {message}
        </p>
      ) : null}
      <ul className={styles.rooms}>
        {data.roomTypes.map((room) => {
          const occupancy = checkOccupancy(room.roomType.maxOccupancy, party.rooms, party.guests);
          return (
            <li key={room.roomType.skuId} className={styles.room} data-testid="room-type">
              <div className={styles.about}>
                <h3 className={styles.name}>{room.roomType.name}</h3>
                <p>
                  {room.roomType.beds} · Sleeps {room.roomType.maxOccupancy}
                </p>
                {room.roomType.amenities.length > 0 ? <p className={styles.amenities}>{room.roomType.amenities.join(' · ')}</p> : null}
                <p className={styles.cancel}>Free cancellation up to {room.roomType.cancellationHours} hours before check-in</p>
                {room.available && room.lowCapacityMessage ? <p className={styles.low}>{room.lowCapacityMessage}</p> : null}
              </div>
              {room.available ? (
                <dl className={styles.prices}>
                  <div>
                    <dt>Average per night</dt>
                    <dd data-testid="room-average">
                      {formatDollars(room.perRoom.averageNightlyCents)} <span className={styles.fees}>+Fees</span>
                    </dd>
                  </div>
                  <div>
                    <dt>
                      {room.nights.length} {room.nights.length === 1 ? 'night' : 'nights'}
                      {party.rooms > 1 ? `, ${party.rooms} rooms` : ''}
                    </dt>
                    <dd>{formatDollars(room.total.roomCents)}</dd>
                  </div>
                  <div>
                    <dt>Fees</dt>
                    <dd>{formatDollars(room.total.feesCents)}</dd>
                  </div>
                  <div>
                    <dt>Taxes</dt>
                    <dd>{formatDollars(room.total.taxesCents)}</dd>
                  </div>
                  <div className={styles.total}>
                    <dt>Total</dt>
                    <dd data-testid="room-total">{formatDollars(room.total.totalCents)}</dd>
                  </div>
                </dl>
              ) : (
                <p className={styles.unavailable}>{data.unavailableLabel ?? 'Not available for every night of your stay'}</p>
              )}
              {room.available ? (
                occupancy ? (
                  <p className={styles.occupancy}>{occupancy.message}</p>
                ) : (
                  <button type="button" className={styles.select} disabled={busy !== null} onClick={() => void choose(room)}>
                    {busy === room.roomType.skuId ? 'Adding…' : 'Select'}
                    <span className="visually-hidden"> {room.roomType.name}</span>
                  </button>
                )
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** With its own QueryProvider: the root layout mounts none (issue 27). */
export const RoomSelection = withQueryProvider(RoomSelectionIsland);
