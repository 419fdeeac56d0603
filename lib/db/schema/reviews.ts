import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog';

/**
 * Guest reviews written on this site (migration 0005), the source of a product's review
 * statistics (AverageOverallRating, TotalReviewCount). A product with none falls back to its
 * customer rating from the reviews service (`products.rating`, `products.review_count`).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Overall rating, whole stars 1-5. */
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    authorName: text('author_name').notNull(),
    /** Where the guest comes from, as they wrote it ("Denver, CO"); optional. */
    authorLocation: text('author_location'),
    /** The day of the visit, when the guest gave it. */
    visitedOn: date('visited_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_recent').on(t.productId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_title_length', sql`char_length(${t.title}) between 1 and 120`),
    check('reviews_body_length', sql`char_length(${t.body}) between 1 and 4000`),
  ],
);
