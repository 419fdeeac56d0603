import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { performances, products, skus } from './catalog';

/** A visitor's cart, found through the CART_UUID cookie. */
export const carts = pgTable(
  'carts',
  {
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
  },
  // The pruning job deletes carts never booked by age (migration 0018).
  (t) => [index('carts_unbooked_updated').on(t.updatedAt).where(sql`${t.bookedOrderId} is null`)],
);

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
    /**
     * What the item is (migration 0016): 'performance' (tickets of a performance, or an undated
     * item) or 'stay' (rooms of one room type from check-in to check-out: quantity is the rooms,
     * and the unit prices are one room's whole stay).
     */
    itemKind: text('item_kind', { enum: ['performance', 'stay'] }).notNull().default('performance'),
    checkIn: date('check_in', { mode: 'string' }),
    checkOut: date('check_out', { mode: 'string' }),
    guests: integer('guests'),
    /** A stay's nightly rates for one room, check-in night first: the price snapshot's breakdown (unit_price_cents is their sum). */
    nightlyCents: integer('nightly_cents').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_items_cart').on(t.cartId),
    uniqueIndex('cart_items_cart_performance_sku').on(t.cartId, t.performanceId, t.skuId).where(sql`${t.performanceId} is not null`),
    uniqueIndex('cart_items_cart_stay').on(t.cartId, t.skuId, t.checkIn, t.checkOut).where(sql`${t.itemKind} = 'stay'`),
    check('cart_items_kind', sql`${t.itemKind} in ('performance', 'stay')`),
    check(
      'cart_items_stay',
      sql`(${t.itemKind} = 'stay') = (${t.checkIn} is not null and ${t.checkOut} is not null and ${t.guests} is not null and ${t.nightlyCents} is not null) and (${t.itemKind} <> 'stay' or (${t.performanceId} is null and ${t.checkOut} > ${t.checkIn} and ${t.guests} > 0))`,
    ),
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
