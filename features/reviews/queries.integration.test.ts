// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, reviews } from '@/lib/db/schema';
import { REVIEW_STATISTICS_LIMIT } from '@/lib/config/constants';
import { findProductSummaries } from '@/features/catalog/queries';
import { catalogTags } from '@/features/catalog/tags';
import { testDatabaseKinds, testDatabaseForSuite } from '@/tests/helpers/test-database';
import { findProductRatings, findProductReviews, getProductReviews } from './queries';
import { rows } from '@/lib/db/rows';

const cache = installTestDataCache();

function review(productId: number, rating: number, createdAt: string, n = 0) {
  return { productId, rating, title: `Review ${n}`, body: `Body of review ${n}.`, authorName: `Guest ${n}`, createdAt: new Date(createdAt) };
}

describe.each(testDatabaseKinds())('review statistics on %s', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const db = () => database().db;

  /** A product of the type with its seeded reviews removed, so the test decides what it has. */
  async function bareProduct(type: 'SHOW' | 'HOTEL' | 'TOUR' | 'SPA', offset = 0) {
    const [row] = await db().select().from(products).where(eq(products.type, type)).orderBy(asc(products.id)).limit(1).offset(offset);
    await db().delete(reviews).where(eq(reviews.productId, row!.id));
    return row!;
  }

  it('seeds reviews that agree with each product: never more than the reviews service counted', async () => {
    const found = await rows<{ n: string | number; over: string | number; out_of_range: string | number }>(
      db(),
      sql`
        select count(*) as n,
               count(*) filter (where r.total > p.review_count) as over,
               count(*) filter (where r.average < 1 or r.average > 5) as out_of_range
          from (select product_id, count(*) as total, avg(rating) as average from reviews group by product_id) r
          join products p on p.id = r.product_id`,
    );
    expect(Number(found[0]!.n)).toBeGreaterThan(100);
    expect(Number(found[0]!.over)).toBe(0);
    expect(Number(found[0]!.out_of_range)).toBe(0);
  });

  it('counts the average, the total and each star level from the reviews table', async () => {
    const show = await bareProduct('SHOW');
    await db()
      .insert(reviews)
      .values([5, 5, 4, 3, 1].map((stars, n) => review(show.id, stars, `2026-10-0${n + 1}T20:00:00Z`, n)));
    const { statistics, latest } = await findProductReviews(show.id);
    expect(statistics).toEqual({ averageOverallRating: 3.6, totalReviewCount: 5, starCounts: [1, 0, 1, 1, 2] });
    expect(latest.map((r) => r.title)).toEqual(['Review 4', 'Review 3', 'Review 2', 'Review 1', 'Review 0']);
    expect(latest[0]).toMatchObject({ rating: 1, authorName: 'Guest 4', authorLocation: null, visitedOn: null, createdAt: '2026-10-05T20:00:00.000Z' });
  });

  it(`returns at most ${REVIEW_STATISTICS_LIMIT} reviews, the newest, while the statistics count them all`, async () => {
    const tour = await bareProduct('TOUR');
    const start = Date.parse('2026-01-01T12:00:00Z');
    await db()
      .insert(reviews)
      .values(Array.from({ length: 60 }, (_, n) => review(tour.id, n < 30 ? 5 : 4, new Date(start + n * 86_400_000).toISOString(), n)));
    const { statistics, latest } = await findProductReviews(tour.id);
    expect(statistics?.totalReviewCount).toBe(60);
    expect(statistics?.averageOverallRating).toBe(4.5);
    expect(latest).toHaveLength(REVIEW_STATISTICS_LIMIT);
    expect(latest[0]?.title).toBe('Review 59');
    expect(latest.at(-1)?.title).toBe('Review 10');
  });

  it('falls back to the customer rating for a product without reviews, in the summary and the ratings api alike', async () => {
    const spa = await bareProduct('SPA');
    const hotel = await bareProduct('HOTEL');
    await db().insert(reviews).values([review(hotel.id, 4, '2026-11-01T18:00:00Z'), review(hotel.id, 5, '2026-11-02T18:00:00Z')]);

    expect((await findProductReviews(spa.id)).statistics).toBeNull();
    const summaries = await findProductSummaries([spa.id, hotel.id]);
    expect(summaries.map((s) => [s.id, s.rating, s.reviewCount])).toEqual([
      [spa.id, Number(spa.rating), spa.reviewCount],
      [hotel.id, 4.5, 2],
    ]);
    expect(await findProductRatings([hotel.id, 999_999, spa.id])).toEqual([
      { productId: hotel.id, averageRating: 4.5, totalReviewCount: 2 },
      { productId: spa.id, averageRating: Number(spa.rating), totalReviewCount: spa.reviewCount },
    ]);
    expect(await findProductRatings([])).toEqual([]);
  });

  it("caches a product's reviews under the product's tag", async () => {
    const show = await bareProduct('SHOW', 1);
    cache.clear();
    expect((await getProductReviews(show.id)).statistics).toBeNull();
    expect(cache.entries().map((e) => e.tags)).toEqual([[catalogTags.all, catalogTags.product(show.id)]]);
    await db().insert(reviews).values(review(show.id, 2, '2026-11-20T18:00:00Z'));
    // Until the product's tag expires the cached entry stands; then the new review counts.
    expect((await getProductReviews(show.id)).statistics).toBeNull();
    cache.expireTags([catalogTags.product(show.id)]);
    expect((await getProductReviews(show.id)).statistics).toMatchObject({ averageOverallRating: 2, totalReviewCount: 1 });
  });

  it('refuses ratings outside 1-5 and empty titles', async () => {
    const show = await bareProduct('SHOW', 2);
    await expect(db().insert(reviews).values(review(show.id, 6, '2026-11-20T18:00:00Z'))).rejects.toThrow();
    await expect(db().insert(reviews).values(review(show.id, 0, '2026-11-20T18:00:00Z'))).rejects.toThrow();
    await expect(db().insert(reviews).values({ ...review(show.id, 3, '2026-11-20T18:00:00Z'), title: '' })).rejects.toThrow();
    expect((await findProductReviews(show.id)).statistics).toBeNull();
  });
});
