import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/db/client';
import { useDatabaseForProcess } from '@/lib/db/database';
import { productImages } from '@/lib/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@/tests/helpers/test-database';
import { findMerchListSlots, findPopularProductIds, findProductImage, findProductSummaries } from './queries';

// The page-facing reads are these, cached per product and per list (unstable_cache needs a
// Next server: the end-to-end tests cover that layer).
const merchList = async (code: string, limit: number) =>
  findProductSummaries((await findMerchListSlots(code, limit)).map((slot) => slot.id));
const popular = async (type: Parameters<typeof findPopularProductIds>[0], limit: number) =>
  findProductSummaries(await findPopularProductIds(type, limit));

describe.each(testDatabaseKinds())('catalog queries on %s', (kind) => {
  let handle: DatabaseHandle;
  let forget: (() => void) | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase(kind, { seed: true });
    forget = useDatabaseForProcess(handle);
  });
  afterAll(async () => {
    forget?.();
    await handle?.close();
  });

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
    const [image] = await handle.db.select().from(productImages).limit(1);
    expect(image).toBeTruthy();
    const found = await findProductImage(image!.productId, image!.path);
    expect(found?.title).toBe(image!.title);
    expect(found?.name).toBeTruthy();
    expect(await findProductImage(image!.productId + 1, image!.path)).toBeNull();
  });
});
