import { z } from 'zod';
import { PRODUCT_TYPES, type ProductType } from '@/lib/config/product-types';
import { SITEMAP_MAX_URLS } from './xml';

/**
 * How the site's urls are split into sitemap files: one for the site's own pages (home, line
 * pages, shopping categories), then each product type in parts, then the content pages in parts.
 * Parts hold URLS_PER_FILE urls, a fifth of the protocol's 50,000, so one file stays near
 * 2 MB and renders in well under a second even at the bench's --scale 50.
 */
export const URLS_PER_FILE = 10_000;
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const SITEMAP_DIRECTORY = '/sitemaps';

export type SitemapFile =
  | { readonly kind: 'pages' }
  | { readonly kind: 'products'; readonly type: ProductType; readonly part: number }
  | { readonly kind: 'content'; readonly part: number };

const typeSlug = (type: ProductType): string => type.toLowerCase().replace(/_/g, '-');
const TYPE_BY_SLUG: ReadonlyMap<string, ProductType> = new Map(PRODUCT_TYPES.map((type) => [typeSlug(type), type]));

/** `pages.xml`, `products-pool-club-2.xml`, `content-1.xml`. */
export function sitemapFileName(file: SitemapFile): string {
  switch (file.kind) {
    case 'pages':
      return 'pages.xml';
    case 'products':
      return `products-${typeSlug(file.type)}-${file.part}.xml`;
    case 'content':
      return `content-${file.part}.xml`;
  }
}

export function sitemapFilePath(file: SitemapFile): string {
  return `${SITEMAP_DIRECTORY}/${sitemapFileName(file)}`;
}

/** A part number as a url writes it: 1-99999, no sign, no leading zero. */
const partSchema = z
  .string()
  .regex(/^[1-9]\d{0,4}$/)
  .transform(Number);

const fileNameSchema = z
  .string()
  .max(64)
  .transform((name, ctx): SitemapFile => {
    if (name === 'pages.xml') return { kind: 'pages' };
    const content = /^content-([^-]+)\.xml$/.exec(name);
    const products = /^products-([a-z]+(?:-[a-z]+)*)-([^-]+)\.xml$/.exec(name);
    const part = partSchema.safeParse(content?.[1] ?? products?.[2]);
    const type = products ? TYPE_BY_SLUG.get(products[1] ?? '') : undefined;
    if (part.success && content) return { kind: 'content', part: part.data };
    if (part.success && type !== undefined) return { kind: 'products', type, part: part.data };
    ctx.addIssue({ code: 'custom', message: 'not a sitemap file name' });
    return z.NEVER;
  });

/** The file a url's last segment names, or null (then the answer is 404, never an error). */
export function parseSitemapFileName(name: unknown): SitemapFile | null {
  const parsed = fileNameSchema.safeParse(name);
  return parsed.success ? parsed.data : null;
}

export function partsFor(count: number, perFile: number = URLS_PER_FILE): number {
  return Math.ceil(Math.max(0, count) / perFile);
}

/** The rows a part covers: part 1 is the first `perFile`. */
export function sliceOf(part: number, perFile: number = URLS_PER_FILE): { offset: number; limit: number } {
  return { offset: (part - 1) * perFile, limit: perFile };
}

/**
 * Every file of the index, in a stable order: the site's pages, product types in the order of
 * PRODUCT_TYPES, then content. A type without products and no content pages make no file.
 */
export function planSitemapFiles(
  counts: { readonly products: Partial<Record<ProductType, number>>; readonly contentPages: number },
  perFile: number = URLS_PER_FILE,
): SitemapFile[] {
  if (perFile < 1 || perFile > SITEMAP_MAX_URLS) throw new RangeError(`perFile must be 1-${SITEMAP_MAX_URLS}`);
  const files: SitemapFile[] = [{ kind: 'pages' }];
  for (const type of PRODUCT_TYPES) {
    for (let part = 1; part <= partsFor(counts.products[type] ?? 0, perFile); part++) files.push({ kind: 'products', type, part });
  }
  for (let part = 1; part <= partsFor(counts.contentPages, perFile); part++) files.push({ kind: 'content', part });
  return files;
}
