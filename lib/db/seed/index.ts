import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { Tx } from '../rows';
import {
  categories,
  deals,
  merchListItems,
  merchLists,
  performances,
  productCategories,
  productImages,
  products,
  reviews,
  roomNights,
  roomTypes,
  seats,
  skus,
  venueSections,
  venues,
} from '../schema';
import { buildCatalog, type CatalogPlan } from './catalog';
import { buildDemoContent, writeDemoContent } from './content';
import { buildMerchLists } from './merch';
import { dealsFor } from './deals';
import { reviewsFor } from './reviews';
import { addCalendarDays, pacificToday } from '@/lib/dates';
import { BOOKABLE_DAYS, dateRange, performancesFor, roomNightsFor } from './schedule';

export { buildCatalog, productUrl, FIRST_PRODUCT_ID, FIRST_SKU_ID } from './catalog';
export { BOOKABLE_DAYS } from './schedule';
export { buildDemoContent, writeDemoContent } from './content';

export type SeedOptions = {
  /** Multiplies every count of the catalog (benchmarks); 1 is the demo city. */
  scale: number;
  /** "Now" for the bookable window; only performances, room nights and deals depend on it. */
  now?: Date;
};

export type SeedSummary = {
  scale: number;
  firstDate: string;
  products: number;
  productsByType: Record<string, number>;
  categories: number;
  venues: number;
  seats: number;
  skus: number;
  images: number;
  performances: number;
  roomNights: number;
  deals: number;
  merchListItems: number;
  reviews: number;
  milliseconds: number;
};

/** Rows per INSERT: big enough to be fast on PGlite, far below PostgreSQL's 65,535-parameter limit. */
const BATCH = 1000;

/** The catalog tables the seed owns; --reset empties them all in one TRUNCATE. */
const CATALOG_TABLES = [
  'deals',
  'merch_list_items',
  'merch_lists',
  'reviews',
  'room_nights',
  'room_types',
  'performances',
  'skus',
  'product_images',
  'product_categories',
  'products',
  'categories',
  'seats',
  'venue_sections',
  'venues',
];

/** Inserts rows in batches as they are generated, so large scales never hold every row in memory. */
async function insertAll<T>(rows: Iterable<T>, insert: (batch: T[]) => Promise<unknown>): Promise<number> {
  let batch: T[] = [];
  let count = 0;
  for (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH) {
      await insert(batch);
      count += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) {
    await insert(batch);
    count += batch.length;
  }
  return count;
}

function* eachOf<P, R>(plans: P[], rowsOf: (plan: P) => R[]): Generator<R> {
  for (const plan of plans) yield* rowsOf(plan);
}

/** True once the demo city (or any catalog) is in the database. */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length > 0;
}

/**
 * Empties the catalog tables and restarts their id sequences, so a new seed gets the same ids.
 * CASCADE also empties tables that reference the catalog (carts, orders, holds): a reset is a reset.
 */
export async function resetDemoCity(db: Db): Promise<void> {
  await db.execute(sql.raw(`truncate table ${CATALOG_TABLES.join(', ')} restart identity cascade`));
}

/** The catalog tables whose identity columns the seed fills with explicit ids. */
const IDENTITY_TABLES = ['categories', 'products', 'skus'] as const;

/**
 * Moves each identity sequence past the ids the seed wrote itself, so the next row created
 * without an id (a catalog or content edit) gets a fresh one. Never moves a sequence back: ids
 * handed out before, even of rows deleted since, are not handed out again.
 */
async function advanceIdentities(tx: Tx): Promise<void> {
  for (const table of IDENTITY_TABLES) {
    await tx.execute(
      sql.raw(`select setval(seq, greatest((select coalesce(max(id), 0) from "${table}"), coalesce(pg_sequence_last_value(seq), 0)) + 1, false)
                 from (select pg_get_serial_sequence('"${table}"', 'id')::regclass as seq) s`),
    );
  }
}

