import { describe, expect, it } from 'vitest';
import { escapeXml, formatPriority, sitemapIndexXml, urlsetXml } from './xml';

describe('sitemap XML', () => {
  it('escapes the five XML specials, & in urls included', () => {
    expect(escapeXml(`https://x.test/a?b=1&c=<d>"e'`)).toBe('https://x.test/a?b=1&amp;c=&lt;d&gt;&quot;e&apos;');
    const xml = urlsetXml([{ loc: 'https://x.test/search?a=1&b=2' }]);
    expect(xml).toContain('<loc>https://x.test/search?a=1&amp;b=2</loc>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('writes a urlset with the optional fields only when given', () => {
    const xml = urlsetXml([
      { loc: 'https://x.test/', lastmod: '2026-11-01T00:00:00.000Z', changefreq: 'daily', priority: 1 },
      { loc: 'https://x.test/shows' },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml).toContain(
      '<url><loc>https://x.test/</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod><changefreq>daily</changefreq><priority>1.0</priority></url>',
    );
    expect(xml).toContain('<url><loc>https://x.test/shows</loc></url>');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('writes priorities with one decimal, clamped to 0-1, and drops non-numbers', () => {
    expect(formatPriority(0.8)).toBe('0.8');
    expect(formatPriority(0.75)).toBe('0.8');
    expect(formatPriority(0)).toBe('0.0');
    expect(formatPriority(2)).toBe('1.0');
    expect(formatPriority(-1)).toBe('0.0');
    expect(formatPriority(Number.NaN)).toBeNull();
    expect(urlsetXml([{ loc: 'https://x.test/', priority: Number.NaN }])).not.toContain('<priority>');
  });

  it('writes a sitemap index', () => {
    const xml = sitemapIndexXml([
      { loc: 'https://x.test/sitemaps/pages.xml', lastmod: '2026-11-01T00:00:00.000Z' },
      { loc: 'https://x.test/sitemaps/content-1.xml', lastmod: null },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>https://x.test/sitemaps/pages.xml</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod></sitemap>');
    expect(xml).toContain('<sitemap><loc>https://x.test/sitemaps/content-1.xml</loc></sitemap>');
  });
});
