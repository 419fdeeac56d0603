import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/db/client';
import { useDatabaseForProcess } from '@/lib/db/database';
import { productImages, products } from '@/lib/db/schema';
import { productRow } from '@/tests/helpers/catalog-rows';
import { createTestDatabase, testDatabaseKinds } from '@/tests/helpers/test-database';
import { findRecentlySeenProducts, getRecentlySeenForEntries } from './queries';

describe.each(testDatabaseKinds())('findRecentlySeenProducts (%s)', (kind) => {
  let handle: DatabaseHandle;
  let forget: (() => void) | undefined;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    forget = useDatabaseForProcess(handle);
    await handle.db.insert(products).values([
      productRow({
        id: 9201,
        type: 'SHOW',
        name: 'Midnight Magic',
        slug: 'midnight-magic',
        url: '/shows/magic/midnight-magic',
        locatedWithin: 'Caesars Palace',
        area: 'Center Strip',
        rating: 4.5,
        reviewCount: 128,
      }),
      productRow({
        id: 9202,
        type: 'TOUR',
        name: 'Hoover Dam Express',
        slug: 'hoover-dam-express',
        url: '/tours/hoover-dam/hoover-dam-express',
        area: 'Off Strip',
        rating: 4,
        reviewCount: 9,
      }),
    ]);
    await handle.db.insert(productImages).values({
      productId: 9201,
      size: 'SQUARELARGE',
      path: '/images/products/9201.svg',
      title: 'Midnight Magic',
      isPrimary: true,
      width: 400,
      height: 400,
      sortOrder: 0,
    });
  });

  afterAll(async () => {
    forget?.();
    await handle?.close();
  });

  it('returns the entries in the order asked, leaving out unknown ids', async () => {
    const list = await findRecentlySeenProducts([9202, 4242, 9201]);
    expect(list.map((p) => p.id)).toEqual([9202, 9201]);
  });

  it('carries what an entry shows: link, image, name, location, reviews and rating', async () => {
    const [magic] = await findRecentlySeenProducts([9201]);
    expect(magic).toMatchObject({
      id: 9201,
      type: 'SHOW',
      name: 'Midnight Magic',
      image: { path: '/images/products/9201.svg', title: 'Midnight Magic' },
      location: 'Caesars Palace',
      rating: 4.5,
      reviewCount: 128,
    });
    // The product details route: productID and the url-safe name.
    expect(magic?.href).toMatch(/\/9201\/midnight-magic\b/);
    const [tour] = await findRecentlySeenProducts([9202]);
    expect(tour).toMatchObject({ image: null, location: 'Off Strip' });
  });

  it('links each entry to its details on the dates the visitor searched, unless those are past', async () => {
    const now = new Date('2026-11-26T20:00:00Z');
    const list = await getRecentlySeenForEntries(
      [
        { productId: 9202, startDate: '2026-12-01', endDate: '2026-12-01', quantity: 1 },
        { productId: 9201, startDate: '2026-11-20', endDate: '2026-11-30', quantity: 1 },
      ],
      now,
      findRecentlySeenProducts,
    );
    expect(list.map((p) => p.href)).toEqual([
      '/iv2/las-vegas-tours/9202/hoover-dam-express/dates/2026-12-01/2026-12-01',
      '/iv2/las-vegas-shows/9201/midnight-magic/dates',
    ]);
  });

  it('returns nothing for no ids', async () => {
    expect(await findRecentlySeenProducts([])).toEqual([]);
  });
});
