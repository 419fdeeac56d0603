import 'server-only';
import { findProductSummaries, getProductSummaries } from '@/features/catalog/queries';
import type { ProductSummary } from '@/features/catalog/types';
import type { RecentlySeenProduct } from './schema';

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
