// The content service's entry types, for other features and for app/ (type-only: no zod, no server code).
import type { PageEntry } from './entry-schema';
export type { ContentEntry, HeaderEntry, LayoutType, PageEntry, ProductEntry, Widget } from './entry-schema';
export type { PageOrProductEntry } from './page-entry';

/** seoMeta of a page or product entry: description, robots, pageTitle, priority, updateFrequency. */
export type SeoMeta = PageEntry['seoMeta'];

/** A page entry, or a product entry about a catalog product, as crawlers need it (findEntrySeo). */
export type EntrySeo =
  | { readonly kind: 'page'; readonly url: string; readonly seoMeta: SeoMeta; readonly lastModified: string }
  | { readonly kind: 'product'; readonly url: string; readonly productId: number; readonly seoMeta: SeoMeta; readonly lastModified: string };
