import { GROUP_TRAVEL_ROOM_QTY as GROUP_ROOM_QTY, MAX_PEOPLE_PER_ROOM, RATE_CALENDAR_MONTHS, lowCapacityMessage } from '@/lib/config/constants';
import { searchRulesFor } from '@/lib/config/search-rules';
import { unavailableLabelFor } from '@/lib/config/product-types';
import { addCalendarDays, differenceInCalendarDays, isCalendarDate, pacificToday, weekdayOf } from '@/lib/dates';
import { insiderPriceApplies, type InsiderEntitlement } from '@/lib/insider-pricing';

// The rules of a hotel stay (storefront 4 and 9, ticket-buying 5 and 9): pure, so the room
// selection page, the stay form's route and the claims all judge a stay the same way.

/** Hotels: maximum window 14 days (storefront 9), so a stay is at most 14 nights. */
export const MAX_STAY_NIGHTS = searchRulesFor('HOTEL').maxSearchWindow;
/** Rooms bookable online at a time; '5+' goes to the group request (ticket-buying 9). */
export const MAX_ROOMS_ONLINE = GROUP_ROOM_QTY - 1;

export const STAY_MESSAGES = {
  badDates: 'Please choose a check-in and a check-out date.',
  sameDay: 'Check-out must be at least one night after check-in.',
  tooLong: `A stay can be at most ${MAX_STAY_NIGHTS} nights.`,
  pastCheckIn: 'Check-in cannot be in the past.',
  rooms: `Online you can book 1 to ${MAX_ROOMS_ONLINE} rooms at a time; for ${GROUP_ROOM_QTY} or more, send a group request.`,
  guestPerRoom: 'Every room needs at least one guest.',
  noVacancy: 'Sorry, this room type is no longer available for every night of your stay.',
} as const;

/** Most guests `rooms` rooms of a room type sleep: its occupancy, and never more than 4 a room. */
export function guestsAllowed(maxOccupancy: number, rooms: number): number {
  return rooms * Math.min(maxOccupancy, MAX_PEOPLE_PER_ROOM);
}

export function tooManyGuestsMessage(maxOccupancy: number, rooms: number): string {
  const most = guestsAllowed(maxOccupancy, rooms);
  return rooms === 1 ? `This room sleeps at most ${most} guests.` : `${rooms} of these rooms sleep at most ${most} guests.`;
}

export interface StayRequest {
  readonly checkIn: string;
  readonly checkOut: string;
  readonly rooms: number;
  readonly guests: number;
}

export type StayProblem = { readonly field: 'checkIn' | 'checkOut' | 'rooms' | 'guests'; readonly message: string };

/** The nights of a stay: check-in up to the night before check-out (yyyy-MM-dd). */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const n = differenceInCalendarDays(checkOut, checkIn);
  return Array.from({ length: Math.max(0, n) }, (_, i) => addCalendarDays(checkIn, i));
}

/**
 * What is wrong with a stay's dates, rooms and guests, or null: no same-day end date, at most
 * 14 nights, check-in not before today in Pacific time, 1 to 4 rooms, at least one guest a room.
 * The room type's occupancy is judged by `checkOccupancy` once the room type is known.
 */
export function checkStay(stay: StayRequest, now: Date): StayProblem | null {
  if (!isCalendarDate(stay.checkIn)) return { field: 'checkIn', message: STAY_MESSAGES.badDates };
  if (!isCalendarDate(stay.checkOut)) return { field: 'checkOut', message: STAY_MESSAGES.badDates };
  const nights = differenceInCalendarDays(stay.checkOut, stay.checkIn);
  if (nights < 1) return { field: 'checkOut', message: STAY_MESSAGES.sameDay };
  if (nights > MAX_STAY_NIGHTS) return { field: 'checkOut', message: STAY_MESSAGES.tooLong };
  if (differenceInCalendarDays(stay.checkIn, pacificToday(now)) < 0) return { field: 'checkIn', message: STAY_MESSAGES.pastCheckIn };
  if (!Number.isInteger(stay.rooms) || stay.rooms < 1 || stay.rooms > MAX_ROOMS_ONLINE) return { field: 'rooms', message: STAY_MESSAGES.rooms };
  if (!Number.isInteger(stay.guests) || stay.guests < stay.rooms) return { field: 'guests', message: STAY_MESSAGES.guestPerRoom };
  return null;
}

/** The party against a room type's occupancy (at most 4 a room), or null when it fits. */
export function checkOccupancy(maxOccupancy: number, rooms: number, guests: number): StayProblem | null {
  return guests > guestsAllowed(maxOccupancy, rooms) ? { field: 'guests', message: tooManyGuestsMessage(maxOccupancy, rooms) } : null;
}

