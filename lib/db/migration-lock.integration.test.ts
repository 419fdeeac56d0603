import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/tests/helpers/test-database';
import { migrationsFolder, openDatabase } from './client';
import { prepareDatabase } from './database';
import { rows } from './rows';

const journal: { entries: unknown[] } = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));

// The advisory lock is a PostgreSQL matter (PGlite is one process): skipped without TEST_DATABASE_URL.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the migration lock with DATABASE_POOL_SIZE=1 on PostgreSQL', () => {
  it('takes the lock and migrates on its one connection, in two instances starting at once', async () => {
    const empty = await createTestDatabase('postgres', { migrate: false });
    try {
      // Two app instances of one connection each, starting together against an empty database.
      const a = await openDatabase({ url: empty.url, poolSize: 1 });
      const b = await openDatabase({ url: empty.url, poolSize: 1 });
      try {
        const started = Date.now();
        // Before: the lock's connection was checked out and the migrations waited for a second one
        // (the pool's 10 s connection timeout, then an error).
        await Promise.all([prepareDatabase(a, { seed: false, scale: 1 }), prepareDatabase(b, { seed: false, scale: 1 })]);
        expect(Date.now() - started).toBeLessThan(60_000);
        const [applied] = await rows<{ n: number }>(a.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
        expect(applied!.n).toBe(journal.entries.length);
        // The lock was given back: the pool's one connection still answers, and the lock is free.
        const [lock] = await rows<{ held: number }>(b.db, sql`select count(*)::int as held from pg_locks where locktype = 'advisory' and granted`);
        expect(lock!.held).toBe(0);
        await a.withMigrationLock(async (locked) => {
          expect(await rows<{ one: number }>(locked.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
        });
      } finally {
        await a.close();
        await b.close();
      }
    } finally {
      await empty.close();
    }
  }, 120_000);
});
