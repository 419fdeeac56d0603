import 'server-only';
import { findProductIdByUrl } from '@/features/catalog/queries';
import { getProductDetails } from '@/features/details/queries';
import type { ProductDetails } from '@/features/details/types';
import { fetchContentEntry } from './client';
import { contentEntrySchema, normalizeEntryUrl, type ContentEntry } from './entry-schema';

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
  const id = await findProductIdByUrl(url);
  const product = id === null ? null : await getProductDetails(id);
  if (product === null) return null;
  const forceType = url.split('/').includes('gayclubs') ? 'GAY_CLUB' : undefined;
  return { source: 'catalog', entry: productEntryFromCatalog(url, product, forceType) };
}
