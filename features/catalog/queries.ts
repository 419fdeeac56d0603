import 'server-only';
import { unstable_cache } from 'next/cache';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { merchListItems, products } from '@/lib/db/schema';
import type { ProductType } from '@/lib/config/product-types';
import { productDetailsPath } from '@/lib/routes';
import type { ProductImage, ProductSummary } from './types';
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
  starRating: products.starRating,
  minAge: products.minAge,
  image: primaryImage,
  fromPrice,
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
  starRating: number | null;
  minAge: number | null;
  image: ProductImage | null;
  fromPrice: [number, number] | null;
};

function toSummary(row: SummaryRow, promotionName: string | null = null): ProductSummary {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    // Air+hotel packages have no details route of their own; their stored page URL serves.
    href: productDetailsPath(row.type, { productID: row.id, productName: row.slug }) ?? row.url,
    image: row.image,
    location: row.locatedWithin ?? row.area,
    rating: Number(row.rating),
    reviewCount: row.reviewCount,
    starRating: row.starRating === null ? null : Number(row.starRating),
    minAge: row.minAge,
    fromPriceCents: row.fromPrice ? Number(row.fromPrice[0]) : null,
    fromBasePriceCents: row.fromPrice ? Number(row.fromPrice[1]) : null,
    promotionName,
  };
}

/** Summaries in the order of `ids`; unknown ids are left out. */
export async function findProductSummaries(db: Db, ids: readonly number[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(summaryColumns).from(products).where(inArray(products.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, toSummary(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The members of a merchandising list, in list order. */
export async function findMerchListProducts(db: Db, code: string, limit: number): Promise<ProductSummary[]> {
  const rows = await db
    .select({ ...summaryColumns, promotionName: merchListItems.promotionName })
    .from(merchListItems)
    .innerJoin(products, eq(products.id, merchListItems.productId))
    .where(eq(merchListItems.listCode, code))
    .orderBy(asc(merchListItems.position))
    .limit(limit);
  return rows.map((r) => toSummary(r, r.promotionName));
}

/** The most popular products of a type (popularity 1 is the most popular). */
export async function findPopularProducts(db: Db, type: ProductType, limit: number): Promise<ProductSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .where(and(eq(products.type, type)))
    .orderBy(asc(products.popularity), desc(products.reviewCount))
    .limit(limit);
  return rows.map((r) => toSummary(r));
}

// Page-facing reads: cached across requests and tagged, so a catalog change revalidates them.
// From-prices move with the calendar, so the cache also expires on its own.
const FIVE_MINUTES = 300;

export const getProductSummaries = (ids: readonly number[]) =>
  unstable_cache(async () => findProductSummaries(await getDb(), ids), ['product-summaries', ids.join(',')], {
    tags: [catalogTags.all, ...ids.map(catalogTags.product)],
    revalidate: FIVE_MINUTES,
  })();

export const getMerchListProducts = (code: string, limit: number) =>
  unstable_cache(async () => findMerchListProducts(await getDb(), code, limit), ['merch-list', code, String(limit)], {
    tags: [catalogTags.all, catalogTags.merchList(code)],
    revalidate: FIVE_MINUTES,
  })();

export const getPopularProducts = (type: ProductType, limit: number) =>
  unstable_cache(async () => findPopularProducts(await getDb(), type, limit), ['popular', type, String(limit)], {
    tags: [catalogTags.all],
    revalidate: FIVE_MINUTES,
  })();
