import 'server-only';
import { unstable_cache } from 'next/cache';
import { and, asc, eq, gt } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { categories, performances, productCategories, productImages, products } from '@/lib/db/schema';
import { findProductSummaries, getProductSummary } from '@/features/catalog/queries';
import { catalogTags } from '@/features/catalog/tags';
import type { ProductDetails } from './types';

const FIVE_MINUTES = 300;
const GALLERY_SIZE = 'GALLERY800X533' as const;

/** What the details page shows of a product beyond its summary, or null for an unknown id. Uncached. */
export async function findProductDetails(id: number): Promise<Omit<ProductDetails, 'summary'> | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      slug: products.slug,
      shortDescription: products.shortDescription,
      description: products.description,
      locatedWithin: products.locatedWithin,
      area: products.area,
      address: products.address,
      city: products.city,
      postalCode: products.postalCode,
      latitude: products.latitude,
      longitude: products.longitude,
      localPhone: products.localPhone,
      providerName: products.providerName,
      sellable: products.sellable,
      durationMinutes: products.durationMinutes,
      guestScore: products.guestScore,
      features: products.features,
    })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  if (!row) return null;
  const [categoryRows, imageRows] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(eq(productCategories.productId, id))
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    db
      .select({ path: productImages.path, title: productImages.title, width: productImages.width, height: productImages.height })
      .from(productImages)
      .where(and(eq(productImages.productId, id), eq(productImages.size, GALLERY_SIZE)))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id)),
  ]);
  return {
    ...row,
    guestScore: row.guestScore === null ? null : Number(row.guestScore),
    features: row.features,
    categories: categoryRows,
    gallery: imageRows,
  };
}

class NoSuchProduct extends Error {}

/**
 * A product's details, cached one entry per product (tags: catalog, catalog:product:{id}), or
 * null for an unknown id. Unknown ids are not cached (see getProductSummary: ids come from urls).
 */
export async function getProductDetails(id: number): Promise<ProductDetails | null> {
  const summary = await getProductSummary(id);
  if (summary === null) return null;
  const cached = unstable_cache(
    async () => {
      const details = await findProductDetails(id);
      if (details === null) throw new NoSuchProduct();
      return details;
    },
    ['product-details', String(id)],
    { tags: [catalogTags.all, catalogTags.product(id)], revalidate: FIVE_MINUTES },
  );
  try {
    return { summary, ...(await cached()) };
  } catch (error) {
    if (error instanceof NoSuchProduct) return null;
    throw error;
  }
}

/** What getProductDetails gives, read now from the database, never from a cache (a details page asked for with `?nc=1`). */
export async function findProductDetailsFresh(id: number): Promise<ProductDetails | null> {
  const [[summary], details] = await Promise.all([findProductSummaries([id]), findProductDetails(id)]);
  return summary && details ? { summary, ...details } : null;
}

/** How many upcoming performances the page's structured data lists. */
export const JSON_LD_PERFORMANCES = 10;

/** The next performances (not cancelled, not started) of a product, as ISO instants. Uncached. */
export async function findUpcomingPerformances(id: number, limit: number, now: Date = new Date()): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ startsAt: performances.startsAt })
    .from(performances)
    .where(and(eq(performances.productId, id), eq(performances.cancelled, false), gt(performances.startsAt, now)))
    .orderBy(asc(performances.startsAt))
    .limit(limit);
  return rows.map((row) => row.startsAt.toISOString());
}

/** The next performances for the page's JSON-LD, cached with the product (five minutes at most). */
export async function getUpcomingPerformances(id: number): Promise<string[]> {
  return unstable_cache(() => findUpcomingPerformances(id, JSON_LD_PERFORMANCES), ['upcoming-performances', String(id)], {
    tags: [catalogTags.all, catalogTags.product(id)],
    revalidate: FIVE_MINUTES,
  })();
}
