import 'server-only';
import { unstable_cache } from 'next/cache';
import { and, asc, desc, eq, inArray, isNotNull, not, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { merchListItems, productImages, products } from '@/lib/db/schema';
import { STRIP_CLUB_CATEGORY, type ProductType } from '@/lib/config/product-types';
import { visitorUnitPrice, type InsiderEntitlement } from '@/lib/insider-pricing';
import { rows } from '@/lib/db/rows';
import { productImagePath, type ImageSize } from '@/lib/media/image-sizes';
import { productDetailsPath, routes } from '@/lib/routes';
import { renderProductImageSvg } from './product-image';
import { displayedRating, reviewStatisticsSql } from '@/features/reviews/queries';
import { resortDealGroups, type ResortDeals } from './resort-deals';
import type { CategoryFilter, CategoryRef, FeaturedHotel, ProductImage, ProductPage, ProductPageStats, ProductSummary } from './types';
import { catalogTags } from './tags';

// Spelled out in full: inside a sql template Drizzle renders a column of a single-table
// select unqualified ("id"), which a correlated subquery would bind to its own table.
const productIdRef = sql.raw('"products"."id"');
const productTypeRef = sql.raw('"products"."type"');

/**
 * The cheapest thing on sale from today on: a sku with an upcoming performance,
 * a hotel room night from tonight, or a package sku. Returned as [price, base price].
 */
const fromPrice = sql<[number, number] | null>`(
  select json_build_array(offer.price, offer.base) from (
    select s.price_cents as price, s.base_price_cents as base
      from skus s
     where s.product_id = ${productIdRef}
       and exists (select 1 from performances p
                    where p.product_id = s.product_id and not p.cancelled and p.starts_at > now())
    union all
    select rn.rate_cents, rn.base_rate_cents
      from room_nights rn join skus s on s.id = rn.sku_id
     where s.product_id = ${productIdRef}
       and rn.night >= (now() at time zone 'America/Los_Angeles')::date
    union all
    select s.price_cents, s.base_price_cents
      from skus s
     where s.product_id = ${productIdRef} and ${productTypeRef} = 'AIR_HOTEL'
  ) offer
  order by offer.price
  limit 1
)`;

const primaryImage = sql<ProductImage | null>`(
  select json_build_object('path', i.path, 'title', i.title, 'width', i.width, 'height', i.height)
    from product_images i
   where i.product_id = ${productIdRef} and i.is_primary
   order by i.sort_order
   limit 1
)`;

/** The product (of the outer query) is filed under the category. */
function inCategory(category: CategoryRef): SQL {
  return sql`exists (
    select 1 from product_categories pc join categories c on c.id = pc.category_id
     where pc.product_id = ${productIdRef} and c.group_code = ${category.group} and c.slug = ${category.slug}
  )`;
}

function categoryCondition(filter: CategoryFilter | undefined): SQL | undefined {
  if (filter === undefined) return undefined;
  return and(filter.in ? inCategory(filter.in) : undefined, filter.notIn ? not(inCategory(filter.notIn)) : undefined);
}

/** Cache-key parts of a filter; none without one, so unfiltered entries keep their keys. */
function filterKey(filter: CategoryFilter | undefined): string[] {
  if (filter === undefined) return [];
  const part = (name: string, c: CategoryRef | undefined) => (c ? [`${name}:${c.group}/${c.slug}`] : []);
  return [...part('in', filter.in), ...part('not-in', filter.notIn)];
}

const summaryColumns = {
  id: products.id,
  type: products.type,
  name: products.name,
  slug: products.slug,
  url: products.url,
  locatedWithin: products.locatedWithin,
  area: products.area,
  rating: products.rating,
  reviewCount: products.reviewCount,
  reviewStatistics: reviewStatisticsSql(productIdRef),
  starRating: products.starRating,
  minAge: products.minAge,
  image: primaryImage,
  fromPrice,
  // Strip clubs are bars filed under STRIP_CLUB_CATEGORY, with a details base of their own.
  stripClub: sql<boolean>`${inCategory(STRIP_CLUB_CATEGORY)}`,
};

type SummaryRow = {
  id: number;
  type: ProductType;
  name: string;
  slug: string;
  url: string;
  locatedWithin: string | null;
  area: string;
  rating: number;
  reviewCount: number;
  reviewStatistics: [number, number] | null;
  starRating: number | null;
  minAge: number | null;
  image: ProductImage | null;
  fromPrice: [number, number] | null;
  stripClub: boolean;
};

function hrefOf(row: Pick<SummaryRow, 'id' | 'type' | 'slug' | 'url' | 'stripClub'>): string {
  const params = { productID: row.id, productName: row.slug };
  if (row.stripClub) return routes.stripClubProductDetails.build(params);
  // Air+hotel packages have no details route of their own; their stored page URL serves.
  return productDetailsPath(row.type, params) ?? row.url;
}

function toSummary(row: SummaryRow, promotionName: string | null = null): ProductSummary {
  // The rating fallback of storefront 3: the product's own reviews, else the customer rating.
  const { rating, reviewCount } = displayedRating(row.reviewStatistics, { rating: Number(row.rating), reviewCount: row.reviewCount });
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    href: hrefOf(row),
    image: row.image,
    location: row.locatedWithin ?? row.area,
    rating,
    reviewCount,
    starRating: row.starRating === null ? null : Number(row.starRating),
    minAge: row.minAge,
    fromPriceCents: row.fromPrice ? Number(row.fromPrice[0]) : null,
    fromBasePriceCents: row.fromPrice ? Number(row.fromPrice[1]) : null,
    promotionName,
  };
}

