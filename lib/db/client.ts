import path from 'node:path';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import * as schema from './schema';
import { isProcessRunning } from '../process-alive.mjs';

/**
 * A Drizzle database over either driver; feature code never needs to know which. Both drivers'
 * databases carry their client as `$client` (a pg Pool, or the PGlite instance); only the
 * prepared-statement runner (statement.ts) reads it. A transaction has no `$client`: code that
 * runs in either takes a Runner (rows.ts).
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema> & { $client: Pool | PGlite };

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs fn while holding a cross-process lock (PostgreSQL advisory lock; PGlite is
   * single-process). fn gets the database and migrator of the connection that holds the lock and
   * must migrate (and seed) through them: with DATABASE_POOL_SIZE=1 the pool has no second
   * connection, so work sent to the pool while the lock's connection is checked out would wait
   * for it forever (or until the pool's connection timeout).
   */
  withMigrationLock<T>(fn: (locked: LockedDatabase) => Promise<T>): Promise<T>;
  /**
   * Applies the committed SQL migrations that have not run yet (another folder: tests that
   * start from an older schema).
   */
  migrate(options?: { migrationsFolder?: string }): Promise<void>;
  /**
   * Plain SQL for libraries that bring their own (the pg-boss job queue): with values, one
   * parameterised statement; without, a script of several statements, answering the last one's rows.
   */
  executeSql(text: string, values?: readonly unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * PGlite only: the data directory as an uncompressed tarball, which `openDatabase({ loadDataDir })`
   * opens again as a copy (tests seed the demo city once and copy it per file).
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
};

/** The database as seen from the connection that holds the migration lock. */
export type LockedDatabase = {
  db: Db;
  migrate(options?: { migrationsFolder?: string }): Promise<void>;
};

export const migrationsFolder = path.join(process.cwd(), 'lib', 'db', 'migrations');

// Any fixed number works; it only has to be the same in every process of this app.
const MIGRATION_LOCK_KEY = 7_310_421;

export class DatabaseInUseError extends Error {
  constructor(dataDir: string, pid: number, lockFile: string) {
    super(
      `The embedded database in ${dataDir} is open in another process (pid ${pid}), probably the running site. ` +
        'PGlite serves one process only: stop that process first, or set PGLITE_DATA_DIR to another folder. ' +
        `(If pid ${pid} is not this app, delete ${lockFile}.)`,
    );
    this.name = 'DatabaseInUseError';
  }
}


/**
 * A PGlite folder written by two processes at once is corrupted without a word, so each
 * process that opens one leaves its pid beside it and refuses a folder another live
 * process holds (e.g. `npm run db:seed` while the site runs). A stale lock is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = `${path.resolve(/*turbopackIgnore: true*/ dataDir)}.lock`;
  let holder: number | undefined;
  try {
    holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
  } catch {
    holder = undefined;
  }
  if (holder !== undefined && Number.isInteger(holder) && holder !== process.pid && isProcessRunning(holder)) {
    throw new DatabaseInUseError(dataDir, holder, lockFile);
  }
  writeFileSync(lockFile, String(process.pid));
  const release = () => {
    try {
      if (readFileSync(lockFile, 'utf8') === String(process.pid)) rmSync(lockFile);
    } catch {
      // already gone
    }
  };
  process.once('exit', release);
  return release;
}

export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  poolSize?: number;
  /** PGlite: start from this dumped data directory (DatabaseHandle.dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.url, max: options.poolSize ?? 10, connectionTimeoutMillis: 10_000 });
    // An idle client whose connection the server drops (restart, failover, a dropped test
    // database) emits 'error' on the pool; unheard, it would crash the process.
    pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message));
    const pgDb = drizzle({ client: pool, schema });
    return {
      db: pgDb,
      kind: 'postgres',
      migrate: (options) => migrate(pgDb, { migrationsFolder: options?.migrationsFolder ?? migrationsFolder }),
      // node-postgres sends a query without values as a simple query, which may hold several statements.
      executeSql: async (text, values) => ({ rows: (await pool.query(text, values && values.length > 0 ? [...values] : undefined)).rows as unknown[] }),
      async withMigrationLock(fn) {
        // One checked-out connection takes the lock, migrates and seeds, and gives the lock back:
        // a session-level advisory lock belongs to its connection, and the pool may have no other.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          const lockedDb = drizzle({ client, schema });
          return await fn({
            db: lockedDb as unknown as Db,
            migrate: (options) => migrate(lockedDb, { migrationsFolder: options?.migrationsFolder ?? migrationsFolder }),
          });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  let unlock = () => {};
  if (!dataDir.startsWith('memory://')) {
    // PGlite wants the parent folder to exist already.
    mkdirSync(path.dirname(path.resolve(/*turbopackIgnore: true*/ dataDir)), { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // pg_trgm (typo-tolerant site search) is a contrib extension PGlite ships but does not load by default.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm }, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const liteDb = drizzle({ client, schema });
  return {
    db: liteDb,
    kind: 'pglite',
    migrate: (options) => migrate(liteDb, { migrationsFolder: options?.migrationsFolder ?? migrationsFolder }),
    executeSql: async (text, values) => {
      if (values && values.length > 0) return { rows: (await client.query(text, [...values])).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    withMigrationLock: (fn) => fn({ db: liteDb, migrate: (options) => migrate(liteDb, { migrationsFolder: options?.migrationsFolder ?? migrationsFolder }) }),
    dumpDataDir: async () => {
      // Everything on disk, so the copy starts without replaying the write-ahead log.
      await client.exec('checkpoint');
      return client.dumpDataDir('none');
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}
