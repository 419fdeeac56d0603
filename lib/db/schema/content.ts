import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Entries of the content service (DESIGN 4, storefront 2.10 and 3), one row per url: pages,
 * product entries, the header entry (`/header/`) and reusable blocks. `data` is the entry's body
 * in the spec's field names; features/content validates it with zod on every write and read, so
 * the database only keeps the envelope honest (url shape, known type).
 */
export const CONTENT_ENTRY_TYPES = [
  'page',
  'product',
  'header',
  'infoCard',
  'linkFarm',
  'headerBlock',
  'promoBlock',
  'tip',
  'limitedTimeCalendarEntry',
  /** An ad of an ad slot (`/ads/{adId}/`): image, link and size. */
  'ad',
] as const;
export type ContentEntryType = (typeof CONTENT_ENTRY_TYPES)[number];

export const contentEntries = pgTable(
  'content_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The normalised path the entry answers: leading and trailing slash, no query (e.g. `/header/`). */
    url: text('url').notNull().unique(),
    type: text('type').$type<ContentEntryType>().notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_entries_type').on(t.type, t.url),
    check('content_entries_url_shape', sql`${t.url} ~ '^/([^/?#\\s]+/)*$'`),
    check(
      'content_entries_type_known',
      sql`${t.type} in ('page', 'product', 'header', 'infoCard', 'linkFarm', 'headerBlock', 'promoBlock', 'tip', 'limitedTimeCalendarEntry', 'ad')`,
    ),
  ],
);
