import 'server-only';
import { readFile, writeFile } from 'node:fs/promises';
import { z } from 'zod';
import type { Db } from '@/lib/db/client';
import { servedContentPath } from '@/lib/config/content-pages';
import { AppError } from '@/lib/errors';
import { upsertEntries } from './mutations';
import { listEntries } from './queries';

/**
 * Content as JSON files (`npm run content -- import|export FILE`): what export writes, import
 * accepts. Import goes through the one write path (mutations.ts): every entry is validated first
 * and one bad entry refuses the whole file, with every bad entry listed.
 */

export const contentFileSchema = z.strictObject({
  version: z.literal(1),
  exportedAt: z.string().optional(),
  entries: z.array(z.unknown()).max(10_000),
});

/**
 * Reads and applies a content file; answers how many entries it created or replaced, and the urls
 * of its page entries that the site does not serve (kept, but shown nowhere until configured).
 */
export async function importContentFile(path: string, db?: Db): Promise<{ count: number; unserved: string[] }> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, 'utf8')) as unknown;
  } catch (error) {
    throw new AppError('BAD_REQUEST', `${path} is not a readable JSON file: ${(error as Error).message}`);
  }
  const file = contentFileSchema.safeParse(raw);
  if (!file.success) {
    throw new AppError('BAD_REQUEST', `${path} is not a content file ({ "version": 1, "entries": [...] }): ${file.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`).join('; ')}`);
  }
  const written = await upsertEntries(file.data.entries, db);
  const unserved = written.filter((entry) => entry.type === 'page' && servedContentPath(entry.url) === null).map((entry) => entry.url);
  return { count: written.length, unserved };
}

/** Writes every stored entry to a content file; invalid stored entries are reported, not written. */
export async function exportContentFile(path: string, db?: Db): Promise<{ written: number; invalid: string[] }> {
  const { entries, invalid } = await listEntries(db);
  const file: z.infer<typeof contentFileSchema> = { version: 1, exportedAt: new Date().toISOString(), entries };
  await writeFile(path, `${JSON.stringify(file, null, 2)}\n`);
  return { written: entries.length, invalid };
}
