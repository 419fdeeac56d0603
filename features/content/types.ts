// The content service's entry types, for other features and for app/ (type-only: no zod, no server code).
export type { ContentEntry, HeaderEntry, LayoutType, PageEntry, ProductEntry, Widget } from './entry-schema';
export type { PageOrProductEntry } from './page-entry';
