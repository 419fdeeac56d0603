import { z } from 'zod';
import { MAX_ROOM_QTY, MIN_ROOM_QTY } from '../config/constants';
import { isCalendarDate } from '../config/search-rules';
import { AIRPORT_CODE_PATTERN, PARTY_PATTERN } from '../config/air-hotel';

/**
 * Zod schemas for route parameters. Each takes the raw (decoded) string found in a path
 * or query and yields the typed value that builders accept, so `parse(build(p))`
 * gives `p` back.
 *
 * A schema used in a path also carries, through `urlParams`, a regex `pattern` that accepts
 * exactly the strings the schema accepts: routes are matched with those patterns on the
 * server and, through RouteRules, in the browser, which has no zod. param-patterns.test.ts
 * holds every pattern to its schema.
 */

/** Ids are PostgreSQL `integer` keys; larger numbers cannot name a row. */
export const MAX_ID = 2_147_483_647;

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const DATE_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 120;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Order numbers: 'VG-' and 6 to 12 digits (confirmation numbers read out on the phone). */
export const ORDER_NUMBER_PATTERN = /^VG-\d{6,12}$/;

// ---------------------------------------------------------------------------
// Url codecs: how a schema's value is written in, and found in, a url
// ---------------------------------------------------------------------------

export interface UrlParamMeta {
  /**
   * Regex source, without capturing groups, that matches exactly the raw values the schema
   * accepts; `{name}` refers to a URL_FRAGMENTS entry. Required for a path parameter; a
   * z.enum defaults to its options.
   */
  readonly pattern?: string;
  /** Raw url text -> schema input (default: the text itself). */
  readonly read?: (text: string) => unknown;
  /**
   * Value -> url text (default: String(value)): a string, whole segments (a parameter that
   * spans several), or undefined to leave a query key out.
   */
  readonly write?: (value: z.$output) => string | readonly string[] | undefined;
}

export const urlParams = z.registry<UrlParamMeta>();

/** Registers how `schema` sits in a url, and returns it. */
export function urlParam<S extends z.ZodType>(schema: S, meta: Parameters<typeof urlParams.add<S>>[1]): S {
  urlParams.add(schema, meta);
  return schema;
}

/** Escapes a literal for use inside a regex source. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Regex source of the integers 1..max written canonically (no sign, no leading zero). */
export function positiveIntegerPattern(max: number): string {
  const digits = String(max);
  const tail = (n: number) => (n === 0 ? '' : n === 1 ? '\\d' : `\\d{${n}}`);
  const parts: string[] = [];
  if (digits.length > 1) parts.push(`[1-9]${digits.length === 2 ? '' : `\\d{0,${digits.length - 2}}`}`);
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[i]);
    const low = i === 0 ? 1 : 0;
    if (digit <= low) continue;
    const range = digit - 1 === low ? String(low) : `[${low}-${digit - 1}]`;
    parts.push(`${digits.slice(0, i)}${range}${tail(digits.length - i - 1)}`);
  }
  parts.push(digits);
  return parts.join('|');
}

/**
 * Named regex pieces shared by the parameter patterns, and sent once to the browser inside
 * RouteRules. A fragment may refer to another as `{name}`.
 */
export const URL_FRAGMENTS: Readonly<Record<string, string>> = {
  /** A real Gregorian `yyyy-MM-dd` date: month lengths, and Feb 29 in leap years only. */
  date:
    '\\d{4}-(?:(?:0[1-9]|1[0-2])-(?:0[1-9]|1\\d|2[0-8])|(?:0[13-9]|1[0-2])-(?:29|30)|(?:0[13578]|1[02])-31)' +
    '|(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29',
  dateTime: '{date}T(?:[01]\\d|2[0-3]):[0-5]\\d',
  id: positiveIntegerPattern(MAX_ID),
  // The lookahead caps the length of the segment the slug fills.
  slug: `(?![^/]{${MAX_SLUG_LENGTH + 1}})[a-z0-9]+(?:-[a-z0-9]+)*`,
  uuid: '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}',
  contentSegment: `(?![^/]{${MAX_SLUG_LENGTH + 1}})[A-Za-z0-9_-][A-Za-z0-9._-]*`,
};

