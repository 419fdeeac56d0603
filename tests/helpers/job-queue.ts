import type PgBoss from 'pg-boss';
import { afterAll, beforeAll } from 'vitest';
import { createBoss, startWorker, useBossForProcess, type QueueWorker } from '@/lib/jobs/boss';

/**
 * For a describe block, after its testDatabaseForSuite: pg-boss on the suite's database with
 * these workers running, installed as the process's queue (what the app's senders use), as
 * startJobs does on the server. Stopped after the block.
 */
export function jobQueueForSuite(workers: readonly QueueWorker<never>[]): () => PgBoss {
  let boss: PgBoss | undefined;
  let restore: (() => void) | undefined;
  beforeAll(async () => {
    boss = await createBoss();
    for (const worker of workers) await startWorker(boss, worker);
    restore = useBossForProcess(boss);
  }, 60_000);
  afterAll(async () => {
    restore?.();
    await boss?.stop({ graceful: false, wait: true });
  });
  return () => {
    if (!boss) throw new Error('The job queue starts in beforeAll');
    return boss;
  };
}
