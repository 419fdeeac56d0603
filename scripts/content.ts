/**
 * Content entries as JSON files, through the content service's one validated write path:
 *   npm run content -- import FILE   create or replace the file's entries (all or none)
 *   npm run content -- export FILE   write every entry to FILE (a file import accepts)
 * Uses the same settings as the app (DATABASE_URL, or the PGlite folder PGLITE_DATA_DIR). Servers
 * on the same PostgreSQL database drop the pages showing a changed entry at once (NOTIFY).
 */
import { z } from 'zod';
import { exportContentFile, importContentFile } from '@/features/content/transfer';
import { openDatabase } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { isAppError } from '@/lib/errors';
import { runMain } from './run-main';

const USAGE = `Usage:
  npm run content -- import FILE   validate every entry of FILE, then create or replace them all
  npm run content -- export FILE   write every content entry to FILE`;

const argsSchema = z.tuple([z.enum(['import', 'export']), z.string().min(1)]);

async function main(): Promise<number> {
  const args = argsSchema.safeParse(process.argv.slice(2));
  if (!args.success) {
    console.error(USAGE);
    return 2;
  }
  const [command, file] = args.data;
  const env = getEnv();
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR });
  try {
    await handle.withMigrationLock((locked) => locked.migrate());
    if (command === 'import') {
      const { count, unserved } = await importContentFile(file, handle.db);
      console.info(`Imported ${count} content ${count === 1 ? 'entry' : 'entries'} from ${file}.`);
      if (unserved.length > 0) {
        console.warn(
          `Kept but not shown: ${unserved.length} page ${unserved.length === 1 ? 'entry is' : 'entries are'} at a path the site does not serve (add it to CONTENT_PAGE_PATHS in lib/config/content-pages.ts): ${unserved.join(', ')}`,
        );
      }
    } else {
      const { written, invalid } = await exportContentFile(file, handle.db);
      console.info(`Exported ${written} content ${written === 1 ? 'entry' : 'entries'} to ${file}.`);
      if (invalid.length > 0) console.warn(`Left out ${invalid.length} stored entries that are invalid: ${invalid.join(', ')}`);
    }
    return 0;
  } finally {
    await handle.close();
  }
}

// Invalid files are the operator's to fix too: the message lists every bad entry.
runMain(main, isAppError);
