// Migrating and seeding the demo city (about 35,000 performances) costs tens of seconds per
// database, and some thirty integration files want one, on PGlite and again on PostgreSQL. So the
// first file of a vitest run that wants a kind of database builds it once, as a template, and every
// file gets a copy: PostgreSQL `CREATE DATABASE ... TEMPLATE`, PGlite a dumped data directory.
// The seed is a function of the Pacific date only (lib/db/seed: `now` enters through pacificToday),
// so a copy is the database a fresh seed would give; templates are keyed by that date as well.
//
// The run (tests/helpers/vitest-global-setup.ts) provides a folder and a name prefix unique to it,
// and drops both at its end. Workers are separate processes: the builder of a template is chosen
// with an exclusive mkdir, the others wait for its "ready" file.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/lib/db/client';
import { prepareDatabase } from '@/lib/db/database';
import { pacificToday } from '@/lib/dates';
import { isProcessRunning } from '@/lib/process-alive.mjs';
import { seededTemplateFile, type TemplateStore } from './template-store.mjs';

export type TemplateVariant = 'migrated' | 'seeded';

/** The run's template store (tests/helpers/template-store.mjs): a folder and a database name prefix. */
export type TestTemplates = TemplateStore;

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TestTemplates | null;
  }
}

/** The run's template settings, or null outside a run that provides them (then every file seeds afresh). */
export function runTemplates(): TestTemplates | null {
  try {
    return inject('testTemplates') ?? null;
  } catch {
    return null;
  }
}


const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs build once across the run's worker processes for this key: the process that creates the
 * lock folder builds and writes the ready file; the others wait for it. A builder that failed
 * releases the lock (the next waiter builds); one that died leaves its pid, and is taken over.
 */
async function once(dir: string, key: string, build: () => Promise<void>): Promise<void> {
  const ready = path.join(dir, `${key}.ready`);
  const lock = path.join(dir, `${key}.lock`);
  for (;;) {
    if (existsSync(ready)) return;
    try {
      mkdirSync(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder = NaN;
      try {
        holder = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
      } catch {
        // the builder has not written its pid yet
      }
      if (Number.isInteger(holder) && !isProcessRunning(holder)) rmSync(lock, { recursive: true, force: true });
      await sleep(200);
      continue;
    }
    try {
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      if (!existsSync(ready)) {
        await build();
        writeFileSync(ready, '');
      }
      return;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

function templateKey(variant: TemplateVariant): string {
  return `${variant}_${pacificToday(new Date()).replaceAll('-', '')}`;
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Builds the run's PostgreSQL template of this variant unless a file of the run (or `npm test`) has; answers its name. */
export async function ensurePostgresTemplate(templates: TestTemplates, adminUrl: string, variant: TemplateVariant): Promise<string> {
  const template = `${templates.prefix}_${templateKey(variant)}`;
  await once(templates.dir, `postgres_${templateKey(variant)}`, async () => {
    await adminQuery(adminUrl, `drop database if exists ${template} with (force)`);
    await adminQuery(adminUrl, `create database ${template}`);
    const handle = await openDatabase({ url: databaseUrl(adminUrl, template), poolSize: 2 });
    try {
      await prepareDatabase(handle, { seed: variant === 'seeded', scale: 1 });
    } finally {
      // A template must have no open connection while it is copied.
      await handle.close();
    }
    // The Playwright server of `npm test` starts from it too (scripts/serve-e2e.mjs).
    if (variant === 'seeded') writeFileSync(seededTemplateFile(templates, 'postgres'), JSON.stringify({ postgres: template }));
  });
  return template;
}

/**
 * Creates database `name` on the TEST_DATABASE_URL server as a copy of the run's template of this
 * variant, building the template first if no file of the run has.
 */
export async function createPostgresFromTemplate(
  templates: TestTemplates,
  adminUrl: string,
  name: string,
  variant: TemplateVariant,
): Promise<void> {
  const template = await ensurePostgresTemplate(templates, adminUrl, variant);
  // The default strategy (WAL_LOG since PostgreSQL 15) copies the 18 MB city in about 0.6 s on a
  // busy machine; FILE_COPY's checkpoints took 3 s.
  await adminQuery(adminUrl, `create database ${name} template ${template}`);
}

/** The PGlite dumps read by this process, so a worker running several files reads each once. */
const dumps = new Map<string, Blob>();

/** Builds the run's PGlite template (a dumped data directory) of this variant unless it exists; answers its file. */
export async function ensurePgliteTemplate(templates: TestTemplates, variant: TemplateVariant): Promise<string> {
  const key = `pglite_${templateKey(variant)}`;
  const file = path.join(templates.dir, `${key}.tar`);
  await once(templates.dir, key, async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      await prepareDatabase(handle, { seed: variant === 'seeded', scale: 1 });
      if (!handle.dumpDataDir) throw new Error('PGlite handles dump their data directory');
      const dump = await handle.dumpDataDir();
      // Read by others only once the ready file exists (once()), so never half written.
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      if (variant === 'seeded') writeFileSync(seededTemplateFile(templates, 'pglite'), JSON.stringify({ pglite: file }));
    } finally {
      await handle.close();
    }
  });
  return file;
}

/** A new in-memory PGlite that is a copy of the run's template of this variant. */
export async function openPgliteFromTemplate(templates: TestTemplates, variant: TemplateVariant): Promise<DatabaseHandle> {
  const file = await ensurePgliteTemplate(templates, variant);
  let dump = dumps.get(file);
  if (!dump) {
    dump = new Blob([readFileSync(file)]);
    dumps.set(file, dump);
  }
  return openDatabase({ dataDir: 'memory://', loadDataDir: dump });
}
