/**
 * Pacific time for the whole app (DESIGN 2): event times are entered and shown on the Las Vegas
 * wall clock whatever the server's or the browser's zone.
 *
 * Two kinds of value, both plain strings so they travel through urls, forms and SQL unchanged:
 * - a calendar date `yyyy-MM-dd` (a day in Las Vegas, no instant attached);
 * - a date-time `yyyy-MM-ddTHH:mm` (the route format of a performance), read on the Pacific wall clock.
 *
 * Calendar arithmetic works on day numbers computed from the string itself, never on a `Date` at
 * local midnight, so no process zone or daylight-saving change can move a day. Only the offset of
 * the zone at an instant comes from Intl (`timeZoneName: 'longOffset'` of that instant). Date
 * libraries' `fromZonedTime` / `toZonedTime` / `formatInTimeZone` are not used: they pass through
 * a `Date` in the process's zone, so near a transition their answer depends on TZ (under TZ=Pacific/Auckland, 2026-11-01T01:30 comes out PST, under TZ=UTC PDT; and an
 * instant at 02:30 PDT on 2026-09-27 is formatted as 03:30 there).
 *
 * Wall-clock times that the zone skips or repeats (America/Los_Angeles in 2026: 2026-03-08 02:00
 * jumps to 03:00; 2026-11-01 02:00 falls back to 01:00) resolve the way RFC 5545 and Temporal's
 * default ('compatible') do:
 * - a time in the gap does not exist and is moved forward by the length of the gap:
 *   2026-03-08T02:30 is 03:30 PDT (10:30Z). A show listed "at 2:30" then starts after the change,
 *   never before 2:00, and no input throws.
 * - a time in the repeated hour means its first occurrence, still on daylight time:
 *   2026-11-01T01:30 is 01:30 PDT (08:30Z), not 01:30 PST (09:30Z).
 * So `yyyy-MM-ddTHH:mm` names every instant of the year except the second (PST) 01:00-01:59 of
 * the fall-back night, which formats like the first; parsing it back gives the first.
 */
export const PACIFIC_TIME_ZONE = 'America/Los_Angeles';

export interface CalendarDateParts {
  readonly year: number;
  /** 1 = January ... 12 = December. */
  readonly month: number;
  readonly day: number;
}

