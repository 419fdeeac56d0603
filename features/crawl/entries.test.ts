import { describe, expect, it } from 'vitest';
import type { EntrySeo } from '@/features/content/types';
import { CONTENT_PAGE_PATHS } from '@/lib/config/content-pages';
import { LINE_PAGES, SHOPPING_CATEGORY_SLUGS } from '@/lib/config/product-types';
import { contentPagePath, contentPageUrls, isNoindex, productSeoById, productUrls, SITEMAP_DEFAULTS, sitePageUrls } from './entries';

const SITE = 'https://www.vegas.test';
const T1 = '2026-11-01T10:00:00.000Z';
const T2 = '2026-11-02T10:00:00.000Z';

const page = (url: string, seoMeta: Extract<EntrySeo, { kind: 'page' }>['seoMeta'] = {}, lastModified = T1): EntrySeo => ({ kind: 'page', url, seoMeta, lastModified });

describe('sitemap urls', () => {
  it('lists home, every line page but its aliases, and the shopping categories, absolute on SITE_URL', () => {
    const urls = sitePageUrls(SITE, [
      { type: 'SHOW', count: 3, lastModified: T2 },
      { type: 'HOTEL', count: 2, lastModified: T1 },
    ]);
    const locs = urls.map((u) => u.loc);
    expect(locs[0]).toBe(`${SITE}/`);
    expect(urls[0]).toMatchObject({ priority: 1, changefreq: 'daily', lastmod: T2 });
    for (const [line, path] of Object.entries(LINE_PAGES)) {
      if (line === 'resorts') expect(locs).not.toContain(`${SITE}${path}`);
      else expect(locs).toContain(`${SITE}${path}`);
    }
    for (const slug of SHOPPING_CATEGORY_SLUGS) expect(locs).toContain(`${SITE}/shopping/${slug}`);
    expect(new Set(locs).size).toBe(locs.length);
    expect(urls.find((u) => u.loc === `${SITE}/shows`)).toMatchObject({ lastmod: T2, ...SITEMAP_DEFAULTS.line });
    expect(urls.find((u) => u.loc === `${SITE}/hotels`)?.lastmod).toBe(T1);
    expect(urls.find((u) => u.loc === `${SITE}/tours`)?.lastmod).toBeNull();
    // Canonical form: absolute, no query, no trailing slash but on the home page.
    for (const loc of locs.slice(1)) expect(loc).toMatch(/^https:\/\/www\.vegas\.test\/[^?#]*[^/]$/);
  });

  it('lists the show calendar months after the other pages, dated by the shows', () => {
    const urls = sitePageUrls(SITE, [{ type: 'SHOW', count: 3, lastModified: T2 }], [
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
    ]);
    expect(urls.slice(-2)).toEqual([
      { loc: `${SITE}/shows/december-2026`, lastmod: T2, ...SITEMAP_DEFAULTS.calendar },
      { loc: `${SITE}/shows/january-2027`, lastmod: T2, ...SITEMAP_DEFAULTS.calendar },
    ]);
  });

  it("lists products at their canonical page, with a product entry's priority and update frequency", () => {
    const entries: EntrySeo[] = [
      { kind: 'product', url: '/iv2/las-vegas-shows/1001/magic/dates/', productId: 1001, seoMeta: { priority: 0.9, updateFrequency: 'hourly' }, lastModified: T1 },
      page('/deals/', { priority: 0.1 }),
    ];
    const urls = productUrls(
      SITE,
      [
        { id: 1001, type: 'SHOW', href: '/iv2/las-vegas-shows/1001/magic/dates', lastModified: T1 },
        { id: 1002, type: 'SHOW', href: '/iv2/las-vegas-shows/1002/b-c/dates', lastModified: T2 },
      ],
      productSeoById(entries),
    );
    expect(urls).toEqual([
      { loc: `${SITE}/iv2/las-vegas-shows/1001/magic/dates`, lastmod: T1, priority: 0.9, changefreq: 'hourly' },
      { loc: `${SITE}/iv2/las-vegas-shows/1002/b-c/dates`, lastmod: T2, ...SITEMAP_DEFAULTS.product },
    ]);
  });

  it('serves a page entry at its configured content path, and nowhere else', () => {
    expect(contentPagePath('/deals/')).toBe('/deals');
    expect(contentPagePath('/nightlife/new-years-eve/')).toBe('/nightlife/new-years-eve');
    expect(contentPagePath('/lounge/guide/')).toBe('/lounge/guide');
    for (const path of CONTENT_PAGE_PATHS) expect(contentPagePath(`${path}/`)).toBe(path);
    // Not in the configured list: the catch-all never serves them.
    for (const url of ['/shows/magic/', '/lounge/nothing-here/', '/shows/', '/nightlife/bars/', '/iv2/cart/', '/sitemap.xml/', '/']) {
      expect(contentPagePath(url), url).toBeNull();
    }
  });

  it('lists indexable page entries with their seoMeta, never the header, blocks, products or noindex pages', () => {
    const entries: EntrySeo[] = [
      page('/deals/', { priority: 0.9, updateFrequency: 'daily' }, T2),
      page('/lounge/guide/'),
      page('/weddings/', { robots: 'noindex, follow' }),
      page('/gaming/', { robots: 'NONE' }),
      page('/shows/'),
      page('/not-configured/'),
      { kind: 'product', url: '/iv2/las-vegas-shows/1001/magic/dates/', productId: 1001, seoMeta: {}, lastModified: T1 },
    ];
    expect(contentPageUrls(SITE, entries)).toEqual([
      { loc: `${SITE}/deals`, lastmod: T2, priority: 0.9, changefreq: 'daily' },
      { loc: `${SITE}/lounge/guide`, lastmod: T1, ...SITEMAP_DEFAULTS.content },
    ]);
  });

  it('reads noindex the way robots meta does', () => {
    for (const robots of ['noindex', 'noindex, follow', 'follow,noindex', 'NoIndex', 'none']) expect(isNoindex(robots), robots).toBe(true);
    for (const robots of [undefined, '', 'index, follow', 'nofollow', 'noimageindex', 'nonesuch']) expect(isNoindex(robots), String(robots)).toBe(false);
  });
});
