#!/usr/bin/env node
// `npm test`: the whole suite, in two stages of steps run side by side (two cores: a step that
// waits on a browser or a database leaves CPU to the other):
//   1. typecheck, lint, next build, and the seeded database templates (tests/helpers/build-templates.ts)
//   2. vitest (unit + integration; PostgreSQL too when TEST_DATABASE_URL is set), and Playwright in
//      Chromium against the build, its servers starting from copies of the templates.
// A failure in stage 1 stops the run before stage 2.
// Ends with a table of the time each step took (and, under .ci/run, the CI steps before it:
// CI_STEP_TIMES names a file of "name<TAB>seconds<TAB>result" lines), then one line
// "tests: N passed, N failed, N skipped" summing vitest and Playwright.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const started = Date.now();
process.env.NEXT_TELEMETRY_DISABLED = '1';
mkdirSync('test-results', { recursive: true });
const vitestJson = 'test-results/vitest.json';
const playwrightJson = 'test-results/playwright.json';
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {{ name: string, seconds: number, result: string, stage?: string }[]} */
const times = [];

function step(name, cmd, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - t0) / 1000;
  times.push({ name, seconds, result: r.status === 0 ? 'ok' : 'FAILED' });
  console.log(`=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(0)} s`);
  return r.status === 0;
}

/**
 * Several steps at once, each with its output kept apart and printed whole when it ends, so the
 * log stays readable. Resolves true when every one passed.
 * @param {string} stage
 * @param {{ name: string, cmd: string, args: string[], env?: Record<string, string> }[]} steps
 */
async function stepsSideBySide(stage, steps) {
  const results = await Promise.all(
    steps.map(
      ({ name, cmd, args, env = {} }) =>
        new Promise((resolve) => {
          const t0 = Date.now();
          const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
          /** @type {Buffer[]} */
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => {
            const seconds = (Date.now() - t0) / 1000;
            times.push({ name, seconds, result: status === 0 ? 'ok' : 'FAILED', stage });
            console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
            process.stdout.write(Buffer.concat(output));
            console.log(`=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(0)} s`);
            resolve(status === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
}

function ciSteps() {
  const file = process.env.CI_STEP_TIMES;
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name = '', seconds = '0', result = ''] = line.split('\t');
      return { name, seconds: Number(seconds), result };
    });
}

function printTimes() {
  const rows = [...ciSteps(), ...times];
  // The steps of a stage ran side by side: the stage takes the time of the longest of them.
  const stages = new Map();
  for (const row of rows.filter((r) => r.stage)) stages.set(row.stage, Math.max(stages.get(row.stage) ?? 0, row.seconds));
  const total = rows.filter((row) => !row.stage).reduce((sum, row) => sum + row.seconds, 0) + [...stages.values()].reduce((a, b) => a + b, 0);
  const width = Math.max(...rows.map((row) => row.name.length), 'total'.length);
  const time = (seconds) => {
    const whole = Math.round(seconds);
    return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`.padStart(6);
  };
  console.log(`\n${'step'.padEnd(width)}    time  result`);
  for (const row of rows) console.log(`${row.name.padEnd(width)}  ${time(row.seconds)}  ${row.result}${row.stage ? ` (${row.stage}, side by side)` : ''}`);
  console.log(`${'total'.padEnd(width)}  ${time(total)}  (each stage counted once, at its longest step)`);
}

function readVitest() {
  if (!existsSync(vitestJson)) return;
  const j = JSON.parse(readFileSync(vitestJson, 'utf8'));
  totals.passed += j.numPassedTests ?? 0;
  totals.failed += j.numFailedTests ?? 0;
  totals.skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
}

function readPlaywright() {
  if (!existsSync(playwrightJson)) return;
  const s = JSON.parse(readFileSync(playwrightJson, 'utf8')).stats ?? {};
  totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  totals.failed += s.unexpected ?? 0;
  totals.skipped += s.skipped ?? 0;
}

/** @type {{ store: unknown, drop: () => Promise<void> } | null} */
let templates = null;

async function finish(ok) {
  await templates?.drop().catch((error) => console.warn(`[templates] ${error.message}`));
  readPlaywright();
  printTimes();
  console.log(`\nWhole suite ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 60000).toFixed(1)} min.`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

const bin = 'node_modules/.bin/';
if (!existsSync(`${bin}next`) && !step('install', 'npm', ['install', '--no-audit', '--no-fund'])) await finish(false);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Playwright drives Debian's Chromium at ${chromium}, which is missing: apt-get update && apt-get install -y chromium`);
  await finish(false);
}
// The seeded database templates vitest builds, kept for the Playwright servers to start from
// (tests/helpers/template-store.mjs, which needs the installed packages), removed at the end.
{
  const { createTemplateStore, dropTemplateStore, templateStoreEnv } = await import('../tests/helpers/template-store.mjs');
  const store = createTemplateStore();
  Object.assign(process.env, templateStoreEnv(store));
  templates = { store, drop: () => dropTemplateStore(store, process.env.TEST_DATABASE_URL) };
}
const firstStage = await stepsSideBySide('stage 1', [
  { name: 'typecheck', cmd: `${bin}tsc`, args: ['--noEmit'] },
  { name: 'lint', cmd: `${bin}eslint`, args: ['--max-warnings=0', '.'] },
  // The typecheck beside it checks every file the build compiles.
  { name: 'next build', cmd: `${bin}next`, args: ['build'], env: { BUILD_SKIPS_TYPECHECK: '1' } },
  { name: 'database templates', cmd: process.execPath, args: ['--conditions=react-server', '--import', 'tsx', 'tests/helpers/build-templates.ts'] },
]);
if (!firstStage) await finish(false);
const secondStage = await stepsSideBySide('stage 2', [
  { name: 'vitest (unit, integration)', cmd: `${bin}vitest`, args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`] },
  { name: 'e2e (Playwright)', cmd: `${bin}playwright`, args: ['test', '--reporter=list,json'], env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson } },
]);
readVitest();
await finish(secondStage);