export interface PacificParts {
  /** The Pacific calendar date, yyyy-MM-dd. */
  readonly date: string;
  /** The Pacific wall-clock time, HH:mm (seconds dropped). */
  readonly time: string;
  /** Minutes east of UTC at that instant: -480 on standard time (PST), -420 on daylight time (PDT). */
  readonly offsetMinutes: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_SHAPE = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE_TIME_SHAPE = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;
/** Day numbers of 0000-01-01 and 9999-12-31: the range a four-digit year can write. */
const FIRST_DAY = -719_528;
const LAST_DAY = 2_932_896;

// ---------------------------------------------------------------------------
// Calendar dates (proleptic Gregorian, no zone involved)
// ---------------------------------------------------------------------------

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Days since 1970-01-01 (H. Hinnant's days_from_civil): integer arithmetic, no Date, no zone. */
function dayNumber({ year, month, day }: CalendarDateParts): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function fromDayNumber(days: number): string {
  if (!Number.isSafeInteger(days) || days < FIRST_DAY || days > LAST_DAY) {
    throw new RangeError('Date out of the range 0000-01-01 ... 9999-12-31');
  }
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/**
 * The parts of a `yyyy-MM-dd` date that exists, or null: exactly four, two and two digits
 * (no `2026-3-1`, no time, no spaces) and a real day (no 2026-02-30, 2026-13-01, 2026-02-29).
 */
export function parseCalendarDate(value: string): CalendarDateParts | null {
  const match = DATE_SHAPE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isCalendarDate(value: string): boolean {
  return parseCalendarDate(value) !== null;
}

function toDayNumber(date: string): number {
  const parts = parseCalendarDate(date);
  if (parts === null) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  return dayNumber(parts);
}

/** `date` plus `days` (negative goes back); throws RangeError on an invalid date or a fractional count. */
export function addCalendarDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  return fromDayNumber(toDayNumber(date) + days);
}

/** The same day `years` later (negative goes back); 29 February becomes 28 February in a common year. */
export function addCalendarYears(date: string, years: number): string {
  if (!Number.isInteger(years)) throw new RangeError(`Not a whole number of years: ${years}`);
  const parts = parseCalendarDate(date);
  if (parts === null) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  const year = parts.year + years;
  return fromDayNumber(dayNumber({ year, month: parts.month, day: Math.min(parts.day, daysInMonth(year, parts.month)) }));
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A calendar date as a visitor reads it: 'November 23, 2027' (no zone involved). */
export function formatCalendarDate(date: string): string {
  const parts = parseCalendarDate(date);
  if (parts === null) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  return `${MONTH_NAMES[parts.month - 1]} ${parts.day}, ${parts.year}`;
}

/** Calendar days from `earlier` to `later` (negative when `later` is before), like date-fns's, but zone-free. */
export function differenceInCalendarDays(later: string, earlier: string): number {
  return toDayNumber(later) - toDayNumber(earlier);
}

/** 0 = Sunday ... 6 = Saturday, like Date#getDay. */
export function weekdayOf(date: string): number {
  // 1970-01-01 was a Thursday.
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

/** -1, 0 or 1 as `a` is before, on or after `b`; usable as an Array#sort comparator. */
export function compareCalendarDates(a: string, b: string): -1 | 0 | 1 {
  return Math.sign(differenceInCalendarDays(a, b)) as -1 | 0 | 1;
}

// ---------------------------------------------------------------------------
// Instants and the Pacific wall clock
// ---------------------------------------------------------------------------

// The platform's own zone data (Intl), not a date library: this module runs in the browser on most
// page kinds, where date-fns-tz cost about 9 kB gzip of first-load JavaScript (issue 27).
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: PACIFIC_TIME_ZONE, timeZoneName: 'longOffset' });

/** The zone's offset (ms east of UTC) at an instant. */
function offsetAt(epochMs: number): number {
  // 'GMT-08:00' ('GMT' alone at a zero offset; seconds, before standard time, are dropped).
  const text = offsetFormat.formatToParts(new Date(epochMs)).find((part) => part.type === 'timeZoneName')?.value ?? '';
  if (text === 'GMT') return 0;
  const match = /^GMT([+-])(\d{2}):(\d{2})(?::\d{2})?$/.exec(text);
  if (!match) throw new RangeError(`Unexpected zone offset ${text}`);
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -minutes : minutes) * MINUTE_MS;
}

/**
 * The one offset in force for every instant whose Pacific date is that day (and a margin either
 * side), or null when the offset changes near it. Memoised: a seed asks for tens of thousands of
 * instants on a few hundred dates, and the answer for a date never changes.
 */
const uniformOffsets = new Map<number, number | null>();

function uniformOffsetOfDay(day: number): number | null {
  const known = uniformOffsets.get(day);
  if (known !== undefined) return known;
  // Offsets lie within +-14 h, so the instants of the day sit inside [midnight - 1 day, midnight + 2 days].
  const midnight = day * DAY_MS;
  const before = offsetAt(midnight - DAY_MS);
  const uniform = offsetAt(midnight + 2 * DAY_MS) === before ? before : null;
  if (uniformOffsets.size >= 4096) uniformOffsets.clear();
  uniformOffsets.set(day, uniform);
  return uniform;
}

function instantOfWallClock(day: number, hours: number, minutes: number): Date {
  const wall = day * DAY_MS + (hours * 60 + minutes) * MINUTE_MS;
  const uniform = uniformOffsetOfDay(day);
  if (uniform !== null) return new Date(wall - uniform);
  // A transition is near (zones change at most once in a few days): try the offset before it and
  // the one after it, keep those that really hold at the instant they give.
  const before = offsetAt(wall - DAY_MS);
  const after = offsetAt(wall + DAY_MS);
  const fits = [wall - before, wall - after].filter((instant) => wall - offsetAt(instant) === instant);
  // Repeated hour: both fit, take the earlier (first) occurrence. Gap: neither fits; reading
  // the wall clock with the offset from before the change moves it forward by the gap.
  return new Date(fits.length > 0 ? Math.min(...fits) : wall - before);
}

/**
 * The instant of a Pacific wall-clock time `HH:mm` on a Pacific date. A skipped time moves
 * forward (2026-03-08 02:30 -> 03:30 PDT); a repeated one is its first, daylight-time, occurrence
 * (2026-11-01 01:30 -> 01:30 PDT). Throws RangeError on a malformed date or time.
 */
export function pacificInstant(date: string, time: string): Date {
  const match = TIME_SHAPE.exec(time);
  if (!match) throw new RangeError(`Not an HH:mm time: ${time}`);
  return instantOfWallClock(toDayNumber(date), Number(match[1]), Number(match[2]));
}

/** The Pacific date, wall-clock time and offset of an instant. Throws RangeError on an invalid Date. */
export function pacificParts(instant: Date): PacificParts {
  const epochMs = instant.getTime();
  if (Number.isNaN(epochMs)) throw new RangeError('Invalid Date');
  const offset = offsetAt(epochMs);
  const wall = epochMs + offset;
  const day = Math.floor(wall / DAY_MS);
  const minuteOfDay = Math.floor((wall - day * DAY_MS) / MINUTE_MS);
  return {
    date: fromDayNumber(day),
    time: `${pad(Math.floor(minuteOfDay / 60), 2)}:${pad(minuteOfDay % 60, 2)}`,
    offsetMinutes: offset / MINUTE_MS,
  };
}

/** Today's date in Las Vegas at the instant `now`. */
export function pacificToday(now: Date): string {
  return pacificParts(now).date;
}

/** An instant as the route's Pacific `yyyy-MM-ddTHH:mm` (seconds dropped). */
export function formatPacificDateTime(instant: Date): string {
  const { date, time } = pacificParts(instant);
  return `${date}T${time}`;
}

/** Whether a value is a well-formed `yyyy-MM-ddTHH:mm` on a real date (a skipped time still counts: see pacificInstant). */
export function isPacificDateTime(value: string): boolean {
  const match = DATE_TIME_SHAPE.exec(value);
  return match !== null && isCalendarDate(match[1] ?? '') && TIME_SHAPE.test(match[2] ?? '');
}

/** The instant of a route `yyyy-MM-ddTHH:mm` read on the Pacific wall clock, or null when malformed. */
export function parsePacificDateTime(value: string): Date | null {
  if (!isPacificDateTime(value)) return null;
  return pacificInstant(value.slice(0, 10), value.slice(11));
}
