import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

/** Event times are Pacific whatever the server's zone (DESIGN 2). */
export const VEGAS_TIME_ZONE = 'America/Los_Angeles';

const DAY_MS = 86_400_000;

/** Today's calendar date in Las Vegas as yyyy-MM-dd. */
export function pacificToday(now: Date): string {
  return formatInTimeZone(now, VEGAS_TIME_ZONE, 'yyyy-MM-dd');
}

function parseDate(isoDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Not a yyyy-MM-dd date: ${isoDate}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** Calendar arithmetic on plain dates; done in UTC so daylight-saving shifts never skip or repeat a day. */
export function addDays(isoDate: string, days: number): string {
  return new Date(parseDate(isoDate) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday, like Date#getDay. */
export function weekdayOf(isoDate: string): number {
  return new Date(parseDate(isoDate)).getUTCDay();
}

/** The instant of a Pacific wall-clock time (HH:mm) on a Pacific date. */
export function pacificInstant(isoDate: string, time: string): Date {
  return fromZonedTime(`${isoDate}T${time}:00`, VEGAS_TIME_ZONE);
}
