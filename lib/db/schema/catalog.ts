import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  date,
  doublePrecision,
  customType,
} from 'drizzle-orm/pg-core';

/** A full-text search document; written only by the database (migration 0002's triggers). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
import { PRODUCT_TYPES } from '../../config/product-types';

// One list of product types for the whole app (lib/config), so the enum cannot drift from it.
export const productTypeEnum = pgEnum('product_type', PRODUCT_TYPES);

export const imageSizeEnum = pgEnum('image_size', [
  'SQUARELARGE',
  'SQUARESMALL',
  'HERO658X251',
  'WIDE1280X400',
  'GALLERY800X533',
]);

export const venues = pgTable('venues', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  /** Width and height of the seat-map drawing in map units; seats carry x/y inside it. */
  mapWidth: integer('map_width').notNull(),
  mapHeight: integer('map_height').notNull(),
  seatCount: integer('seat_count').notNull(),
  /** The centre of the stage lip (migration 0007): the focal point best seats are ranked from. */
  stageX: integer('stage_x').notNull(),
  stageY: integer('stage_y').notNull(),
});

export const venueSections = pgTable(
  'venue_sections',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 1 is the best (most expensive) tier; skus map onto tiers. */
    priceTier: integer('price_tier').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('venue_sections_venue_name').on(t.venueId, t.name)],
);

export const seats = pgTable(
  'seats',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => venueSections.id, { onDelete: 'cascade' }),
    rowName: text('row_name').notNull(),
    seatName: text('seat_name').notNull(),
    /** Position along the row, used to find contiguous seats. */
    seatNumber: integer('seat_number').notNull(),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    priceTier: integer('price_tier').notNull(),
    /** A wheelchair space, a companion seat beside one (sold only with it), or null (migration 0009). */
    accessibility: text('accessibility').$type<'wheelchair' | 'companion'>(),
  },
  (t) => [
    uniqueIndex('seats_section_row_seat').on(t.sectionId, t.rowName, t.seatName),
    index('seats_venue').on(t.venueId),
    check('seats_accessibility', sql`${t.accessibility} in ('wheelchair', 'companion')`),
  ],
);