/** Summaries in the order of `ids`; unknown ids are left out. Uncached. */
export async function findProductSummaries(ids: readonly number[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db.select(summaryColumns).from(products).where(inArray(products.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, toSummary(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Every product of a type (narrowed by `filter`) as a summary, most popular first. Uncached:
 * search (features/search) caches what it builds from it.
 */
export async function findSummariesOfType(type: ProductType, filter?: CategoryFilter): Promise<ProductSummary[]> {
  const db = await getDb();
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .where(and(eq(products.type, type), categoryCondition(filter)))
    .orderBy(asc(products.popularity), asc(products.id));
  return rows.map((row) => toSummary(row));
}

/** How many products each type has and when the newest change among them was (sitemaps). Uncached. */
export async function findProductPageStats(): Promise<ProductPageStats[]> {
  const db = await getDb();
  const rows = await db
    .select({
      type: products.type,
      count: sql<number>`count(*)::int`,
      lastModified: sql<string | null>`max(${products.updatedAt})`,
    })
    .from(products)
    .groupBy(products.type)
    .orderBy(asc(products.type));
  return rows.map((r) => ({ type: r.type, count: Number(r.count), lastModified: toIsoOrNull(r.lastModified) }));
}

/**
 * One slice of a type's products in id order (stable while products are added), each with its
 * own page as every link builds it and its last change: one query per sitemap file. Uncached.
 */
export async function findProductPages(type: ProductType, offset: number, limit: number): Promise<ProductPage[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: products.id,
      type: products.type,
      slug: products.slug,
      url: products.url,
      landingUrl: products.landingUrl,
      stripClub: summaryColumns.stripClub,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(eq(products.type, type))
    .orderBy(asc(products.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    href: hrefOf(row),
    ...(row.landingUrl === null ? {} : { landingHref: row.landingUrl }),
    lastModified: row.updatedAt.toISOString(),
  }));
}

/** Drivers give max(timestamptz) as a string (node-postgres) or a Date (PGlite). */
function toIsoOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

type ListSlot = { id: number; promotionName: string | null };

/** The members of a merchandising list, in list order. Uncached. */
export async function findMerchListSlots(code: string, limit: number): Promise<ListSlot[]> {
  const db = await getDb();
  return db
    .select({ id: merchListItems.productId, promotionName: merchListItems.promotionName })
    .from(merchListItems)
    .where(eq(merchListItems.listCode, code))
    .orderBy(asc(merchListItems.position))
    .limit(limit);
}

/** The most popular products of a type, narrowed by `filter` (popularity 1 is the most popular). Uncached. */
export async function findPopularProductIds(type: ProductType, limit: number, filter?: CategoryFilter): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.type, type), categoryCondition(filter)))
    .orderBy(asc(products.popularity), desc(products.reviewCount))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Each product's first image of a size, by product id (products without one are absent). Uncached. */
export async function findProductImagesOfSize(ids: readonly number[], size: ImageSize): Promise<Map<number, ProductImage>> {
  if (ids.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({
      productId: productImages.productId,
      path: productImages.path,
      title: productImages.title,
      width: productImages.width,
      height: productImages.height,
    })
    .from(productImages)
    .where(and(inArray(productImages.productId, [...ids]), eq(productImages.size, size)))
    .orderBy(asc(productImages.sortOrder), asc(productImages.id));
  const byId = new Map<number, ProductImage>();
  for (const { productId, ...image } of rows) if (!byId.has(productId)) byId.set(productId, image);
  return byId;
}

/** The ids of the hotel landing page's resort deal groups (./resort-deals.ts). Uncached. */
export async function findResortDealIds(): Promise<ResortDeals<number>> {
  const groups = resortDealGroups(await findSummariesOfType('HOTEL'));
  return {
    dailyDeals: groups.dailyDeals.map((p) => p.id),
    bestValue: groups.bestValue.map((p) => p.id),
    trending: groups.trending.map((p) => p.id),
  };
}

/** What the generated image of a product needs: its name, type and the image's title. Uncached. */
export async function findProductImage(
  productId: number,
  path: string,
): Promise<{ name: string; type: ProductType; title: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ name: products.name, type: products.type, title: productImages.title })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(and(eq(productImages.productId, productId), eq(productImages.path, path)))
    .limit(1);
  return row ?? null;
}

