import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '@/lib/config/product-types';
import { parseSitemapFileName, partsFor, planSitemapFiles, sitemapFileName, sitemapFilePath, sliceOf, URLS_PER_FILE } from './plan';
import { SITEMAP_MAX_URLS } from './xml';

describe('sitemap plan', () => {
  it('splits by kind, then by count, in a stable order', () => {
    const files = planSitemapFiles({ products: { SHOW: 25, HOTEL: 10, SPA: 0, POOL_CLUB: 11 }, contentPages: 21 }, 10);
    expect(files.map(sitemapFileName)).toEqual([
      'pages.xml',
      'products-hotel-1.xml',
      'products-show-1.xml',
      'products-show-2.xml',
      'products-show-3.xml',
      'products-pool-club-1.xml',
      'products-pool-club-2.xml',
      'content-1.xml',
      'content-2.xml',
      'content-3.xml',
    ]);
  });

  it('makes one file for the pages even when there is nothing else', () => {
    expect(planSitemapFiles({ products: {}, contentPages: 0 }).map(sitemapFileName)).toEqual(['pages.xml']);
  });

  it('never plans more than the protocol allows in a file', () => {
    expect(URLS_PER_FILE).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    expect(() => planSitemapFiles({ products: {}, contentPages: 1 }, SITEMAP_MAX_URLS + 1)).toThrow(RangeError);
    // The bench's --scale 50 catalogue in files of URLS_PER_FILE.
    const files = planSitemapFiles({ products: { SHOW: 120_001 }, contentPages: 0 });
    expect(files.filter((f) => f.kind === 'products')).toHaveLength(Math.ceil(120_001 / URLS_PER_FILE));
  });

  it('counts parts and slices', () => {
    expect(partsFor(0, 10)).toBe(0);
    expect(partsFor(1, 10)).toBe(1);
    expect(partsFor(10, 10)).toBe(1);
    expect(partsFor(11, 10)).toBe(2);
    expect(sliceOf(1, 10)).toEqual({ offset: 0, limit: 10 });
    expect(sliceOf(3, 10)).toEqual({ offset: 20, limit: 10 });
  });

  it('reads back every name it writes', () => {
    const files = [
      { kind: 'pages' } as const,
      { kind: 'content', part: 7 } as const,
      ...PRODUCT_TYPES.map((type) => ({ kind: 'products', type, part: 12 }) as const),
    ];
    for (const file of files) expect(parseSitemapFileName(sitemapFileName(file))).toEqual(file);
    expect(sitemapFilePath({ kind: 'content', part: 1 })).toBe('/sitemaps/content-1.xml');
  });

  it('refuses any other name', () => {
    for (const name of [
      '',
      'pages',
      'pages.xml.gz',
      'content-0.xml',
      'content-01.xml',
      'content--1.xml',
      'content-1.5.xml',
      'content-100000.xml',
      'products-show.xml',
      'products-show-0.xml',
      'products-SHOW-1.xml',
      'products-air_hotel-1.xml',
      'products-boat-1.xml',
      'products--1.xml',
      '../pages.xml',
      'x'.repeat(100),
      undefined,
      42,
    ]) {
      expect(parseSitemapFileName(name), String(name)).toBeNull();
    }
    expect(parseSitemapFileName('products-air-hotel-1.xml')).toEqual({ kind: 'products', type: 'AIR_HOTEL', part: 1 });
  });
});
