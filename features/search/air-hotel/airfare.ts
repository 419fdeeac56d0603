import type { CabinClass } from './rules';

/**
 * Round-trip air fares of the air+hotel packages: our packaged fares are contracted by
 * distance band from the departure airport to Las Vegas (LAS) and by cabin, higher for
 * departures on the busiest travel days (Friday and Sunday, Pacific calendar), in whole
 * dollars. A seat is sold to every traveller two years old and up; a child under two flies on
 * a lap at a tenth of the fare. Pure, so the results page and the tests share it.
 */
const LAS = { lat: 36.084, lon: -115.1537 };
const EARTH_RADIUS_MILES = 3958.8;

const ECONOMY_BASE_DOLLARS = 79;
const ECONOMY_PER_MILE_DOLLARS = 0.14;
const MIN_ECONOMY_DOLLARS = 99;
export const CABIN_FACTOR: Readonly<Record<CabinClass, number>> = { Y: 1, C: 2.6, F: 3.8 };
export const PEAK_DAY_FACTOR = 1.12;
export const LAP_CHILD_AGE_LIMIT = 2;
export const LAP_CHILD_FACTOR = 0.1;

export function milesToLasVegas(from: { readonly lat: number; readonly lon: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(LAS.lat - from.lat);
  const dLon = rad(LAS.lon - from.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.lat)) * Math.cos(rad(LAS.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Friday (5) or Sunday (0) of a `yyyy-MM-dd` calendar date. */
function isPeakDay(date: string): boolean {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 5 || day === 0;
}

/** One adult seat, round trip, in cents (whole dollars). */
export function seatFareCents(from: { readonly lat: number; readonly lon: number }, cabin: CabinClass, departDate: string): number {
  const economy = Math.max(MIN_ECONOMY_DOLLARS, ECONOMY_BASE_DOLLARS + ECONOMY_PER_MILE_DOLLARS * milesToLasVegas(from));
  const dollars = economy * CABIN_FACTOR[cabin] * (isPeakDay(departDate) ? PEAK_DAY_FACTOR : 1);
  return Math.round(dollars) * 100;
}

/** The party's air fare in cents: a seat for each traveller of two and up, lap fares below. */
export function partyFareCents(seatCents: number, childAges: readonly number[], adults: number): number {
  const lapChildren = childAges.filter((age) => age < LAP_CHILD_AGE_LIMIT).length;
  const seats = adults + childAges.length - lapChildren;
  return seats * seatCents + lapChildren * Math.round((seatCents * LAP_CHILD_FACTOR) / 100) * 100;
}
