import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/** A Drizzle database over either driver; feature code never needs to know which. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs fn while holding a cross-process lock (PostgreSQL advisory lock; PGlite is single-process). */
  withMigrationLock<T>(fn: () => Promise<T>): Promise<T>;
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = path.join(process.cwd(), 'lib', 'db', 'migrations');

// Any fixed number works; it only has to be the same in every process of this app.
const MIGRATION_LOCK_KEY = 7_310_421;

export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<DatabaseHandle> {
  if (options.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 10_000 });
    // An idle client whose connection the server drops (restart, failover, a dropped test
    // database) emits 'error' on the pool; unheard, it would crash the process.
    pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message));
    const pgDb = drizzle({ client: pool, schema });
    return {
      db: pgDb,
      kind: 'postgres',
      migrate: () => migrate(pgDb, { migrationsFolder }),
      async withMigrationLock(fn) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) {
    // PGlite wants the parent folder to exist already.
    mkdirSync(path.dirname(path.resolve(/*turbopackIgnore: true*/ dataDir)), { recursive: true });
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create(dataDir);
  const liteDb = drizzle({ client, schema });
  return {
    db: liteDb,
    kind: 'pglite',
    migrate: () => migrate(liteDb, { migrationsFolder }),
    withMigrationLock: (fn) => fn(),
    close: () => client.close(),
  };
}
