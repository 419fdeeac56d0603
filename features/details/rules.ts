import { PRODUCT_TYPE_CONFIG, type ProductType, type WidgetType } from '@/lib/config/product-types';
import { SEARCH_RULES, shiftPastWindow, urlSearchWindow, type SearchDates } from '@/lib/config/search-rules';
import { differenceInCalendarDays } from '@/lib/dates';

/**
 * What a product's details page shows for its type (spec 2.8), read from the type's registry
 * entry: the page in app/ renders this plan and decides nothing itself.
 */
export interface DetailsPagePlan {
  /** The dated performances, departures or seatings of the JSON-LD's events (not for stays). */
  readonly upcomingEvents: boolean;
  /** Spec 2.8: restaurant pages skip reviews. */
  readonly reviews: boolean;
  /** The review section's hotel wording (guest scores). */
  readonly hotelReviews: boolean;
  /** The change-search toggle with the type's widget; null where the page has none. */
  readonly changeSearch: WidgetType | null;
  /** The availability picker, for a stay (nights, rooms) or a date; null where nothing is sold by date. */
  readonly availability: { readonly stay: boolean } | null;
  /** When nothing is available the picker replaces the page with the search results (stays). */
  readonly replaceWhenNothingAvailable: boolean;
}

export function detailsPagePlan(type: ProductType, sellable: boolean): DetailsPagePlan {
  const config = PRODUCT_TYPE_CONFIG[type];
  const stay = config.soldBy === 'stay';
  const soldByDate = sellable && config.soldBy !== null;
  return {
    upcomingEvents: soldByDate && !stay,
    reviews: config.details.reviews,
    hotelReviews: stay,
    changeSearch: sellable && config.search !== null && config.search.onDetailsPage ? (type as WidgetType) : null,
    availability: soldByDate ? { stay } : null,
    replaceWhenNothingAvailable: stay,
  };
}

/**
 * Spec 4: a stay that starts in the past moves to today with the same length; null when the
 * type is not a stay, the url has no dates, or they do not start in the past.
 */
export function pastStayShift(type: ProductType, startDate: string | null, endDate: string | null, today: string): SearchDates | null {
  if (PRODUCT_TYPE_CONFIG[type].soldBy !== 'stay' || startDate === null) return null;
  return shiftPastWindow(startDate, endDate ?? startDate, today);
}

/**
 * Issue 25 item 4: the dates a details url should carry instead of its own, or null when its own
 * are what the site builds. An end before the start becomes the spec's window (both the end
 * date, as the search widget makes it); dates no search of the type can ask for (beyond
 * MaxDaysInFuture, a window longer than MaxSearchWindow, a stay of no night) are dropped: the
 * visitor lands on the product's page and picks dates there. `permanent` is false when the
 * answer changes with time (dates beyond MaxDaysInFuture come within it one day).
 */
export function detailsDatesChange(
  type: ProductType,
  startDate: string | null,
  endDate: string | null,
  today: string,
): { readonly dates: SearchDates | null; readonly permanent: boolean } | null {
  if (startDate === null) return null;
  if (endDate === null) {
    // A start date alone is not a window; only one no search can reach is dropped.
    return differenceInCalendarDays(startDate, today) > SEARCH_RULES[type].maxDaysInFuture ? { dates: null, permanent: false } : null;
  }
  const window = urlSearchWindow(type, startDate, endDate, today);
  if (window.dates !== null && window.dates.startDate === startDate && window.dates.endDate === endDate) return null;
  return window;
}

/** Five rooms and more are a group trip, booked through the group-travel page. */
const GROUP_ROOMS = 5;

/**
 * Spec 2.8: a hotel's roomQty counts only below 5 and with the showtel flow off; this store has no
 * hotel+show package flow (and so no FLAG_SHOWTEL), so only the count decides.
 */
export function effectiveRoomQty(roomQty: number | null): number | null {
  return roomQty !== null && roomQty < GROUP_ROOMS ? roomQty : null;
}

/** The page title: 'Mystère - Las Vegas Show'. */
export function detailsTitle(productName: string, singular: string): string {
  return `${productName} - Las Vegas ${singular}`;
}

/** The change-search toggle's summary: the url's dates (as the search feature writes a range), or an invitation to search. */
export function changeSearchSummary(dateRange: string | null, singular: string): string {
  return dateRange !== null ? `Your search: ${dateRange}` : `Search Las Vegas ${singular}s`;
}
