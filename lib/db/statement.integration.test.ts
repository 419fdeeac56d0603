import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { preparedRows } from './statement';
import { createTestDatabase, testDatabaseKinds } from '@/tests/helpers/test-database';

describe.each(testDatabaseKinds())('prepared statements on %s', (kind) => {
  let handle: (DatabaseHandle & { url?: string }) | undefined;
  let pooled: DatabaseHandle | undefined;

  beforeAll(async () => {
    handle = await createTestDatabase(kind, { migrate: false });
    pooled = handle.url ? await openDatabase({ url: handle.url, poolSize: 1 }) : handle;
  }, 120_000);

  afterAll(async () => {
    if (pooled !== handle) await pooled?.close();
    await handle?.close();
  });

  it('answers rows for text with $n parameters, arrays included', async () => {
    const rows = await preparedRows<{ n: number }>(pooled!.db, 'test-sum', 'select sum(x)::int as n from unnest($1::int[]) x where x > $2::int', [[1, 2, 3, 4], 1]);
    expect(rows).toEqual([{ n: 9 }]);
  });

  it('keeps the connection when the server refuses the statement (a claim that aborts itself)', async () => {
    const pid = async () => (await preparedRows<{ pid: number }>(pooled!.db, 'test-pid', 'select pg_backend_pid() as pid', []))[0]!.pid;
    const before = await pid();
    await expect(preparedRows(pooled!.db, 'test-divide', 'select 1 / $1::int as x', [0])).rejects.toMatchObject({ code: '22012' });
    // One pooled connection: the same server process answers after the error.
    expect(await pid()).toBe(before);
  });
});
