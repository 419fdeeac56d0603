/**
 * Database chores outside the web server:
 *   tsx scripts/db.ts migrate
 *   tsx scripts/db.ts seed [--scale N] [--reset]
 * Uses the same settings as the app (DATABASE_URL, or the PGlite folder PGLITE_DATA_DIR).
 */
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from '@/lib/db/client';
import { buildCatalog, buildDemoContent, isSeeded, resetDemoCity, seedDemoCity, writeDemoContent } from '@/lib/db/seed';
import { contentTags } from '@/features/content/tags';
import { pacificToday } from '@/lib/dates';
import { catalogTags } from '@/features/catalog/tags';
import { hotelTags } from '@/features/hotels/tags';
import { publishInvalidation } from '@/lib/cache/invalidation';
import { EnvError, getEnv } from '@/lib/env';
import { runMain } from './run-main';

const USAGE = `Usage:
  npm run db:migrate                        apply pending migrations
  npm run db:seed -- [--scale N] [--reset]  migrate, then seed the demo city

Options:
  --scale N   multiply the catalog by N (1-50, default SEED_SCALE or 1); for benchmarks
  --reset     empty the catalog tables first (also empties carts and anything else that
              references the catalog)`;

const argsSchema = z.discriminatedUnion('command', [
  z.object({ command: z.literal('migrate') }).strict(),
  z
    .object({
      command: z.literal('seed'),
      scale: z.coerce.number().int().min(1).max(50).optional(),
      reset: z.boolean().default(false),
    })
    .strict(),
]);

type Args = z.infer<typeof argsSchema>;

/** Turns argv into an object for zod; unknown flags are kept so the strict schema rejects them. */
function toObject(argv: string[]): Record<string, unknown> {
  const [command, ...rest] = argv;
  const out: Record<string, unknown> = { command };
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i] as string;
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match?.[1]) {
      out[`unexpected argument "${arg}"`] = true;
      continue;
    }
    const key = match[1];
    if (key === 'reset') out.reset = match[2] === undefined ? true : match[2];
    else if (match[2] !== undefined) out[key] = match[2];
    else if (rest[i + 1] === undefined || rest[i + 1]?.startsWith('--')) {
      // A flag without its value must fail validation rather than fall back to the default.
      out[key] = '';
    } else {
      out[key] = rest[i + 1];
      i += 1;
    }
  }
  return out;
}

function parseArgs(argv: string[]): { ok: true; args: Args } | { ok: false; message: string } {
  const result = argsSchema.safeParse(toObject(argv));
  if (result.success) return { ok: true, args: result.data };
  const problems = result.error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') return `unknown option(s): ${issue.keys.join(', ')}`;
    if (issue.path[0] === 'command' && issue.path.length === 1) return 'expected a command: migrate or seed';
    const where = issue.path.join('.') || 'command';
    return `${where}: ${issue.message}`;
  });
  return { ok: false, message: problems.join('\n') };
}

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

async function run(handle: DatabaseHandle, args: Args, defaultScale: number): Promise<void> {
  const started = Date.now();
  await handle.withMigrationLock(async (locked) => {
    await locked.migrate();
    console.info(`Migrations applied (${handle.kind}) in ${seconds(started)}.`);
    if (args.command !== 'seed') return;

    const scale = args.scale ?? defaultScale;
    if (await isSeeded(locked.db)) {
      if (!args.reset) {
        // Pages added to the demo since this database was seeded: written where missing, by url;
        // entries already there (an editor's) are left as they are.
        const written = await writeDemoContent(locked.db, buildDemoContent(buildCatalog(scale), pacificToday(new Date())));
        if (written > 0) {
          await publishInvalidation(locked.db, [contentTags.all, contentTags.entries]);
          console.info(`Wrote ${written} missing demo content entries.`);
        }
        console.info('The database already holds a catalog; nothing else to do. Use --reset to replace it.');
        return;
      }
      const resetStarted = Date.now();
      await resetDemoCity(locked.db);
      console.info(`Catalog tables emptied in ${seconds(resetStarted)}.`);
    }
    const summary = await seedDemoCity(locked.db, { scale });
    // Servers running on this database (PostgreSQL) drop every cached page showing the catalog,
    // and the nightly rates (the city-wide hotel deals calendar).
    await publishInvalidation(locked.db, [catalogTags.all, hotelTags.rates]);
    console.info(
      `Seeded the demo city at scale ${scale} in ${(summary.milliseconds / 1000).toFixed(1)} s: ` +
        `${summary.products} products, ${summary.skus} skus, ${summary.venues} venues with ${summary.seats} seats, ` +
        `${summary.performances} performances, ${summary.roomNights} room nights and ${summary.deals} deals from ${summary.firstDate}.`,
    );
    console.info(
      `By type: ${Object.entries(summary.productsByType)
        .map(([type, count]) => `${type} ${count}`)
        .join(', ')}`,
    );
  });
  console.info(`Done in ${seconds(started)}.`);
}

async function main(): Promise<number> {
  const parsed = parseArgs(process.argv.slice(2));
  if (!parsed.ok) {
    console.error(`${parsed.message}\n\n${USAGE}`);
    return 2;
  }
  let env;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR });
  console.info(env.DATABASE_URL ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: PGlite in ${env.PGLITE_DATA_DIR}`);
  try {
    await run(handle, parsed.args, env.SEED_SCALE);
    return 0;
  } finally {
    await handle.close();
  }
}

runMain(main);
