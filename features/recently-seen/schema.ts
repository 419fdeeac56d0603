// zod/mini: storage.ts and the header list parse with these in the browser on every page.
import * as z from 'zod/mini';
import { productTypeSchema, type ProductType } from '@/lib/config/product-types';

/** Local storage and cookie name of the recently seen map (spec 3). */
export const RECENTLY_VIEWED_KEY = 'mvRecentlyViewed';
/**
 * Newest-first entries with the dates the visitor searched (spec 3: productId, startDate,
 * endDate, quantity), as `{ version, entries }`: the spec's map cannot keep order (integer-like
 * keys always sort ascending) nor dates. The key is the one the ids-only list used, so what
 * visitors stored before is migrated, not lost.
 */
export const RECENTLY_VIEWED_ORDER_KEY = 'mvRecentlyViewedOrder';
export const MAX_RECENTLY_SEEN = 10;
/** The stored shape's version: 1 keeps dates as the date part only (spec 3). */
export const RECENT_ENTRIES_VERSION = 1;
/** Spec 3: "quantity (default 1)". */
export const DEFAULT_RECENT_QUANTITY = 1;
const MAX_RECENT_QUANTITY = 99;

/** One recently seen product as stored: the dates searched (date only, both or neither) and the quantity. */
export type RecentEntry = { productId: number; startDate: string | null; endDate: string | null; quantity: number };

/** productId -> productType, as stored under mvRecentlyViewed. */
export type RecentlyViewedMap = Record<string, ProductType>;

