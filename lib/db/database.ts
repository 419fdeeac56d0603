import { getEnv, isProductionBuild } from '@/lib/env';
import { openDatabase, type DatabaseHandle, type Db } from './client';
import { contentIsIncomplete, demoCityNeedsWork } from './demo-window';
import { pacificToday } from '@/lib/dates';

/**
 * Opens the database, applies migrations and seeds an empty database with the demo city.
 * Safe to run in several processes at once against PostgreSQL (advisory lock).
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { seed: boolean; scale: number; log?: (line: string) => void },
): Promise<void> {
  // Everything runs on the connection that holds the lock (`locked.db`): with a pool of one there is no other.
  await handle.withMigrationLock(async (locked) => {
    await locked.migrate();
    if (!options.seed || !(await demoCityNeedsWork(locked.db))) return;
    // The demo-city generator is loaded only when there is work for it, never otherwise.
    const { buildCatalog, buildDemoContent, extendBookableWindow, isSeeded, seedDemoCity, writeDemoContent } = await import('./seed');
    if (!(await isSeeded(locked.db))) {
      const started = Date.now();
      options.log?.(`Seeding the demo city (scale ${options.scale})...`);
      await seedDemoCity(locked.db, { scale: options.scale });
      options.log?.(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    } else {
      // A demo database started again days later still sells the next 120 days.
      const added = await extendBookableWindow(locked.db, { scale: options.scale });
      if (added.performances + added.roomNights + added.deals > 0) {
        options.log?.(`Extended the bookable window: ${added.performances} performances, ${added.roomNights} room nights, ${added.deals} deals.`);
      }
      // A city seeded before the content service, or before a configured page existed, gets the
      // demo entries it lacks; entries already there (an editor's) are left as they are.
      if (await contentIsIncomplete(locked.db)) {
        const written = await writeDemoContent(locked.db, buildDemoContent(buildCatalog(options.scale), pacificToday(new Date())));
        if (written > 0) options.log?.(`Wrote ${written} missing demo content entries.`);
      }
    }
  });
}

type Singleton = { ready: Promise<DatabaseHandle> };
// Survives Next's module reloads in development, so one PGlite instance serves the process.
const globalForDb = globalThis as typeof globalThis & { __vegasDb?: Singleton };

async function openFromEnv(): Promise<DatabaseHandle> {
  const env = getEnv();
  if (isProductionBuild()) {
    // `next build` prerenders in parallel worker processes, and a PGlite folder belongs to one
    // process. The build therefore renders against an empty, migrated in-memory database, and
    // nothing it renders is ever served: the cache handler (lib/cache) serves only what this
    // server rendered from its own database, so the first request renders and caches each page.
    const handle = await openDatabase({ dataDir: 'memory://' });
    await prepareDatabase(handle, { seed: false, scale: 1 });
    return handle;
  }
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR, poolSize: env.DATABASE_POOL_SIZE });
  await prepareDatabase(handle, {
    seed: env.AUTO_SEED,
    scale: env.SEED_SCALE,
    log: (line) => console.info(`[db] ${line}`),
  });
  return handle;
}

/** The process's database handle, ready: for code that needs more than Drizzle (the job queue). */
export async function getDatabaseHandle(): Promise<DatabaseHandle> {
  await getDb();
  return globalForDb.__vegasDb!.ready;
}

/** The process's database, ready (migrated and, on first start, seeded). */
export async function getDb(): Promise<Db> {
  if (!globalForDb.__vegasDb) {
    const ready = openFromEnv();
    globalForDb.__vegasDb = { ready };
    // A failed start must not poison every later request: let the next call try again.
    ready.catch(() => {
      if (globalForDb.__vegasDb?.ready === ready) globalForDb.__vegasDb = undefined;
    });
  }
  return (await globalForDb.__vegasDb.ready).db;
}

/**
 * Makes an already opened database the process's database, for code that opened its own
 * (integration tests of route handlers, scripts). Returns a function that forgets it again.
 */
export function useDatabaseForProcess(handle: DatabaseHandle): () => void {
  const singleton: Singleton = { ready: Promise.resolve(handle) };
  globalForDb.__vegasDb = singleton;
  return () => {
    if (globalForDb.__vegasDb === singleton) globalForDb.__vegasDb = undefined;
  };
}
