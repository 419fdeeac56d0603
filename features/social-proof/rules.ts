import { PRODUCT_METRICS_PERIOD_DAYS } from '@/lib/config/constants';

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