const productIdSchema = z.pipe(z.coerce.number(), z.int().check(z.positive(), z.lte(2_147_483_647)));

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real `yyyy-MM-dd` calendar date (no date library: this module runs in every page's browser code). */
export function isDateOnly(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE_ONLY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The version 1 migration (spec 3): a stored date-time keeps its date part only. */
export function trimToDate(value: unknown): unknown {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value;
}

/**
 * One entry from anything stored or sent: a bad product id drops it; bad dates (or an end
 * before the start) drop both dates; a bad quantity falls back to the default.
 */
export function toRecentEntry(productId: unknown, startDate: unknown, endDate: unknown, quantity: unknown): RecentEntry | null {
  const id = productIdSchema.safeParse(productId);
  if (!id.success) return null;
  const dated = isDateOnly(startDate) && isDateOnly(endDate) && startDate <= endDate;
  const q = typeof quantity === 'string' && /^\d+$/.test(quantity) ? Number(quantity) : quantity;
  return {
    productId: id.data,
    startDate: dated ? startDate : null,
    endDate: dated ? endDate : null,
    quantity: Number.isInteger(q) && (q as number) >= 1 && (q as number) <= MAX_RECENT_QUANTITY ? (q as number) : DEFAULT_RECENT_QUANTITY,
  };
}

/**
 * The stored entries, migrated: an ids-only array (before dates were kept) and a state below
 * version 1 (dates stored as date-times) both come back as version 1 entries. Repeats keep
 * their newest (first) occurrence; a corrupt value reads as no entries.
 */
export function parseRecentEntries(raw: string | null | undefined): RecentEntry[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  let version = 0;
  let stored: unknown[];
  if (Array.isArray(value)) stored = value.map((productId: unknown) => ({ productId }));
  else if (typeof value === 'object' && value !== null && Array.isArray((value as { entries?: unknown }).entries)) {
    const state = value as { version?: unknown; entries: unknown[] };
    version = typeof state.version === 'number' ? state.version : 0;
    stored = state.entries;
  } else return [];
  const entries: RecentEntry[] = [];
  for (const item of stored) {
    if (typeof item !== 'object' || item === null) continue;
    const e = item as Record<string, unknown>;
    const migrate = version < RECENT_ENTRIES_VERSION ? trimToDate : (v: unknown) => v;
    const entry = toRecentEntry(e.productId, migrate(e.startDate), migrate(e.endDate), e.quantity ?? DEFAULT_RECENT_QUANTITY);
    if (entry && !entries.some((x) => x.productId === entry.productId)) entries.push(entry);
  }
  return entries;
}

/** What storage.ts writes under RECENTLY_VIEWED_ORDER_KEY. */
export function formatRecentEntries(entries: readonly RecentEntry[]): string {
  return JSON.stringify({ version: RECENT_ENTRIES_VERSION, entries });
}

/** One entry in the fetch and cookie forms: `id:startDate:endDate:quantity`, dates empty when undated. */
export function formatEntryParts(entry: RecentEntry): string {
  return `${entry.startDate ?? ''}:${entry.endDate ?? ''}:${entry.quantity}`;
}

/**
 * GET /api/recently-seen?ids=3:2026-12-01:2026-12-03:2,1,2 — the entries in the order the list
 * shows them (spec 7: "List of productId, dates, quantity"); a bare id is an undated entry of one.
 */
export const recentlySeenQuerySchema = z.object({
  ids: z.pipe(
    z.optional(z.string().check(z.maxLength(600))),
    z.transform((raw, ctx): RecentEntry[] => {
      if (!raw) return [];
      const entries: RecentEntry[] = [];
      for (const part of raw.split(',')) {
        const [id = '', startDate = '', endDate = '', quantity = String(DEFAULT_RECENT_QUANTITY), ...extra] = part.trim().split(':');
        const entry = id === '' || extra.length > 0 ? null : toRecentEntry(id, startDate, endDate, quantity);
        const exact =
          entry !== null &&
          (startDate === '' ? endDate === '' : entry.startDate === startDate && entry.endDate === endDate) &&
          String(entry.quantity) === quantity;
        if (!exact) {
          ctx.issues.push({ code: 'custom', message: 'ids must be a comma-separated list of product ids, each optionally with :startDate:endDate:quantity.', input: raw });
          return z.NEVER;
        }
        if (!entries.some((e) => e.productId === entry.productId)) entries.push(entry);
      }
      // The list never holds more; a longer one is refused, not cut, so nothing is hidden.
      if (entries.length > MAX_RECENTLY_SEEN) {
        ctx.issues.push({ code: 'custom', message: `At most ${MAX_RECENTLY_SEEN} ids.`, input: raw });
        return z.NEVER;
      }
      return entries;
    }),
  ),
});

/** The fetch's `ids` value for these entries. */
export function formatRecentlySeenQuery(entries: readonly RecentEntry[]): string {
  return entries
    .map((e) => (e.startDate === null && e.quantity === DEFAULT_RECENT_QUANTITY ? String(e.productId) : `${e.productId}:${formatEntryParts(e)}`))
    .join(',');
}

/** What one recently seen entry shows (spec 2.13). */
export type RecentlySeenProduct = {
  id: number;
  type: ProductType;
  name: string;
  href: string;
  image: { path: string; title: string } | null;
  location: string;
  rating: number;
  reviewCount: number;
};

export type RecentlySeenResponse = { products: RecentlySeenProduct[] };

const storedMapSchema = z.record(z.string().check(z.regex(/^\d{1,10}$/)), productTypeSchema);

/**
 * Reads the stored map leniently: a corrupt or foreign value yields an empty map, and
 * entries with an unknown type are dropped rather than failing the whole list.
 */
export function parseRecentlyViewedMap(raw: string | null | undefined): RecentlyViewedMap {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const out: RecentlyViewedMap = {};
  for (const [id, type] of Object.entries(value)) {
    const entry = storedMapSchema.safeParse({ [id]: type });
    if (entry.success) out[id] = type as ProductType;
  }
  return out;
}

/**
 * The cookie form (spec 3: "joins the entries in one string"): newest first,
 * `id:TYPE:startDate:endDate:quantity` joined by `|`, dates empty when undated.
 */
export function formatRecentlyViewedCookie(entries: readonly RecentEntry[], map: RecentlyViewedMap): string {
  return entries.flatMap((e) => (map[String(e.productId)] ? [`${e.productId}:${map[String(e.productId)]}:${formatEntryParts(e)}`] : [])).join('|');
}

/** Reads the cookie form; the older `id:TYPE` entries read as undated entries of one. */
export function parseRecentlyViewedCookie(raw: string | null | undefined): (RecentEntry & { type: ProductType })[] {
  if (!raw) return [];
  return raw.split('|').flatMap((part) => {
    const [id, type, startDate, endDate, quantity] = part.split(':');
    const entry = toRecentEntry(id, startDate, endDate, quantity ?? DEFAULT_RECENT_QUANTITY);
    const parsedType = productTypeSchema.safeParse(type);
    return entry && parsedType.success ? [{ ...entry, type: parsedType.data }] : [];
  });
}