/**
 * The generated SVG of a product image (`/media/products/{id}/{SIZE}-{n}.svg`), or null when
 * the product has no such image. Deterministic: the same product and file give the same bytes.
 */
export async function getProductImageSvg(productId: number, size: ImageSize, n: number): Promise<string | null> {
  const image = await findProductImage(productId, productImagePath(productId, size, n));
  if (!image) return null;
  // Gallery titles read "{product name} - {caption}"; the caption becomes the image's second line.
  const caption = image.title.startsWith(`${image.name} - `) ? image.title.slice(image.name.length + 3) : null;
  return renderProductImageSvg({ productId, productType: image.type, name: image.name, size, n, caption });
}

// Page-facing reads: cached across requests and tagged (./tags.ts), so a catalog write
// revalidates exactly the pages that show what it changed. A product is cached on its own
// and lists are cached as ids, so a page carries the tag of every product it shows, and a
// visitor-chosen set of ids (recently seen) creates at most one entry per product.
// From-prices move with the calendar, so entries also expire on their own.
const FIVE_MINUTES = 300;

/** Thrown inside the cached read for an unknown id: unstable_cache stores results, never errors. */
class NoSuchProduct extends Error {}

/**
 * One product's summary, or null for an unknown id. Found products are cached one entry per
 * product (tags: catalog, catalog:product:{id}); unknown ids are not cached at all: ids come from
 * visitors (/api/recently-seen), and caching every made-up id would let anyone fill the bounded
 * cache and push real pages out. An unknown id costs one primary-key lookup each time, and a
 * product created under it later shows at once.
 */
export async function getProductSummary(id: number): Promise<ProductSummary | null> {
  const cached = unstable_cache(
    async () => {
      const [summary] = await findProductSummaries([id]);
      if (!summary) throw new NoSuchProduct();
      return summary;
    },
    ['product-summary', String(id)],
    { tags: [catalogTags.all, catalogTags.product(id)], revalidate: FIVE_MINUTES },
  );
  try {
    return await cached();
  } catch (error) {
    if (error instanceof NoSuchProduct) return null;
    throw error;
  }
}