// ---------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------

/** A `yyyy-MM-dd` calendar date that exists (2026-02-30 does not). */
export const isoDateSchema = urlParam(
  z
    .string()
    .regex(DATE_PATTERN)
    .refine((value) => isCalendarDate(value), 'not a calendar date'),
  { pattern: '{date}' },
);

/** A performance time `yyyy-MM-ddTHH:mm`, Pacific wall-clock time, no zone suffix. */
export const dateTimeSchema = urlParam(
  z
    .string()
    .regex(DATE_TIME_PATTERN)
    .refine((value) => isCalendarDate(value.slice(0, 10)), 'not a calendar date'),
  { pattern: '{dateTime}' },
);

/** Positive integer written canonically (no sign, no leading zeros). */
export const idSchema = urlParam(
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .refine((n) => n <= MAX_ID, 'id out of range'),
  { pattern: '{id}' },
);

export const roomQtySchema = urlParam(
  z
    .string()
    .regex(/^\d$/)
    .transform(Number)
    .refine((n) => n >= MIN_ROOM_QTY && n <= MAX_ROOM_QTY, 'room quantity out of range'),
  { pattern: `[${MIN_ROOM_QTY}-${MAX_ROOM_QTY}]` },
);

export const categoryIdSchema = urlParam(z.union([z.literal('all'), idSchema]), { pattern: 'all|{id}' });

export const preferredProductIdSchema = urlParam(z.union([z.literal('any'), idSchema]), { pattern: 'any|{id}' });

/**
 * The productLinePage variant of hotel and generic search results (storefront 2.2): the search a
 * product line page's widget launches with the line's default dates, `/variant/plp` (short: the
 * not-found rewrites of every search kind carry it, and their length is budgeted).
 */
export const PRODUCT_LINE_PAGE_VARIANT = 'plp';
export const productLinePageSchema = urlParam(z.literal(PRODUCT_LINE_PAGE_VARIANT), { pattern: PRODUCT_LINE_PAGE_VARIANT });

/** Product names in paths. Builders slugify what they are given, so a display name is fine. */
export const slugSchema = urlParam(z.string().max(MAX_SLUG_LENGTH).regex(SLUG_PATTERN), {
  pattern: '{slug}',
  write: (name) => slugify(name),
});

/** Restaurant filter codes such as `Cuisine-12` or `HOTEL-5,Cuisine-12`; 'Any' clears them. */
export const filterCodeSchema = urlParam(
  z
    .string()
    .regex(/^[A-Za-z0-9_.~-]+(?:,[A-Za-z0-9_.~-]+)*$/)
    .max(200),
  { pattern: '(?![^/]{201})[A-Za-z0-9_.~-]+(?:,[A-Za-z0-9_.~-]+)*' },
);

export const uuidSchema = urlParam(
  z
    .string()
    .regex(UUID_PATTERN)
    .transform((value) => value.toLowerCase()),
  { pattern: '{uuid}', write: (uuid) => uuid.toLowerCase() },
);

export const orderIdSchema = urlParam(z.union([z.string().regex(ORDER_NUMBER_PATTERN), uuidSchema]), {
  pattern: 'VG-\\d{6,12}|{uuid}',
  write: (orderId) => canonicalOrderId(orderId),
});

/** Uuids are compared lowercase; order numbers keep their 'VG-' prefix. */
export function canonicalOrderId(orderId: string): string {
  return UUID_PATTERN.test(orderId) ? orderId.toLowerCase() : orderId;
}

/** Password-reset tokens: url-safe base64 or hex, long enough to be unguessable. */
export const resetTokenSchema = urlParam(z.string().regex(/^[A-Za-z0-9_-]{16,256}$/), {
  pattern: '[A-Za-z0-9_-]{16,256}',
});

