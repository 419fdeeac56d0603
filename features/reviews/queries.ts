import 'server-only';
import { unstable_cache } from 'next/cache';
import { count, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { products, reviews } from '@/lib/db/schema';
import { ratingWithFallback, REVIEW_STATISTICS_LIMIT } from '@/lib/config/constants';
import { catalogTags } from '@/features/catalog/tags';
import type { ProductRating, ProductReviews, Review, ReviewStatistics } from './types';

const FIVE_MINUTES = 300;

/**
 * The review statistics of the product `productId` refers to, as a json array
 * [count, average to one decimal], or null when it has no reviews. For correlated subqueries
 * (the catalog's product summaries), so every card and page applies the same fallback.
 */
export function reviewStatisticsSql(productId: SQLWrapper): SQL<[number, number] | null> {
  // Nested, so that a single-table select (which writes its own top-level columns without their
  // table) keeps `"reviews"."product_id" = "products"."id"` qualified.
  const statistics = sql`
    select json_build_array(count(*), round(avg(${reviews.rating}), 1))
      from ${reviews}
     where ${reviews.productId} = ${productId}
    having count(*) > 0`;
  return sql<[number, number] | null>`(${statistics})`;
}

/** The rating after the fallback, from a row carrying reviewStatisticsSql's value and the customer rating. */
export function displayedRating(statistics: readonly [number | string, number | string] | null, customer: { rating: number; reviewCount: number }) {
  return ratingWithFallback(
    statistics === null ? null : { totalReviewCount: Number(statistics[0]), averageOverallRating: Number(statistics[1]) },
    customer,
  );
}

/** How many reviews gave each number of stars, 1 to 5. */
const starCount = (stars: number) => sql<number>`count(*) filter (where ${reviews.rating} = ${stars})`.mapWith(Number);

/** A product's review statistics and its latest reviews (at most REVIEW_STATISTICS_LIMIT). Uncached. */
export async function findProductReviews(productId: number): Promise<ProductReviews> {
  const db = await getDb();
  const [[stats], latestRows] = await Promise.all([
    db
      .select({
        total: count(),
        average: sql<number | null>`round(avg(${reviews.rating}), 1)`.mapWith(Number),
        one: starCount(1),
        two: starCount(2),
        three: starCount(3),
        four: starCount(4),
        five: starCount(5),
      })
      .from(reviews)
      .where(eq(reviews.productId, productId)),
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
  const latest: Review[] = latestRows.map((r) => ({ ...r, id: Number(r.id), createdAt: r.createdAt.toISOString() }));
  const statistics: ReviewStatistics | null =
    !stats || stats.total === 0 || stats.average === null
      ? null
      : {
          averageOverallRating: stats.average,
          totalReviewCount: stats.total,
          starCounts: [stats.one, stats.two, stats.three, stats.four, stats.five],
        };
  return { statistics, latest };
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
  const found = await db
    .select({ id: products.id, rating: products.rating, reviewCount: products.reviewCount, statistics: reviewStatisticsSql(products.id) })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  const byId = new Map(found.map((r) => [r.id, r]));
  return productIds.flatMap((productId) => {
    const row = byId.get(productId);
    if (!row) return [];
    const shown = displayedRating(row.statistics, { rating: row.rating, reviewCount: row.reviewCount });
    return [{ productId, averageRating: shown.rating, totalReviewCount: shown.reviewCount }];
  });
}
