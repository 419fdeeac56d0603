import { PRODUCT_TYPE_CONFIG, type ProductType, type WidgetType } from '@/lib/config/product-types';
import { shiftPastWindow, type SearchDates } from '@/lib/config/search-rules';

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

/** Five rooms and more are a group trip, booked through the group-travel page. */
const GROUP_ROOMS = 5;

/** Spec 2.8: a hotel's roomQty counts only below 5 and with the showtel flow off. */
export function effectiveRoomQty(roomQty: number | null, showtel: boolean): number | null {
  return roomQty !== null && roomQty < GROUP_ROOMS && !showtel ? roomQty : null;
}

/** The page title: 'Mystère - Las Vegas Show'. */
export function detailsTitle(productName: string, singular: string): string {
  return `${productName} - Las Vegas ${singular}`;
}

/** The change-search toggle's summary: the url's dates (as the search feature writes a range), or an invitation to search. */
export function changeSearchSummary(dateRange: string | null, singular: string): string {
  return dateRange !== null ? `Your search: ${dateRange}` : `Search Las Vegas ${singular}s`;
}
