// zod/mini: the group request form parses with this schema in the browser, and POST
// /api/group-requests parses the same shape on the server (one schema, both sides).
import * as z from 'zod/mini';
import { emailSchema, REQUIRED_MESSAGE } from '@/features/accounts/schema';
import { addCalendarDays, isCalendarDate, pacificToday } from '@/lib/dates';
import {
  GROUP_MAX_BUDGET_DOLLARS,
  GROUP_MAX_DAYS_AHEAD,
  GROUP_MAX_GUESTS,
  GROUP_MAX_ROOMS,
  GROUP_MESSAGE_MAX,
  GROUP_MESSAGE_MIN,
  GROUP_MIN_BUDGET_DOLLARS,
  GROUP_MIN_ROOMS,
  GROUP_NAME_MAX,
  GROUP_REQUEST_MESSAGES as M,
  groupDateProblems,
  guestsFitRooms,
} from './rules';

/** Where the form posts (app/api/group-requests). */
export const GROUP_REQUEST_URL = '/api/group-requests';
/** The form's anchor on the group page: '5+' rooms lands on it. */
export const GROUP_REQUEST_ANCHOR = 'group-request';

/** A whole number typed in a field (or sent as a number); anything else is NaN, which the bounds refuse. */
function wholeNumberOf(value: string | number): number {
  if (typeof value === 'number') return value;
  const text = value.trim().replace(/^\$\s*/, '').replace(/,/g, '');
  return /^\d{1,7}$/.test(text) ? Number(text) : Number.NaN;
}

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .pipe(z.union([z.string(), z.number()], { error: message }), z.transform(wholeNumberOf))
    .check(z.refine((n) => Number.isInteger(n) && n >= min && n <= max, { error: message }));

/** Blank (or absent) means none. */
const optionalWholeNumber = (min: number, max: number, message: string) =>
  z
    .pipe(
      z.optional(z.union([z.string(), z.number(), z.null()], { error: message })),
      z.transform((v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : wholeNumberOf(v))),
    )
    .check(z.refine((n) => n === undefined || (Number.isInteger(n) && n >= min && n <= max), { error: message }));

const oneLine = /^[^\u0000-\u001f\u007f]*$/;

const phoneSchema = z.pipe(
  z.optional(
    z.string({ error: M.phone }).check(
      z.trim(),
      z.maxLength(25, { error: M.phone }),
      z.refine((v) => v === '' || (/^\+?[\d\s().-]{7,25}$/.test(v) && v.replace(/\D/g, '').length >= 7), { error: M.phone }),
    ),
  ),
  z.transform((v) => (v ? v : undefined)),
);

/**
 * The request on a given Pacific day (`today`, read at each parse): tests pass a fixed one,
 * `groupRequestSchema` reads the clock. Inputs are the form's strings (numbers are accepted too);
 * outputs are numbers, the budget in whole dollars per room per night.
 */
export function groupRequestSchemaOn(today: () => string) {
  return z
    .object({
      checkIn: z.string({ error: M.date }).check(
        z.trim(),
        z.refine(isCalendarDate, { error: M.date, abort: true }),
        z.refine((d) => d >= today(), { error: M.pastCheckIn, abort: true }),
        z.refine((d) => d <= addCalendarDays(today(), GROUP_MAX_DAYS_AHEAD), { error: M.tooFarAhead }),
      ),
      checkOut: z.string({ error: M.date }).check(z.trim(), z.refine(isCalendarDate, { error: M.date })),
      rooms: wholeNumber(GROUP_MIN_ROOMS, GROUP_MAX_ROOMS, M.rooms),
      guests: wholeNumber(1, GROUP_MAX_GUESTS, M.guests),
      budgetDollars: optionalWholeNumber(GROUP_MIN_BUDGET_DOLLARS, GROUP_MAX_BUDGET_DOLLARS, M.budget),
      preferredHotelId: optionalWholeNumber(1, 2_147_483_647, M.hotel),
      name: z.string({ error: REQUIRED_MESSAGE }).check(
        z.trim(),
        z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }),
        z.maxLength(GROUP_NAME_MAX, { error: M.name }),
        // The name is in the sales mail's subject: one line of text.
        z.regex(oneLine, { error: M.name }),
      ),
      email: emailSchema,
      phone: phoneSchema,
      message: z.string({ error: REQUIRED_MESSAGE }).check(
        z.trim(),
        z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }),
        z.minLength(GROUP_MESSAGE_MIN, { error: M.message }),
        z.maxLength(GROUP_MESSAGE_MAX, { error: M.message }),
      ),
    })
    .check(
      z.superRefine((v, ctx) => {
        const checkOut = groupDateProblems(v.checkIn, v.checkOut, today()).checkOut;
        if (checkOut) ctx.addIssue({ code: 'custom', message: checkOut, path: ['checkOut'], input: v.checkOut });
        // Guests are judged against a valid room count only (the rooms field has its own message).
        const roomsValid = Number.isInteger(v.rooms) && v.rooms >= GROUP_MIN_ROOMS && v.rooms <= GROUP_MAX_ROOMS;
        if (roomsValid && Number.isInteger(v.guests) && !guestsFitRooms(v.guests, v.rooms)) ctx.addIssue({ code: 'custom', message: M.guestsPerRoom, path: ['guests'], input: v.guests });
      }),
    );
}

