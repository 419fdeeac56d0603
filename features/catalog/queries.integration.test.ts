import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/db/client';
import { createTestDatabase, testDatabaseKinds } from '@/tests/helpers/test-database';
import { findMerchListProducts, findPopularProducts, findProductSummaries } from './queries';

describe.each(testDatabaseKinds())('catalog queries on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind, { seed: true });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('lists a merchandising list in order with images and from-prices', async () => {
    const shows = await findMerchListProducts(handle.db, 'HomeFeaturedShows', 6);
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
    const hotels = await findMerchListProducts(handle.db, 'HomeFeaturedHotels', 6);
    expect(hotels.length).toBeGreaterThanOrEqual(3);
    for (const hotel of hotels) {
      expect(hotel.type).toBe('HOTEL');
      expect(hotel.fromPriceCents).toBeGreaterThan(0);
      expect(hotel.starRating).toBeGreaterThan(0);
    }
  });

  it('gives no from-price to catalogue products that sell nothing', async () => {
    const spas = await findPopularProducts(handle.db, 'SPA', 4);
    expect(spas).toHaveLength(4);
    expect(spas.every((r) => r.fromPriceCents === null && r.fromBasePriceCents === null)).toBe(true);
  });

  it('returns summaries in the order asked and skips unknown ids', async () => {
    const [a, b] = await findPopularProducts(handle.db, 'TOUR', 2);
    expect(a && b).toBeTruthy();
    const found = await findProductSummaries(handle.db, [b!.id, 999_999_999, a!.id]);
    expect(found.map((p) => p.id)).toEqual([b!.id, a!.id]);
    expect(await findProductSummaries(handle.db, [])).toEqual([]);
  });
});
