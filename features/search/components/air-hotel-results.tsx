import type { ReactNode } from 'react';
import type { ProductSummary } from '@/features/catalog/types';
import { unavailableLabelFor } from '@/lib/config/product-types';
import { SORT_OPTIONS } from '@/lib/config/search-rules';
import { differenceInCalendarDays } from '@/lib/dates';
import { formatWholeDollars } from '@/lib/money';
import { airHotelSearchHref } from '../air-hotel/links';
import type { PackageQuote } from '../air-hotel/packages';
import type { AirHotelRequest } from '../air-hotel/request';
import { CABIN_CLASS_LABELS, FLIGHT_TIME_LABELS, travellersOf } from '../air-hotel/rules';
import { formatDateRange } from '../format';
import { SearchErrorScreen } from './search-error-screen';
import { SortBar } from './search-results-view';
import styles from './search-results.module.css';
import own from './air-hotel-results.module.css';

export interface PackageResult {
  readonly summary: ProductSummary;
  readonly hotel: ProductSummary | null;
  readonly quote: PackageQuote | null;
}

export interface AirHotelResultsProps {
  readonly request: AirHotelRequest;
  /** 'Los Angeles, CA (LAX) - Los Angeles International Airport', when the search names a known airport. */
  readonly airportLabel: string | null;
  /** Null when the search is invalid: nothing was fetched, `errors` say why. */
  readonly results: readonly PackageResult[] | null;
  readonly errors: readonly string[];
  /** The search widget island, prefilled with this search. */
  readonly widget: ReactNode;
  /** The catalog's rating stars, given by the page (a feature does not import another's components). */
  readonly renderRating: (product: ProductSummary) => ReactNode;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function PackageRow({ result, request, airportCode, renderRating }: { result: PackageResult; request: AirHotelRequest; airportCode: string; renderRating: AirHotelResultsProps['renderRating'] }) {
  const { summary, hotel, quote } = result;
  const nights = differenceInCalendarDays(request.endDate, request.startDate);
  const travellers = travellersOf(request.party);
  const stars = hotel?.starRating ?? null;
  return (
    <li className={own.row} data-testid="package-result" data-product-id={summary.id}>
      {summary.image ? (
        // Generated SVGs: next/image would only add a pass-through optimisation step.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={own.image} src={summary.image.path} alt="" width={summary.image.width} height={summary.image.height} loading="lazy" />
      ) : (
        <span className={own.image} />
      )}
      <div className={own.body}>
        <h2 className={own.name}>
          <a href={summary.href}>{summary.name}</a>
        </h2>
        <p className={own.meta}>
          {stars !== null ? <span>{`${stars} star hotel`}</span> : null}
          <span>{hotel?.location ?? summary.location}</span>
        </p>
        {renderRating(summary)}
        <p className={own.includes}>
          {`Round-trip ${CABIN_CLASS_LABELS[request.cabin].toLowerCase()} air from ${airportCode} and ${plural(nights, 'night', 'nights')} at ${hotel?.name ?? summary.location}`}
        </p>
        {quote ? (
          <ul className={own.rooms} aria-label="Rooms">
            {quote.rooms.map((room, index) => (
              <li key={index}>{`Room ${index + 1}: ${room.name}`}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={own.price}>
        {quote ? (
          <>
            <span className={own.label}>Package price</span>
            <strong className={own.amount} data-testid="per-person">
              {formatWholeDollars(quote.perPersonCents)}
            </strong>
            <span className={own.label}>per person</span>
            <span className={own.total} data-testid="package-total">
              {`${formatWholeDollars(quote.totalCents)} total for ${plural(travellers, 'traveler', 'travelers')}`}
            </span>
            <span className={own.split}>{`Air ${formatWholeDollars(quote.airCents)} + Hotel ${formatWholeDollars(quote.hotelCents)}`}</span>
            <a className={own.select} href={summary.href}>
              View package
            </a>
          </>
        ) : (
          <strong className={own.unavailable}>{unavailableLabelFor('AIR_HOTEL')}</strong>
        )}
      </div>
    </li>
  );
}

/**
 * The air+hotel results page: heading, the search as asked (flight, dates, party), the widget
 * to search again, the hotel sorts, and one row per package with its per-person and total
 * price; packages whose hotel has no room for the party on every night show 'No Vacancy' after
 * the bookable ones. An invalid search shows its messages and fetches nothing.
 */
export function AirHotelResults({ request, airportLabel, results, errors, widget, renderRating }: AirHotelResultsProps) {
  const dates = formatDateRange(request.startDate, request.endDate);
  const available = results?.filter((r) => r.quote !== null).length ?? 0;
  const travellers = travellersOf(request.party);
  return (
    <main id="main" className={`page ${styles.layout}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>Las Vegas Air + Hotel Packages</h1>
        <p className={styles.summary} data-testid="results-summary">
          {results === null ? dates : `${plural(available, 'package', 'packages')} available, ${dates}`}
        </p>
        {results !== null && airportLabel ? (
          <p className={own.flight} data-testid="flight-summary">
            {`Round trip from ${airportLabel} · ${CABIN_CLASS_LABELS[request.cabin]} · Depart ${FLIGHT_TIME_LABELS[request.depart]} · Return ${FLIGHT_TIME_LABELS[request.return]} · ${plural(request.party.length, 'room', 'rooms')}, ${plural(travellers, 'traveler', 'travelers')}`}
          </p>
        ) : null}
      </header>
      <aside className={styles.sidebar} aria-label="Search">
        <div className={styles.widget}>{widget}</div>
      </aside>
      <div className={styles.results}>
        {results === null ? (
          <SearchErrorScreen cause="other" details={errors} />
        ) : available === 0 ? (
          <SearchErrorScreen cause="other" />
        ) : (
          <>
            <SortBar options={SORT_OPTIONS.AIR_HOTEL} current={request.sortId} hrefOf={(sortId) => airHotelSearchHref(request, { sortId })} />
            <ul className={own.list} aria-label={`Air + hotel packages ${dates}`}>
              {results.map((result) => (
                <PackageRow key={result.summary.id} result={result} request={request} airportCode={request.from ?? ''} renderRating={renderRating} />
              ))}
            </ul>
            <p className={own.note}>Prices include round-trip air and hotel for the whole party. Taxes and fees are added at checkout.</p>
          </>
        )}
      </div>
    </main>
  );
}
