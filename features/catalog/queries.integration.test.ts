// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache, type TestDataCache } from '@/tests/helpers/data-cache';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productImages, products } from '@/lib/db/schema';
import { testDatabaseKinds, testDatabaseForSuite } from '@/tests/helpers/test-database';
import {
  findMerchListSlots,
  findPopularProductIds,
  findProductImage,
  findProductSummaries,
  findSummariesOfType,
  getMerchListProducts,
  getPopularProducts,
  getProductsOfType,
  getProductSummaries,
  getProductSummary,
} from './queries';
import { SHOPPING_CATEGORY_GROUP, SHOPPING_CATEGORY_SLUGS, STRIP_CLUB_CATEGORY } from '@/lib/config/product-types';
import type { CategoryRef } from './types';
import { catalogTags } from './tags';

// The page-facing reads (get*) are these, cached per product and per list; the cached layer is
// tested below with Next's own unstable_cache over an in-memory data cache.
const merchList = async (code: string, limit: number) =>
  findProductSummaries((await findMerchListSlots(code, limit)).map((slot) => slot.id));
const popular = async (type: Parameters<typeof findPopularProductIds>[0], limit: number) =>
  findProductSummaries(await findPopularProductIds(type, limit));

describe.each(testDatabaseKinds())('catalog queries on %s', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });

  it('lists a merchandising list in order with images and from-prices', async () => {
    const shows = await merchList('HomeFeaturedShows', 6);
    expect(shows.length).toBeGreaterThanOrEqual(3);
    for (const show of shows) {
      expect(show.type).toBe('SHOW');
      expect(show.href).toMatch(/^\/iv2\/las-vegas-shows\/\d+\/[a-z0-9-]+\/dates$/);
      expect(show.image?.path).toMatch(/\.svg$/);
      expect(show.fromPriceCents).toBeGreaterThan(0);
      expect(show.fromBasePriceCents).toBeGreaterThanOrEqual(show.fromPriceCents ?? 0);
      expect(show.rating).toBeGreaterThanOrEqual(0);
      expect(show.rating).toBeLessThanOrEqual(5);
    }
  });

  it('prices hotels from their room nights', async () => {
    const hotels = await merchList('HomeFeaturedHotels', 6);
    expect(hotels.length).toBeGreaterThanOrEqual(3);
    for (const hotel of hotels) {
      expect(hotel.type).toBe('HOTEL');
      expect(hotel.fromPriceCents).toBeGreaterThan(0);
      expect(hotel.starRating).toBeGreaterThan(0);
    }
  });

  it('gives no from-price to catalogue products that sell nothing', async () => {
    const spas = await popular('SPA', 4);
    expect(spas).toHaveLength(4);
    expect(spas.every((r: { fromPriceCents: number | null; fromBasePriceCents: number | null }) => r.fromPriceCents === null && r.fromBasePriceCents === null)).toBe(true);
  });

  it('returns summaries in the order asked and skips unknown ids', async () => {
    const [a, b] = await popular('TOUR', 2);
    expect(a && b).toBeTruthy();
    const found = await findProductSummaries([b!.id, 999_999_999, a!.id]);
    expect(found.map((p) => p.id)).toEqual([b!.id, a!.id]);
    expect(await findProductSummaries([])).toEqual([]);
  });

  it('keeps merchandising slots in list order with their promotion names', async () => {
    const slots = await findMerchListSlots('HomeFeaturedShows', 3);
    expect(slots).toHaveLength(3);
    expect(new Set(slots.map((s) => s.id)).size).toBe(3);
    expect(await findMerchListSlots('NoSuchList', 3)).toEqual([]);
  });

  it('finds a product image by product and path, and nothing for a path of another product', async () => {
    const [image] = await database().db.select().from(productImages).limit(1);
    expect(image).toBeTruthy();
    const found = await findProductImage(image!.productId, image!.path);
    expect(found?.title).toBe(image!.title);
    expect(found?.name).toBeTruthy();
    expect(await findProductImage(image!.productId + 1, image!.path)).toBeNull();
  });

  /** Ids of the products filed under a category, read straight from the tables. */
  const filedUnder = async (category: CategoryRef): Promise<number[]> => {
    const result = (await database().db.execute(
      sql`select pc.product_id as id from product_categories pc join categories c on c.id = pc.category_id
           where c.group_code = ${category.group} and c.slug = ${category.slug} order by pc.product_id`,
    )) as unknown as { rows: { id: number }[] };
    return result.rows.map((r) => Number(r.id));
  };
  const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

  it('lists the shopping of one category only, most popular first', async () => {
    for (const slug of SHOPPING_CATEGORY_SLUGS) {
      const category = { group: SHOPPING_CATEGORY_GROUP, slug };
      const shops = await findSummariesOfType('SHOPPING', { in: category });
      expect(shops.length, slug).toBeGreaterThanOrEqual(3);
      expect(sorted(shops.map((s) => s.id)), slug).toEqual(await filedUnder(category));
      for (const shop of shops) expect(shop.href).toMatch(/^\/iv2\/las-vegas-shopping\/\d+\/[a-z0-9-]+\/dates$/);
      const popularIds = await findPopularProductIds('SHOPPING', 2, { in: category });
      expect(popularIds, slug).toHaveLength(2);
      for (const id of popularIds) expect(shops.map((s) => s.id)).toContain(id);
    }
    expect(await findSummariesOfType('SHOPPING', { in: { group: SHOPPING_CATEGORY_GROUP, slug: 'no-such' } })).toEqual([]);
  });

  it('keeps strip clubs apart from the other bars, linked under their own details base', async () => {
    const clubs = await findSummariesOfType('BAR', { in: STRIP_CLUB_CATEGORY });
    expect(clubs.length).toBeGreaterThanOrEqual(6);
    expect(sorted(clubs.map((c) => c.id))).toEqual(await filedUnder(STRIP_CLUB_CATEGORY));
    for (const club of clubs) {
      expect(club.href).toMatch(/^\/iv2\/las-vegas-strip-clubs\/\d+\/[a-z0-9-]+\/dates$/);
      expect(club.minAge).toBe(21);
    }
    const bars = await findSummariesOfType('BAR', { notIn: STRIP_CLUB_CATEGORY });
    expect(bars.length).toBeGreaterThanOrEqual(4);
    for (const bar of bars) expect(bar.href).toMatch(/^\/iv2\/las-vegas-bars\//);
    expect(sorted([...bars, ...clubs].map((p) => p.id))).toEqual(sorted((await findSummariesOfType('BAR')).map((p) => p.id)));
    const popularBars = await findPopularProductIds('BAR', 50, { notIn: STRIP_CLUB_CATEGORY });
    expect(sorted(popularBars)).toEqual(sorted(bars.map((b) => b.id)));
    // A strip club found by id (site search, recently seen) links the same way.
    const [found] = await findProductSummaries([clubs[0]!.id]);
    expect(found?.href).toBe(clubs[0]!.href);
  });

  describe('cached (get*)', () => {
    let cache: TestDataCache;
    beforeAll(() => {
      cache = installTestDataCache();
    });
    afterAll(() => cache?.uninstall());
    beforeEach(() => cache.clear());

    const productEntry = (id: number) => [catalogTags.all, catalogTags.product(id)];

    it('caches a merchandising list as ids under its list tag, and each product it shows under its own tag', async () => {
      const shows = await getMerchListProducts('HomeFeaturedShows', 6);
      const slots = await findMerchListSlots('HomeFeaturedShows', 6);
      expect(shows.map((s) => s.id)).toEqual(slots.map((s) => s.id));
      expect(shows.map((s) => s.promotionName)).toEqual(slots.map((s) => s.promotionName));
      const tags = cache.entries().map((e) => e.tags);
      expect(tags).toContainEqual([catalogTags.all, catalogTags.merchList('HomeFeaturedShows')]);
      for (const show of shows) expect(tags).toContainEqual(productEntry(show.id));
      expect(tags).toHaveLength(1 + shows.length);
      // Every entry carries the catalog-wide tag, so a reseed drops them all.
      expect(tags.every((t) => t[0] === catalogTags.all)).toBe(true);
    });

    it('caches a popularity list under its type tag', async () => {
      const tours = await getPopularProducts('TOUR', 3);
      expect(tours.map((t) => t.id)).toEqual(await findPopularProductIds('TOUR', 3));
      const tags = cache.entries().map((e) => e.tags);
      expect(tags).toContainEqual([catalogTags.all, catalogTags.productType('TOUR')]);
      expect(tags).toHaveLength(1 + tours.length);
    });

    it('caches a category-filtered list apart from its type, under the type tag', async () => {
      const category = { group: SHOPPING_CATEGORY_GROUP, slug: 'tattoo-parlors' };
      const all = await getProductsOfType('SHOPPING');
      const tattoo = await getProductsOfType('SHOPPING', { in: category });
      expect(tattoo.map((p) => p.id)).toEqual((await findSummariesOfType('SHOPPING', { in: category })).map((p) => p.id));
      expect(tattoo.length).toBeLessThan(all.length);
      const best = await getPopularProducts('SHOPPING', 2, { in: category });
      expect(best.map((p) => p.id)).toEqual(await findPopularProductIds('SHOPPING', 2, { in: category }));
      const listEntries = cache.entries().filter((e) => e.tags.includes(catalogTags.productType('SHOPPING')));
      // The whole type, the category, and the category's best sellers: three list entries.
      expect(listEntries).toHaveLength(3);
      for (const entry of listEntries) expect(entry.tags).toEqual([catalogTags.all, catalogTags.productType('SHOPPING')]);
    });

    it('serves a product from its own entry until its tag is expired', async () => {
      const [tour] = await findPopularProductIds('TOUR', 1);
      const before = await getProductSummary(tour!);
      const renamed = `${before!.name} (renamed)`;
      await database().db.update(products).set({ name: renamed }).where(eq(products.id, tour!));
      try {
        expect((await getProductSummary(tour!))?.name).toBe(before!.name);
        cache.expireTags([catalogTags.product(tour!)]);
        expect((await getProductSummary(tour!))?.name).toBe(renamed);
      } finally {
        await database().db.update(products).set({ name: before!.name }).where(eq(products.id, tour!));
      }
    });

    it('assembles any list of ids from per-product entries, and caches nothing for unknown ids', async () => {
      const ids = await findPopularProductIds('SHOW', 3);
      const unknown = 999_999_999;
      const found = await getProductSummaries([ids[2]!, unknown, ids[0]!, ids[1]!]);
      expect(found.map((p) => p.id)).toEqual([ids[2], ids[0], ids[1]]);
      expect(await getProductSummary(unknown)).toBeNull();
      // Another order or subset of the same products adds no entry: there is none per list.
      await getProductSummaries([ids[1]!, ids[0]!]);
      expect(cache.entries().map((e) => e.tags).sort()).toEqual(ids.map(productEntry).sort());
      expect(cache.values().every((v) => v !== null)).toBe(true);
    });
  });
});
