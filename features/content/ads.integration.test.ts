// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import '@/tests/helpers/data-cache';
import type { TestDataCache } from '@/tests/helpers/data-cache';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import CacheHandler, { clearCache } from '@/lib/cache/cache-handler.mjs';
import type { DatabaseHandle } from '@/lib/db/client';
import { contentEntries } from '@/lib/db/schema';
import { testDatabaseKinds, testDatabaseWithCacheForSuite } from '@/tests/helpers/test-database';
import { adEntryUrl } from './ad-schema';
import { fetchAd } from './ads';
import { AdRow, AdSlot } from './components/ad-slots';
import { deleteEntry, upsertEntries } from './mutations';
import { contentTags } from './tags';

const ad = (changes: Record<string, unknown> = {}) => ({
  url: adEntryUrl('hotel-sale'),
  type: 'ad',
  data: {
    id: 'hotel-sale',
    image: { publicPath: '/media/products/3/SQUARELARGE-1.svg', title: 'Midweek hotel sale', width: 300, height: 300 },
    href: '/hotels',
    size: 300,
    headline: 'Midweek hotel sale',
    ...changes,
  },
});

const slotHtml = async (adId: string) => {
  const element = await AdSlot({ adId });
  return element === null ? '' : renderToStaticMarkup(element);
};

describe.each(testDatabaseKinds())('ad slots read ad entries and follow their edits (%s)', (kind) => {
  const suite = testDatabaseWithCacheForSuite(kind);
  let handle: DatabaseHandle;
  let cache: TestDataCache;

  beforeAll(async () => {
    ({ handle, cache } = suite());
  });

  beforeEach(async () => {
    cache.clear();
    clearCache();
    await handle.db.delete(contentEntries);
  });

  it('stores an ad entry (the table accepts the type) and a slot renders it, its read tagged with the ad url', async () => {
    await upsertEntries([ad()], handle.db);
    const html = await slotHtml('hotel-sale');
    expect(html).toContain('Advertisement');
    expect(html).toContain('href="/hotels"');
    expect(html).toMatch(/<img[^>]+src="\/media\/products\/3\/SQUARELARGE-1.svg"[^>]+width="300"[^>]+height="300"/);
    // The read a page makes of the ad carries the ad's entry tag, so the page carries it too.
    expect(cache.entries().some((e) => e.tags.includes(contentTags.entry('/ads/hotel-sale/')))).toBe(true);
  });

  it('an edit through the write path expires the pages showing the ad, and the slot then renders the new ad', async () => {
    await upsertEntries([ad()], handle.db);
    expect(await slotHtml('hotel-sale')).toContain('Midweek hotel sale');

    // A cached page that rendered the slot (Next records the read's tags on the page).
    const pages = new CacheHandler();
    const page = (tags: string[]) => ({ kind: 'APP_PAGE', html: 'x', headers: { 'x-next-cache-tags': tags.join(',') } });
    await pages.set('/deals/today', page([contentTags.entry('/deals/today/'), contentTags.entry('/ads/hotel-sale/')]), {});
    await pages.set('/deals', page([contentTags.entry('/deals/')]), {});
    // Unchanged in the store: the cached read still answers the old ad.
    await handle.db.update(contentEntries).set({ data: ad({ headline: 'Changed behind the cache' }).data });
    expect(await slotHtml('hotel-sale')).not.toContain('Changed behind the cache');

    await upsertEntries([ad({ headline: 'Weekend hotel sale', href: '/deals/' })], handle.db);
    expect(await pages.get('/deals/today', {})).toBeNull();
    expect(await pages.get('/deals', {})).not.toBeNull();
    // What revalidateTag does to the data cache on a Next server.
    cache.expireTags([contentTags.entry('/ads/hotel-sale/')]);
    const html = await slotHtml('hotel-sale');
    expect(html).toContain('Weekend hotel sale');
    expect(html).toContain('href="/deals/"');
  });

  it("a row of slots (the home page's) shows the ads that run, in the row's order, and nothing when none runs", async () => {
    const rowHtml = async (adIds: readonly string[]) => {
      const element = await AdRow({ adIds, label: 'Promotions' });
      return element === null ? '' : renderToStaticMarkup(element);
    };
    expect(await rowHtml(['home-best-rate', 'hotel-sale'])).toBe('');
    await upsertEntries(
      [ad(), { ...ad({ id: 'home-best-rate', headline: 'Best Rate Guarantee', endDate: '2020-01-31' }), url: adEntryUrl('home-best-rate') }, { ...ad({ id: 'home-day-trips', headline: 'Grand Canyon Day Trips' }), url: adEntryUrl('home-day-trips') }],
      handle.db,
    );
    const html = await rowHtml(['home-day-trips', 'home-best-rate', 'never-seeded', 'hotel-sale']);
    expect(html).toContain('aria-label="Promotions"');
    expect([...html.matchAll(/data-ad-id="([^"]+)"/g)].map((m) => m[1])).toEqual(['home-day-trips', 'hotel-sale']);
  });

  it('renders nothing for an ad that ended, has not started, or was deleted', async () => {
    await upsertEntries([ad({ endDate: '2020-01-31' })], handle.db);
    expect(await slotHtml('hotel-sale')).toBe('');
    cache.expireTags([contentTags.entry('/ads/hotel-sale/')]);
    await upsertEntries([ad({ startDate: '2099-01-01' })], handle.db);
    cache.expireTags([contentTags.entry('/ads/hotel-sale/')]);
    expect(await fetchAd('hotel-sale')).toBeNull();
    await upsertEntries([ad()], handle.db);
    cache.expireTags([contentTags.entry('/ads/hotel-sale/')]);
    expect(await fetchAd('hotel-sale')).not.toBeNull();
    await deleteEntry('/ads/hotel-sale/', handle.db);
    cache.expireTags([contentTags.entry('/ads/hotel-sale/')]);
    expect(await slotHtml('hotel-sale')).toBe('');
    expect(await slotHtml('never-seeded')).toBe('');
  });
});
