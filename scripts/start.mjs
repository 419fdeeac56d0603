#!/usr/bin/env node
// `npm start`: the one command that serves the storefront on a fresh clone.
// Installs dependencies when missing, builds when the build is missing or older than
// the sources, then runs the production server (scripts/server.mjs: Next behind the front cache). The server migrates and seeds its embedded
// database (PGlite under .data/) on first start; set DATABASE_URL for PostgreSQL.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

if (!existsSync('node_modules/.bin/next')) {
  console.log('Installing dependencies (npm install, at the locked versions)...');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

const buildId = '.next/BUILD_ID';
const sources = ['app', 'components', 'features', 'lib', 'public', 'next.config.ts', 'package-lock.json'];
const stale =
  !existsSync(buildId) ||
  sources.some((s) => (statSync(s, { throwIfNoEntry: false })?.isDirectory() ? newestMtime(s) : statSync(s, { throwIfNoEntry: false })?.mtimeMs ?? 0) > statSync(buildId).mtimeMs);
if (stale) {
  console.log('Building the site (next build)...');
  run('npx', ['next', 'build']);
}

const port = process.env.PORT ?? '3000';
const child = spawn(process.execPath, ['scripts/server.mjs', '-p', port], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
