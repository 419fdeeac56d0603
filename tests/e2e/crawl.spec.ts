import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { KNOWN_MISSING_PAGES } from './crawl-known-gaps';
import { buildCatalog } from '@/lib/db/seed/catalog';
import { parseRoute } from '@/lib/routes';

// What a search engine does with the production server (issue 12 item 8): robots.txt, the
// sitemap index and its files, every listed url, and a crawl from the home page. Plain HTTP,
// no browser: crawlers read the server HTML. The server runs on a fresh scale-1 seed.

/** Listed urls are absolute on SITE_URL; this server listens elsewhere, so requests go to the path. */
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const unescapeHtml = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
const canonicalOf = (html: string) => {
  const links = [...html.matchAll(/<link\b[^>]*\brel="canonical"[^>]*>/g)].map((m) => /\bhref="([^"]*)"/.exec(m[0])?.[1]);
  return { count: links.length, href: links[0] === undefined ? null : unescapeHtml(links[0]) };
};
const robotsMetaOf = (html: string) => /<meta\b[^>]*\bname="robots"[^>]*\bcontent="([^"]*)"/.exec(html)?.[1] ?? null;
const isKnownMissing = (path: string) => KNOWN_MISSING_PAGES.includes(path.replace(/\/$/, '') || '/');

/** Runs `fn` over `items`, `width` at a time (the server shares two cores with the test). */
async function pool<T>(items: readonly T[], width: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

type Sitemaps = { siteUrl: string; files: string[]; urls: { loc: string; file: string; priority: string | null; changefreq: string | null }[] };

async function readSitemaps(request: APIRequestContext): Promise<Sitemaps> {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toMatch(/^application\/xml/);
  const indexXml = await index.text();
  expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const files = locsOf(indexXml);
  const siteUrl = new URL(files[0]!).origin;
  const urls: Sitemaps['urls'] = [];
  for (const file of files) {
    const response = await request.get(pathOf(file));
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml, file).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const block of xml.match(/<url>.*?<\/url>/g) ?? []) {
      urls.push({
        loc: locsOf(block)[0]!,
        file: pathOf(file),
        priority: /<priority>([^<]*)</.exec(block)?.[1] ?? null,
        changefreq: /<changefreq>([^<]*)</.exec(block)?.[1] ?? null,
      });
    }
  }
  return { siteUrl, files, urls };
}

/** The page answers 200 and names `canonical` (absolute, on SITE_URL) as its one canonical link. */
async function expectCanonicalPage(request: APIRequestContext, path: string, canonical: string): Promise<void> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const found = canonicalOf(html);
  expect(found.count, path).toBe(1);
  // Compared as urls: Next writes the home page's canonical without the root's slash, and
  // `http://host` and `http://host/` are one url.
  expect(found.href === null ? null : new URL(found.href).href, path).toBe(new URL(canonical).href);
  expect(robotsMetaOf(html) ?? '', path).not.toMatch(/noindex|none/);
}

