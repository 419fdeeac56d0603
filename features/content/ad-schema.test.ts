import { describe, expect, it } from 'vitest';
import { buildCatalog } from '@/lib/db/seed/catalog';
import { buildDemoContent } from '@/lib/db/seed/content';
import { adEntryUrl, adForSlot, adIdOfUrl, adSchema, adSlides, isAdLive, pacificDay, toAdView } from './ad-schema';
import { contentEntrySchema, describeIssues, type ContentEntry, type Widget } from './entry-schema';

const ad = {
  id: 'top-deal-1',
  image: { publicPath: '/media/products/1/SQUARELARGE-1.svg', title: 'Magic at the Strip', width: 300, height: 300 },
  href: '/shows',
  size: 300,
  headline: 'Magic at the Strip',
};

const issuesOf = (input: unknown) => {
  const parsed = contentEntrySchema.safeParse(input);
  return parsed.success ? [] : describeIssues(parsed.error);
};

describe('ad entries (issue 12 item 10)', () => {
  it('accepts an ad at /ads/{adId}/ with image, link and size', () => {
    const entry = contentEntrySchema.parse({ url: '/ads/top-deal-1', type: 'ad', data: ad });
    expect(entry.url).toBe('/ads/top-deal-1/');
    expect(entry.type).toBe('ad');
  });

  it('refuses an ad at another url, an unknown size, a missing image size or alt, a bad link and reversed dates', () => {
    expect(issuesOf({ url: '/ads/other/', type: 'ad', data: ad })).toEqual(['url: the ad top-deal-1 lives at /ads/top-deal-1/']);
    expect(issuesOf({ url: '/ads/top-deal-1/', type: 'ad', data: { ...ad, size: 250 } })[0]).toMatch(/^data\.size: /);
    expect(issuesOf({ url: '/ads/top-deal-1/', type: 'ad', data: { ...ad, image: { publicPath: '/a.svg', title: 'A' } } }).join(' ')).toMatch(/data\.image\.width/);
    expect(issuesOf({ url: '/ads/top-deal-1/', type: 'ad', data: { ...ad, image: { ...ad.image, title: '' } } })[0]).toMatch(/^data\.image\.title/);
    expect(issuesOf({ url: '/ads/top-deal-1/', type: 'ad', data: { ...ad, href: 'javascript:alert(1)' } })[0]).toMatch(/^data\.href: /);
    expect(issuesOf({ url: '/ads/top-deal-1/', type: 'ad', data: { ...ad, startDate: '2026-12-10', endDate: '2026-12-01' } })[0]).toMatch(/^data\.endDate: /);
    expect(adSchema.safeParse({ ...ad, id: 'Top Deal' }).success).toBe(false);
    expect(adSchema.safeParse({ ...ad, clickUrl: '/x' }).success).toBe(false);
  });

  it('maps ad ids and urls both ways', () => {
    expect(adEntryUrl('top-deal-1')).toBe('/ads/top-deal-1/');
    expect(adIdOfUrl('/ads/top-deal-1/')).toBe('top-deal-1');
    expect(adIdOfUrl('/deals/')).toBeNull();
  });

  it('knows the adBox and textBox widgets and the adReel of a landing page', () => {
    const widgets: Widget[] = [
      { widgetType: 'adBox', adId: 'top-deal-1' },
      { widgetType: 'textBox', heading: 'How deals work', body: 'Prices **drop** midweek.', link: { text: 'More', href: '/deals/' } },
    ];
    const page = contentEntrySchema.parse({
      url: '/deals/today/',
      type: 'page',
      data: { name: 'Deals', layoutId: 'pl', type: 'PRODUCT_LANDING_PAGE', content: { adReel: [{ adId: 'a' }, { adId: 'b' }], widgets } },
    });
    expect(page.type === 'page' && page.data.content.adReel).toEqual([{ adId: 'a' }, { adId: 'b' }]);
    expect(issuesOf({ url: '/x/', type: 'page', data: { name: 'X', layoutId: 'x', type: 'PRODUCT_LANDING_PAGE', content: { adReel: Array.from({ length: 10 }, (_, i) => ({ adId: `a${i}` })) } } })[0]).toMatch(/^data\.content\.adReel/);
    expect(issuesOf({ url: '/x/', type: 'page', data: { name: 'X', layoutId: 'x', type: 'LINK_FARM', content: { widgets: [{ widgetType: 'textBox', body: 'no heading' }] } } })[0]).toMatch(/heading/);
  });
});

