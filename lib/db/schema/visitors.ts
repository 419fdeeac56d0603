import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { performances, products, skus } from './catalog';

/** A visitor's cart, found through the CART_UUID cookie. */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Guest information step (migration 0008). */
  guestFirstName: text('guest_first_name'),
  guestLastName: text('guest_last_name'),
  guestEmail: text('guest_email'),
  guestPhone: text('guest_phone'),
  promoCode: text('promo_code'),
  /** Set when the cart became an order: a booked cart cannot be checked out again. */
  bookedOrderId: uuid('booked_order_id'),
  recoveryMailSentAt: timestamp('recovery_mail_sent_at', { withTimezone: true }),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    quantity: integer('quantity').notNull(),
    /** The performance of a dated item (migration 0007); its quantity follows the cart's holds. */
    performanceId: integer('performance_id').references(() => performances.id, { onDelete: 'cascade' }),
    /** Per-ticket prices the visitor was shown when the item was held (migration 0008): checkout charges these. */
    unitPriceCents: integer('unit_price_cents'),
    unitFeeCents: integer('unit_fee_cents'),
    unitTaxCents: integer('unit_tax_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_items_cart').on(t.cartId),
    uniqueIndex('cart_items_cart_performance_sku').on(t.cartId, t.performanceId, t.skuId).where(sql`${t.performanceId} is not null`),
  ],
);

/** Footer e-mail promotions sign-ups. */
export const emailSignups = pgTable(
  'email_signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_signups_email').on(t.email)],
);

/**
 * Product views for social proof (migration 0004): one row per visitor, product and 30-minute
 * window. Pruned after the metrics period.
 */
export const productViews = pgTable(
  'product_views',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    visitorId: uuid('visitor_id').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'product_views_pk', columns: [t.productId, t.windowStart, t.visitorId] }), index('product_views_window').on(t.windowStart)],
);
