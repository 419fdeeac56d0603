import 'server-only';
import { unstable_cache } from 'next/cache';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { reviews } from '@/lib/db/schema';
import { ratingWithFallback, REVIEW_STATISTICS_LIMIT } from '@/lib/config/constants';
import { catalogTags } from '@/features/catalog/tags';
import type { ProductRating, ProductReviews, Review, ReviewStatistics } from './types';

const FIVE_MINUTES = 300;

/**
 * The review statistics of the product `productId` refers to, as a json array
 * [count, average to one decimal], or null when it has no reviews. For correlated subqueries
 * (the catalog's product summaries), so every card and page applies the same fallback.
 */
export function reviewStatisticsSql(productId: SQL): SQL<[number, number] | null> {
  return sql<[number, number] | null>`(
    select json_build_array(count(*), round(avg(r.rating), 1))
      from reviews r
     where r.product_id = ${productId}
    having count(*) > 0
  )`;
}

/** The rating after the fallback, from a row carrying reviewStatisticsSql's value and the customer rating. */
export function displayedRating(statistics: readonly [number | string, number | string] | null, customer: { rating: number; reviewCount: number }) {
  return ratingWithFallback(
    statistics === null ? null : { totalReviewCount: Number(statistics[0]), averageOverallRating: Number(statistics[1]) },
    customer,
  );
}

type StatisticsRow = { total: number | string; average: number | string | null; counts: (number | string)[] | null };

function toStatistics(row: StatisticsRow | undefined): ReviewStatistics | null {
  const total = Number(row?.total ?? 0);
  if (!row || total === 0 || row.average === null) return null;
  const counts = (row.counts ?? []).map(Number);
  const at = (i: number) => counts[i] ?? 0;
  return { averageOverallRating: Number(row.average), totalReviewCount: total, starCounts: [at(0), at(1), at(2), at(3), at(4)] };
}

/** A product's review statistics and its latest reviews (at most REVIEW_STATISTICS_LIMIT). Uncached. */
export async function findProductReviews(productId: number): Promise<ProductReviews> {
  const db = await getDb();
  const [statsResult, latestRows] = await Promise.all([
    db.execute(sql`
      select count(*) as total, round(avg(rating), 1) as average,
             array[count(*) filter (where rating = 1), count(*) filter (where rating = 2), count(*) filter (where rating = 3),
                   count(*) filter (where rating = 4), count(*) filter (where rating = 5)] as counts
        from reviews where product_id = ${productId}`),
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        title: reviews.title,
        body: reviews.body,
        authorName: reviews.authorName,
        authorLocation: reviews.authorLocation,
        visitedOn: reviews.visitedOn,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.productId, productId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEW_STATISTICS_LIMIT),
  ]);
  const [row] = (statsResult as unknown as { rows: StatisticsRow[] }).rows;
  const latest: Review[] = latestRows.map((r) => ({ ...r, id: Number(r.id), createdAt: r.createdAt.toISOString() }));
  return { statistics: toStatistics(row), latest };
}

/**
 * A product's reviews for its details page, cached with the product (tags catalog and
 * catalog:product:{id}): a review written or removed expires the product's tag.
 */
export async function getProductReviews(productId: number): Promise<ProductReviews> {
  return unstable_cache(() => findProductReviews(productId), ['product-reviews', String(productId)], {
    tags: [catalogTags.all, catalogTags.product(productId)],
    revalidate: FIVE_MINUTES,
  })();
}

/**
 * The rating each product shows, after the fallback (storefront 3), in the order asked; unknown
 * ids are left out. Backs the review-statistics api (at most REVIEW_STATISTICS_LIMIT ids).
 */
export async function findProductRatings(productIds: readonly number[]): Promise<ProductRating[]> {
  if (productIds.length === 0) return [];
  const db = await getDb();
  const result = await db.execute(sql`
    select p.id, p.rating, p.review_count, ${reviewStatisticsSql(sql.raw('p.id'))} as statistics
      from products p
     where p.id in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})`);
  type Row = { id: number; rating: string | number; review_count: number; statistics: [number, number] | null };
  const byId = new Map((result as unknown as { rows: Row[] }).rows.map((r) => [Number(r.id), r]));
  return productIds.flatMap((productId) => {
    const row = byId.get(productId);
    if (!row) return [];
    const shown = displayedRating(row.statistics, { rating: Number(row.rating), reviewCount: Number(row.review_count) });
    return [{ productId, averageRating: shown.rating, totalReviewCount: shown.reviewCount }];
  });
}