/** One night's stored rates of a room type. */
export interface NightRates {
  readonly rateCents: number;
  readonly memberRateCents: number | null;
  readonly insiderRateCents: number | null;
}

/**
 * The nightly rate this visitor pays: the member-deal rate with a member deal (or signed in),
 * the insider rate where the sku's insider price would apply (lib/insider-pricing), else the
 * public rate; the lowest that applies.
 */
export function visitorNightlyRate(entitlement: InsiderEntitlement, night: NightRates, passwordProtected: boolean): number {
  let rate = night.rateCents;
  if (night.memberRateCents !== null && (entitlement.memberDeal || entitlement.signedInInsider)) rate = Math.min(rate, night.memberRateCents);
  if (insiderPriceApplies(entitlement, { insiderPriceCents: night.insiderRateCents, passwordProtected }) && night.insiderRateCents !== null) {
    rate = Math.min(rate, night.insiderRateCents);
  }
  return rate;
}

/** How a room type's tax is charged: a share in basis points of rate plus resort fee, or cents a night. */
export type RoomTax = { readonly basisPoints: number } | { readonly perNightCents: number };

export interface StayPrice {
  /** The nightly rates of one room, summed. */
  readonly roomCents: number;
  /** The resort fee of one room for every night. */
  readonly feesCents: number;
  readonly taxesCents: number;
  /** One room's whole stay: rates, fees and taxes. */
  readonly totalCents: number;
  readonly averageNightlyCents: number;
}

/** The average nightly price of a stay: the rates' sum over the nights, rounded to the cent. */
export function averageNightlyCents(nightlyCents: readonly number[]): number {
  if (nightlyCents.length === 0) return 0;
  return Math.round(nightlyCents.reduce((a, b) => a + b, 0) / nightlyCents.length);
}

/** One room's price for a stay from its nightly rates, the resort fee per night and the room tax. */
export function stayPrice(nightlyCents: readonly number[], resortFeeCents: number, tax: RoomTax): StayPrice {
  const roomCents = nightlyCents.reduce((a, b) => a + b, 0);
  const feesCents = resortFeeCents * nightlyCents.length;
  const taxesCents =
    'basisPoints' in tax
      ? nightlyCents.reduce((sum, rate) => sum + Math.round(((rate + resortFeeCents) * tax.basisPoints) / 10_000), 0)
      : tax.perNightCents * nightlyCents.length;
  return { roomCents, feesCents, taxesCents, totalCents: roomCents + feesCents + taxesCents, averageNightlyCents: averageNightlyCents(nightlyCents) };
}

/** Rooms of a room type free for a whole stay: the fewest left on any of its nights (0 when a night is missing). */
export function roomsLeftForStay(leftPerNight: readonly number[], nights: number): number {
  if (leftPerNight.length < nights || nights === 0) return 0;
  return Math.max(0, Math.min(...leftPerNight));
}

/** 'No Vacancy' (storefront 4) when no room type has `rooms` rooms free for every night of the stay. */
export function vacancyLabel(roomsLeftPerType: readonly number[], rooms: number): string | null {
  return roomsLeftPerType.some((left) => left >= rooms) ? null : unavailableLabelFor('HOTEL');
}

/** The low-capacity message of a room type (above 0 and under the hotel limit of 10: 'Only 9 left'), or null. */
export function lowRoomsMessage(roomsLeft: number): string | null {
  return lowCapacityMessage(roomsLeft, 'HOTEL');
}

/** A night's lowest rate for the calendars, with the hotel and room type that have it. */
export interface LowestRate {
  readonly night: string;
  readonly rateCents: number;
  readonly productId: number;
  readonly hotelName: string;
  readonly skuId: number;
}

export interface CalendarCandidate extends NightRates {
  readonly night: string;
  readonly productId: number;
  readonly hotelName: string;
  readonly skuId: number;
  readonly passwordProtected: boolean;
  /** Rooms left that night; a night with none is not offered. */
  readonly roomsLeft: number;
}

/**
 * The rate calendars' pick (storefront 7): for every night, the lowest one-night rate this visitor
 * pays over the candidates with a room left; ties go to the hotel first by name, then the lower
 * sku id. Nights without any room left are absent.
 */
