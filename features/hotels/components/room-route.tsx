import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { linePagePathFor, productTypeInfo } from '@/lib/config/product-types';
import { formatCalendarDate } from '@/lib/dates';
import { loadRoomSelectionPage } from '../room-page';
import { stayNights } from '../rules';
import styles from './room-selection.module.css';

export type RoomRouteProps = { params: Promise<{ base: string; productID: string; productName: string; rest: string[] }> };

/** What the route's island gets: the hotel, the stay and where Select leads. */
export interface RoomIslandInput {
  readonly hotel: { readonly id: number; readonly name: string };
  readonly checkIn: string;
  readonly checkOut: string;
  readonly cartHref: string;
}

/**
 * The hotel room selection page (`hotelSkuSelection`, issue 24 item 2): breadcrumbs ending in
 * SELECT ROOM, the hotel and the stay with a link back to its details for other dates, and the
 * room list island (`island`, put here by the route in app/, which adds the visitor's party from
 * the search cookies). The same for every visitor, so it is cached; prices load fresh.
 */
export function roomSelectionRoute(island: (input: RoomIslandInput) => ReactNode) {
  async function load(props: RoomRouteProps) {
    const { base, productID, productName, rest } = await props.params;
    return loadRoomSelectionPage([base, productID, productName, 'quantity', ...rest]);
  }

  async function generateMetadata(props: RoomRouteProps): Promise<Metadata> {
    const { hotel } = await load(props);
    return { title: `Select Room - ${hotel.name}`, robots: { index: false, follow: true } };
  }

  async function Page(props: RoomRouteProps) {
    const { hotel, checkIn, checkOut, detailsHref, cartHref } = await load(props);
    const nights = stayNights(checkIn, checkOut).length;
    return (
      <main id="main" className="page" data-testid="room-selection">
        <Breadcrumbs
          crumbs={[
            { label: 'Vegas', href: '/' },
            { label: productTypeInfo('HOTEL').plural, href: linePagePathFor('HOTEL') },
            { label: hotel.name, href: hotel.href },
            { label: 'SELECT ROOM' },
          ]}
        />
        <header className={styles.header}>
          <h1>{hotel.name}</h1>
          <p>
            Check-in <time dateTime={checkIn}>{formatCalendarDate(checkIn)}</time> · Check-out{' '}
            <time dateTime={checkOut}>{formatCalendarDate(checkOut)}</time> · {nights} {nights === 1 ? 'night' : 'nights'}
            {hotel.location ? <span> · {hotel.location}</span> : null}{' '}
            <a href={detailsHref}>change dates</a>
          </p>
        </header>
        {island({ hotel: { id: hotel.id, name: hotel.name }, checkIn, checkOut, cartHref })}
      </main>
    );
  }

  return { generateMetadata, Page };
}
