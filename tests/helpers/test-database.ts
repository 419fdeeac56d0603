// First: Next's modules must see the AsyncLocalStorage the data cache helper provides when they load.
import { installTestDataCache, type TestDataCache } from './data-cache';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '@/lib/db/client';
import { afterAll, beforeAll } from 'vitest';
import { prepareDatabase, useDatabaseForProcess } from '@/lib/db/database';
import { createPostgresFromTemplate, openPgliteFromTemplate, runTemplates, type TemplateVariant } from './database-templates';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The kinds this run tests against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new
 * PostgreSQL database created on the TEST_DATABASE_URL server and dropped on close.
 * `migrate: false` leaves it empty, for tests that apply migrations themselves.
 * Migrated (and seeded) databases of scale 1 are copies of the run's templates
 * (./database-templates.ts): the same database, without migrating and seeding it again.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  options: { seed?: boolean; scale?: number; migrate?: boolean } = {},
): Promise<DatabaseHandle & { url?: string }> {
  let handle: DatabaseHandle;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  const templates = runTemplates();
  const variant: TemplateVariant | undefined =
    templates && options.migrate !== false && (options.scale ?? 1) === 1 ? (options.seed ? 'seeded' : 'migrated') : undefined;
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `vegas_test_${randomBytes(6).toString('hex')}`;
    if (templates && variant) {
      await createPostgresFromTemplate(templates, adminUrl, name, variant);
    } else {
      const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    handle = await openDatabase({ url: databaseUrl });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else if (templates && variant) {
    handle = await openPgliteFromTemplate(templates, variant);
  } else {
    handle = await openDatabase({ dataDir: 'memory://' });
  }
  // A copy of a template is ready; this still applies a migration newer than the template, as before.
  if (options.migrate !== false) await prepareDatabase(handle, { seed: options.seed ?? false, scale: options.scale ?? 1 });
  return {
    ...handle,
    url: databaseUrl,
    async close() {
      await handle.close();
      await dropDatabase?.();
    },
  };
}

/**
 * For a describe block: a fresh database (createTestDatabase) opened before its tests and
 * installed as the process's database (what getDb() answers), closed after them. Returns a
 * getter, since the handle exists only once beforeAll has run.
 */
export function testDatabaseForSuite(
  kind: TestDatabaseKind,
  options: Parameters<typeof createTestDatabase>[1] = {},
): () => DatabaseHandle {
  let handle: DatabaseHandle | undefined;
  let forget: (() => void) | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase(kind, options);
    forget = useDatabaseForProcess(handle);
  });
  afterAll(async () => {
    forget?.();
    await handle?.close();
  });
  return () => {
    if (handle === undefined) throw new Error('The test database opens in beforeAll');
    return handle;
  };
}

/**
 * testDatabaseForSuite plus Next's data cache (./data-cache.ts) installed for the block, for
 * suites whose code under test reads through unstable_cache. The getter answers both once
 * beforeAll has run; the cache is uninstalled after the block.
 */
export function testDatabaseWithCacheForSuite(
  kind: TestDatabaseKind,
  options: Parameters<typeof createTestDatabase>[1] = {},
): () => { handle: DatabaseHandle; cache: TestDataCache } {
  const database = testDatabaseForSuite(kind, options);
  let cache: TestDataCache | undefined;
  beforeAll(() => {
    cache = installTestDataCache();
  });
  afterAll(() => {
    cache?.uninstall();
  });
  return () => {
    if (cache === undefined) throw new Error('The test data cache installs in beforeAll');
    return { handle: database(), cache };
  };
}
