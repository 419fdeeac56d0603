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

/** Starts the queue once per process and schedules the jobs. */
export function startJobs(jobs: readonly ScheduledJob[]): Promise<PgBoss> {
  globalForJobs.__vegasBoss ??= (async () => {
    const boss = await createBoss();
    for (const job of jobs) {
      await boss.createQueue(job.name, { name: job.name, policy: 'singleton' });
      await boss.schedule(job.name, job.cron, undefined, { tz: 'America/Los_Angeles' });
      await boss.work(job.name, { pollingIntervalSeconds: 10 }, async () => {
        await job.run();
      });
    }
    return boss;
  })();
  return globalForJobs.__vegasBoss;
}
