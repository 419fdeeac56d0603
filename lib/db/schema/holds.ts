import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { performances, roomNights, seats, skus } from './catalog';
import { carts } from './visitors';

/**
 * Seats of a performance that are held or sold (migration 0007). Sparse: a seat without a row
 * is available, so 35,000 performances need no rows in advance. One row per performance and
 * seat (the primary key) is what makes a double sale impossible: a hold is one
 * INSERT ... ON CONFLICT DO UPDATE ... WHERE the old hold has expired.
 */
export const seatClaims = pgTable(
  'seat_claims',
  {
    performanceId: integer('performance_id')
      .notNull()
      .references(() => performances.id, { onDelete: 'cascade' }),
    seatId: integer('seat_id')
      .notNull()
      .references(() => seats.id, { onDelete: 'cascade' }),
    // No cascade: a sold seat must outlive its cart.
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    status: text('status', { enum: ['held', 'sold'] }).notNull(),
    /** When a hold lapses; null once sold. */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'seat_claims_pk', columns: [t.performanceId, t.seatId] }),
    index('seat_claims_cart').on(t.cartId),
    check('seat_claims_status', sql`${t.status} in ('held', 'sold')`),
    check('seat_claims_hold_expiry', sql`(${t.status} = 'held') = (${t.heldUntil} is not null)`),
  ],
);

/**
 * General-admission (and timed-entry) capacity of one sku at one performance, created on the
 * first hold from the sku's capacity. The database keeps held and sold within the capacity.
 * `held` may still count holds that have lapsed; the next hold on the row purges them first.
 */
export const gaInventory = pgTable(
  'ga_inventory',
  {
    performanceId: integer('performance_id')
      .notNull()
      .references(() => performances.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    capacity: integer('capacity').notNull(),
    held: integer('held').notNull().default(0),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'ga_inventory_pk', columns: [t.performanceId, t.skuId] }),
    check('ga_inventory_within_capacity', sql`${t.held} >= 0 and ${t.sold} >= 0 and ${t.held} + ${t.sold} <= ${t.capacity}`),
  ],
);

/** A cart's hold on general-admission places: one row per cart, performance and sku. */
export const gaHolds = pgTable(
  'ga_holds',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    performanceId: integer('performance_id').notNull(),
    skuId: integer('sku_id').notNull(),
    quantity: integer('quantity').notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'ga_holds_pk', columns: [t.cartId, t.performanceId, t.skuId] }),
    foreignKey({ name: 'ga_holds_inventory', columns: [t.performanceId, t.skuId], foreignColumns: [gaInventory.performanceId, gaInventory.skuId] }).onDelete('cascade'),
    index('ga_holds_expiry').on(t.performanceId, t.skuId, t.heldUntil),
    check('ga_holds_quantity', sql`${t.quantity} > 0`),
  ],
);

/**
 * A cart's hold on one night of a stay (migration 0016): one row per cart, room type, stay
 * (check-in, check-out) and night, with the rooms held. Every night of a stay is held in one
 * transaction or none (features/hotels/claims.ts), counted on room_nights.held.
 */
export const roomNightHolds = pgTable(
  'room_night_holds',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id').notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    night: date('night', { mode: 'string' }).notNull(),
    rooms: integer('rooms').notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'room_night_holds_pk', columns: [t.cartId, t.skuId, t.checkIn, t.checkOut, t.night] }),
    foreignKey({ name: 'room_night_holds_night', columns: [t.skuId, t.night], foreignColumns: [roomNights.skuId, roomNights.night] }).onDelete('cascade'),
    index('room_night_holds_expiry').on(t.skuId, t.night, t.heldUntil),
    check('room_night_holds_rooms', sql`${t.rooms} > 0`),
    check('room_night_holds_stay', sql`${t.night} >= ${t.checkIn} and ${t.night} < ${t.checkOut}`),
  ],
);
