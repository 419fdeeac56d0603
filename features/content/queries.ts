import 'server-only';
import { unstable_cache } from 'next/cache';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { contentEntries } from '@/lib/db/schema';
import { contentEntrySchema, describeIssues, normalizeEntryUrl, type ContentEntry } from './entry-schema';
import type { EntrySeo } from './types';
import { contentTags } from './tags';

const FIVE_MINUTES = 300;

/**
 * A stored row through the same schema as every write. Rows written before a schema change, or
 * by hand in SQL, may no longer match: such an entry is treated as absent (the page falls back as
 * for a missing entry) and logged, never a 500.
 */
function toEntry(row: { url: string; type: string; data: unknown }): ContentEntry | null {
  const parsed = contentEntrySchema.safeParse({ url: row.url, type: row.type, data: row.data });
  if (parsed.success) return parsed.data;
  console.error(`[content] stored entry ${row.url} is invalid and is ignored: ${describeIssues(parsed.error).join('; ')}`);
  return null;
}

/** The entry at `url` (any form of the path), validated; null when there is none or it is invalid. Uncached. */
export async function findEntry(url: string, db?: Db): Promise<ContentEntry | null> {
  const key = normalizeEntryUrl(url);
  if (key === null) return null;
  const database = db ?? (await getDb());
  const [row] = await database
    .select({ url: contentEntries.url, type: contentEntries.type, data: contentEntries.data })
    .from(contentEntries)
    .where(eq(contentEntries.url, key))
    .limit(1);
  return row ? toEntry(row) : null;
}

/** Every stored entry in url order, as stored (for export): valid ones, and the urls of invalid ones. */
export async function listEntries(db?: Db): Promise<{ entries: ContentEntry[]; invalid: string[] }> {
  const database = db ?? (await getDb());
  const rows = await database
    .select({ url: contentEntries.url, type: contentEntries.type, data: contentEntries.data })
    .from(contentEntries)
    .orderBy(asc(contentEntries.url));
  const entries: ContentEntry[] = [];
  const invalid: string[] = [];
  for (const row of rows) {
    const entry = toEntry(row);
    if (entry) entries.push(entry);
    else invalid.push(row.url);
  }
  return { entries, invalid };
}

/**
 * Every valid entry of the given types, in url order (the chat console's help corpus reads the
 * pages and tips). Invalid rows are left out and logged, as for a page. Uncached; one query.
 */
export async function listEntriesOfTypes(types: readonly ContentEntry['type'][], db?: Db): Promise<ContentEntry[]> {
  if (types.length === 0) return [];
  const database = db ?? (await getDb());
  const rows = await database
    .select({ url: contentEntries.url, type: contentEntries.type, data: contentEntries.data })
    .from(contentEntries)
    .where(inArray(contentEntries.type, [...types]))
    .orderBy(asc(contentEntries.url));
  return rows.map(toEntry).filter((entry): entry is ContentEntry => entry !== null);
}

/** Thrown inside the cached read for a missing entry: unstable_cache stores results, never errors. */
class NoSuchEntry extends Error {}

/**
 * The entry at `url`, cached one entry per url and tagged `content` and `content:entry:{url}`,
 * so a page that reads it is expired by a change of that entry. Missing urls are not cached: urls
 * come from visitors, and caching every made-up one would push real pages out of the bounded cache.
 */
export async function getEntry(url: string): Promise<ContentEntry | null> {
  const key = normalizeEntryUrl(url);
  if (key === null) return null;
  const cached = unstable_cache(
    async () => {
      const entry = await findEntry(key);
      if (entry === null) throw new NoSuchEntry();
      return entry;
    },
    ['content-entry', key],
    { tags: [contentTags.all, contentTags.entry(key)], revalidate: FIVE_MINUTES },
  );
  try {
    return await cached();
  } catch (error) {
    if (error instanceof NoSuchEntry) return null;
    throw error;
  }
}

/**
 * What crawlers need of the entries that are pages of their own: each valid `page` entry (its url
 * and seoMeta) and each valid `product` entry (the catalog product id its seoMeta is about), with
 * the time of its last change. Blocks and the header are no pages and are left out; an invalid
 * entry reads as absent here too, as it does for the page. Uncached; one query.
 */
export async function findEntrySeo(db?: Db): Promise<EntrySeo[]> {
  const database = db ?? (await getDb());
  const rows = await database
    .select({ url: contentEntries.url, type: contentEntries.type, data: contentEntries.data, updatedAt: contentEntries.updatedAt })
    .from(contentEntries)
    .where(inArray(contentEntries.type, ['page', 'product']))
    .orderBy(asc(contentEntries.url));
  const seo: EntrySeo[] = [];
  for (const row of rows) {
    const entry = toEntry(row);
    const lastModified = row.updatedAt.toISOString();
    if (entry?.type === 'page') seo.push({ kind: 'page', url: entry.url, seoMeta: entry.data.seoMeta, lastModified });
    else if (entry?.type === 'product') seo.push({ kind: 'product', url: entry.url, productId: entry.data.id, seoMeta: entry.data.seoMeta, lastModified });
  }
  return seo;
}
