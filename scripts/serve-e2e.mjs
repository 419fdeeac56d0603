#!/usr/bin/env node
// Serves the production build for Playwright on a freshly seeded database:
//   node scripts/serve-e2e.mjs pglite 3100    -> a new PGlite folder under .data/e2e-*
//   node scripts/serve-e2e.mjs postgres 3101  -> a new database on TEST_DATABASE_URL's server, dropped on exit
import { spawn } from 'node:child_process';
import { rmSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { findSeededTemplate, inheritedTemplateStore } from '../tests/helpers/template-store.mjs';

const [kind, port] = process.argv.slice(2);
if (!['pglite', 'postgres'].includes(kind ?? '') || !/^\d+$/.test(port ?? '')) {
  console.error('usage: node scripts/serve-e2e.mjs <pglite|postgres> <port>');
  process.exit(2);
}
if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

// OUTBOX_PAGE: the account tests read their mails at /iv2/dev/outbox. The browser talks to
// 127.0.0.1, not SITE_URL's host, so the auth endpoints must accept that origin too.
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  OUTBOX_PAGE: '1',
  AUTH_TRUSTED_ORIGINS: `http://127.0.0.1:${port}`,
  // The content page tests edit an entry over GraphQL and expect the page to change at once.
  CONTENT_EDITOR_TOKEN: process.env.CONTENT_EDITOR_TOKEN ?? 'e2e-content-editor-token-not-a-secret',
};
let cleanup = async () => {};
// Under `npm test`, vitest has seeded this city already as a template (tests/helpers/template-store.mjs):
// the server starts from a copy instead of seeding it again. Its start tops the copy up as it
// would any database (a template of yesterday's Pacific date gets today's window).
const store = inheritedTemplateStore();
const template = store ? findSeededTemplate(store, kind) : null;

if (kind === 'pglite') {
  const dir = `.data/e2e-${port}`;
  rmSync(dir, { recursive: true, force: true });
  env.PGLITE_DATA_DIR = `${dir}/pglite`;
  delete env.DATABASE_URL;
  if (template?.pglite && existsSync(template.pglite)) {
    mkdirSync(dir, { recursive: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const copy = await PGlite.create({ dataDir: env.PGLITE_DATA_DIR, extensions: { pg_trgm }, loadDataDir: new Blob([readFileSync(template.pglite)]) });
    await copy.close();
    console.log(`[serve-e2e] pglite: a copy of the run's seeded template`);
  }
} else {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.error('TEST_DATABASE_URL is not set');
    process.exit(2);
  }
  const name = `vegas_e2e_${port}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  // Playwright may stop this script with SIGKILL, so cleanup below does not always run:
  // drop what earlier runs on this port left behind, once their server process is gone.
  const stale = await admin.query('select datname from pg_database where datname like $1', [`vegas_e2e_${port}_%`]);
  for (const { datname } of stale.rows) {
    const pid = Number(datname.split('_').pop());
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {
      alive = false;
    }
    if (!alive) await admin.query(`drop database if exists ${datname} with (force)`);
  }
  let copied = false;
  if (template?.postgres && /^[a-z0-9_]+$/.test(template.postgres)) {
    copied = await admin.query(`create database ${name} template ${template.postgres}`).then(
      () => true,
      (error) => {
        console.warn(`[serve-e2e] postgres: no copy of ${template.postgres} (${error.message}); seeding`);
        return false;
      },
    );
    if (copied) console.log(`[serve-e2e] postgres: a copy of the run's seeded template`);
  }
  if (!copied) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  cleanup = async () => {
    const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
}

// Tests that change data behind the server's back (and announce it, as a script would) find
// this server's database here.
mkdirSync('.data', { recursive: true });
const infoFile = `.data/e2e-${port}.json`;
writeFileSync(infoFile, JSON.stringify({ kind, databaseUrl: env.DATABASE_URL ?? null, pid: process.pid }));

const child = spawn(process.execPath, ['scripts/server.mjs', '-p', port, '-H', '127.0.0.1'], { stdio: 'inherit', env });
let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => void stop(sig));
child.on('exit', async (code) => {
  rmSync(infoFile, { force: true });
  await cleanup().catch((e) => console.error('cleanup failed:', e.message));
  process.exit(code ?? 0);
});