async function writeVenues(tx: Tx, plan: CatalogPlan): Promise<Map<string, number>> {
  const venueIds = new Map<string, number>();
  if (plan.venues.length === 0) return venueIds;
  const inserted = await tx
    .insert(venues)
    .values(plan.venues.map((v) => ({ name: v.name, slug: v.slug, mapWidth: v.mapWidth, mapHeight: v.mapHeight, seatCount: v.seatCount, stageX: v.stage.x, stageY: v.stage.y })))
    .returning({ id: venues.id, slug: venues.slug });
  for (const row of inserted) venueIds.set(row.slug, row.id);

  const sectionRows = plan.venues.flatMap((v) =>
    v.sections.map((s) => ({ venueId: venueIds.get(v.slug) as number, name: s.name, priceTier: s.priceTier, sortOrder: s.sortOrder })),
  );
  const sectionIds = new Map<string, number>();
  const insertedSections = await tx
    .insert(venueSections)
    .values(sectionRows)
    .returning({ id: venueSections.id, venueId: venueSections.venueId, name: venueSections.name });
  for (const row of insertedSections) sectionIds.set(`${row.venueId}:${row.name}`, row.id);

  const seatRows = plan.venues.flatMap((v) => {
    const venueId = venueIds.get(v.slug) as number;
    return v.sections.flatMap((s) => {
      const sectionId = sectionIds.get(`${venueId}:${s.name}`) as number;
      return s.seats.map((seat) => ({ venueId, sectionId, ...seat }));
    });
  });
  await insertAll(seatRows, (batch) => tx.insert(seats).values(batch));
  return venueIds;
}

/**
 * Builds the demo Las Vegas catalog in one transaction: all or nothing, and fast on PGlite.
 * Everything is the same on every run except what is dated from today (Pacific time):
 * performances and room nights cover the next BOOKABLE_DAYS days, reviews the days before.
 */
export async function seedDemoCity(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const plan = buildCatalog(options.scale);
  const merch = buildMerchLists(plan.products);
  const firstDate = pacificToday(options.now ?? new Date());
  const dates = dateRange(firstDate, BOOKABLE_DAYS);

  const productRows = plan.products.map((p) => p.product);
  const skuRows = plan.products.flatMap((p) => p.skus);
  const imageRows = plan.products.flatMap((p) => p.images);
  const categoryLinks = plan.products.flatMap((p) => p.categoryIds.map((categoryId) => ({ productId: p.product.id, categoryId })));
  let performanceCount = 0;
  let roomNightCount = 0;
  let dealCount = 0;
  let reviewCount = 0;

  // Inside the callback only `tx` may be used: on PGlite a query on `db` would wait for this transaction forever.
  await db.transaction(async (tx) => {
    await insertAll(plan.categories, (batch) => tx.insert(categories).values(batch));
    const venueIds = await writeVenues(tx, plan);
    const venueOf = (key: string | null) => (key === null ? null : (venueIds.get(key) ?? null));
    await insertAll(
      plan.products.map((p) => ({ ...p.product, venueId: venueOf(p.venueKey) })),
      (batch) => tx.insert(products).values(batch),
    );
    await insertAll(categoryLinks, (batch) => tx.insert(productCategories).values(batch));
    await insertAll(imageRows, (batch) => tx.insert(productImages).values(batch));
    await insertAll(skuRows, (batch) => tx.insert(skus).values(batch));
    await insertAll(
      plan.products.flatMap((p) => p.rooms.map((r) => r.roomType)),
      (batch) => tx.insert(roomTypes).values(batch),
    );
    reviewCount = await insertAll(
      eachOf(productRows, (p) => reviewsFor(p, firstDate)),
      (batch) => tx.insert(reviews).values(batch),
    );
    performanceCount = await insertAll(
      eachOf(plan.products, (p) => performancesFor(p, dates).map(({ venueKey, ...row }) => ({ ...row, venueId: venueOf(venueKey) }))),
      (batch) => tx.insert(performances).values(batch),
    );
    roomNightCount = await insertAll(
      eachOf(plan.products, (p) => roomNightsFor(p, dates)),
      (batch) => tx.insert(roomNights).values(batch),
    );
    dealCount = await insertAll(
      eachOf(plan.products, (p) => dealsFor(p, dates)),
      (batch) => tx.insert(deals).values(batch),
    );
    await insertAll(merch.lists, (batch) => tx.insert(merchLists).values(batch));
    await insertAll(merch.items, (batch) => tx.insert(merchListItems).values(batch));
    await writeDemoContent(tx, buildDemoContent(plan, firstDate));
    await advanceIdentities(tx);
  });

  const productsByType: Record<string, number> = {};
  for (const p of productRows) productsByType[p.type] = (productsByType[p.type] ?? 0) + 1;
  return {
    scale: options.scale,
    firstDate,
    products: productRows.length,
    productsByType,
    categories: plan.categories.length,
    venues: plan.venues.length,
    seats: plan.venues.reduce((n, v) => n + v.seatCount, 0),
    skus: skuRows.length,
    images: imageRows.length,
    performances: performanceCount,
    roomNights: roomNightCount,
    deals: dealCount,
    merchListItems: merch.items.length,
    reviews: reviewCount,
    milliseconds: Date.now() - started,
  };
}

