import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds } from '@/tests/helpers/test-database';
import type { DatabaseHandle } from './client';
import { prepareDatabase } from './database';
import { contentIsIncomplete, demoCityNeedsWork, REQUIRED_CONTENT_URLS } from './demo-window';
import { buildCatalog, buildDemoContent, writeDemoContent } from './seed';
import { rows } from './rows';

describe.each(testDatabaseKinds())('the demo city on start (%s)', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    // A seeded city (a copy of the run's template, which prepareDatabase seeded: the same as
    // seeding here, without paying for it again).
    handle = await createTestDatabase(kind, { seed: true });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('has work on an empty database, none once seeded, and again when the window runs short', async () => {
    const empty = await createTestDatabase(kind);
    try {
      expect(await demoCityNeedsWork(empty.db)).toBe(true);
    } finally {
      await empty.close();
    }
    expect(await demoCityNeedsWork(handle.db)).toBe(false);

    // Days later: the last week of the window is not scheduled yet.
    await handle.db.execute(sql`delete from performances where starts_at > now() + interval '112 days'`);
    expect(await demoCityNeedsWork(handle.db)).toBe(true);
    await prepareDatabase(handle, { seed: true, scale: 1 });
    expect(await demoCityNeedsWork(handle.db)).toBe(false);

    // A city seeded before the content service (or whose content was emptied) gets the demo content once.
    await handle.db.execute(sql`delete from content_entries`);
    expect(await demoCityNeedsWork(handle.db)).toBe(true);
    await prepareDatabase(handle, { seed: true, scale: 1 });
    expect(await demoCityNeedsWork(handle.db)).toBe(false);
    const urls = await rows<{ url: string }>(handle.db, sql`select url from content_entries`);
    expect(urls.map((r) => r.url)).toEqual(expect.arrayContaining(['/header/', '/deals/', '/nightlife/new-years-eve/']));

    // A database seeded before deals existed (migration 0011) gets the deals of the whole window.
    await handle.db.execute(sql`delete from deals`);
    expect(await demoCityNeedsWork(handle.db)).toBe(true);
    await prepareDatabase(handle, { seed: true, scale: 1 });
    expect(await demoCityNeedsWork(handle.db)).toBe(false);
    const [current] = await rows<{ n: number }>(handle.db, sql`select count(*)::int as n from deals where ends_at > now()`);
    expect(Number(current?.n)).toBeGreaterThan(100);
    // Tops up three times: beyond the 30 s default on a busy two-core machine.
  }, 120_000);

  it('gives a database seeded before a page existed the entries it lacks, never overwriting an edited one', async () => {
    const { db } = handle;
    const urls = async () => (await rows<{ url: string }>(db, sql`select url from content_entries order by url`)).map((r) => r.url);
    const dataOf = async (url: string) => (await rows<{ data: { name: string } }>(db, sql`select data from content_entries where url = ${url}`))[0]?.data;
    expect(await urls()).toEqual(expect.arrayContaining([...REQUIRED_CONTENT_URLS]));
    expect(await contentIsIncomplete(db)).toBe(false);

    // As seeded before the About pages existed, with an editor's change to the deals page since.
    await db.execute(sql`delete from content_entries where url in ('/about-us/', '/privacy-policy/')`);
    await db.execute(sql`update content_entries set data = jsonb_set(data, '{name}', '"Edited deals"') where url = '/deals/'`);
    const before = await urls();
    expect(await contentIsIncomplete(db)).toBe(true);
    expect(await demoCityNeedsWork(db)).toBe(true);

    await prepareDatabase(handle, { seed: true, scale: 1 });
    const after = await urls();
    expect(after.filter((url) => !before.includes(url)).sort()).toEqual(['/about-us/', '/privacy-policy/']);
    expect((await dataOf('/deals/'))?.name).toBe('Edited deals');
    expect((await dataOf('/about-us/'))?.name).toMatch(/^About /);
    expect(await contentIsIncomplete(db)).toBe(false);
    expect(await demoCityNeedsWork(db)).toBe(false);

    // Writing the demo again writes nothing and changes nothing.
    expect(await writeDemoContent(db, buildDemoContent(buildCatalog(1), '2026-12-01'))).toBe(0);
    expect(await urls()).toEqual(after);
    expect((await dataOf('/deals/'))?.name).toBe('Edited deals');
  }, 60_000);
});
