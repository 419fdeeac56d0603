// zod/mini: storage.ts and the header list parse with these in the browser on every page.
import * as z from 'zod/mini';
import { productTypeSchema, type ProductType } from '@/lib/config/product-types';

/** Local storage and cookie name of the recently seen map (spec 3). */
export const RECENTLY_VIEWED_KEY = 'mvRecentlyViewed';
/** Newest-first ids: the spec's map cannot keep order (integer-like keys always sort ascending). */
export const RECENTLY_VIEWED_ORDER_KEY = 'mvRecentlyViewedOrder';
export const MAX_RECENTLY_SEEN = 10;

/** productId -> productType, as stored under mvRecentlyViewed. */
export type RecentlyViewedMap = Record<string, ProductType>;

const productIdSchema = z.pipe(z.coerce.number(), z.int().check(z.positive(), z.lte(2_147_483_647)));

/** GET /api/recently-seen?ids=3,1,2 — ids in the order the list shows them. */
export const recentlySeenQuerySchema = z.object({
  ids: z.pipe(
    z.optional(z.string().check(z.maxLength(400))),
    z.transform((raw, ctx) => {
      if (!raw) return [];
      const ids: number[] = [];
      for (const part of raw.split(',')) {
        const parsed = productIdSchema.safeParse(part.trim());
        if (!parsed.success || part.trim() === '') {
          ctx.issues.push({ code: 'custom', message: 'ids must be a comma-separated list of product ids.', input: raw });
          return z.NEVER;
        }
        if (!ids.includes(parsed.data)) ids.push(parsed.data);
      }
      // The list never holds more; a longer one is refused, not cut, so nothing is hidden.
      if (ids.length > MAX_RECENTLY_SEEN) {
        ctx.issues.push({ code: 'custom', message: `At most ${MAX_RECENTLY_SEEN} ids.`, input: raw });
        return z.NEVER;
      }
      return ids;
    }),
  ),
});

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

/** The cookie form: entries joined in one string, newest first, `id:TYPE|id:TYPE`. */
export function formatRecentlyViewedCookie(ids: readonly number[], map: RecentlyViewedMap): string {
  return ids.flatMap((id) => (map[String(id)] ? [`${id}:${map[String(id)]}`] : [])).join('|');
}

export function parseRecentlyViewedCookie(raw: string | null | undefined): { id: number; type: ProductType }[] {
  if (!raw) return [];
  return raw.split('|').flatMap((part) => {
    const [id, type] = part.split(':');
    const parsedId = productIdSchema.safeParse(id);
    const parsedType = productTypeSchema.safeParse(type);
    return parsedId.success && parsedType.success ? [{ id: parsedId.data, type: parsedType.data }] : [];
  });
}