/** A ticket's id: 18 random bytes in url-safe base64, unguessable (the ticket page needs nothing else). */
export const ticketIdSchema = urlParam(z.string().regex(/^[A-Za-z0-9_-]{24}$/), {
  pattern: '[A-Za-z0-9_-]{24}',
});

/** PayPal's return token (e.g. `EC-8AB12345CD678901E`). */
export const paypalTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);
/** A Stripe Checkout Session id, as Stripe appends it to the card return route (`cs_test_…`, `cs_live_…`). */
export const stripeSessionIdSchema = z.string().regex(/^cs_[A-Za-z0-9_]{8,250}$/);

/** Merchandising list code carried as `?mo=` from promotion widgets. */
export const merchListCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** Air+hotel search: the departure airport's IATA code and the party (lib/config/air-hotel.ts). */
export const airportCodeSchema = urlParam(z.string().regex(new RegExp(`^${AIRPORT_CODE_PATTERN}$`)), { pattern: AIRPORT_CODE_PATTERN });
export const partySchema = urlParam(z.string().max(64).regex(new RegExp(`^(?:${PARTY_PATTERN})$`)), { pattern: PARTY_PATTERN });

/** Free text of the full-text search box; an empty box (`?rq=`) is no query at all. */
export const searchQuerySchema = urlParam(z.string().min(1).max(200), {
  read: (text) => (text === '' ? undefined : text),
  write: (text) => (text === '' ? undefined : text),
});

/**
 * A same-site path to return to after sign-in. Protocol-relative (`//host`) and
 * backslash forms are refused so the login page cannot be used as an open redirect.
 */
export const returnToSchema = z
  .string()
  .max(2_000)
  .regex(/^\/(?![/\\])[^\s\\]*$/);

/** Booleans in query strings: builders write `1`; `true` is accepted from hand-written links. */
export const queryFlagSchema = urlParam(z.enum(['1', 'true']).transform(() => true as const), {
  write: (flag) => (flag ? '1' : undefined),
});

/** The default item 'swap' of a show's quantity url: the cart's seats of the show move to this date (ticket-buying 4). */
export const SWAP_DEFAULT_ITEM = 'swap';

export const ticketTypeSchema = z.string().regex(/^[A-Za-z0-9 _.:-]{1,100}$/);

export const quantitySchema = z
  .string()
  .regex(/^[1-9]\d?$/)
  .transform(Number);

/** Content-managed path segments (CMS slugs): letters, digits, '-', '_', '.', never '.' or '..'. */
export const contentSegmentSchema = urlParam(
  z
    .string()
    .regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/)
    .max(MAX_SLUG_LENGTH),
  { pattern: '{contentSegment}' },
);

/**
 * Content segments as one parameter spanning `min`..`max` whole segments (`/a/b/c` is
 * `['a', 'b', 'c']`). `notFirst` lists first segments that never start content (the app
 * root, the API, …).
 */
export function contentSegmentsSchema(min: number, max: number, notFirst: readonly string[] = []) {
  const reserved = notFirst.length === 0 ? '' : `(?!(?:${notFirst.map(escapeRegExp).join('|')})(?:/|$))`;
  const schema = z
    .array(contentSegmentSchema)
    .min(min)
    .max(max)
    .refine((segments) => !notFirst.includes(segments[0] ?? ''), 'reserved first segment');
  return urlParam(schema, {
    pattern: `${reserved}{contentSegment}(?:/{contentSegment}){${min - 1},${max - 1}}`,
    read: (text) => text.split('/'),
    write: (segments) => segments,
  });
}

/**
 * Turns a product name into a url-safe slug (lowercase letters, digits, hyphens).
 * Never returns an empty string, so a path segment cannot collapse.
 */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length === 0) return 'product';
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  return slug.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
}
