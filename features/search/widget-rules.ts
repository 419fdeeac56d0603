import { MAX_PEOPLE_PER_ROOM } from '@/lib/config/constants';
import { SEARCH_RULES, normalizeSearchWindow, validateSearchWindow } from '@/lib/config/search-rules';
import { addCalendarDays, isCalendarDate } from '@/lib/dates';
import type { ProductType } from '@/lib/config/product-types';

/**
 * The search widgets' rules (storefront 5, ticket-buying 5), shared by the browser and the
 * server: text dates, the per-type date rules of lib/config, rooms and travellers.
 */
export const FIELD_REQUIRED = 'Field is required.';
export const DATE_NOT_VALID = 'Date is not valid.';
export const END_NOT_AFTER_START = 'End date not after start';
export const START_NOT_BEFORE_END = 'Start date not before end';
/** Date inputs: maximum length 15 characters. */
export const MAX_DATE_INPUT_LENGTH = 15;

export function windowTooLongMessage(type: ProductType): string {
  return `Please choose a search of ${SEARCH_RULES[type].maxSearchWindow} days or less.`;
}

const TEXT_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A month/day/year text date (the form's and the cookies' format) as `yyyy-MM-dd`, or null. */
export function parseTextDate(text: string): string | null {
  const match = TEXT_DATE.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

/** `yyyy-MM-dd` as the form's `MM/dd/yyyy`. */
export function formatTextDate(iso: string): string {
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}

const pacificDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' });

/** Today in Las Vegas, read where the code runs (a cached page's server date may be minutes old). */
export function pacificTodayHere(now: Date = new Date()): string {
  return pacificDate.format(now);
}

export interface DateCheck {
  /** Both dates, normalised (an end before the start makes both the end), when valid. */
  readonly dates: { startDate: string; endDate: string } | null;
  readonly errors: { startDate?: string; endDate?: string };
}

function checkOne(text: string, type: ProductType, today: string): { iso: string | null; error?: string } {
  if (text.trim() === '') return { iso: null, error: FIELD_REQUIRED };
  if (text.length > MAX_DATE_INPUT_LENGTH) return { iso: null, error: DATE_NOT_VALID };
  const iso = parseTextDate(text);
  if (iso === null || iso < today || iso > addCalendarDays(today, SEARCH_RULES[type].maxDaysInFuture)) {
    return { iso: null, error: DATE_NOT_VALID };
  }
  return { iso };
}

/** Checks a widget's two text dates against the type's rules (storefront 5 and 9). */
export function checkSearchDates(type: ProductType, startText: string, endText: string, today: string): DateCheck {
  const start = checkOne(startText, type, today);
  const end = checkOne(endText, type, today);
  const errors: { startDate?: string; endDate?: string } = {};
  if (start.error) errors.startDate = start.error;
  if (end.error) errors.endDate = end.error;
  if (start.iso === null || end.iso === null) return { dates: null, errors };

  const dates = normalizeSearchWindow(start.iso, end.iso);
  const problems = validateSearchWindow(type, dates.startDate, dates.endDate, today);
  if (problems.includes('same-day-end-not-allowed')) {
    errors.startDate = START_NOT_BEFORE_END;
    errors.endDate = END_NOT_AFTER_START;
  } else if (problems.includes('window-too-long')) {
    errors.endDate = windowTooLongMessage(type);
  } else if (problems.length > 0) {
    errors.endDate = DATE_NOT_VALID;
  }
  return Object.keys(errors).length === 0 ? { dates, errors } : { dates: null, errors };
}

// ---------------------------------------------------------------------------
// Rooms and travellers (ticket-buying 5 and 9)
// ---------------------------------------------------------------------------

export { MAX_PEOPLE_PER_ROOM };
export const DEFAULT_ADULTS = 2;
/** '5+' rooms: the group-travel page takes over. */
export const ROOM_OPTIONS = [1, 2, 3, 4, 5] as const;
export const GROUP_ROOM_QTY = 5;
/** 'Choose Age' (disabled) is -1, '<1' is 0, then 1 to 17. */
export const CHILD_AGE_UNSET = -1;
export const CHILD_AGES = Array.from({ length: 18 }, (_, age) => age);

export interface RoomTravellers {
  adults: number;
  children: number;
  childAges: number[];
}

/** Adult options of a room: 1 to 4 minus its children. */
export function adultOptions(children: number): number[] {
  return Array.from({ length: Math.max(1, MAX_PEOPLE_PER_ROOM - children) }, (_, i) => i + 1);
}

/** Child options of a room: 0 to 4 minus its adults. */
export function childOptions(adults: number): number[] {
  return Array.from({ length: Math.max(0, MAX_PEOPLE_PER_ROOM - adults) + 1 }, (_, i) => i);
}

export function defaultRoom(): RoomTravellers {
  return { adults: DEFAULT_ADULTS, children: 0, childAges: [] };
}

/** A room's count of child-age fields follows its child count; new children start unset. */
export function withChildren(room: RoomTravellers, children: number): RoomTravellers {
  const childAges = Array.from({ length: children }, (_, i) => room.childAges[i] ?? CHILD_AGE_UNSET);
  return { ...room, children, childAges };
}

export function isValidChildAge(age: number): boolean {
  return Number.isInteger(age) && age >= 0 && age <= 17;
}
