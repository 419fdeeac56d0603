import 'server-only';
import { unstable_cache } from 'next/cache';
import { findProductIdByUrl } from '@/features/catalog/queries';
import { catalogTags } from '@/features/catalog/tags';
import { getProductDetails } from '@/features/details/queries';
import type { ProductDetails } from '@/features/details/types';
import { fetchContentEntry } from './client';
import { contentEntrySchema, normalizeEntryUrl, type ContentEntry } from './entry-schema';
import { contentTags } from './tags';

export type PageOrProductEntry = Extract<ContentEntry, { type: 'page' | 'product' }>;

/** A catalog product as the content service's product entry (storefront 3 field names). */
export function productEntryFromCatalog(url: string, product: ProductDetails, forceType?: 'GAY_CLUB'): PageOrProductEntry {
  const entry = contentEntrySchema.parse({
    url,
    type: 'product',
    data: {
      id: product.summary.id,
      name: product.summary.name,
      displayTitle: product.summary.name,
      productType: forceType ?? product.summary.type,
      ...(product.localPhone ? { localPhoneNumber: product.localPhone } : {}),
      features: product.features.map((f) => ({ name: f.name, description: f.description })),
      ...(product.gallery[0] ? { featuredLargePhoto: { url: product.gallery[0].path } } : {}),
      slideshowPhotos: product.gallery.map((image) => ({ url: image.path, width: image.width, height: image.height })),
      summary: product.shortDescription,
      description: product.description,
      streetAddress: product.address,
      longitude: product.longitude,
      latitude: product.latitude,
    },
  });
  return entry as PageOrProductEntry;
}

/** Thrown inside the cached read for a url no product lands on: unstable_cache stores results, never errors. */
class NoLandingProduct extends Error {}

/**
 * The product whose landing url is `url`, cached under the entry's tag too: a page drawn from the
 * catalog then carries `content:entry:{url}`, so an entry an editor writes at that url replaces it
 * on the next request (content first, storefront 2.10). Urls no product lands on are not cached:
 * they come from visitors.
 */
async function landingProductId(url: string): Promise<number | null> {
  try {
    return await unstable_cache(
      async () => {
        const id = await findProductIdByUrl(url);
        if (id === null) throw new NoLandingProduct();
        return id;
      },
      ['landing-product', url],
      { tags: [contentTags.entry(url), catalogTags.all], revalidate: 300 },
    )();
  } catch (error) {
    if (error instanceof NoLandingProduct) return null;
    throw error;
  }
}

/**
 * What a content-managed static route shows (storefront 2.10): the content service's page or
 * product entry at the path; when it has none or fails (swallowed by the client), the catalog
 * product whose page is at that url ('gayclubs' paths force the gay club type); else null, and the
 * route shows the not-found page.
 */
export async function resolvePageEntry(path: string): Promise<{ source: 'content' | 'catalog'; entry: PageOrProductEntry } | null> {
  const url = normalizeEntryUrl(path);
  if (url === null) return null;
  const entry = await fetchContentEntry(url);
  if (entry?.type === 'page' || entry?.type === 'product') return { source: 'content', entry };
  const id = await landingProductId(url);
  const product = id === null ? null : await getProductDetails(id);
  if (product === null) return null;
  const forceType = url.split('/').includes('gayclubs') ? 'GAY_CLUB' : undefined;
  return { source: 'catalog', entry: productEntryFromCatalog(url, product, forceType) };
}
