import { z } from 'zod';
import { MAX_ROOM_QTY, MIN_ROOM_QTY } from '../config/constants';
import { isCalendarDate } from '../config/search-rules';

/**
 * Zod schemas for route parameters. Each takes the raw (decoded) string found in a path
 * or query and yields the typed value that builders accept, so `parse(build(p))`
 * gives `p` back.
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

/** A `yyyy-MM-dd` calendar date that exists (2026-02-30 does not). */
export const isoDateSchema = z
  .string()
  .regex(DATE_PATTERN)
  .refine((value) => isCalendarDate(value), 'not a calendar date');

/** A performance time `yyyy-MM-ddTHH:mm`, Pacific wall-clock time, no zone suffix. */
export const dateTimeSchema = z
  .string()
  .regex(DATE_TIME_PATTERN)
  .refine((value) => isCalendarDate(value.slice(0, 10)), 'not a calendar date');

/** Positive integer written canonically (no sign, no leading zeros). */
export const idSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((n) => n <= MAX_ID, 'id out of range');

export const roomQtySchema = z
  .string()
  .regex(/^\d$/)
  .transform(Number)
  .refine((n) => n >= MIN_ROOM_QTY && n <= MAX_ROOM_QTY, 'room quantity out of range');

export const categoryIdSchema = z.union([z.literal('all'), idSchema]);

export const preferredProductIdSchema = z.union([z.literal('any'), idSchema]);

export const slugSchema = z.string().max(MAX_SLUG_LENGTH).regex(SLUG_PATTERN);

/** Restaurant filter codes such as `Cuisine-12` or `HOTEL-5,Cuisine-12`; 'Any' clears them. */
export const filterCodeSchema = z.string().regex(/^[A-Za-z0-9_.~-]+(?:,[A-Za-z0-9_.~-]+)*$/).max(200);

export const uuidSchema = z
  .string()
  .regex(UUID_PATTERN)
  .transform((value) => value.toLowerCase());

export const orderIdSchema = z.union([z.string().regex(ORDER_NUMBER_PATTERN), uuidSchema]);

/** Uuids are compared lowercase; order numbers keep their 'VG-' prefix. */
export function canonicalOrderId(orderId: string): string {
  return UUID_PATTERN.test(orderId) ? orderId.toLowerCase() : orderId;
}

/** Password-reset tokens: url-safe base64 or hex, long enough to be unguessable. */
export const resetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,256}$/);

/** PayPal's return token (e.g. `EC-8AB12345CD678901E`). */
export const paypalTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);

/** Merchandising list code carried as `?mo=` from promotion widgets. */
export const merchListCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** Free text of the full-text search box. */
export const searchQuerySchema = z.string().min(1).max(200);

/**
 * A same-site path to return to after sign-in. Protocol-relative (`//host`) and
 * backslash forms are refused so the login page cannot be used as an open redirect.
 */
export const returnToSchema = z
  .string()
  .max(2_000)
  .regex(/^\/(?![/\\])[^\s\\]*$/);

/** Booleans in query strings: builders write `1`; `true` is accepted from hand-written links. */
export const queryFlagSchema = z.enum(['1', 'true']).transform(() => true as const);

export const ticketTypeSchema = z.string().regex(/^[A-Za-z0-9 _.:-]{1,100}$/);

export const quantitySchema = z
  .string()
  .regex(/^[1-9]\d?$/)
  .transform(Number);

/** Content-managed path segments (CMS slugs): letters, digits, '-', '_', '.', never '.' or '..'. */
export const contentSegmentSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/)
  .max(MAX_SLUG_LENGTH);

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
