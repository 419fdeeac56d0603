import { BOOKING_COUNT_BANNER, PRODUCT_METRICS_PERIOD_DAYS } from '@/lib/config/constants';

/** A visitor counts once per product in each window of this length. */
export const VIEW_WINDOW_MS = 30 * 60_000;

/** 'Looking right now': other visitors with a view in the current or the previous window. */
export const LOOKING_NOW_WINDOWS = 2;

/**
 * The notice shows only from this many other visitors on: one other visitor is not a crowd, and
 * the text is plural ('N people looking right now').
 */
export const PEOPLE_LOOKING_MIN = 2;

/** Views older than the metrics period (spec 9: 2 days) are not kept. */
export const VIEW_RETENTION_MS = PRODUCT_METRICS_PERIOD_DAYS * 24 * 60 * 60_000;

/** The start of the view window an instant falls in. */
export function viewWindowStart(now: Date): Date {
  return new Date(Math.floor(now.getTime() / VIEW_WINDOW_MS) * VIEW_WINDOW_MS);
}

/** The earliest window that still counts as 'right now'. */
export function lookingNowSince(now: Date): Date {
  return new Date(viewWindowStart(now).getTime() - (LOOKING_NOW_WINDOWS - 1) * VIEW_WINDOW_MS);
}

/** The notice's text, or null below the minimum. */
export function peopleLookingText(count: number): string | null {
  return count >= PEOPLE_LOOKING_MIN ? `${count} people looking right now` : null;
}

/** How far back orders count for the booking notices (the booking-count banner's lead window, 48 hours). */
export const BOOKINGS_LOOKBACK_HOURS = BOOKING_COUNT_BANNER.leadWindowHours;

/**
 * The booking-count banner (ticket-buying 9): 'Booked N times today', or its rolling variant
 * 'Already booked N times today'; nothing below the minimum count. Orders are counted, never made up.
 */
export function bookedTodayText(count: number, rolling = false): string | null {
  if (count < BOOKING_COUNT_BANNER.minCount) return null;
  return `${rolling ? 'Already booked' : 'Booked'} ${count} ${count === 1 ? 'time' : 'times'} today`;
}

/** The social-proof message 'booked N times in past 24 hours'; nothing without an order. */
export function bookedPast24HoursText(count: number): string | null {
  return count >= 1 ? `Booked ${count} ${count === 1 ? 'time' : 'times'} in past 24 hours` : null;
}

/** The social-proof message 'booked in last N hrs', from the newest order (whole hours, at least 1). */
export function bookedInLastHoursText(hoursAgo: number | null): string | null {
  if (hoursAgo === null || hoursAgo > BOOKINGS_LOOKBACK_HOURS) return null;
  return `Booked in last ${hoursAgo} ${hoursAgo === 1 ? 'hr' : 'hrs'}`;
}

/** Whole hours since the last booking, rounded up (a booking 10 minutes ago is 'in last 1 hr'). */
export function hoursSince(then: Date, now: Date): number {
  return Math.max(1, Math.ceil((now.getTime() - then.getTime()) / 3_600_000));
}

/**
 * The rotating info bar's messages (storefront 9, ticket-buying 2), in the spec's order: booked
 * in last N hrs, N people looking right now, booked N times in past 24 hours; then the booking
 * count in its rolling variant (ticket-buying 9: 'Already booked N times today', from the
 * minimum count on). Only those whose real counts reach the notices' minimums; none at all is an
 * empty list (nothing is shown).
 */
export function infoBarMessages(counts: { lookingNow: number; bookedPast24Hours: number; lastBookedHoursAgo: number | null; bookedToday?: number }): string[] {
  return [
    bookedInLastHoursText(counts.lastBookedHoursAgo),
    peopleLookingText(counts.lookingNow),
    bookedPast24HoursText(counts.bookedPast24Hours),
    bookedTodayText(counts.bookedToday ?? 0, true),
  ].filter((text): text is string => text !== null);
}
