// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache, type TestDataCache } from '@/tests/helpers/data-cache';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { performances, productImages, products } from '@/lib/db/schema';
import { catalogTags } from '@/features/catalog/tags';
import { testDatabaseKinds, testDatabaseForSuite } from '@/tests/helpers/test-database';
import { findProductDetails, findProductDetailsFresh, findUpcomingPerformances, getProductDetails } from './queries';

describe.each(testDatabaseKinds())('product details queries on %s', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });

  async function firstOf(type: 'SHOW' | 'HOTEL' | 'SPA') {
    const [row] = await database()
      .db.select()
      .from(products)
      .where(eq(products.type, type))
      .orderBy(asc(products.popularity), asc(products.id))
      .limit(1);
    return row!;
  }

  it('reads what the page shows, gallery photos in order', async () => {
    const show = await firstOf('SHOW');
    const details = await findProductDetails(show.id);
    expect(details).toMatchObject({
      slug: show.slug,
      shortDescription: show.shortDescription,
      description: show.description,
      address: show.address,
      postalCode: show.postalCode,
      localPhone: show.localPhone,
      providerName: show.providerName,
      sellable: true,
      durationMinutes: show.durationMinutes,
    });
    expect(details!.features).toEqual(show.features);
    expect(details!.categories.length).toBeGreaterThan(0);
    const gallery = await database()
      .db.select({ path: productImages.path })
      .from(productImages)
      .where(and(eq(productImages.productId, show.id), eq(productImages.size, 'GALLERY800X533')))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id));
    expect(details!.gallery.map((image) => image.path)).toEqual(gallery.map((image) => image.path));
    expect(details!.gallery.length).toBeGreaterThanOrEqual(3);
    for (const image of details!.gallery) expect(image).toMatchObject({ width: 800, height: 533 });
  });

  it('gives hotels their guest score and catalogue types their sellable flag', async () => {
    const hotel = await findProductDetails((await firstOf('HOTEL')).id);
    expect(hotel!.guestScore).toBeGreaterThan(0);
    const spa = await findProductDetails((await firstOf('SPA')).id);
    expect(spa!.sellable).toBe(false);
    expect(spa!.durationMinutes).toBeNull();
  });

  it('lists the next performances that have not started and are not cancelled', async () => {
    const show = await firstOf('SHOW');
    const now = new Date();
    const upcoming = await findUpcomingPerformances(show.id, 10, now);
    expect(upcoming).toHaveLength(10);
    expect([...upcoming].sort()).toEqual(upcoming);
    for (const instant of upcoming) expect(new Date(instant).getTime()).toBeGreaterThan(now.getTime());
    const first = new Date(upcoming[0]!);
    try {
      await database().db.update(performances).set({ cancelled: true }).where(and(eq(performances.productId, show.id), eq(performances.startsAt, first)));
      expect((await findUpcomingPerformances(show.id, 10, now))[0]).toBe(upcoming[1]);
    } finally {
      await database().db.update(performances).set({ cancelled: false }).where(eq(performances.productId, show.id));
    }
  });

  it('finds nothing for an unknown id', async () => {
    expect(await findProductDetails(999_999_999)).toBeNull();
  });

  describe('cached (getProductDetails)', () => {
    let cache: TestDataCache;
    beforeAll(() => {
      cache = installTestDataCache();
    });
    afterAll(() => cache?.uninstall());
    beforeEach(() => cache.clear());

    it('caches a product under its own tag, and nothing for an unknown id', async () => {
      const show = await firstOf('SHOW');
      const details = await getProductDetails(show.id);
      expect(details!.summary).toMatchObject({ id: show.id, name: show.name, type: 'SHOW' });
      expect(details!.slug).toBe(show.slug);
      expect(await getProductDetails(999_999_999)).toBeNull();
      const tags = cache.entries().map((e) => e.tags);
      expect(tags).toEqual([
        [catalogTags.all, catalogTags.product(show.id)],
        [catalogTags.all, catalogTags.product(show.id)],
      ]);
    });

    it('shows a change once the product tag is expired', async () => {
      const show = await firstOf('SHOW');
      const before = (await getProductDetails(show.id))!;
      const changed = `${before.shortDescription} Now with a new finale.`;
      await database().db.update(products).set({ shortDescription: changed }).where(eq(products.id, show.id));
      try {
        expect((await getProductDetails(show.id))!.shortDescription).toBe(before.shortDescription);
        cache.expireTags([catalogTags.product(show.id)]);
        expect((await getProductDetails(show.id))!.shortDescription).toBe(changed);
      } finally {
        await database().db.update(products).set({ shortDescription: before.shortDescription }).where(eq(products.id, show.id));
      }
    });


    it('reads a change at once for ?nc=1 (findProductDetailsFresh), caching nothing', async () => {
      const show = await firstOf('SHOW');
      const before = (await getProductDetails(show.id))!;
      const entries = cache.entries().length;
      const changed = `${before.shortDescription} Fresh from the database.`;
      await database().db.update(products).set({ shortDescription: changed, name: `${show.name} Live` }).where(eq(products.id, show.id));
      try {
        // The cached read still has the old text; the fresh one has the new, summary included.
        expect((await getProductDetails(show.id))!.shortDescription).toBe(before.shortDescription);
        const fresh = (await findProductDetailsFresh(show.id))!;
        expect(fresh.shortDescription).toBe(changed);
        expect(fresh.summary.name).toBe(`${show.name} Live`);
        expect(cache.entries().length).toBe(entries);
        expect(await findProductDetailsFresh(999_999_999)).toBeNull();
      } finally {
        await database().db.update(products).set({ shortDescription: before.shortDescription, name: show.name }).where(eq(products.id, show.id));
      }
    });
  });
});