export const groupRequestSchema = groupRequestSchemaOn(() => pacificToday(new Date()));
export type GroupRequestInput = z.input<typeof groupRequestSchema>;
export type GroupRequest = z.output<typeof groupRequestSchema>;

/** What the search widget carries into the form: the stay and the party it already had. */
export interface GroupRequestPrefill {
  readonly checkIn?: string;
  readonly checkOut?: string;
  readonly rooms?: number;
  readonly guests?: number;
}

const prefillQuerySchema = z.object({
  checkIn: z.optional(z.string().check(z.maxLength(10))),
  checkOut: z.optional(z.string().check(z.maxLength(10))),
  rooms: z.optional(z.string().check(z.maxLength(4))),
  guests: z.optional(z.string().check(z.maxLength(4))),
});

const countIn = (text: string | undefined, min: number, max: number): number | undefined => {
  if (text === undefined || !/^\d{1,4}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
};

/**
 * The prefill of a group page url's query (`?checkIn=&checkOut=&rooms=&guests=`), each part kept
 * only when valid on `today`: the dates as a pair the form accepts, rooms within the group
 * bounds, guests only when they fit the rooms (one to four a room). Anything else is dropped,
 * never shown as an error: the visitor did not type it here.
 */
export function parseGroupRequestPrefill(search: string, today: string): GroupRequestPrefill {
  const params = new URLSearchParams(search);
  const parsed = z.safeParse(prefillQuerySchema, {
    checkIn: params.get('checkIn') ?? undefined,
    checkOut: params.get('checkOut') ?? undefined,
    rooms: params.get('rooms') ?? undefined,
    guests: params.get('guests') ?? undefined,
  });
  if (!parsed.success) return {};
  const { checkIn, checkOut } = parsed.data;
  const dates = checkIn && checkOut && Object.keys(groupDateProblems(checkIn, checkOut, today)).length === 0 ? { checkIn, checkOut } : {};
  const rooms = countIn(parsed.data.rooms, GROUP_MIN_ROOMS, GROUP_MAX_ROOMS);
  const guests = countIn(parsed.data.guests, 1, GROUP_MAX_GUESTS);
  const fits = guests !== undefined && guestsFitRooms(guests, rooms ?? GROUP_MIN_ROOMS);
  return { ...dates, ...(rooms !== undefined ? { rooms } : {}), ...(fits ? { guests } : {}) };
}

/** The group page's url with what the search widget already knew, landing on the form. */
export function groupRequestHref(groupPageHref: string, prefill: GroupRequestPrefill): string {
  const params = new URLSearchParams();
  if (prefill.checkIn && prefill.checkOut) {
    params.set('checkIn', prefill.checkIn);
    params.set('checkOut', prefill.checkOut);
  }
  if (prefill.rooms !== undefined) params.set('rooms', String(prefill.rooms));
  if (prefill.guests !== undefined) params.set('guests', String(prefill.guests));
  const query = params.toString();
  return `${groupPageHref}${query ? `?${query}` : ''}#${GROUP_REQUEST_ANCHOR}`;
}
