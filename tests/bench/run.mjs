#!/usr/bin/env node
// npm run bench [-- --duration 10 --connections 10 --scale 1]
// Serves the production build on a seeded embedded database (loopback only) and measures
// each page kind against a static file from public/ served by the same server in the same run.
// Absolute numbers drift on shared machines; compare the ratios.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    scale: { type: 'string', default: '1' },
    port: { type: 'string', default: '3200' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const scale = Number(values.scale);
const port = Number(values.port);
for (const [name, v, max] of [['duration', duration, 120], ['connections', connections, 200], ['scale', scale, 50]]) {
  if (!Number.isInteger(v) || v < 1 || v > max) {
    console.error(`--${name} must be a whole number from 1 to ${max}`);
    process.exit(2);
  }
}

// The page kinds of the storefront; later issues add theirs here.
const TARGETS = [
  { name: 'static file (public/)', path: '/static-baseline.txt', baseline: true },
  { name: 'home page', path: '/' },
];

if (!existsSync('.next/BUILD_ID')) {
  console.log('No production build yet: running next build...');
  const r = spawnSync('node_modules/.bin/next', ['build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const dataDir = `.data/bench-scale-${scale}`;
mkdirSync(dataDir, { recursive: true });
const base = `http://127.0.0.1:${port}`;
const server = spawn('node_modules/.bin/next', ['start', '-p', String(port), '-H', '127.0.0.1'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production', PGLITE_DATA_DIR: `${dataDir}/pglite`, SEED_SCALE: String(scale), DATABASE_URL: '' },
});
server.stdout.on('data', (d) => process.stdout.write(`[server] ${d}`));
const stopServer = () => server.kill('SIGTERM');
process.on('exit', stopServer);
process.on('SIGINT', () => process.exit(130));

async function waitForHealth(deadlineMs) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become healthy in time');
}

function run(path, seconds) {
  return autocannon({ url: `${base}${path}`, connections, duration: seconds, timeout: 10 });
}

try {
  await waitForHealth(300_000);
  const results = [];
  for (const target of TARGETS) {
    const check = await fetch(`${base}${target.path}`);
    if (!check.ok) throw new Error(`${target.path} answered ${check.status}`);
    await run(target.path, 2); // warm-up: caches, JIT
    const r = await run(target.path, duration);
    results.push({
      ...target,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
    });
  }
  const baseline = results.find((r) => r.baseline);
  console.log(`\nbench: ${connections} connections, ${duration} s per target, seed scale ${scale}, loopback`);
  console.log('target                    req/s     p50 ms   p99 ms   errors   rate vs static');
  for (const r of results) {
    const ratio = baseline ? r.rps / baseline.rps : NaN;
    console.log(
      `${r.name.padEnd(24)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)}   ${ratio.toFixed(3)}`,
    );
  }
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/bench.json', JSON.stringify({ when: new Date().toISOString(), connections, duration, scale, results }, null, 2));
  if (results.some((r) => r.errors > 0)) {
    console.error('some requests failed');
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`bench failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  stopServer();
}
