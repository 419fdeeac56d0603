#!/usr/bin/env node
/**
 * Hold contention against PostgreSQL (issues 10 and 24): the app's holds with 200 concurrent
 * buyers, beside pgbench's simple-update rate on the same server in the same run: the seat claim
 * alone and the whole Add to Cart workflow (holdForCart: claim, price, cart item) on one
 * performance, then a 2-night stay's room-nights claim alone and the whole choose-a-room workflow
 * (holdStayForCart) over every room type. Budget: seat claims per second at least half of
 * pgbench's transactions per second; the other three are ratios without a budget.
 *
 *   npm run bench:holds                       # BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
 *                                             # postgres://postgres@127.0.0.1:5432/test (admin url)
 *   npm run bench:holds -- --seconds 10 --buyers 200
 *
 * A database of its own is created (seeded scale 1) and dropped at the end. Results are added to
 * bench/results-holds.json.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, buyers: { type: 'string', default: '200' } } });
const seconds = Number(values.seconds);
const buyers = Number(values.buyers);
if (!Number.isInteger(seconds) || seconds < 1 || seconds > 120 || !Number.isInteger(buyers) || buyers < 1 || buyers > 1000) {
  console.error('usage: npm run bench:holds -- [--seconds 1-120] [--buyers 1-1000]');
  process.exit(2);
}

/** The seat claim's budget: at least this share of pgbench's simple-update rate (issue 27). */
const HOLDS_BUDGET = 0.5;

/** The figures of holds-run.ts's check that must all be 0. */
const INVENTORY_CHECKS = ['seatsInTwoCarts', 'roomNightsMiscounted', 'staysHeldInPart', 'stayHoldsLeftBehind'];

