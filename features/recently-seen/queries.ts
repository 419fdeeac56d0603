import 'server-only';
import { findProductSummaries, getProductSummaries } from '@/features/catalog/queries';
import type { ProductSummary } from '@/features/catalog/types';
import { pacificToday } from '@/lib/dates';
import { recentlySeenHref } from './href';
import type { RecentEntry, RecentlySeenProduct } from './schema';

function toRecentlySeen(p: ProductSummary): RecentlySeenProduct {
  return {
    id: p.id,
    type: p.type,
    name: p.name,
    href: p.href,
    image: p.image ? { path: p.image.path, title: p.image.title } : null,
    location: p.location,
    rating: p.rating,
    reviewCount: p.reviewCount,
  };
}

/** Uncached read of the same entries. */
export async function findRecentlySeenProducts(ids: readonly number[]): Promise<RecentlySeenProduct[]> {
  if (ids.length === 0) return [];
  return (await findProductSummaries(ids)).map(toRecentlySeen);
}

/**
 * The entries of the recently seen list, in the order of `ids`; unknown ids are left out.
 * Cached per product, never per list: a visitor's list creates no cache entry of its own.
 */
export async function getRecentlySeenProducts(ids: readonly number[]): Promise<RecentlySeenProduct[]> {
  if (ids.length === 0) return [];
  return (await getProductSummaries(ids)).map(toRecentlySeen);
}

/**
 * The list for the visitor's stored entries: each product links to its details on the dates the
 * visitor searched while those are not past (spec 2.13, 3). The per-visitor dates join the
 * cached per-product reads here, after the cache.
 */
export async function getRecentlySeenForEntries(
  entries: readonly RecentEntry[],
  now = new Date(),
  read: (ids: readonly number[]) => Promise<RecentlySeenProduct[]> = getRecentlySeenProducts,
): Promise<RecentlySeenProduct[]> {
  const products = await read(entries.map((e) => e.productId));
  const today = pacificToday(now);
  return products.map((product) => {
    const entry = entries.find((e) => e.productId === product.id);
    return entry ? { ...product, href: recentlySeenHref(product.href, product.type, entry, today) } : product;
  });
}
