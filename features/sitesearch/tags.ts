import { catalogTags } from '@/features/catalog/tags';
import { SHARED_QUERY_TAG } from '@/lib/cache/shared-queries.mjs';
import { PRODUCT_TYPES } from '@/lib/config/product-types';

/**
 * Tags of a cached site search (its first page of ids and total, and the page rendered from it).
 * Any product may start or stop matching a query, so a search is expired by a change to the
 * catalog as a whole, to any product type's lists, or by `siteSearchTags.all` (every search).
 */
export const siteSearchTags = {
  all: 'sitesearch',
  // SHARED_QUERY_TAG: one entry per query, kept in the cache handler's bounded share for them.
  read: (): string[] => [siteSearchTags.all, SHARED_QUERY_TAG, catalogTags.all, ...PRODUCT_TYPES.map((type) => catalogTags.productType(type))],
} as const;
