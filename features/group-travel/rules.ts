import { GROUP_TRAVEL_ROOM_QTY, MAX_PEOPLE_PER_ROOM } from '@/lib/config/constants';
import { addCalendarDays, differenceInCalendarDays, isCalendarDate } from '@/lib/dates';

// The rules of a group travel request (issue 24 item 6): pure, so the form in the browser, the
// endpoint and the tests judge a request the same way. Online, 1 to 4 rooms are booked on the
// room selection page (features/hotels); from '5+' on, the sales team quotes a room block.

/** The fewest rooms of a group request: the search widget's '5+'. */
export const GROUP_MIN_ROOMS = GROUP_TRAVEL_ROOM_QTY;
/** The most rooms one request asks for; a larger block is a call to the sales team. */
export const GROUP_MAX_ROOMS = 50;
/** Guests a room at most (the hotels' limit, ticket-buying 9). */
export const GROUP_MAX_GUESTS_PER_ROOM = MAX_PEOPLE_PER_ROOM;
export const GROUP_MAX_GUESTS = GROUP_MAX_ROOMS * GROUP_MAX_GUESTS_PER_ROOM;
/** Longest stay a request asks a quote for. */
export const GROUP_MAX_NIGHTS = 30;
/** How far ahead a check-in may be: hotels quote room blocks up to about two years out. */
export const GROUP_MAX_DAYS_AHEAD = 730;
/** Budget per room per night, whole dollars (optional). */
export const GROUP_MIN_BUDGET_DOLLARS = 1;
export const GROUP_MAX_BUDGET_DOLLARS = 10_000;
export const GROUP_NAME_MAX = 100;
export const GROUP_MESSAGE_MIN = 10;
export const GROUP_MESSAGE_MAX = 2000;

export const GROUP_REQUEST_MESSAGES = {
  date: 'Please enter a date.',
  pastCheckIn: 'Check-in cannot be in the past.',
  tooFarAhead: `Check-in can be at most ${GROUP_MAX_DAYS_AHEAD / 365} years ahead.`,
  checkOutOrder: 'Check-out must be at least one night after check-in.',
  tooLong: `A group request can cover at most ${GROUP_MAX_NIGHTS} nights.`,
  rooms: `Please enter ${GROUP_MIN_ROOMS} to ${GROUP_MAX_ROOMS} rooms. For 1 to ${GROUP_MIN_ROOMS - 1} rooms, book online.`,
  guests: `Please enter the number of guests (at most ${GROUP_MAX_GUESTS}).`,
  guestsPerRoom: `Please enter at least one guest a room and at most ${GROUP_MAX_GUESTS_PER_ROOM} a room.`,
  budget: `Please enter a whole-dollar budget from $${GROUP_MIN_BUDGET_DOLLARS} to $${GROUP_MAX_BUDGET_DOLLARS.toLocaleString('en-US')}, or leave it empty.`,
  hotel: 'Please choose a hotel from the list.',
  name: `Please enter your name on one line (at most ${GROUP_NAME_MAX} characters).`,
  message: `Please write ${GROUP_MESSAGE_MIN} to ${GROUP_MESSAGE_MAX} characters.`,
  phone: 'Please enter a valid phone number, or leave it empty.',
} as const;

/** What the form and the endpoint say besides field messages. */
export const GROUP_REQUEST_COPY = {
  heading: 'Request a group quote',
  intro: `For ${GROUP_TRAVEL_ROOM_QTY} or more hotel rooms on the same dates: tell us your dates, rooms, guests and budget, and our sales team replies by e-mail with rates from several hotels.`,
  submit: 'Send Group Request',
  sending: 'Sending…',
  sentHeading: 'Thank you, your group request is sent',
  sent: (reference: string) => `Your reference number is ${reference}.`,
  sentDetails: (email: string) => `We sent a confirmation to ${email}. Our sales team will reply there with rates; please quote your reference.`,
  another: 'Send another request',
  anyHotel: 'Any hotel',
  failed: 'Something went wrong. Please try again.',
  throttled: (phone: string) => `You have sent several group requests in a short time. Please wait 15 minutes before sending another, or call us at ${phone}.`,
} as const;

export type GroupDateField = 'checkIn' | 'checkOut';

/**
 * What is wrong with a request's dates on `today` (Pacific): check-in from today up to
 * GROUP_MAX_DAYS_AHEAD, check-out at least one night and at most GROUP_MAX_NIGHTS later.
 * Dates are `yyyy-MM-dd`; an empty result means both are fine.
 */
export function groupDateProblems(checkIn: string, checkOut: string, today: string): Partial<Record<GroupDateField, string>> {
  const problems: Partial<Record<GroupDateField, string>> = {};
  const inOk = isCalendarDate(checkIn);
  const outOk = isCalendarDate(checkOut);
  if (!inOk) problems.checkIn = GROUP_REQUEST_MESSAGES.date;
  else if (checkIn < today) problems.checkIn = GROUP_REQUEST_MESSAGES.pastCheckIn;
  else if (checkIn > addCalendarDays(today, GROUP_MAX_DAYS_AHEAD)) problems.checkIn = GROUP_REQUEST_MESSAGES.tooFarAhead;
  if (!outOk) problems.checkOut = GROUP_REQUEST_MESSAGES.date;
  else if (inOk && checkOut <= checkIn) problems.checkOut = GROUP_REQUEST_MESSAGES.checkOutOrder;
  else if (inOk && differenceInCalendarDays(checkOut, checkIn) > GROUP_MAX_NIGHTS) problems.checkOut = GROUP_REQUEST_MESSAGES.tooLong;
  return problems;
}

/** At least one guest a room, at most GROUP_MAX_GUESTS_PER_ROOM a room. */
export function guestsFitRooms(guests: number, rooms: number): boolean {
  return guests >= rooms && guests <= rooms * GROUP_MAX_GUESTS_PER_ROOM;
}

export const nightsOf = (checkIn: string, checkOut: string): number => differenceInCalendarDays(checkOut, checkIn);

/** A request's reference as the visitor and the sales team quote it: GR- and eight digits. */
export const GROUP_REFERENCE_PATTERN = /^GR-\d{8}$/;
export const groupReference = (n: number): string => `GR-${String(n).padStart(8, '0')}`;
