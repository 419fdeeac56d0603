// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache, type TestDataCache } from '@/tests/helpers/data-cache';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { merchListItems } from '@/lib/db/schema';
import { discountPercent } from '@/lib/money';
import { testDatabaseKinds, testDatabaseForSuite } from '@/tests/helpers/test-database';
import {
  HOTEL_HERO_LIST,
  findMerchListSlots,
  findPopularProductIds,
  findResortDealIds,
  findSummariesOfType,
  getFeaturedHotels,
  getResortDeals,
} from './queries';
import { RESORT_DEAL_GROUP_SIZE } from './resort-deals';
import { catalogTags } from './tags';

describe.each(testDatabaseKinds())('hotel landing page reads on %s', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  let cache: TestDataCache;
  beforeAll(() => {
    cache = installTestDataCache();
  });
  afterAll(() => cache?.uninstall());
  beforeEach(() => cache.clear());

  it('computes the resort deal groups from the seeded hotels by their definitions', async () => {
    const hotels = new Map((await findSummariesOfType('HOTEL')).map((h) => [h.id, h]));
    const ids = await findResortDealIds();
    for (const group of Object.values(ids)) {
      expect(group).toHaveLength(RESORT_DEAL_GROUP_SIZE);
      expect(new Set(group).size).toBe(group.length);
      for (const id of group) expect(hotels.get(id)?.fromPriceCents).toBeGreaterThan(0);
    }
    const others = (group: number[]) => [...hotels.values()].filter((h) => h.fromPriceCents !== null && !group.includes(h.id));

    const discount = (id: number) => {
      const h = hotels.get(id)!;
      return discountPercent(h.fromBasePriceCents ?? 0, h.fromPriceCents ?? 0);
    };
    const deals = ids.dailyDeals.map(discount);
    expect(deals[0]).toBeGreaterThan(0);
    expect([...deals].sort((a, b) => b - a)).toEqual(deals);
    for (const h of others(ids.dailyDeals)) expect(discount(h.id)).toBeLessThanOrEqual(deals.at(-1)!);

    const perStar = (id: number) => hotels.get(id)!.fromPriceCents! / hotels.get(id)!.starRating!;
    const values = ids.bestValue.map(perStar);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    for (const h of others(ids.bestValue)) expect(perStar(h.id)).toBeGreaterThanOrEqual(values.at(-1)!);

    const reviews = ids.trending.map((id) => hotels.get(id)!.reviewCount);
    expect([...reviews].sort((a, b) => b - a)).toEqual(reviews);
    for (const h of others(ids.trending)) expect(h.reviewCount).toBeLessThanOrEqual(reviews.at(-1)!);
  });

  it('caches the groups as ids under the catalog and hotel-type tags, each hotel under its own', async () => {
    const deals = await getResortDeals();
    const ids = await findResortDealIds();
    expect(deals.dailyDeals.map((h) => h.id)).toEqual(ids.dailyDeals);
    expect(deals.bestValue.map((h) => h.id)).toEqual(ids.bestValue);
    expect(deals.trending.map((h) => h.id)).toEqual(ids.trending);
    const tags = cache.entries().map((e) => e.tags);
    expect(tags).toContainEqual([catalogTags.all, catalogTags.productType('HOTEL')]);
    for (const hotel of [...deals.dailyDeals, ...deals.bestValue, ...deals.trending]) {
      expect(hotel.type).toBe('HOTEL');
      expect(hotel.href).toMatch(/^\/iv2\/las-vegas-hotels\//);
      expect(tags).toContainEqual([catalogTags.all, catalogTags.product(hotel.id)]);
    }
  });

  it('features the hero merchandising list with each hotel\'s 658x251 hero image', async () => {
    const slots = await findMerchListSlots(HOTEL_HERO_LIST, 5);
    expect(slots.length).toBeGreaterThan(0);
    const featured = await getFeaturedHotels(5);
    expect(featured.map((f) => f.hotel.id)).toEqual(slots.map((s) => s.id));
    for (const { hotel, heroImage } of featured) {
      expect(hotel.type).toBe('HOTEL');
      expect(hotel.fromPriceCents).toBeGreaterThan(0);
      expect(heroImage).toMatchObject({ path: `/media/products/${hotel.id}/HERO658X251-1.svg`, width: 658, height: 251 });
    }
    expect(cache.entries().map((e) => e.tags)).toContainEqual([catalogTags.all, catalogTags.merchList(HOTEL_HERO_LIST)]);
  });

  it('falls back to the most popular hotels while the hero list is empty', async () => {
    const { db } = database();
    const saved = await db.select().from(merchListItems).where(eq(merchListItems.listCode, HOTEL_HERO_LIST));
    await db.delete(merchListItems).where(eq(merchListItems.listCode, HOTEL_HERO_LIST));
    try {
      const featured = await getFeaturedHotels(4);
      expect(featured.map((f) => f.hotel.id)).toEqual(await findPopularProductIds('HOTEL', 4));
      expect(featured.every((f) => f.heroImage?.width === 658)).toBe(true);
    } finally {
      await db.insert(merchListItems).values(saved);
    }
  });
});
