import 'server-only';
import PgBoss from 'pg-boss';
import { getDatabaseHandle } from '@/lib/db/database';
import { getEnv } from '@/lib/env';

/**
 * In-app scheduled jobs on pg-boss 10 (the newest line that runs on Node 20). Its tables live
 * in the app's own database (schema `pgboss`): on PostgreSQL pg-boss keeps a small pool of its
 * own, on PGlite it goes through the embedded database's single connection. With several app
 * instances on one PostgreSQL database each cron job is still created once per slot and run by
 * one worker: pg-boss's own locking, not ours.
 */
export interface ScheduledJob {
  readonly name: string;
  /** Cron, in Pacific time. */
  readonly cron: string;
  readonly run: () => Promise<unknown>;
}

/**
 * A queue whose jobs are sent by the app (not on a schedule), each retried with backoff when its
 * handler throws: the order confirmation and gift card mails (lib/jobs/claimed-mail.ts).
 */
export interface QueueWorker<T extends object> {
  readonly name: string;
  /** How often an idle worker looks for work (pg-boss polls; 0.5 s at the least). */
  readonly pollingIntervalSeconds: number;
  readonly handle: (data: T) => Promise<unknown>;
}

const globalForJobs = globalThis as typeof globalThis & { __vegasBoss?: Promise<PgBoss> };

export async function createBoss(): Promise<PgBoss> {
  const env = getEnv();
  const handle = await getDatabaseHandle();
  const common = { schema: 'pgboss', application_name: 'vegas-jobs', pollingIntervalSeconds: 10, monitorStateIntervalMinutes: 10 } as const;
  const boss =
    handle.kind === 'postgres' && env.DATABASE_URL
      ? new PgBoss({ ...common, connectionString: env.DATABASE_URL, max: 2 })
      : new PgBoss({ ...common, db: { executeSql: (text, values) => handle.executeSql(text, values) } });
  boss.on('error', (error: unknown) => console.error('[jobs]', error instanceof Error ? error.message : error));
  await boss.start();
  return boss;
}

/** Starts the queue once per process, schedules the jobs and starts the workers. */
export function startJobs(jobs: readonly ScheduledJob[], workers: readonly QueueWorker<never>[] = []): Promise<PgBoss> {
  globalForJobs.__vegasBoss ??= (async () => {
    const boss = await createBoss();
    for (const job of jobs) {
      await boss.createQueue(job.name, { name: job.name, policy: 'singleton' });
      await boss.schedule(job.name, job.cron, undefined, { tz: 'America/Los_Angeles' });
      await boss.work(job.name, { pollingIntervalSeconds: 10 }, async () => {
        await job.run();
      });
    }
    for (const worker of workers) await startWorker(boss, worker);
    return boss;
  })();
  return globalForJobs.__vegasBoss;
}

/** Creates a worker's queue and works it on `boss` (startJobs; tests with a boss of their own). */
export async function startWorker<T extends object>(boss: PgBoss, worker: QueueWorker<T>): Promise<void> {
  await boss.createQueue(worker.name, { name: worker.name });
  await boss.work<T>(worker.name, { pollingIntervalSeconds: worker.pollingIntervalSeconds }, async ([job]) => {
    if (job) await worker.handle(job.data);
  });
}

/**
 * The queue this process started (startJobs), or null where none runs (JOBS=0, scripts, tests):
 * a sender then leaves the work to a scheduled sweep of an instance that runs the jobs.
 */
export async function runningBoss(): Promise<PgBoss | null> {
  const started = globalForJobs.__vegasBoss;
  if (!started) return null;
  return started.catch(() => null);
}

/** Tests: make `boss` (or none) the process's queue; answers a function that puts the previous one back. */
export function useBossForProcess(boss: PgBoss | null): () => void {
  const before = globalForJobs.__vegasBoss;
  if (boss) globalForJobs.__vegasBoss = Promise.resolve(boss);
  else delete globalForJobs.__vegasBoss;
  return () => {
    if (before) globalForJobs.__vegasBoss = before;
    else delete globalForJobs.__vegasBoss;
  };
}