const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const name = `vegas_bench_holds_${randomBytes(4).toString('hex')}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;

async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

try {
  await admin(`create database ${name}`);
} catch (error) {
  console.error(`bench:holds needs PostgreSQL at ${adminUrl.replace(/:[^:@/]+@/, ':***@')}: ${error.message}`);
  process.exit(1);
}

/**
 * pgbench's run and the CPU it took: its own process and the server processes of this database,
 * sampled from /proc every 50 ms (the last sample of each process counts; a process that ends
 * loses at most its last 50 ms). Null figures where /proc cannot be read.
 */
async function pgbenchWithCpu(args) {
  let ticksPerSecond = NaN;
  try {
    ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  } catch {
    // no getconf: no CPU figures
  }
  const last = new Map();
  const running = promisify(execFile)('pgbench', args, { encoding: 'utf8' });
  const pgbenchPid = running.child.pid;
  const sample = () => {
    let pids = [];
    try {
      pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
    } catch {
      return;
    }
    for (const pid of pids) {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
        const role = Number(pid) === pgbenchPid ? 'client' : command.startsWith('postgres: ') && command.includes(` ${name} `) ? 'database' : null;
        if (!role) continue;
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        last.set(pid, { role, ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond });
      } catch {
        // the process ended meanwhile
      }
    }
  };
  const sampler = setInterval(sample, 50);
  try {
    const { stdout } = await running;
    const sum = (role) => [...last.values()].filter((p) => p.role === role).reduce((total, p) => total + p.ms, 0);
    const ok = Number.isFinite(ticksPerSecond) && last.size > 0;
    return { stdout, clientCpuMs: ok ? sum('client') : null, databaseCpuMs: ok ? sum('database') : null };
  } finally {
    clearInterval(sampler);
  }
}

try {
  // pgbench's simple-update script (-N) on its own tables in the same database and server; the
  // app gets as many connections as pgbench has clients (20).
  execFileSync('pgbench', ['-i', '-s', '1', '-q', url.toString()], { stdio: 'ignore' });
  const pgbenchRun = await pgbenchWithCpu(['-N', '-c', '20', '-j', '2', '-T', String(seconds), url.toString()]);
  const tps = Number(/tps = ([\d.]+)/.exec(pgbenchRun.stdout)?.[1]);
  const transactions = Number(/actually processed: (\d+)/.exec(pgbenchRun.stdout)?.[1]);
  // CPU per transaction: steadier than tps on a shared machine; a hold's CPU is set beside it below.
  const perTransaction = (ms) => (ms === null || !(transactions > 0) ? null : Number((ms / transactions).toFixed(3)));
  const pgbenchCpu = { clientCpuMsPerTransaction: perTransaction(pgbenchRun.clientCpuMs), dbCpuMsPerTransaction: perTransaction(pgbenchRun.databaseCpuMs) };
  console.log(
    `bench:holds pgbench simple-update: ${tps.toFixed(0)} tps (20 clients, ${seconds} s); CPU per transaction: pgbench ${pgbenchCpu.clientCpuMsPerTransaction} ms, database ${pgbenchCpu.dbCpuMsPerTransaction} ms`,
  );

  // The seat claim alone (the budget), then the whole of POST /api/holds through the booking core;
  // then the same two for a stay (POST /api/stays).
  const results = {};
  for (const path of ['claim', 'workflow', 'stay-claim', 'stay-workflow']) {
    const run = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'tests/bench/holds-run.ts'], {
      encoding: 'utf8',
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        DATABASE_POOL_SIZE: '20',
        HOLD_BUYERS: String(buyers),
        HOLD_SECONDS: String(seconds),
        HOLD_PATH: path,
        NODE_ENV: 'production',
      },
      timeout: (seconds + 300) * 1000,
    });
    if (run.status !== 0) throw new Error(`holds run (${path}) failed (${run.status}): ${run.stderr.slice(-2000)}`);
    const holds = JSON.parse(run.stdout.trim().split('\n').at(-1));
    const ratio = holds.holdsPerSecond / tps;
    results[path] = { ...holds, ratioToPgbench: Number(ratio.toFixed(3)) };
    // What must be 0 after the run: seats in two carts; stays' room nights miscounted, held in part or left behind.
    const checks = Object.entries(holds).filter(([key]) => INVENTORY_CHECKS.includes(key));
    console.log(
      `bench:holds ${path}: ${holds.holds} holds in ${holds.seconds} s by ${holds.buyers} buyers: ${holds.holdsPerSecond} holds/s, p50 ${holds.p50Ms} ms, p99 ${holds.p99Ms} ms, ` +
        `${holds.relocked} relocked, ${holds.refused} refused, ${checks.map(([key, n]) => `${key} ${n}`).join(', ')}; ratio to pgbench ${results[path].ratioToPgbench}`,
    );
    // The profile: round trips per hold and release, by statement (BEGIN and COMMIT are round trips too),
    // and CPU per hold beside pgbench's per transaction (what the ratio would be were both bound by CPU alone).
    const pgbenchCpuMs = (pgbenchCpu.clientCpuMsPerTransaction ?? NaN) + (pgbenchCpu.dbCpuMsPerTransaction ?? NaN);
    const holdCpuMs = holds.appCpuMsPerHold + (holds.dbCpuMsPerHold ?? NaN);
    results[path].cpuRatioToPgbench = Number.isFinite(pgbenchCpuMs / holdCpuMs) ? Number((pgbenchCpuMs / holdCpuMs).toFixed(3)) : null;
    console.log(
      `bench:holds ${path} profile: CPU per hold: app ${holds.appCpuMsPerHold} ms, database ${holds.dbCpuMsPerHold} ms (pgbench's transaction / hold: ${results[path].cpuRatioToPgbench}); ` +
        `${holds.roundTripsPerHold} round trips per hold (${Object.entries(holds.statements)
        .map(([label, n]) => `${n} × ${label}`)
        .join('; ')})`,
    );
    if (checks.length === 0 || checks.some(([, n]) => n !== 0)) process.exitCode = 1;
  }
  const claimRatio = results.claim.ratioToPgbench;
  const result = {
    at: new Date().toISOString(),
    pgbenchTps: Number(tps.toFixed(1)),
    pgbenchCpu,
    ...results.claim,
    workflow: results.workflow,
    stayClaim: results['stay-claim'],
    stayWorkflow: results['stay-workflow'],
    budget: HOLDS_BUDGET,
    verdict: claimRatio >= HOLDS_BUDGET ? 'pass' : 'FAIL',
  };
  console.log(
    `bench:holds claim ratio ${claimRatio} (budget >= ${HOLDS_BUDGET}: ${result.verdict}); through holdForCart ${results.workflow.ratioToPgbench}; ` +
      `stay claim ${results['stay-claim'].ratioToPgbench}, through holdStayForCart ${results['stay-workflow'].ratioToPgbench} (no budget)`,
  );
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results-holds.json', `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await admin(`drop database if exists ${name} with (force)`).catch(() => undefined);
}
