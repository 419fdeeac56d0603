import type { ProductPage, ProductPageStats } from '@/features/catalog/types';
import type { EntrySeo, SeoMeta } from '@/features/content/types';
import type { CalendarMonth } from '@/features/show-calendar/types';
import { LINE_PAGES, SHOPPING_CATEGORY_SLUGS, type LinePage, type ProductType } from '@/lib/config/product-types';
import { servedContentPath } from '@/lib/config/content-pages';
import { absoluteUrl, routes } from '@/lib/routes';
import type { ChangeFrequency, SitemapUrl } from './xml';

/** Priority and update frequency of each kind of page, where no content entry says otherwise. */
export const SITEMAP_DEFAULTS = {
  home: { priority: 1, changefreq: 'daily' },
  line: { priority: 0.8, changefreq: 'daily' },
  category: { priority: 0.6, changefreq: 'weekly' },
  product: { priority: 0.6, changefreq: 'weekly' },
  content: { priority: 0.5, changefreq: 'weekly' },
  calendar: { priority: 0.5, changefreq: 'daily' },
} as const satisfies Record<string, { priority: number; changefreq: ChangeFrequency }>;

/**
 * The product type each line page lists (its lastmod is the newest change among them). /resorts
 * is left out: it is the hotel page under a second name, and its canonical is /hotels.
 */
const LINE_PAGE_TYPES = {
  attractions: 'ATTRACTION',
  nightclubs: 'CLUB',
  spas: 'SPA',
  bars: 'BAR',
  shopping: 'SHOPPING',
  stripClubs: 'BAR',
  gayClubs: 'GAY_CLUB',
  poolClubs: 'POOL_CLUB',
  pools: 'POOL_CLUB',
  sportsBooks: 'SPORTS_BOOK',
  tours: 'TOUR',
  shows: 'SHOW',
  hotels: 'HOTEL',
  restaurants: 'RESTAURANT',
} as const satisfies Record<Exclude<LinePage, 'resorts'>, ProductType>;

/** Lines whose canonical is another line's page. */
const ALIAS_LINES: readonly LinePage[] = ['resorts'];

/** robots directives that keep a page out of an index ("noindex", or "none" = noindex, nofollow). */
export function isNoindex(robots: string | undefined): boolean {
  return robots !== undefined && /(^|[\s,])(noindex|none)($|[\s,])/i.test(robots);
}

function newest(values: readonly (string | null | undefined)[]): string | null {
  let best: string | null = null;
  for (const value of values) if (value && (best === null || value > best)) best = value;
  return best;
}

/** Home, every line page (not its aliases), the shopping category pages and the show calendar months. */
export function sitePageUrls(siteUrl: string, stats: readonly ProductPageStats[], calendarMonths: readonly CalendarMonth[] = []): SitemapUrl[] {
  const lastModOf = new Map(stats.map((s) => [s.type, s.lastModified]));
  const urls: SitemapUrl[] = [{ loc: absoluteUrl(routes.home.build(), siteUrl), lastmod: newest(stats.map((s) => s.lastModified)), ...SITEMAP_DEFAULTS.home }];
  for (const line of Object.keys(LINE_PAGES) as LinePage[]) {
    if (ALIAS_LINES.includes(line)) continue;
    const type = LINE_PAGE_TYPES[line as keyof typeof LINE_PAGE_TYPES];
    urls.push({ loc: absoluteUrl(routes.linePage.build({ line }), siteUrl), lastmod: lastModOf.get(type) ?? null, ...SITEMAP_DEFAULTS.line });
  }
  for (const category of SHOPPING_CATEGORY_SLUGS) {
    urls.push({
      loc: absoluteUrl(routes.shoppingCategoryPage.build({ category }), siteUrl),
      lastmod: lastModOf.get('SHOPPING') ?? null,
      ...SITEMAP_DEFAULTS.category,
    });
  }
  for (const month of calendarMonths) {
    urls.push({ loc: absoluteUrl(routes.showCalendarMonth.build(month), siteUrl), lastmod: lastModOf.get('SHOW') ?? null, ...SITEMAP_DEFAULTS.calendar });
  }
  return urls;
}

/** seoMeta of product entries by catalog product id (storefront 3: "priority and updateFrequency on products"). */
export function productSeoById(entries: readonly EntrySeo[]): Map<number, SeoMeta> {
  const byId = new Map<number, SeoMeta>();
  for (const entry of entries) if (entry.kind === 'product') byId.set(entry.productId, entry.seoMeta);
  return byId;
}

/** Each product's canonical page, with its entry's priority and update frequency where it has one. */
export function productUrls(siteUrl: string, pages: readonly ProductPage[], seoById: ReadonlyMap<number, SeoMeta>): SitemapUrl[] {
  // The details page, then the product's landing page (storefront 2.2 static routes), which
  // nothing else links to: the sitemap is how a crawler finds it.
  return pages.flatMap((page) => {
    const seo = seoById.get(page.id);
    const at = (href: string): SitemapUrl => ({
      loc: absoluteUrl(href, siteUrl),
      lastmod: page.lastModified,
      changefreq: seo?.updateFrequency ?? SITEMAP_DEFAULTS.product.changefreq,
      priority: seo?.priority ?? SITEMAP_DEFAULTS.product.priority,
    });
    return page.landingHref === undefined ? [at(page.href)] : [at(page.href), at(page.landingHref)];
  });
}

/** Where the site serves a page entry, or null (lib/config/content-pages.ts). */
export const contentPagePath = servedContentPath;

/**
 * The content pages the site serves and lets be indexed: page entries (not the header, not
 * blocks, not product entries) at a configured content path, without a noindex robots directive,
 * with their seoMeta priority and update frequency. One url per page, in path order.
 */
export function contentPageUrls(siteUrl: string, entries: readonly EntrySeo[]): SitemapUrl[] {
  const byPath = new Map<string, SitemapUrl>();
  for (const entry of entries) {
    if (entry.kind !== 'page' || isNoindex(entry.seoMeta.robots)) continue;
    const path = contentPagePath(entry.url);
    if (path === null || byPath.has(path)) continue;
    byPath.set(path, {
      loc: absoluteUrl(path, siteUrl),
      lastmod: entry.lastModified,
      changefreq: entry.seoMeta.updateFrequency ?? SITEMAP_DEFAULTS.content.changefreq,
      priority: entry.seoMeta.priority ?? SITEMAP_DEFAULTS.content.priority,
    });
  }
  return [...byPath.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, url]) => url);
}

export { newest as newestInstant };
