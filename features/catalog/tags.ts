import type { ProductType } from '@/lib/config/product-types';

/**
 * Cache tags shared by the cached catalog reads and by whatever revalidates them. A write
 * publishes the tags of what it changed (lib/cache/invalidation.ts): a product's own tag,
 * its type's when the change can reorder a type's lists, a merchandising list's when its
 * members change, `all` for a wholesale change such as a reseed.
 */
export const catalogTags = {
  all: 'catalog',
  product: (id: number) => `catalog:product:${id}`,
  productType: (type: ProductType) => `catalog:type:${type}`,
  merchList: (code: string) => `catalog:merch:${code}`,
} as const;
