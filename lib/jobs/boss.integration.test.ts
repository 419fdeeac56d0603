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
      await boss.send('test-job', { n: 7 });
      expect(await done).toEqual({ n: 7 });
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  }, 60_000);
});
