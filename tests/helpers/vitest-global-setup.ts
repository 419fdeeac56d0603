// vitest globalSetup: gives the run a folder and a PostgreSQL name prefix for the database
// templates of tests/helpers/database-templates.ts, and removes both when the run ends.
// Nothing is built here: the first file that wants a template builds it, so a run of unit
// tests alone never seeds anything.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { isProcessRunning } from '../../lib/process-alive';

const PREFIX = 'vegas_tpl_';


/** Drops this run's templates, and those of runs whose process is gone (killed before their teardown). */
async function dropTemplates(adminUrl: string, own: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${PREFIX}%`]);
    for (const { datname } of rows) {
      const pid = Number(/^vegas_tpl_(\d+)_/.exec(datname)?.[1]);
      if (datname.startsWith(`${own}_`) || (Number.isInteger(pid) && !isProcessRunning(pid))) {
        await admin.query(`drop database if exists ${datname} with (force)`);
      }
    }
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // TEST_TEMPLATES=0: every file migrates and seeds its own database (to compare, or to rule the copies out).
  if (process.env.TEST_TEMPLATES === '0') {
    project.provide('testTemplates', null);
    return async () => {};
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vegas-test-templates-'));
  // The pid makes the prefix unique among runs on this machine and lets a later run find leftovers.
  const prefix = `${PREFIX}${process.pid}`;
  project.provide('testTemplates', { dir, prefix });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) await dropTemplates(adminUrl, prefix).catch((error: Error) => console.warn(`[templates] ${error.message}`));
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl) await dropTemplates(adminUrl, prefix).catch((error: Error) => console.warn(`[templates] ${error.message}`));
  };
}
