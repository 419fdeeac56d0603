import { unavailableLabelFor } from '@/lib/config/product-types';
import { addCalendarDays } from '@/lib/dates';
import { routes } from '@/lib/routes';
import { calendarMonths, type LowestRate } from './rules';

// The city-wide deals calendar (issue 24 item 5, storefront 2.2): the city's lowest public
// one-night rate per night over the rate calendars' two months, laid out as month grids like the
// details page's rate calendar, each night linked to that hotel's details for that one night.

/** A hotel the calendar links to: its current name and the slug of its details url. */
export interface DealsHotel {
  readonly name: string;
  readonly slug: string;
}

/** A night of the calendar: before today (`past`), without any room in the city (`none`), or its deal. */
export type DealsNight =
  | { readonly kind: 'past'; readonly night: string }
  | { readonly kind: 'none'; readonly night: string }
  | {
      readonly kind: 'deal';
      readonly night: string;
      readonly rateCents: number;
      readonly productId: number;
      readonly hotelName: string;
      /** The hotel's details url for this night: check-in that night, check-out the next day. */
      readonly href: string;
    };

export interface DealsMonth {
  /** `yyyy-MM`. */
  readonly month: string;
  /** 'December 2026'. */
  readonly label: string;
  /** Sunday first; days outside the month are null. */
  readonly weeks: readonly (readonly (DealsNight | null)[])[];
}

export interface DealsCalendar {
  /** The first night on sale (today, Pacific) and the night after the last one. */
  readonly from: string;
  readonly until: string;
  readonly months: readonly DealsMonth[];
  /** Nights with a deal. */
  readonly dealNights: number;
  /** The lowest deal over the whole calendar (the earliest night of a tie), or null when none. */
  readonly lowest: Extract<DealsNight, { kind: 'deal' }> | null;
}

const MONTH_LABEL = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** What a night without any room left in the city says (the hotels' unavailable label, storefront 8). */
export const NO_DEAL_LABEL = unavailableLabelFor('HOTEL');

/** The details url of `hotel` for the one night `night` (storefront 2.2's hotelProductDetails). */
export function oneNightHref(productId: number, slug: string, night: string): string {
  return routes.hotelProductDetails.build({ productID: productId, productName: slug, startDate: night, endDate: addCalendarDays(night, 1) });
}

/**
 * Lays out the city's lowest rates (`findCityRateCalendar`) over `from`..`until`: every night
 * from `from` is a deal or `none`; days of the first month before `from` are `past`. A rate whose
 * hotel is not in `hotels` (no longer a hotel on the catalog) counts as no deal, never as a link to
 * a page that does not exist.
 */
export function buildDealsCalendar(
  city: { readonly from: string; readonly until: string; readonly rates: readonly LowestRate[] },
  hotels: ReadonlyMap<number, DealsHotel>,
): DealsCalendar {
  const byNight = new Map(city.rates.map((r) => [r.night, r]));
  let dealNights = 0;
  let lowest: DealsCalendar['lowest'] = null;
  const nightOf = (night: string): DealsNight => {
    if (night < city.from) return { kind: 'past', night };
    const rate = byNight.get(night);
    const hotel = rate === undefined ? undefined : hotels.get(rate.productId);
    if (rate === undefined || hotel === undefined) return { kind: 'none', night };
    const deal = {
      kind: 'deal' as const,
      night,
      rateCents: rate.rateCents,
      productId: rate.productId,
      hotelName: hotel.name,
      href: oneNightHref(rate.productId, hotel.slug, night),
    };
    dealNights += 1;
    if (lowest === null || deal.rateCents < lowest.rateCents) lowest = deal;
    return deal;
  };
  const months = calendarMonths(city.from, city.until).map(({ month, weeks }) => ({
    month,
    label: MONTH_LABEL.format(new Date(`${month}-15T12:00:00Z`)),
    weeks: weeks.map((week) => week.map((night) => (night === null ? null : nightOf(night)))),
  }));
  return { from: city.from, until: city.until, months, dealNights, lowest };
}
