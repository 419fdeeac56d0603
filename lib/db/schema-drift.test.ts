// The schema in lib/db/schema, drizzle-kit's latest snapshot and the committed SQL migrations
// must describe one database. `npm run db:generate` diffs the schema against the latest
// snapshot, so a snapshot that lags (migrations written by hand) makes it try to recreate
// tables, and a migration that says something else than the schema compiles and fails at run time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/tests/helpers/test-database';
import { migrationsFolder } from './client';
import { rows } from './rows';
import * as schema from './schema';

type Journal = { entries: { idx: number; tag: string; when: number }[] };
type SnapshotTable = {
  name: string;
  columns: Record<string, { name: string; notNull: boolean; primaryKey: boolean }>;
  indexes: Record<string, { name: string }>;
  foreignKeys: Record<string, { name: string }>;
  compositePrimaryKeys: Record<string, { name: string }>;
  uniqueConstraints: Record<string, { name: string }>;
  checkConstraints: Record<string, { name: string }>;
};

const journal: Journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
const latest = journal.entries.at(-1);
if (!latest) throw new Error('The migration journal is empty');

function latestSnapshot(): DrizzleSnapshotJSON {
  const file = path.join(migrationsFolder, 'meta', `${latest!.tag.slice(0, 4)}_snapshot.json`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The SQL drizzle-kit would generate for the schema against a snapshot: empty when they agree. */
async function pendingStatements(snapshot: DrizzleSnapshotJSON): Promise<string[]> {
  return generateMigration(snapshot, generateDrizzleJson(schema, snapshot.id));
}

describe('schema and migrations', () => {
  it('the latest migration has drizzle-kit snapshot, so db:generate diffs against the real schema', () => {
    expect(latestSnapshot().id).toMatch(/^[0-9a-f-]{36}$/);
    const whens = journal.entries.map((e) => e.when);
    expect(whens).toEqual([...whens].sort((a, b) => a - b));
    expect(journal.entries.map((e) => e.idx)).toEqual(journal.entries.map((_, i) => i));
  });

  it('lib/db/schema says what the migrations say: db:generate writes nothing', async () => {
    // On failure: edit lib/db/schema, then `npm run db:generate` and commit the SQL and its snapshot.
    expect(await pendingStatements(latestSnapshot())).toEqual([]);
  });

  it('a column added to the schema without a migration is caught', async () => {
    // The schema's outbox.html column, as if it had been added without `npm run db:generate`.
    const snapshot = latestSnapshot();
    const outbox = (snapshot.tables as Record<string, SnapshotTable>)['public.outbox'];
    expect(outbox?.columns.html).toBeDefined();
    delete outbox!.columns.html;
    expect(await pendingStatements(snapshot)).toEqual(['ALTER TABLE "outbox" ADD COLUMN "html" text;']);
  });

  it('the migrated database has exactly the snapshot’s columns, indexes and constraints', async () => {
    // Migrated from an empty database, 0000 to the latest: the run's migrated template is exactly that.
    const handle = await createTestDatabase('pglite');
    try {
      const tables = Object.values(latestSnapshot().tables as Record<string, SnapshotTable>);
      const expectedColumns = tables.flatMap((t) => Object.values(t.columns).map((c) => `${t.name}.${c.name} ${c.notNull ? 'not null' : 'null'}`));
      const expectedIndexes = tables.flatMap((t) => Object.values(t.indexes).map((i) => i.name));
      const expectedConstraints = tables.flatMap((t) => [
        ...Object.values(t.columns).filter((c) => c.primaryKey).map(() => `${t.name}_pkey`),
        ...[t.compositePrimaryKeys, t.foreignKeys, t.uniqueConstraints, t.checkConstraints].flatMap((group) => Object.values(group).map((c) => c.name)),
      ]);
      const columns = await rows<{ name: string }>(
        handle.db,
        sql`select table_name || '.' || column_name || case when is_nullable = 'YES' then ' null' else ' not null' end as name
          from information_schema.columns where table_schema = 'public'`,
      );
      const constraints = await rows<{ name: string }>(
        handle.db,
        sql`select conname as name from pg_constraint where connamespace = 'public'::regnamespace and contype in ('p', 'f', 'u', 'c')`,
      );
      // Primary keys and unique constraints bring an index of their own name.
      const indexes = await rows<{ name: string }>(
        handle.db,
        sql`select i.indexname as name from pg_indexes i where i.schemaname = 'public'
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.contype in ('p', 'u'))`,
      );
      const sorted = (names: string[]) => [...names].sort();
      expect(sorted(columns.map((r) => r.name))).toEqual(sorted(expectedColumns));
      expect(sorted(indexes.map((r) => r.name))).toEqual(sorted(expectedIndexes));
      expect(sorted(constraints.map((r) => r.name))).toEqual(sorted(expectedConstraints));
    } finally {
      await handle.close();
    }
  });
});
