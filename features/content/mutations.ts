import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { publishInvalidation } from '@/lib/cache/invalidation';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import type { Tx } from '@/lib/db/rows';
import { contentEntries } from '@/lib/db/schema';
import { AppError, type FieldErrors } from '@/lib/errors';
import { contentEntrySchema, describeIssues, entryUrlSchema, type ContentEntry } from './entry-schema';
import { contentTags } from './tags';

/**
 * The one write path of the content service: the GraphQL mutations and `npm run content --
 * import` both come here. Every entry is validated with the schema pages read through; a write
 * expires the tag of each url it touched (at once here, through NOTIFY on other servers), so
 * every page showing the entry renders again on its next request, and the `entries` tag of
 * reads that list entries (the sitemaps), so an added or removed page is listed at once.
 */

export class InvalidEntriesError extends AppError {
  constructor(readonly problems: { index: number; url: string | undefined; issues: string[] }[]) {
    const fieldErrors: FieldErrors = {};
    for (const p of problems) fieldErrors[p.url ?? `#${p.index}`] = p.issues;
    super(
      'BAD_REQUEST',
      `${problems.length} invalid content ${problems.length === 1 ? 'entry' : 'entries'}, nothing was written:\n` +
        problems.map((p) => `  - entry ${p.index}${p.url ? ` (${p.url})` : ''}: ${p.issues.join('; ')}`).join('\n'),
      { fieldErrors },
    );
    this.name = 'InvalidEntriesError';
  }
}

/** Validates every entry; throws InvalidEntriesError listing all bad ones (and duplicate urls). */
export function validateEntries(inputs: readonly unknown[]): ContentEntry[] {
  const problems: InvalidEntriesError['problems'] = [];
  const entries: ContentEntry[] = [];
  const seen = new Map<string, number>();
  inputs.forEach((input, index) => {
    const rawUrl = typeof input === 'object' && input !== null && 'url' in input ? (input as { url: unknown }).url : undefined;
    const parsed = contentEntrySchema.safeParse(input);
    if (!parsed.success) {
      problems.push({ index, url: typeof rawUrl === 'string' ? rawUrl : undefined, issues: describeIssues(parsed.error) });
      return;
    }
    const first = seen.get(parsed.data.url);
    if (first !== undefined) {
      problems.push({ index, url: parsed.data.url, issues: [`url: the same url as entry ${first}`] });
      return;
    }
    seen.set(parsed.data.url, index);
    entries.push(parsed.data);
  });
  if (problems.length > 0) throw new InvalidEntriesError(problems);
  return entries;
}

async function writeAll(tx: Tx, entries: readonly ContentEntry[]): Promise<void> {
  for (const entry of entries) {
    await tx
      .insert(contentEntries)
      .values({ url: entry.url, type: entry.type, data: entry.data })
      .onConflictDoUpdate({ target: contentEntries.url, set: { type: entry.type, data: entry.data, updatedAt: sql`now()` } });
  }
}

/** Creates or replaces entries, all or none, and expires the pages that show them. */
export async function upsertEntries(inputs: readonly unknown[], db?: Db): Promise<ContentEntry[]> {
  const entries = validateEntries(inputs);
  if (entries.length === 0) return [];
  const database = db ?? (await getDb());
  // Inside the callback only `tx`: on PGlite a query on the outer db would wait for it forever.
  await database.transaction(async (tx) => {
    await writeAll(tx, entries);
    await publishInvalidation(tx, [...entries.map((e) => contentTags.entry(e.url)), contentTags.entries]);
  });
  return entries;
}

/** Creates or replaces one entry. */
export async function upsertEntry(input: unknown, db?: Db): Promise<ContentEntry> {
  const [entry] = await upsertEntries([input], db);
  return entry!;
}

/** Deletes the entry at `url`; true when there was one. */
export async function deleteEntry(url: string, db?: Db): Promise<boolean> {
  const parsed = entryUrlSchema.safeParse(url);
  if (!parsed.success) throw new InvalidEntriesError([{ index: 0, url, issues: describeIssues(parsed.error) }]);
  const database = db ?? (await getDb());
  return database.transaction(async (tx) => {
    const deleted = await tx.delete(contentEntries).where(eq(contentEntries.url, parsed.data)).returning({ url: contentEntries.url });
    if (deleted.length > 0) await publishInvalidation(tx, [contentTags.entry(parsed.data), contentTags.entries]);
    return deleted.length > 0;
  });
}
