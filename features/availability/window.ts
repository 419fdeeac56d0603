import { searchRulesFor, type SearchDates } from '@/lib/config/search-rules';
import { SOLD_BY_DATE_TYPES, isSoldByDate } from '@/lib/config/product-types';
import type { ProductType } from '@/lib/config/product-types';
import { addCalendarDays, compareCalendarDates, differenceInCalendarDays } from '@/lib/dates';

/** Messages of spec 8 ('Availability failed'). */
export const AVAILABILITY_MESSAGES = {
  nextDates: 'Choose from drop down below for next available dates.',
  noDates: "We're sorry! There are currently no available dates for this product.",
} as const;

/** Types sold by date on their details page (the registry's `soldBy`): performances, departures, slots, seatings, hotel nights. */
export const SOLD_BY_DATE = SOLD_BY_DATE_TYPES;
export { isSoldByDate };

/** How many next dates are offered when the window has nothing. */
export const NEXT_AVAILABLE_DATES = 5;

/**
 * The dates the details page loads (storefront 2.8): the window starts at the later of the
 * requested start and today (Pacific; the query also skips what has already started today),
 * and keeps the requested end when that still makes a window the type allows; otherwise it
 * spans the type's default length. Hotels always get at least one night.
 */
export function availabilityWindow(
  type: ProductType,
  requested: { startDate: string | null; endDate: string | null },
  today: string,
): SearchDates {
  const rules = searchRulesFor(type);
  const startDate = requested.startDate !== null && compareCalendarDates(requested.startDate, today) > 0 ? requested.startDate : today;
  const minSpan = rules.allowSameDayEndDate ? 0 : 1;
  const end = requested.endDate;
  if (end !== null) {
    const span = differenceInCalendarDays(end, startDate);
    if (span >= minSpan && span <= rules.maxSearchWindow) return { startDate, endDate: end };
  }
  return { startDate, endDate: addCalendarDays(startDate, Math.max(minSpan, rules.endDateTimespan)) };
}
