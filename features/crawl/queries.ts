import 'server-only';
import { unstable_cache } from 'next/cache';
import { findProductPages, findProductPageStats } from '@/features/catalog/queries';
import { catalogTags } from '@/features/catalog/tags';
import { findEntrySeo } from '@/features/content/queries';
import { findShowCalendarMonths } from '@/features/show-calendar/queries';
import { contentTags } from '@/features/content/tags';
import { getSiteSettings } from '@/lib/config/site-settings';
import { absoluteUrl } from '@/lib/routes';
import { contentPageUrls, newestInstant, productSeoById, productUrls, sitePageUrls } from './entries';
import { parseSitemapFileName, planSitemapFiles, sitemapFilePath, sliceOf, URLS_PER_FILE, type SitemapFile } from './plan';
import { sitemapIndexXml, urlsetXml } from './xml';

/** Tags expire the sitemaps on every catalog or content change; the hour is a backstop. */
const ONE_HOUR = 3600;

const INDEX_TAGS = [catalogTags.all, contentTags.all, contentTags.entries];
const CONTENT_TAGS = [contentTags.all, contentTags.entries];

/** Thrown inside a cached read for a file that does not exist: unstable_cache stores results, never errors. */
class NoSuchSitemap extends Error {}

function tagsOf(file: SitemapFile): string[] {
  switch (file.kind) {
    case 'pages':
      // The show calendar months run to the last show performance on sale.
      return [catalogTags.all, catalogTags.productType('SHOW')];
    case 'products':
      // Product entries' seoMeta sets their priority and update frequency.
      return [catalogTags.all, catalogTags.productType(file.type), ...CONTENT_TAGS];
    case 'content':
      return CONTENT_TAGS;
  }
}

async function renderIndex(siteUrl: string): Promise<string> {
  const [stats, entries] = await Promise.all([findProductPageStats(), findEntrySeo()]);
  const contentPages = contentPageUrls(siteUrl, entries);
  const lastModOf = new Map(stats.map((s) => [s.type, s.lastModified]));
  const files = planSitemapFiles({ products: Object.fromEntries(stats.map((s) => [s.type, s.count])), contentPages: contentPages.length });
  const contentLastMod = newestInstant(contentPages.map((u) => u.lastmod));
  return sitemapIndexXml(
    files.map((file) => ({
      loc: absoluteUrl(sitemapFilePath(file), siteUrl),
      lastmod:
        file.kind === 'pages'
          ? newestInstant(stats.map((s) => s.lastModified))
          : file.kind === 'products'
            ? (lastModOf.get(file.type) ?? null)
            : contentLastMod,
    })),
  );
}

async function renderFile(file: SitemapFile, siteUrl: string): Promise<string> {
  switch (file.kind) {
    case 'pages': {
      const [stats, months] = await Promise.all([findProductPageStats(), findShowCalendarMonths(new Date())]);
      return urlsetXml(sitePageUrls(siteUrl, stats, months));
    }
    case 'products': {
      const { offset, limit } = sliceOf(file.part, URLS_PER_FILE);
      const [pages, entries] = await Promise.all([findProductPages(file.type, offset, limit), findEntrySeo()]);
      if (pages.length === 0) throw new NoSuchSitemap();
      return urlsetXml(productUrls(siteUrl, pages, productSeoById(entries)));
    }
    case 'content': {
      const { offset, limit } = sliceOf(file.part, URLS_PER_FILE);
      const urls = contentPageUrls(siteUrl, await findEntrySeo()).slice(offset, offset + limit);
      if (urls.length === 0) throw new NoSuchSitemap();
      return urlsetXml(urls);
    }
  }
}

/** The sitemap index at /sitemap.xml: every file of the plan, cached until the catalog or the content changes. */
export async function getSitemapIndexXml(): Promise<string> {
  const { siteUrl } = getSiteSettings();
  return unstable_cache(() => renderIndex(siteUrl), ['sitemap-index', siteUrl], { tags: INDEX_TAGS, revalidate: ONE_HOUR })();
}

/**
 * One sitemap file by its name (`products-show-1.xml`), or null for a name that is no file of
 * the plan (a malformed name, an unknown type, a part past the end). Names that are no file
 * are not cached: they come from visitors.
 */
export async function getSitemapFileXml(name: unknown): Promise<string | null> {
  const file = parseSitemapFileName(name);
  if (file === null) return null;
  const { siteUrl } = getSiteSettings();
  const cached = unstable_cache(() => renderFile(file, siteUrl), ['sitemap-file', siteUrl, JSON.stringify(file)], {
    tags: tagsOf(file),
    revalidate: ONE_HOUR,
  });
  try {
    return await cached();
  } catch (error) {
    if (error instanceof NoSuchSitemap) return null;
    throw error;
  }
}