/** Summaries in the order of `ids`; unknown ids are left out. */
export async function getProductSummaries(ids: readonly number[]): Promise<ProductSummary[]> {
  const found = await Promise.all(ids.map((id) => getProductSummary(id)));
  return found.filter((p): p is ProductSummary => p !== null);
}

async function summariesOf(slots: readonly ListSlot[]): Promise<ProductSummary[]> {
  const found = await Promise.all(
    slots.map(async (slot) => {
      const product = await getProductSummary(slot.id);
      return product && { ...product, promotionName: slot.promotionName };
    }),
  );
  return found.filter((p): p is ProductSummary => p !== null);
}

/** The members of a merchandising list, in list order. */
export async function getMerchListProducts(code: string, limit: number): Promise<ProductSummary[]> {
  const slots = await unstable_cache(() => findMerchListSlots(code, limit), ['merch-list', code, String(limit)], {
    tags: [catalogTags.all, catalogTags.merchList(code)],
    revalidate: FIVE_MINUTES,
  })();
  return summariesOf(slots);
}

/** The most popular products of a type, narrowed by `filter`. */
export async function getPopularProducts(type: ProductType, limit: number, filter?: CategoryFilter): Promise<ProductSummary[]> {
  const key = ['popular', type, String(limit), ...filterKey(filter)];
  // Category filings change with the type's products, so the type's tag covers them too.
  const ids = await unstable_cache(() => findPopularProductIds(type, limit, filter), key, {
    tags: [catalogTags.all, catalogTags.productType(type)],
    revalidate: FIVE_MINUTES,
  })();
  return summariesOf(ids.map((id) => ({ id, promotionName: null })));
}

/** Every product of a type, narrowed by `filter`, most popular first (line and category pages). */
export async function getProductsOfType(type: ProductType, filter?: CategoryFilter): Promise<ProductSummary[]> {
  const key = ['type-products', type, ...filterKey(filter)];
  const ids = await unstable_cache(async () => (await findSummariesOfType(type, filter)).map((p) => p.id), key, {
    tags: [catalogTags.all, catalogTags.productType(type)],
    revalidate: FIVE_MINUTES,
  })();
  return summariesOf(ids.map((id) => ({ id, promotionName: null })));
}

/** The resort deal groups of the hotel landing page (storefront 2.4), each in its order. */
export async function getResortDeals(): Promise<ResortDeals<ProductSummary>> {
  const ids = await unstable_cache(findResortDealIds, ['resort-deals'], {
    tags: [catalogTags.all, catalogTags.productType('HOTEL')],
    revalidate: FIVE_MINUTES,
  })();
  const [dailyDeals, bestValue, trending] = await Promise.all([
    getProductSummaries(ids.dailyDeals),
    getProductSummaries(ids.bestValue),
    getProductSummaries(ids.trending),
  ]);
  return { dailyDeals, bestValue, trending };
}

/** The merchandising list of the hotel landing page's hero slider (seeded; operators edit it). */
export const HOTEL_HERO_LIST = 'Hotel_Page_Hero_Slot';

/**
 * The hotel landing page's featured hotels (storefront 2.4): the hero merchandising list, or the
 * most popular hotels while that list is empty, each with its HERO658X251 image.
 */
export async function getFeaturedHotels(limit: number): Promise<FeaturedHotel[]> {
  const listed = (await getMerchListProducts(HOTEL_HERO_LIST, limit)).filter((p) => p.type === 'HOTEL');
  const hotels = listed.length > 0 ? listed : await getPopularProducts('HOTEL', limit);
  const ids = hotels.map((h) => h.id);
  // Keyed by the ids, which come from the list above, never from a visitor.
  const images = await unstable_cache(
    async () => [...(await findProductImagesOfSize(ids, 'HERO658X251'))],
    ['product-images', 'HERO658X251', ids.join(',')],
    { tags: [catalogTags.all, ...ids.map((id) => catalogTags.product(id))], revalidate: FIVE_MINUTES },
  )();
  const byId = new Map(images);
  return hotels.map((hotel) => ({ hotel, heroImage: byId.get(hotel.id) ?? null }));
}

