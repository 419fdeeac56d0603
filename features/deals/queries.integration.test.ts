import { describe, expect, it } from 'vitest';
import { deals, products } from '@/lib/db/schema';
import { testDatabaseKinds, testDatabaseForSuite } from '@/tests/helpers/test-database';
import { findDealDeadlines } from './queries';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('deal deadlines on %s', (kind) => {
  const database = testDatabaseForSuite(kind);

  async function product(id: number): Promise<number> {
    await database()
      .db.insert(products)
      .values({
        id,
        type: 'SHOW',
        name: `Deal Show ${id}`,
        slug: `deal-show-${id}`,
        url: `/iv2/las-vegas-shows/${id}/deal-show-${id}/dates`,
        shortDescription: 'A show.',
        description: 'A show with a deal.',
        address: '3570 S Las Vegas Blvd',
        city: 'Las Vegas',
        postalCode: '89109',
        area: 'Center Strip',
        onStrip: true,
        latitude: 36.11,
        longitude: -115.17,
        providerName: 'Test',
        rating: 4.5,
        reviewCount: 10,
        sellable: true,
        popularity: 1,
      });
    return id;
  }

  it('returns only running deals that end within the 86400 s cutoff, soonest first, one by default', async () => {
    const id = await product(91_001);
    const other = await product(91_002);
    const now = new Date('2026-11-23T16:00:00Z');
    const at = (ms: number) => new Date(now.getTime() + ms);
    await database()
      .db.insert(deals)
      .values([
        { productId: id, name: 'Ended', startsAt: at(-48 * HOUR), endsAt: at(-1000) },
        { productId: id, name: 'Ends now', startsAt: at(-48 * HOUR), endsAt: now },
        { productId: id, name: 'In 23 hours', startsAt: at(-24 * HOUR), endsAt: at(23 * HOUR) },
        { productId: id, name: 'In 3 hours', startsAt: at(-24 * HOUR), endsAt: at(3 * HOUR) },
        { productId: id, name: 'At the cutoff', startsAt: at(-24 * HOUR), endsAt: at(86_400_000) },
        { productId: id, name: 'Just past the cutoff', startsAt: at(-24 * HOUR), endsAt: at(86_400_000 + 1000) },
        { productId: id, name: 'Not started yet', startsAt: at(1 * HOUR), endsAt: at(2 * HOUR) },
        { productId: other, name: 'Another product', startsAt: at(-24 * HOUR), endsAt: at(1 * HOUR) },
      ]);

    expect((await findDealDeadlines(id, now, 10)).map((d) => d.name)).toEqual(['In 3 hours', 'In 23 hours', 'At the cutoff']);
    // The spec's one timer: the deal that ends first.
    expect(await findDealDeadlines(id, now)).toEqual([{ name: 'In 3 hours', endsAt: at(3 * HOUR).toISOString() }]);
    // An hour on, the deal that had not started is running and ends first.
    expect((await findDealDeadlines(id, at(1.5 * HOUR), 10)).map((d) => d.name)).toEqual(['Not started yet', 'In 3 hours', 'In 23 hours', 'At the cutoff', 'Just past the cutoff']);
    expect(await findDealDeadlines(id, at(30 * HOUR))).toEqual([]);
    expect(await findDealDeadlines(999_999, now)).toEqual([]);
  });
});