// Products, skus and categories take their ids from identity columns, so catalog and content
// edits create rows without picking ids. BY DEFAULT rather than ALWAYS: the demo-city seed
// writes fixed ids (urls and image paths carry them; categories have the spec's ids) and then
// moves each sequence past them (advanceIdentities in the seed), as migration 0001 does for older data.
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: productTypeEnum('type').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** The canonical path of the product's own page (also the catalog "productUrl"). */
    url: text('url').notNull().unique(),
    /**
     * The product's content-managed landing page (storefront 2.2's static routes, e.g.
     * /shows/comedy/{name}, /hotels/{name}): the url the catalog answers by (2.10), or null.
     */
    landingUrl: text('landing_url').unique(),
    shortDescription: text('short_description').notNull(),
    description: text('description').notNull(),
    /** e.g. "Caesars Palace" when the product sits inside a resort (Content.LocatedWithin). */
    locatedWithin: text('located_within'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    /** Area name used by the LOCATIONS filter: "Center Strip", "Downtown", "Off Strip" ... */
    area: text('area').notNull(),
    onStrip: boolean('on_strip').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    providerName: text('provider_name').notNull(),
    /** Minimum age in years, or null when all ages are welcome. */
    minAge: integer('min_age'),
    /** Customer rating out of 5, one decimal. */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    reviewCount: integer('review_count').notNull(),
    /** Hotels: star class (1-5, halves allowed); null for other types. */
    starRating: numeric('star_rating', { precision: 2, scale: 1, mode: 'number' }),
    /** Hotels: guest score out of 10. */
    guestScore: numeric('guest_score', { precision: 3, scale: 1, mode: 'number' }),
    sellable: boolean('sellable').notNull(),
    /** Durations for tours and shows, in minutes. */
    durationMinutes: integer('duration_minutes'),
    venueId: integer('venue_id').references(() => venues.id),
    localPhone: text('local_phone'),
    features: jsonb('features').$type<{ name: string; description: string }[]>().notNull().default([]),
    popularity: integer('popularity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Site search document: name (A), category names (B), descriptions (C), area and resort (D).
     * Kept by triggers on products and product_categories (migration 0002), never by the app.
     */
    searchVector: tsvector('search_vector'),
  },
  (t) => [
    uniqueIndex('products_type_slug').on(t.type, t.slug),
    index('products_search_vector').using('gin', t.searchVector),
    index('products_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('products_type_popularity').on(t.type, t.popularity),
    check('products_rating_range', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Filter category of spec 2.6: SHOWCATEGORIES, TOURAREAS, Cuisine, ... */
    groupCode: text('group_code').notNull(),
    productType: productTypeEnum('product_type').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('categories_group_slug').on(t.groupCode, t.slug)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('product_categories_category').on(t.categoryId)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: imageSizeEnum('size').notNull(),
    path: text('path').notNull(),
    title: text('title').notNull(),
    isPrimary: boolean('is_primary').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('product_images_product').on(t.productId, t.size)],
);

export const skus = pgTable(
  'skus',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Skus sharing a key are the same ticket type (spec: @EquivalencyKey). */
    equivalencyKey: text('equivalency_key').notNull(),
    /** GENERAL_ADMISSION, RESERVED, VIP, ROOM, ENTRY, TABLE, ... */
    ticketType: text('ticket_type').notNull(),
    /** Assigned seats: the venue price tier this sku sells. */
    priceTier: integer('price_tier'),
    supportsSeatSelection: boolean('supports_seat_selection').notNull(),
    /** Public price per unit before fees and tax. */
    priceCents: integer('price_cents').notNull(),
    /** The box-office (original) price, for the crossed-out price and discount percent. */
    basePriceCents: integer('base_price_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    /** Insider (member) price; null when the sku has none. */
    insiderPriceCents: integer('insider_price_cents'),
    /** Insider price shown only after sign-up with a password (spec: password protected). */
    insiderPasswordProtected: boolean('insider_password_protected').notNull().default(false),
    /** Allowed purchase quantities; empty means any quantity from 1 to maxQuantity. */
    purchaseQuantities: integer('purchase_quantities').array().notNull().default(sql`'{}'::integer[]`),
    maxQuantity: integer('max_quantity').notNull(),
    /** General admission and time-slot capacity per performance; null for assigned seats. */
    capacityPerPerformance: integer('capacity_per_performance'),
    /** Hotels: people per room. */
    maxOccupancy: integer('max_occupancy'),
    sortOrder: integer('sort_order').notNull(),
    /**
     * The ticket information of this sku's fulfillment option (ticket-buying 1: 'fulfillment
     * options can supply another message'); null means the default 'Tickets will be emailed to you.'.
     */
    fulfillmentMessage: text('fulfillment_message'),
  },
  (t) => [
    index('skus_product').on(t.productId),
    check('skus_prices_positive', sql`${t.priceCents} > 0 and ${t.basePriceCents} >= ${t.priceCents}`),
  ],
);

export const performances = pgTable(
  'performances',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    venueId: integer('venue_id').references(() => venues.id),
    /** A cancelled performance stays listed as unavailable ("No Performance"). */
    cancelled: boolean('cancelled').notNull().default(false),
  },
  (t) => [uniqueIndex('performances_product_start').on(t.productId, t.startsAt)],
);

/**
 * What a hotel room type is beyond its sku (migration 0016). A room type is a `skus` row of its
 * hotel (ticket_type ROOM): its name, max_occupancy (the most guests a room sleeps) and fee_cents
 * (the resort fee per room per night) stay there, as cart and order items name the sku. The
 * rest is hotel-only, so it lives here, one row per room-type sku, rather than as seven columns
 * every show and tour sku would carry empty.
 */
export const roomTypes = pgTable(
  'room_types',
  {
    skuId: integer('sku_id')
      .primaryKey()
      .references(() => skus.id, { onDelete: 'cascade' }),
    /** e.g. '1 King Bed', '2 Queen Beds'. */
    beds: text('beds').notNull(),
    photos: jsonb('photos').$type<{ path: string; title: string }[]>().notNull().default([]),
    amenities: jsonb('amenities').$type<string[]>().notNull().default([]),
    /** Free cancellation until this many hours before check-in (3:00 PM Pacific on the check-in date). */
    cancellationHours: integer('cancellation_hours').notNull(),
    /** Room tax as a share of the nightly rate plus resort fee, in basis points (1338 = 13.38%), or */
    taxBasisPoints: integer('tax_basis_points'),
    /** a fixed tax per room per night in cents: exactly one of the two is set. */
    taxPerNightCents: integer('tax_per_night_cents'),
  },
  (t) => [
    check('room_types_tax', sql`(${t.taxBasisPoints} is null) <> (${t.taxPerNightCents} is null) and coalesce(${t.taxBasisPoints}, ${t.taxPerNightCents}) >= 0`),
    check('room_types_cancellation', sql`${t.cancellationHours} >= 0`),
  ],
);

/**
 * Hotel room-type inventory and rate per night (sku = room type). A counted inventory like
 * ga_inventory: `held` and `sold` are kept within `rooms_total` by the database (migration 0016);
 * `held` may still count stay holds that have lapsed, and the next hold of the night purges them
 * first (features/hotels/claims.ts).
 */
export const roomNights = pgTable(
  'room_nights',
  {
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
    rateCents: integer('rate_cents').notNull(),
    baseRateCents: integer('base_rate_cents').notNull(),
    /** The member-deal rate (the member-deal cookie or a signed-in member); null where the hotel has none. */
    memberRateCents: integer('member_rate_cents'),
    /** The insider rate, given as the sku's insider price is (lib/insider-pricing); null where the hotel has none. */
    insiderRateCents: integer('insider_rate_cents'),
    roomsTotal: integer('rooms_total').notNull(),
    held: integer('held').notNull().default(0),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.skuId, t.night] }),
    check('room_nights_within_total', sql`${t.held} >= 0 and ${t.sold} >= 0 and ${t.held} + ${t.sold} <= ${t.roomsTotal}`),
    check(
      'room_nights_rates',
      sql`${t.rateCents} > 0 and ${t.baseRateCents} >= ${t.rateCents} and (${t.memberRateCents} is null or ${t.memberRateCents} between 1 and ${t.rateCents}) and (${t.insiderRateCents} is null or ${t.insiderRateCents} between 1 and ${t.rateCents})`,
    ),
    index('room_nights_night').on(t.night),
  ],
);

export const merchLists = pgTable('merch_lists', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const merchListItems = pgTable(
  'merch_list_items',
  {
    listCode: text('list_code')
      .notNull()
      .references(() => merchLists.code, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    promotionName: text('promotion_name'),
  },
  (t) => [primaryKey({ columns: [t.listCode, t.productId] })],
);

/**
 * Deals with a deadline (migration 0011): a product's promotion running from `starts_at` until
 * `ends_at`. The details page counts down to the end of one ending within the deadline timer's
 * cutoff (storefront 9: 86400 s). One row per product and end.
 */
export const deals = pgTable(
  'deals',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('deals_product_end').on(t.productId, t.endsAt), check('deals_period', sql`${t.endsAt} > ${t.startsAt}`)],
);
