import { describe, expect, it } from 'vitest';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { createBoss } from './boss';

describe.each(testDatabaseKinds())('pg-boss on %s', (kind) => {
  testDatabaseForSuite(kind, { seed: false });

  it('starts on the app database and runs a job a worker picks up', async () => {
    const boss = await createBoss();
    try {
      await boss.createQueue('test-job');
      const done = new Promise<unknown>((resolve) => {
        void boss.work<{ n: number }>('test-job', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
          resolve(job?.data);
        });
      });
      const id = await boss.send('test-job', { n: 7 });
      expect(await done).toEqual({ n: 7 });
      // The worker marks the job completed after the handler returns: wait for that write, so no
      // query of this boss is still under way when the suite closes its database.
      await expect.poll(async () => (id ? (await boss.getJobById('test-job', id))?.state : null), { timeout: 10_000 }).toBe('completed');
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  }, 60_000);
});
