/**
 * The sitemaps protocol (sitemaps.org 0.9) written by hand: a urlset or a sitemap index. Next's
 * own sitemap.ts convention is not used because its child sitemaps (generateSitemaps) are fixed
 * when `next build` runs, which here sees an empty database, and it writes no index at /sitemap.xml.
 */

export const CHANGE_FREQUENCIES = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'] as const;
export type ChangeFrequency = (typeof CHANGE_FREQUENCIES)[number];

/** One `<url>`: an absolute location, and what the protocol's optional fields say of it. */
export type SitemapUrl = {
  readonly loc: string;
  /** ISO instant. */
  readonly lastmod?: string | null;
  readonly changefreq?: ChangeFrequency;
  /** 0.0 – 1.0. */
  readonly priority?: number;
};

/** One `<sitemap>` of an index. */
export type SitemapRef = { readonly loc: string; readonly lastmod?: string | null };

/** Protocol limits of one file: 50,000 urls and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 52_428_800;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Entity-escapes text for XML content (the protocol requires it of `&` in urls, among others). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** 0.0 – 1.0 with one decimal, as the protocol shows it; out-of-range or non-finite values are clamped / dropped. */
export function formatPriority(priority: number): string | null {
  if (!Number.isFinite(priority)) return null;
  return Math.min(1, Math.max(0, priority)).toFixed(1);
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const parts: string[] = [HEADER, `<urlset xmlns="${NS}">\n`];
  for (const url of urls) {
    parts.push('<url><loc>', escapeXml(url.loc), '</loc>');
    if (url.lastmod) parts.push('<lastmod>', escapeXml(url.lastmod), '</lastmod>');
    if (url.changefreq) parts.push('<changefreq>', url.changefreq, '</changefreq>');
    const priority = url.priority === undefined ? null : formatPriority(url.priority);
    if (priority !== null) parts.push('<priority>', priority, '</priority>');
    parts.push('</url>\n');
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

export function sitemapIndexXml(sitemaps: readonly SitemapRef[]): string {
  const parts: string[] = [HEADER, `<sitemapindex xmlns="${NS}">\n`];
  for (const sitemap of sitemaps) {
    parts.push('<sitemap><loc>', escapeXml(sitemap.loc), '</loc>');
    if (sitemap.lastmod) parts.push('<lastmod>', escapeXml(sitemap.lastmod), '</lastmod>');
    parts.push('</sitemap>\n');
  }
  parts.push('</sitemapindex>\n');
  return parts.join('');
}