export function lowestRatesByNight(candidates: readonly CalendarCandidate[], entitlement: InsiderEntitlement): LowestRate[] {
  const best = new Map<string, LowestRate>();
  for (const c of candidates) {
    if (c.roomsLeft <= 0) continue;
    const rateCents = visitorNightlyRate(entitlement, c, c.passwordProtected);
    const current = best.get(c.night);
    const better =
      !current ||
      rateCents < current.rateCents ||
      (rateCents === current.rateCents && (c.hotelName.localeCompare(current.hotelName) < 0 || (c.hotelName === current.hotelName && c.skuId < current.skuId)));
    if (better) best.set(c.night, { night: c.night, rateCents, productId: c.productId, hotelName: c.hotelName, skuId: c.skuId });
  }
  return [...best.values()].sort((a, b) => a.night.localeCompare(b.night));
}

/** The nights the rate calendars cover: from `month`'s first day (never before today) to the end of the month after it. */
export function calendarNights(month: string | null, now: Date): { from: string; until: string } {
  const today = pacificToday(now);
  const start = month !== null && /^\d{4}-\d{2}$/.test(month) ? `${month}-01` : `${today.slice(0, 7)}-01`;
  const [y, m] = [Number(start.slice(0, 4)), Number(start.slice(5, 7))];
  const endMonth = m - 1 + RATE_CALENDAR_MONTHS;
  const until = `${y + Math.floor(endMonth / 12)}-${String((endMonth % 12) + 1).padStart(2, '0')}-01`;
  return { from: start < today ? today : start, until };
}

/** A room of the visitor's last hotel search (the numRooms / hotelNumAdults / ChildrenAgesRoom cookies). */
export interface SearchRoom {
  readonly adults: number;
  readonly children: number;
}

/**
 * The party a room selection is for: the rooms the url asks for (the details page's roomQty),
 * else the rooms of the last search, else the hotel default of 1 room (storefront 9); the guests
 * are the people of those rooms, a room the search did not fill counting `defaultAdults`.
 */
export function stayParty(searchRooms: readonly SearchRoom[] | null, roomQty: number | null, defaultAdults: number): { rooms: number; guests: number } {
  const known = searchRooms ?? [];
  const rooms = Math.min(MAX_ROOMS_ONLINE, Math.max(1, roomQty ?? (known.length || 1)));
  let guests = 0;
  for (let i = 0; i < rooms; i += 1) {
    const room = known[i];
    guests += room ? Math.max(1, room.adults + room.children) : defaultAdults;
  }
  return { rooms, guests };
}

/** The `?roomQty=` of a room selection url: a room count below 5 (storefront 2.8), else null. */
export function roomQtyParam(search: string): number | null {
  const value = new URLSearchParams(search).get('roomQty') ?? '';
  return /^\d$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_ROOMS_ONLINE ? Number(value) : null;
}

/** The rate calendar's pick of check-in and check-out (storefront 9: no same-day end date, at most 14 nights). */
export interface CalendarPick {
  readonly checkIn: string | null;
  readonly checkOut: string | null;
}

export const CALENDAR_MESSAGES = {
  chooseCheckOut: 'Now choose your check-out date.',
  tooLong: STAY_MESSAGES.tooLong,
} as const;

/**
 * A click on a night of the rate calendar: the first click (or a click on or before the chosen
 * check-in, or after a whole stay is picked) chooses check-in; a later night within 14 nights
 * chooses check-out. A night beyond 14 keeps the check-in and says why.
 */
export function pickCalendarNight(pick: CalendarPick, night: string): { pick: CalendarPick; message: string | null } {
  if (pick.checkIn === null || pick.checkOut !== null || differenceInCalendarDays(night, pick.checkIn) < 1) {
    return { pick: { checkIn: night, checkOut: null }, message: CALENDAR_MESSAGES.chooseCheckOut };
  }
  if (differenceInCalendarDays(night, pick.checkIn) > MAX_STAY_NIGHTS) return { pick, message: CALENDAR_MESSAGES.tooLong };
  return { pick: { checkIn: pick.checkIn, checkOut: night }, message: null };
}

/** A month of the rate calendar: its weeks, Sunday first, days outside the month null. */
export interface CalendarMonth {
  readonly month: string;
  readonly weeks: readonly (readonly (string | null)[])[];
}

/** The months the calendar shows for its nights (calendarNights' `from` up to `until`, exclusive). */
export function calendarMonths(from: string, until: string): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  let first = `${from.slice(0, 7)}-01`;
  while (first < until) {
    const next = addCalendarDays(first, 31).slice(0, 7) + '-01';
    const days: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
    for (let day = first; day < next; day = addCalendarDays(day, 1)) days.push(day);
    while (days.length % 7 !== 0) days.push(null);
    months.push({ month: first.slice(0, 7), weeks: Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7)) });
    first = next;
  }
  return months;
}
