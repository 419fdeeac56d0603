// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache, type TestDataCache } from '@/tests/helpers/data-cache';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProductSummaries } from '@/features/catalog/queries';
import { catalogTags } from '@/features/catalog/tags';
import { findEntry } from '@/features/content/queries';
import { contentTags } from '@/features/content/tags';
import { LINE_PAGES, SHOPPING_CATEGORY_SLUGS } from '@/lib/config/product-types';
import { getSiteSettings } from '@/lib/config/site-settings';
import { contentEntries, products } from '@/lib/db/schema';
import { absoluteUrl, routes } from '@/lib/routes';
import { findShowCalendarMonths } from '@/features/show-calendar/queries';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { contentPagePath } from './entries';
import { getSitemapFileXml, getSitemapIndexXml } from './queries';

type Listed = { loc: string; priority: string | undefined; changefreq: string | undefined; lastmod: string | undefined };

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const tagOf = (block: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(block)?.[1];

/** Every url of every file of the index, and the files' names. */
async function crawlSitemaps(): Promise<{ files: string[]; urls: Listed[] }> {
  const files = locsOf(await getSitemapIndexXml());
  const urls: Listed[] = [];
  for (const file of files) {
    const xml = await getSitemapFileXml(file.split('/').pop());
    expect(xml, file).not.toBeNull();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    // Nothing unescaped: an & only starts an entity.
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    for (const block of xml!.match(/<url>.*?<\/url>/g) ?? []) {
      urls.push({ loc: locsOf(block)[0]!, priority: tagOf(block, 'priority'), changefreq: tagOf(block, 'changefreq'), lastmod: tagOf(block, 'lastmod') });
    }
  }
  return { files, urls };
}

describe.each(testDatabaseKinds())('sitemaps on %s', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  let cache: TestDataCache;
  const site = getSiteSettings().siteUrl;

  beforeAll(() => {
    cache = installTestDataCache();
  });
  afterAll(() => cache?.uninstall());

  it('lists every seeded product at its canonical page and its landing page, every line page and every page-type content entry, nothing else', async () => {
    const { db } = database();
    const { files, urls } = await crawlSitemaps();
    const ids = (await db.select({ id: products.id }).from(products)).map((r) => r.id);
    const productLocs = (await findProductSummaries(ids)).map((p) => absoluteUrl(p.href, site));
    // The content-managed landing pages of storefront 2.2 (products.landing_url): nothing else links them.
    const landingLocs = (await db.select({ url: products.landingUrl }).from(products)).flatMap((r) => (r.url === null ? [] : [absoluteUrl(r.url, site)]));
    expect(landingLocs.length).toBeGreaterThan(100);
    const pageEntries = await db.select({ url: contentEntries.url }).from(contentEntries).where(eq(contentEntries.type, 'page'));
    // Page entries at the configured content paths (the only ones the content routes serve).
    const contentLocs = pageEntries.flatMap((e) => {
      const path = contentPagePath(e.url);
      return path === null ? [] : [absoluteUrl(path, site)];
    });
    expect(contentLocs).toEqual(expect.arrayContaining([absoluteUrl('/deals', site), absoluteUrl('/nightlife/new-years-eve', site)]));
    const siteLocs = [
      absoluteUrl('/', site),
      ...Object.entries(LINE_PAGES).flatMap(([line, path]) => (line === 'resorts' ? [] : [absoluteUrl(path, site)])),
      ...SHOPPING_CATEGORY_SLUGS.map((slug) => absoluteUrl(`/shopping/${slug}`, site)),
      ...(await findShowCalendarMonths(new Date(), db)).map((month) => absoluteUrl(routes.showCalendarMonth.build(month), site)),
    ];
    const listed = urls.map((u) => u.loc);
    // The demo city sells shows months ahead: this month's calendar and the next ones.
    expect(listed.filter((loc) => /\/shows\/[a-z]+-\d{4}$/.test(loc)).length).toBeGreaterThanOrEqual(3);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...productLocs, ...landingLocs, ...contentLocs, ...siteLocs].sort());
    expect(ids.length).toBeGreaterThan(100);
    // Split by kind: the pages, each seeded type, the content pages.
    expect(files.map((f) => f.replace(site, ''))).toEqual(expect.arrayContaining(['/sitemaps/pages.xml', '/sitemaps/products-show-1.xml', '/sitemaps/products-air-hotel-1.xml', '/sitemaps/content-1.xml']));
    for (const url of urls) {
      expect(url.loc.startsWith(site)).toBe(true);
      expect(Number(url.priority)).toBeGreaterThanOrEqual(0);
      expect(url.changefreq).toMatch(/^(always|hourly|daily|weekly|monthly|yearly|never)$/);
    }
    // lastmod from the data: products' and entries' updated_at.
    expect(urls.filter((u) => productLocs.includes(u.loc)).every((u) => /^\d{4}-\d\d-\d\dT/.test(u.lastmod ?? ''))).toBe(true);
  });

  it("gives a product its content entry's seoMeta priority and update frequency", async () => {
    const { db } = database();
    const [entry] = await db.select({ url: contentEntries.url }).from(contentEntries).where(eq(contentEntries.type, 'product'));
    const stored = await findEntry(entry!.url, db);
    if (stored?.type !== 'product') throw new Error('the seed writes a product entry');
    const [summary] = await findProductSummaries([stored.data.id]);
    const { urls } = await crawlSitemaps();
    const listed = urls.find((u) => u.loc === absoluteUrl(summary!.href, site));
    expect(listed).toMatchObject({ priority: stored.data.seoMeta.priority?.toFixed(1), changefreq: stored.data.seoMeta.updateFrequency });
  });

  it('is cached under the catalog and content tags: an added page appears, a noindex or unconfigured one never, a deleted one goes', async () => {
    const { db } = database();
    // Configured content paths (lib/config/content-pages.ts) without an entry to begin with.
    const [addedUrl, noindexUrl] = ['/lounge/golf/', '/lounge/events/'];
    await db.delete(contentEntries).where(inArray(contentEntries.url, [addedUrl!, noindexUrl!]));
    cache.clear();
    await crawlSitemaps();
    const tags = new Set(cache.entries().flatMap((e) => e.tags));
    for (const tag of [catalogTags.all, catalogTags.productType('SHOW'), contentTags.all, contentTags.entries]) expect(tags).toContain(tag);

    const deals = await findEntry('/deals/', db);
    if (deals?.type !== 'page') throw new Error('the seed writes /deals/');
    // Written here directly; the content mutations publish contentTags.entries on every write (content tests).
    await db.insert(contentEntries).values([
      { url: addedUrl!, type: 'page', data: { ...deals.data, seoMeta: { priority: 0.3, updateFrequency: 'monthly' } } },
      { url: noindexUrl!, type: 'page', data: { ...deals.data, seoMeta: { robots: 'noindex, nofollow' } } },
      { url: '/lounge/not-configured/', type: 'page', data: deals.data },
    ]);
    const added = absoluteUrl('/lounge/golf', site);
    // Served from the cache until the write's tag reaches it.
    expect((await crawlSitemaps()).urls.map((u) => u.loc)).not.toContain(added);
    cache.expireTags([contentTags.entries]);
    const after = (await crawlSitemaps()).urls;
    expect(after.find((u) => u.loc === added)).toMatchObject({ priority: '0.3', changefreq: 'monthly' });
    expect(after.map((u) => u.loc)).not.toContain(absoluteUrl('/lounge/events', site));
    expect(after.map((u) => u.loc)).not.toContain(absoluteUrl('/lounge/not-configured', site));

    await db.delete(contentEntries).where(eq(contentEntries.url, addedUrl!));
    cache.expireTags([contentTags.entries]);
    expect((await crawlSitemaps()).urls.map((u) => u.loc)).not.toContain(added);
  });

  it('answers null (a 404) for a name that is no file of the plan, and caches nothing for it', async () => {
    cache.clear();
    for (const name of ['products-show-2.xml', 'products-spa-99.xml', 'content-2.xml', 'nope.xml', '../sitemap.xml']) {
      expect(await getSitemapFileXml(name), name).toBeNull();
    }
    expect(cache.entries()).toEqual([]);
  });
});
