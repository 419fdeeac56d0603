import 'server-only';
import { findProductSummaries, getProductSummaries } from '@/features/catalog/queries';
import type { ProductSummary } from '@/features/catalog/types';
import type { Db } from '@/lib/db/client';
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

/** Uncached read (tests, and callers that already hold a database). */
export async function findRecentlySeenProducts(db: Db, ids: readonly number[]): Promise<RecentlySeenProduct[]> {
  if (ids.length === 0) return [];
  return (await findProductSummaries(db, ids)).map(toRecentlySeen);
}

/** The entries of the recently seen list, in the order of `ids`; unknown ids are left out. */
export async function getRecentlySeenProducts(ids: readonly number[]): Promise<RecentlySeenProduct[]> {
  if (ids.length === 0) return [];
  return (await getProductSummaries(ids)).map(toRecentlySeen);
}