test.describe('crawlers', () => {
  test('robots.txt lets the site be crawled but not per-visitor pages or the API, and names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-Agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    for (const path of ['/iv2/cart', '/iv2/checkout', '/iv2/billing', '/iv2/confirmation/', '/iv2/orders', '/iv2/tickets/', '/iv2/dev/', '/api/', '/iv2/login', '/mytrip/app/MyAccountLogin']) {
      expect(text, path).toMatch(new RegExp(`^Disallow: ${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'));
    }
    const sitemap = /^Sitemap: (\S+)$/m.exec(text)?.[1];
    expect(sitemap).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
    expect((await request.get(pathOf(sitemap!))).status()).toBe(200);
  });

  test('the sitemap lists every seeded product, line page and content page; each answers 200 with that url as its canonical link', async ({ request }) => {
    test.setTimeout(600_000);
    const { siteUrl, files, urls } = await readSitemaps(request);
    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc.startsWith(`${siteUrl}/`), loc).toBe(true);
    expect(files.map(pathOf)).toEqual(expect.arrayContaining(['/sitemaps/pages.xml', '/sitemaps/products-show-1.xml', '/sitemaps/content-1.xml']));

    // Every product of the deterministic seed, at the url its own page calls canonical, and at its
    // content-managed landing page (storefront 2.2 static routes), which only the sitemap links.
    const catalog = buildCatalog(1);
    const landings = catalog.products.flatMap(({ product }) => (product.landingUrl ? [product.landingUrl] : []));
    const productUrls = urls.filter((u) => u.file.startsWith('/sitemaps/products-'));
    expect(productUrls).toHaveLength(catalog.products.length + landings.length);
    for (const landing of landings) expect(locs, landing).toContain(new URL(landing, siteUrl).toString());
    const listedIds = new Set(productUrls.map((u) => Number(/\/iv2\/[^/]+\/(\d+)\//.exec(u.loc)?.[1])));
    for (const { product } of catalog.products) expect(listedIds.has(product.id), `product ${product.id}`).toBe(true);
    for (const path of ['/', '/shows', '/hotels', '/nightlife/bars', '/gaming/sportsbooks', '/restaurant', '/shopping/antique-stores']) {
      expect(locs, path).toContain(new URL(path, siteUrl).toString());
    }
    expect(locs).not.toContain(`${siteUrl}/resorts`);
    // The seed's page entries; its product entry's seoMeta gives the first show priority 0.8, daily.
    expect(locs).toEqual(expect.arrayContaining([`${siteUrl}/deals`, `${siteUrl}/nightlife/new-years-eve`]));
    expect(productUrls.some((u) => u.priority === '0.8' && u.changefreq === 'daily')).toBe(true);

    // Every listed url, products and their landing pages included (about 1,200 on the scale-1 seed; each page renders once
    // here and is then served from the cache).
    const started = Date.now();
    const missing: string[] = [];
    await pool(urls, 3, async ({ loc }) => {
      const path = pathOf(loc);
      if (isKnownMissing(path)) {
        const status = (await request.get(path, { maxRedirects: 0 })).status();
        if (status === 404) {
          missing.push(path);
          return;
        }
      }
      await expectCanonicalPage(request, path, loc);
    });
    const seconds = (Date.now() - started) / 1000;
    test.info().annotations.push({ type: 'crawl', description: `${urls.length} listed urls in ${seconds.toFixed(1)} s (${missing.length} known missing: ${missing.join(' ')})` });
    console.log(`[crawl] ${urls.length} listed urls requested in ${seconds.toFixed(1)} s; known missing (404): ${missing.join(' ') || 'none'}`);

    expect((await request.get('/sitemaps/products-show-999.xml')).status()).toBe(404);
    expect((await request.get('/sitemaps/secrets.xml')).status()).toBe(404);
  });

  test('a url carrying tracking parameters names the clean url as its canonical', async ({ request }) => {
    const { urls } = await readSitemaps(request);
    const firstOf = (file: RegExp) => urls.find((u) => file.test(u.file))?.loc;
    const siteUrl = new URL(urls[0]!.loc).origin;
    const pages = [
      `${siteUrl}/`,
      `${siteUrl}/shows`,
      `${siteUrl}/shopping/art-galleries`,
      firstOf(/products-show-/),
      firstOf(/products-hotel-/),
      firstOf(/products-bar-/),
      firstOf(/content-/),
    ].filter((u): u is string => u !== undefined);
    const tracking = 'utm_source=x&utm_medium=cpc&utm_campaign=fall&gclid=y&fbclid=z&msclkid=w';
    for (const loc of pages) {
      const path = pathOf(loc);
      if (isKnownMissing(path)) continue;
      await expectCanonicalPage(request, `${path}${path.includes('?') ? '&' : '?'}${tracking}`, loc);
    }
    // Search results and details with their own query keys: the canonical drops those too.
    const plainSearch = canonicalOf(await (await request.get('/iv2/searchresults/shows')).text()).href;
    expect(plainSearch).toMatch(new RegExp(`^${siteUrl}/iv2/searchresults/shows[^?]*$`));
    const search = await request.get(`/iv2/searchresults/shows?mo=HomeFeaturedShows&${tracking}`);
    expect(search.status()).toBe(200);
    expect(canonicalOf(await search.text()).href).toBe(plainSearch);
    const show = firstOf(/products-show-/)!;
    const details = await request.get(`${pathOf(show)}?nc=1&${tracking}`);
    expect(details.status()).toBe(200);
    expect(canonicalOf(await details.text()).href).toBe(show);
    // The not-found page claims no canonical and is noindex.
    const missing = await request.get(`/no-such-page-anywhere?${tracking}`);
    expect(missing.status()).toBe(404);
    const html = await missing.text();
    expect(canonicalOf(html).count).toBe(0);
    expect(robotsMetaOf(html)).toMatch(/noindex/);
  });

  test('a crawl from the home page over every internal link finds no 500 and no 404 but the known ones', async ({ request }) => {
    test.setTimeout(600_000);
    const robots = await (await request.get('/robots.txt')).text();
    const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map(
      (m) => new RegExp(`^${m[1]!.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`),
    );
    const siteOrigin = new URL(/^Sitemap: (\S+)$/m.exec(robots)![1]!).origin;
    // Routes with many urls of one shape (products, searches): the sitemap test requests every
    // product, so here a few of each route are enough to cover the links that lead to them.
    const PER_ROUTE = 4;
    const visitsPerRoute = new Map<string, number>();
    const seen = new Set<string>(['/']);
    const queue: { path: string; from: string }[] = [{ path: '/', from: '(start)' }];
    const failures: string[] = [];
    const trackingLinks: string[] = [];
    const notFound = new Set<string>();
    let fetched = 0;
    const started = Date.now();

    const enqueue = (href: string, from: string) => {
      let url: URL;
      try {
        url = new URL(unescapeHtml(href), `${siteOrigin}${from}`);
      } catch {
        failures.push(`unparseable link ${href} on ${from}`);
        return;
      }
      // Links are resolved against SITE_URL's origin, as a crawler of the real site would; other origins are external.
      if (url.origin !== siteOrigin) return;
      if ([...url.searchParams.keys()].some((key) => /^(utm_|gclid$|fbclid$|msclkid$)/.test(key))) trackingLinks.push(`${url} on ${from}`);
      if (url.pathname.startsWith('/_next/') || url.pathname.startsWith('/media/')) return;
      const path = `${url.pathname}${url.search}`;
      if (seen.has(path)) return;
      seen.add(path);
      const route = parseRoute(path)?.name ?? '(none)';
      const capped = !['contentPage', 'staticProductLandingPage', 'linePage', 'shoppingCategoryPage', '(none)'].includes(route);
      const visits = visitsPerRoute.get(route) ?? 0;
      if (capped && visits >= PER_ROUTE) return;
      visitsPerRoute.set(route, visits + 1);
      queue.push({ path, from });
    };

    while (queue.length > 0) {
      const batch = queue.splice(0, 3);
      await Promise.all(
        batch.map(async ({ path, from }) => {
          const isDisallowed = disallowed.some((rule) => rule.test(path));
          const response = await request.get(path);
          fetched++;
          const status = response.status();
          if (status >= 500) failures.push(`${status} ${path} (linked from ${from})`);
          else if (status === 404) {
            if (isKnownMissing(new URL(response.url()).pathname)) notFound.add(path);
            else failures.push(`404 ${path} (linked from ${from})`);
          } else if (status !== 200) failures.push(`${status} ${path} (linked from ${from})`);
          // A crawler that obeys robots.txt requests nothing beyond a disallowed page.
          if (status !== 200 || isDisallowed || !/text\/html/.test(response.headers()['content-type'] ?? '')) return;
          const html = await response.text();
          for (const m of html.matchAll(/<a\b[^>]*?\shref="([^"#][^"]*|#[^"]+)"/g)) {
            const href = m[1]!;
            if (href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue;
            enqueue(href.split('#')[0]!, path);
          }
        }),
      );
    }

    const seconds = (Date.now() - started) / 1000;
    console.log(
      `[crawl] ${fetched} pages fetched from the home page in ${seconds.toFixed(1)} s; known missing (404): ${[...notFound].sort().join(' ') || 'none'}`,
    );
    console.log(`[crawl] pages per route: ${JSON.stringify(Object.fromEntries(visitsPerRoute))}`);
    test.info().annotations.push({ type: 'crawl', description: `${fetched} pages in ${seconds.toFixed(1)} s` });
    expect(failures).toEqual([]);
    expect(trackingLinks).toEqual([]);
    // The crawl reached the kinds of page a link leads to: line pages, categories, details. (Searches
    // start from the widgets' forms, which crawlers do not submit; the sitemap leaves them out too.)
    for (const route of ['linePage', 'shoppingCategoryPage', 'showProductDetails', 'hotelProductDetails', 'tourProductDetails']) {
      expect(visitsPerRoute.get(route) ?? 0, route).toBeGreaterThan(0);
    }
  });
});
