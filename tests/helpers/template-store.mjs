// Where a test run keeps its seeded database templates (tests/helpers/database-templates.ts), and
// how it removes them: a folder for PGlite dumps and builders' locks, and a name prefix for its
// PostgreSQL template databases. Plain JavaScript: `npm test` (scripts/test.mjs) owns one store for
// the whole run, so vitest builds the templates and the Playwright servers start from them
// (scripts/serve-e2e.mjs); a vitest run on its own makes and removes one of its own
// (tests/helpers/vitest-global-setup.ts).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { isProcessRunning } from '../../lib/process-alive.mjs';

export const TEMPLATE_PREFIX = 'vegas_tpl_';
/** Set by the owner of a store for the processes it starts: "<folder>\t<prefix>". */
export const TEMPLATE_STORE_ENV = 'TEST_TEMPLATE_STORE';

/** A new store: a fresh folder, and a prefix holding this process's id (so a later run can tell a leftover). */
export function createTemplateStore() {
  return { dir: mkdtempSync(path.join(os.tmpdir(), 'vegas-test-templates-')), prefix: `${TEMPLATE_PREFIX}${process.pid}` };
}

/** The store the process that started this one owns, or null. */
export function inheritedTemplateStore() {
  const value = process.env[TEMPLATE_STORE_ENV];
  if (!value) return null;
  const [dir, prefix] = value.split('\t');
  return dir && prefix?.startsWith(TEMPLATE_PREFIX) ? { dir, prefix } : null;
}

export function templateStoreEnv(store) {
  return { [TEMPLATE_STORE_ENV]: `${store.dir}\t${store.prefix}` };
}

/**
 * Drops the store's PostgreSQL templates (and those of runs whose process is gone: killed before
 * their clean-up) on the server of `adminUrl`, if any, and removes its folder when `removeDir`.
 */
export async function dropTemplateStore(store, adminUrl, { removeDir = true } = {}) {
  if (removeDir) rmSync(store.dir, { recursive: true, force: true });
  if (!adminUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    const { rows } = await admin.query('select datname from pg_database where datname like $1', [`${TEMPLATE_PREFIX}%`]);
    for (const { datname } of rows) {
      const pid = Number(new RegExp(`^${TEMPLATE_PREFIX}(\\d+)_`).exec(datname)?.[1]);
      if (datname.startsWith(`${store.prefix}_`) || (Number.isInteger(pid) && !isProcessRunning(pid))) {
        await admin.query(`drop database if exists ${datname} with (force)`);
      }
    }
  } finally {
    await admin.end();
  }
}

/** The file naming the seeded template of one kind of database, once it is ready. */
export function seededTemplateFile(store, kind) {
  return path.join(store.dir, `seeded-${kind}.json`);
}

/**
 * The seeded template of this kind the store holds: { postgres: database name } or
 * { pglite: dump file }, or null when no file of the run has built it.
 */
export function findSeededTemplate(store, kind) {
  try {
    return JSON.parse(readFileSync(seededTemplateFile(store, kind), 'utf8'));
  } catch {
    return null;
  }
}