/**
 * Adds the performances, room nights and deals of the days that came into the bookable window since
 * the seed (or the last call) ran, so a long-running site keeps BOOKABLE_DAYS days on sale.
 * Rows depend only on product and date, so they match what a fresh seed would have made;
 * existing rows are never touched. Products that are not the seeded ones (by id and name) are
 * left alone. Cheap when there is nothing to add: three aggregate queries. A database from before
 * deals existed (migration 0011) gets the deals of the whole window.
 */
export async function extendBookableWindow(db: Db, options: SeedOptions): Promise<{ performances: number; roomNights: number; deals: number }> {
  const today = pacificToday(options.now ?? new Date());
  const lastDate = addCalendarDays(today, BOOKABLE_DAYS - 1);
  const nextDates = (last: string | null): string[] => {
    const from = last === null || last < today ? today : addCalendarDays(last, 1);
    return from > lastDate ? [] : dateRange(from, BOOKABLE_DAYS).filter((d) => d <= lastDate);
  };
  const [scheduled] = await db
    .select({ last: sql<string | null>`to_char(max(${performances.startsAt}) at time zone 'America/Los_Angeles', 'YYYY-MM-DD')` })
    .from(performances);
  const [stocked] = await db.select({ last: sql<string | null>`to_char(max(${roomNights.night}), 'YYYY-MM-DD')` }).from(roomNights);
  const [dealt] = await db
    .select({ last: sql<string | null>`to_char(max(${deals.endsAt}) at time zone 'America/Los_Angeles', 'YYYY-MM-DD')` })
    .from(deals);
  const performanceDates = nextDates(scheduled?.last ?? null);
  const nightDates = nextDates(stocked?.last ?? null);
  const dealDates = nextDates(dealt?.last ?? null);
  if (performanceDates.length === 0 && nightDates.length === 0 && dealDates.length === 0) return { performances: 0, roomNights: 0, deals: 0 };

  const plan = buildCatalog(options.scale);
  const existing = new Map((await db.select({ id: products.id, name: products.name }).from(products)).map((p) => [p.id, p.name]));
  const seeded = plan.products.filter((p) => existing.get(p.product.id) === p.product.name);
  const venueIds = new Map((await db.select({ id: venues.id, slug: venues.slug }).from(venues)).map((v) => [v.slug, v.id]));
  // A sku is found by product and position, not by the plan's id: a database seeded before skus
  // were numbered from FIRST_SKU_ID (productId * 100 + n) keeps its own sku ids.
  const skuIds = new Map(
    (await db.select({ id: skus.id, productId: skus.productId, sortOrder: skus.sortOrder }).from(skus)).map((s) => [`${s.productId}:${s.sortOrder}`, s.id]),
  );
  const storedSkuId = new Map<number, number>();
  for (const k of seeded.flatMap((p) => p.skus)) {
    const stored = skuIds.get(`${k.productId}:${k.sortOrder}`);
    if (stored !== undefined) storedSkuId.set(k.id, stored);
  }

  let added = { performances: 0, roomNights: 0, deals: 0 };
  await db.transaction(async (tx) => {
    const performanceCount = await insertAll(
      eachOf(seeded, (p) =>
        performancesFor(p, performanceDates)
          .filter((row) => row.venueKey === null || venueIds.has(row.venueKey))
          .map(({ venueKey, ...row }) => ({ ...row, venueId: venueKey === null ? null : (venueIds.get(venueKey) ?? null) })),
      ),
      (batch) => tx.insert(performances).values(batch).onConflictDoNothing(),
    );
    const nightCount = await insertAll(
      eachOf(seeded, (p) =>
        roomNightsFor(p, nightDates).flatMap((row) => {
          const skuId = storedSkuId.get(row.skuId);
          return skuId === undefined ? [] : [{ ...row, skuId }];
        }),
      ),
      (batch) => tx.insert(roomNights).values(batch).onConflictDoNothing(),
    );
    const dealCount = await insertAll(
      eachOf(seeded, (p) => dealsFor(p, dealDates)),
      (batch) => tx.insert(deals).values(batch).onConflictDoNothing(),
    );
    added = { performances: performanceCount, roomNights: nightCount, deals: dealCount };
  });
  return added;
}
