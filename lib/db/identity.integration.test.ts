import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productRow, skuRow } from '@/tests/helpers/catalog-rows';
import { createTestDatabase, testDatabaseKinds } from '@/tests/helpers/test-database';
import { migrationsFolder, type DatabaseHandle, type Db } from './client';
import { rows } from './rows';
import { categories, products, roomNights, skus } from './schema';
import { BOOKABLE_DAYS } from './demo-window';
import { buildCatalog, extendBookableWindow, FIRST_PRODUCT_ID, FIRST_SKU_ID } from './seed';

async function idRange(db: Db, table: 'products' | 'skus' | 'categories') {
  const [row] = await rows<{ min: number; max: number; n: number | string }>(db, sql.raw(`select min(id) as min, max(id) as max, count(*) as n from "${table}"`));
  return { min: Number(row?.min), max: Number(row?.max), count: Number(row?.n) };
}

/** A copy of the migrations folder that stops after `lastTag`: a database as an older release left it. */
function migrationsUpTo(lastTag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'vegas-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`No migration ${lastTag}`);
  const entries = journal.entries.slice(0, last + 1);
  for (const entry of entries) copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

describe.each(testDatabaseKinds())('catalog ids on %s', (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase(kind, { seed: true });
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('seeds products from FIRST_PRODUCT_ID and skus from FIRST_SKU_ID, without gaps, as the plan numbers them', async () => {
    const plan = buildCatalog(1);
    const seededProducts = await idRange(handle.db, 'products');
    const seededSkus = await idRange(handle.db, 'skus');
    expect(seededProducts).toEqual({ min: FIRST_PRODUCT_ID, max: FIRST_PRODUCT_ID + plan.products.length - 1, count: plan.products.length });
    const planSkus = plan.products.flatMap((p) => p.skus);
    expect(seededSkus).toEqual({ min: FIRST_SKU_ID, max: FIRST_SKU_ID + planSkus.length - 1, count: planSkus.length });
    // Numbered in the order they are written: a product's skus are consecutive, in sort order.
    expect(planSkus.map((k) => k.id)).toEqual(planSkus.map((_, i) => FIRST_SKU_ID + i));
    const stored = await handle.db.select({ id: skus.id, productId: skus.productId, name: skus.name }).from(skus).orderBy(skus.id);
    expect(stored).toEqual(planSkus.map((k) => ({ id: k.id, productId: k.productId, name: k.name })));
  });

  it('gives a product, its skus and a category created without an id fresh ids after the seed', async () => {
    const before = { products: await idRange(handle.db, 'products'), skus: await idRange(handle.db, 'skus'), categories: await idRange(handle.db, 'categories') };

    const [product] = await handle.db
      .insert(products)
      .values(productRow({ type: 'SHOW', name: 'A Show Added Later', slug: 'a-show-added-later' }))
      .returning({ id: products.id });
    expect(product?.id).toBe(before.products.max + 1);

    const added = await handle.db
      .insert(skus)
      .values([skuRow({ productId: product!.id, name: 'Adult' }), skuRow({ productId: product!.id, name: 'Child', sortOrder: 2 })])
      .returning({ id: skus.id });
    expect(added.map((k) => k.id)).toEqual([before.skus.max + 1, before.skus.max + 2]);

    const [category] = await handle.db
      .insert(categories)
      .values({ groupCode: 'SHOWCATEGORIES', productType: 'SHOW', name: 'Added Later', slug: 'added-later', sortOrder: 99 })
      .returning({ id: categories.id });
    expect(category?.id).toBe(before.categories.max + 1);

    await handle.db.delete(products).where(eq(products.id, product!.id));
    await handle.db.delete(categories).where(eq(categories.id, category!.id));
  });

  it('keeps extending room nights of a database whose skus were numbered otherwise (productId * 100 + n)', async () => {
    // As a database seeded before skus were counted from FIRST_SKU_ID looks: same products,
    // other sku ids. Its hotels must keep getting room nights.
    await handle.db.delete(roomNights);
    // Room types (migration 0016) follow their skus to the new ids.
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table renumbered_room_types on commit drop as
                             select k.product_id * 100 + k.sort_order as new_id, r.* from room_types r join skus k on k.id = r.sku_id`);
      await tx.execute(sql`delete from room_types`);
      await tx.execute(sql`update skus set id = product_id * 100 + sort_order`);
      await tx.execute(sql`insert into room_types (sku_id, beds, photos, amenities, cancellation_hours, tax_basis_points, tax_per_night_cents)
                           select new_id, beds, photos, amenities, cancellation_hours, tax_basis_points, tax_per_night_cents from renumbered_room_types`);
    });
    const [hotelRooms] = await rows<{ n: number | string }>(handle.db, sql`select count(*) as n from skus k join products p on p.id = k.product_id where p.type = 'HOTEL'`);
    const rooms = Number(hotelRooms?.n);
    expect(rooms).toBeGreaterThan(50);

    const added = await extendBookableWindow(handle.db, { scale: 1 });
    expect(added).toEqual({ performances: 0, deals: 0, roomNights: rooms * BOOKABLE_DAYS });
    const [row] = await rows<{ skus: number | string; first: number }>(
      handle.db,
      sql`select count(distinct sku_id) as skus, min(sku_id) as first from room_nights`,
    );
    expect(Number(row?.skus)).toBe(rooms);
    expect(Number(row?.first)).toBeGreaterThanOrEqual(FIRST_PRODUCT_ID * 100);
  });
});

describe.each(testDatabaseKinds())('migration 0001 on a database of the previous release (%s)', (kind) => {
  let handle: DatabaseHandle;
  let older: ReturnType<typeof migrationsUpTo>;

  beforeAll(async () => {
    older = migrationsUpTo('0000_init');
    handle = await createTestDatabase(kind, { migrate: false });
    await handle.migrate({ migrationsFolder: older.folder });
  });

  afterAll(async () => {
    await handle?.close();
    older?.remove();
  });

  it('starts the new identities after the ids already stored', async () => {
    // Ids as the previous seed wrote them by hand.
    await handle.db.insert(categories).values({ id: 259, groupCode: 'SHOWCATEGORIES', productType: 'SHOW', name: 'Comedy', slug: 'comedy', sortOrder: 1 });
    // Written in SQL: the schema in code has columns later migrations add (search_vector).
    for (const r of [
      productRow({ id: 1001, type: 'SHOW', name: 'Old Show', slug: 'old-show' }),
      productRow({ id: 1002, type: 'SHOW', name: 'Older Show', slug: 'older-show' }),
    ]) {
      await handle.db.execute(sql`
        insert into products (id, type, name, slug, url, short_description, description, address, city, postal_code, area,
                              on_strip, latitude, longitude, provider_name, rating, review_count, sellable, popularity)
        values (${r.id}, ${r.type}, ${r.name}, ${r.slug}, ${r.url}, ${r.shortDescription}, ${r.description}, ${r.address},
                ${r.city}, ${r.postalCode}, ${r.area}, ${r.onStrip}, ${r.latitude}, ${r.longitude}, ${r.providerName},
                ${r.rating}, ${r.reviewCount}, ${r.sellable}, ${r.popularity})`);
    }
    // Skus too: later migrations add columns (fulfillment_message) the release before 0001 lacks.
    for (const k of [skuRow({ id: 100101, productId: 1001 }), skuRow({ id: 100201, productId: 1002 })]) {
      await handle.db.execute(sql`
        insert into skus (id, product_id, name, equivalency_key, ticket_type, supports_seat_selection, price_cents, base_price_cents,
                          fee_cents, tax_cents, max_quantity, sort_order)
        values (${k.id}, ${k.productId}, ${k.name}, ${k.equivalencyKey}, ${k.ticketType}, ${k.supportsSeatSelection}, ${k.priceCents},
                ${k.basePriceCents}, ${k.feeCents}, ${k.taxCents}, ${k.maxQuantity}, ${k.sortOrder})`);
    }

    await handle.migrate();

    const [product] = await handle.db
      .insert(products)
      .values(productRow({ type: 'TOUR', name: 'New Tour', slug: 'new-tour' }))
      .returning({ id: products.id });
    expect(product?.id).toBe(1003);
    const [sku] = await handle.db.insert(skus).values(skuRow({ productId: product!.id })).returning({ id: skus.id });
    expect(sku?.id).toBe(100202);
    const [category] = await handle.db
      .insert(categories)
      .values({ groupCode: 'TOURAREAS', productType: 'TOUR', name: 'New Area', slug: 'new-area', sortOrder: 1 })
      .returning({ id: categories.id });
    expect(category?.id).toBe(260);
  });

  it('starts at 1 on tables that were empty', async () => {
    const fresh = await createTestDatabase(kind);
    try {
      const [product] = await fresh.db
        .insert(products)
        .values(productRow({ type: 'SPA', name: 'First Spa', slug: 'first-spa' }))
        .returning({ id: products.id });
      expect(product?.id).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});