/** A product's from-price for one visitor: the public one and the lower one their entitlement gives. */
export type MemberFromPrice = { readonly productId: number; readonly publicCents: number; readonly memberCents: number };

/**
 * Member prices of storefront 6 for the products a page shows: per product, the cheapest ticket
 * type with a performance to come (within `window`, Pacific dates, when a search gives one) at
 * the public price and at this visitor's price, insider prices applied by the same rule as the
 * seat page (lib/insider-pricing). Only products where the visitor's price is lower. Never
 * cached: it depends on the visitor.
 */
export async function findMemberFromPrices(
  ids: readonly number[],
  entitlement: InsiderEntitlement,
  window: { readonly startDate: string; readonly endDate: string } | null = null,
): Promise<MemberFromPrice[]> {
  if (ids.length === 0 || (!entitlement.memberDeal && !entitlement.signedInInsider)) return [];
  const db = await getDb();
  const inWindow =
    window === null
      ? sql``
      : sql`and (p.starts_at at time zone 'America/Los_Angeles')::date between ${window.startDate}::date and ${window.endDate}::date`;
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  // Each ticket type's stored prices; this visitor's price is decided by lib/insider-pricing, as
  // the ticket list and the cart decide it.
  const skuRows = await rows<{ product_id: number; price_cents: number; fee_cents: number; tax_cents: number; insider_price_cents: number | null; insider_password_protected: boolean }>(
    db,
    sql`select s.product_id, s.price_cents, s.fee_cents, s.tax_cents, s.insider_price_cents, s.insider_password_protected
          from skus s
         where s.product_id in (${idList})
           and exists (select 1 from performances p
                        where p.product_id = s.product_id and not p.cancelled and p.starts_at > now() ${inWindow})`,
  );
  const byProduct = new Map<number, { publicCents: number; memberCents: number }>();
  for (const s of skuRows) {
    const publicCents = Number(s.price_cents);
    const visitor = visitorUnitPrice(entitlement, {
      priceCents: publicCents,
      feeCents: Number(s.fee_cents),
      taxCents: Number(s.tax_cents),
      insiderPriceCents: s.insider_price_cents === null ? null : Number(s.insider_price_cents),
      passwordProtected: s.insider_password_protected,
    });
    const memberCents = Math.min(visitor.priceCents, publicCents);
    const best = byProduct.get(Number(s.product_id));
    byProduct.set(Number(s.product_id), best ? { publicCents: Math.min(best.publicCents, publicCents), memberCents: Math.min(best.memberCents, memberCents) } : { publicCents, memberCents });
  }
  return [...byProduct]
    .map(([productId, prices]) => ({ productId, ...prices }))
    .filter((r) => r.memberCents < r.publicCents)
    .sort((a, b) => a.productId - b.productId);
}

/**
 * The catalog's "product call by productUrl" (storefront 2.10, 7): the product whose landing page
 * (products.landing_url, e.g. /shows/comedy/{name}) is at `path`, with or without a trailing
 * slash, or null. Uncached: paths come from visitors, and the page that asks is itself cached.
 * In process, so storefront 7's GET-or-POST flag has no request to choose a method for.
 */
export async function findProductIdByUrl(path: string): Promise<number | null> {
  const bare = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const db = await getDb();
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.landingUrl, [bare, `${bare}/`]))
    .limit(1);
  return row?.id ?? null;
}

/** Every product's landing url with its name and last change, in url order (sitemaps, the content route check). Uncached. */
export async function listProductLandingPages(): Promise<{ id: number; name: string; url: string; updatedAt: Date }[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: products.id, name: products.name, url: products.landingUrl, updatedAt: products.updatedAt })
    .from(products)
    .where(isNotNull(products.landingUrl))
    .orderBy(asc(products.landingUrl));
  return rows.flatMap((row) => (row.url === null ? [] : [{ ...row, url: row.url }]));
}