describe('slot selection and expiry', () => {
  const entry = (data: unknown) => ({ type: 'ad', data });
  const noon = (day: string) => new Date(`${day}T20:00:00Z`);

  it('runs from its start day to its end day inclusive, in Pacific days', () => {
    const dated = { startDate: '2026-12-01', endDate: '2026-12-03' };
    expect(isAdLive(dated, noon('2026-11-30'))).toBe(false);
    expect(isAdLive(dated, noon('2026-12-01'))).toBe(true);
    expect(isAdLive(dated, noon('2026-12-03'))).toBe(true);
    expect(isAdLive(dated, noon('2026-12-04'))).toBe(false);
    // 06:00 UTC on Dec 4 is still Dec 3 in Las Vegas.
    expect(pacificDay(new Date('2026-12-04T06:00:00Z'))).toBe('2026-12-03');
    expect(isAdLive(dated, new Date('2026-12-04T06:00:00Z'))).toBe(true);
    expect(isAdLive({}, noon('2030-01-01'))).toBe(true);
  });

  it('gives a slot its ad only when the entry is that ad and it runs today', () => {
    const now = noon('2026-12-02');
    expect(adForSlot('top-deal-1', entry(ad), now)?.id).toBe('top-deal-1');
    expect(adForSlot('top-deal-1', null, now)).toBeNull();
    expect(adForSlot('top-deal-1', { type: 'tip', data: ad }, now)).toBeNull();
    expect(adForSlot('other', entry(ad), now)).toBeNull();
    expect(adForSlot('top-deal-1', entry({ ...ad, endDate: '2026-12-01' }), now)).toBeNull();
    expect(adForSlot('top-deal-1', entry({ ...ad, startDate: '2026-12-03' }), now)).toBeNull();
    expect(adForSlot('top-deal-1', entry({ ...ad, size: 12 }), now)).toBeNull();
  });

  it('draws the image at the slot width, keeping its shape', () => {
    const view = toAdView(adSchema.parse({ ...ad, size: 728, image: { ...ad.image, width: 1456, height: 180 } }));
    expect(view).toMatchObject({ id: 'top-deal-1', href: '/shows', width: 728, height: 90, alt: 'Magic at the Strip', headline: 'Magic at the Strip' });
  });

  it('puts ads three to a slide, at most three slides', () => {
    const ids = Array.from({ length: 11 }, (_, i) => i);
    expect(adSlides(ids, 3, 3)).toEqual([[0, 1, 2], [3, 4, 5], [6, 7, 8]]);
    expect(adSlides(ids.slice(0, 4), 3, 3)).toEqual([[0, 1, 2], [3]]);
    expect(adSlides([], 3, 3)).toEqual([]);
  });
});

describe('demo ads', () => {
  const entries: ContentEntry[] = buildDemoContent(buildCatalog(1), '2026-12-01').map((e) => contentEntrySchema.parse(e));
  const adIds = new Set(entries.flatMap((e) => (e.type === 'ad' ? [e.data.id] : [])));

  it('seeds an ad entry for every ad id a seeded page names, with generated /media images and site links', () => {
    const named = entries.flatMap((e) => {
      if (e.type !== 'page') return [];
      const widgets = [...(e.data.content.productLandingWidgets ?? []), ...e.data.content.widgets];
      return [
        ...(e.data.content.adReel ?? []).map((a) => a.adId),
        ...widgets.flatMap((w) =>
          w.widgetType === 'adBlock' || w.widgetType === 'adBox'
            ? [w.adId]
            : w.widgetType === 'headerBlock' || w.widgetType === 'headerBlockWAds'
              ? w.ads.map((a) => a.adId)
              : w.widgetType === 'linkFarm' || w.widgetType === 'dynamicLinkFarm'
                ? (w.adId ? [w.adId] : [])
                : [],
          ),
      ];
    });
    expect(named.length).toBeGreaterThanOrEqual(13);
    expect(named.filter((id) => !adIds.has(id))).toEqual([]);
    for (const e of entries) {
      if (e.type !== 'ad') continue;
      expect(e.data.image.publicPath).toMatch(/^\/media\/products\/\d+\/SQUARELARGE-1\.svg$/);
      expect(e.data.href.startsWith('/')).toBe(true);
    }
  });

  it('seeds a product landing page whose Top Deals fill three slides of three', () => {
    const landing = entries.find((e) => e.type === 'page' && e.data.type === 'PRODUCT_LANDING_PAGE');
    if (landing?.type !== 'page') throw new Error('no product landing page');
    expect(landing.url).toBe('/deals/today/');
    expect(landing.data.content.adReel).toHaveLength(9);
    expect(landing.data.content.widgets.map((w) => w.widgetType)).toEqual(expect.arrayContaining(['headerBlockWAds', 'adBox', 'textBox']));
  });
});
