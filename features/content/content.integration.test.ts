// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache, type TestDataCache } from '@/tests/helpers/data-cache';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForInvalidations } from '@/lib/cache/invalidation';
import { CONTENT_PAGE_PATHS } from '@/lib/config/content-pages';
import { MAIN_NAV } from '@/lib/config/site';
import type { DatabaseHandle } from '@/lib/db/client';
import { useDatabaseForProcess } from '@/lib/db/database';
import { contentEntries, products } from '@/lib/db/schema';
import { buildCatalog } from '@/lib/db/seed/catalog';
import { buildDemoContent, writeDemoContent } from '@/lib/db/seed/content';
import { productRow } from '@/tests/helpers/catalog-rows';
import { createTestDatabase, testDatabaseKinds } from '@/tests/helpers/test-database';
import { fetchContentEntry, fetchHeaderNavigation } from './client';
import { handleGraphqlRequest } from './graphql-handler';
import { deleteEntry, InvalidEntriesError, upsertEntries } from './mutations';
import { resolvePageEntry } from './page-entry';
import { findEntry, getEntry, listEntries } from './queries';
import { contentTags } from './tags';
import { exportContentFile, importContentFile } from './transfer';

const tip = (url: string, text = 'Arrive early') => ({ url, type: 'tip', data: { _id: url, text } });

/** The app's own /api/graphql behind a real HTTP port: the "external" content service. */
async function serveGraphql(answer?: (body: string) => { status: number; body: string }): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (answer) {
          const fixed = answer(body);
          res.writeHead(fixed.status, { 'content-type': 'application/json' }).end(fixed.body);
          return;
        }
        const headers = new Headers();
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
        const response = await handleGraphqlRequest(new Request(`http://localhost${req.url}`, { method: req.method, headers, body: req.method === 'POST' ? body : undefined }));
        res.writeHead(response.status, { 'content-type': response.headers.get('content-type') ?? 'application/json' }).end(await response.text());
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}/api/graphql`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe.each(testDatabaseKinds())('content store and client (%s)', (kind) => {
  let handle: DatabaseHandle & { url?: string };
  let forget: (() => void) | undefined;
  let cache: TestDataCache;
  let dir: string;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    forget = useDatabaseForProcess(handle);
    cache = installTestDataCache();
    dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  });

  afterAll(async () => {
    cache?.uninstall();
    forget?.();
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    cache.clear();
    await handle.db.delete(contentEntries);
  });

  it('writes all entries or none: one bad entry (or a repeated url) refuses the whole batch, listing every problem', async () => {
    const bad = [tip('/tips/a/'), { url: '/tips/b/', type: 'tip', data: { _id: 'b' } }, tip('/tips/a')];
    const error = await upsertEntries(bad, handle.db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidEntriesError);
    expect((error as InvalidEntriesError).problems).toEqual([
      { index: 1, url: '/tips/b/', issues: [expect.stringMatching(/^data\.text: /)] },
      { index: 2, url: '/tips/a/', issues: ['url: the same url as entry 0'] },
    ]);
    expect((await listEntries(handle.db)).entries).toEqual([]);
  });

  it('reads an invalid stored entry as absent and logs it, never throws', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await handle.db.insert(contentEntries).values({ url: '/broken/', type: 'page', data: { name: 'No layout' } });
      expect(await findEntry('/broken/', handle.db)).toBeNull();
      expect(await getEntry('/broken')).toBeNull();
      expect(await fetchContentEntry('/broken/', { serviceUrl: null })).toBeNull();
      expect(await listEntries(handle.db)).toEqual({ entries: [], invalid: ['/broken/'] });
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/stored entry \/broken\/ is invalid .*data\.layoutId/));
    } finally {
      log.mockRestore();
    }
  });

  it.runIf(kind === 'postgres')('announces the tag of every changed url to other servers on the database', async () => {
    const heard: string[] = [];
    const listener = listenForInvalidations(handle.url!, { onTags: (tags) => heard.push(...tags), log: () => undefined });
    try {
      // LISTEN is issued asynchronously: write until the listener hears one.
      await expect
        .poll(async () => {
          await upsertEntries([tip('/tips/probe/')], handle.db);
          return heard.length;
        }, { timeout: 10_000 })
        .toBeGreaterThan(0);
      heard.length = 0;
      await upsertEntries([tip('/tips/a/'), tip('/tips/b/')], handle.db);
      await deleteEntry('/tips/a', handle.db);
      // Every write also expires the reads over the whole set of entries (the sitemaps).
      await expect
        .poll(() => heard.filter((t) => !t.includes('probe') && t !== contentTags.entries), { timeout: 10_000 })
        .toEqual([contentTags.entry('/tips/a/'), contentTags.entry('/tips/b/'), contentTags.entry('/tips/a/')]);
      expect(heard.filter((t) => t === contentTags.entries).length).toBeGreaterThanOrEqual(2);
    } finally {
      await listener.close();
    }
  });

  it('exports a file that import accepts: the round trip gives the same entries', async () => {
    const demo = buildDemoContent(buildCatalog(1), '2026-12-01');
    await writeDemoContent(handle.db, demo);
    const before = await listEntries(handle.db);
    expect(before.entries.length).toBe(demo.length);
    const file = path.join(dir, 'content.json');
    expect(await exportContentFile(file, handle.db)).toEqual({ written: demo.length, invalid: [] });

    await handle.db.delete(contentEntries);
    // Every seeded page is at a path the site serves.
    expect(await importContentFile(file, handle.db)).toEqual({ count: demo.length, unserved: [] });
    expect(await listEntries(handle.db)).toEqual(before);
    // Importing the same file again changes nothing.
    expect(await importContentFile(file, handle.db)).toEqual({ count: demo.length, unserved: [] });
    expect(await listEntries(handle.db)).toEqual(before);

    // A page at a path no route serves is kept, and named so the editor knows it shows nowhere.
    const page = demo.find((e) => e.type === 'page')!;
    const staged = path.join(dir, 'staged.json');
    writeFileSync(staged, JSON.stringify({ version: 1, entries: [{ ...page, url: '/deals/spring-break/' }] }));
    expect(await importContentFile(staged, handle.db)).toEqual({ count: 1, unserved: ['/deals/spring-break/'] });
    expect(await findEntry('/deals/spring-break/', handle.db)).not.toBeNull();
  });

  it('refuses a whole import file with one bad entry, naming each bad entry, and an unreadable file', async () => {
    const file = path.join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ version: 1, entries: [tip('/tips/ok/'), { url: 'nope', type: 'tip', data: {} }] }));
    await expect(importContentFile(file, handle.db)).rejects.toThrow(/1 invalid content entry, nothing was written:\n {2}- entry 1 \(nope\): url: must be a site path/);
    writeFileSync(file, '[1, 2');
    await expect(importContentFile(file, handle.db)).rejects.toThrow(/is not a readable JSON file/);
    writeFileSync(file, JSON.stringify([tip('/tips/ok/')]));
    await expect(importContentFile(file, handle.db)).rejects.toThrow(/is not a content file/);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveLength(1);
    expect((await listEntries(handle.db)).entries).toEqual([]);
  });

  it('reads entries through the graphql-request documents, in process and from CONTENT_SERVICE_URL alike', async () => {
    await writeDemoContent(handle.db, buildDemoContent(buildCatalog(1), '2026-12-01'));
    const inProcess = await fetchContentEntry('/nightlife/new-years-eve', { serviceUrl: null });
    expect(inProcess).toMatchObject({ url: '/nightlife/new-years-eve/', type: 'page', data: { type: 'LINK_FARM' } });
    expect(await fetchHeaderNavigation({ serviceUrl: null })).toEqual(MAIN_NAV.map((item) => ({ ...item })));

    const service = await serveGraphql();
    try {
      expect(await fetchContentEntry('/nightlife/new-years-eve/', { serviceUrl: service.url })).toEqual(inProcess);
      expect(await fetchHeaderNavigation({ serviceUrl: service.url })).toEqual(await fetchHeaderNavigation({ serviceUrl: null }));
      expect(await fetchContentEntry('/no/such/', { serviceUrl: service.url })).toBeNull();
      // A found entry is cached under its entry tag; a missing one is not cached.
      expect(cache.entries().some((e) => e.tags.includes(contentTags.entry('/nightlife/new-years-eve/')))).toBe(true);
      expect(cache.entries().some((e) => e.tags.includes(contentTags.entry('/no/such/')))).toBe(false);
    } finally {
      await service.close();
    }
  });

  it('swallows content service failures (down, GraphQL errors, invalid answers) as "no entry", logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answers = [
      { status: 500, body: 'oops' },
      { status: 200, body: JSON.stringify({ errors: [{ message: 'boom' }] }) },
      { status: 200, body: JSON.stringify({ data: { entry: { __typename: 'PageEntry', url: '/x/', name: 'No layout' } } }) },
    ];
    try {
      const down = await serveGraphql();
      await down.close();
      expect(await fetchContentEntry('/x/', { serviceUrl: down.url })).toBeNull();
      for (const answer of answers) {
        const service = await serveGraphql(() => answer);
        try {
          expect(await fetchContentEntry('/x/', { serviceUrl: service.url })).toBeNull();
        } finally {
          await service.close();
        }
      }
      expect(warn).toHaveBeenCalledTimes(1 + answers.length);
      expect(warn.mock.calls.at(-1)?.[0]).toMatch(/\[content\] entry \/x\/ could not be read .*invalid entry in the answer/);
    } finally {
      warn.mockRestore();
    }
  });

  it('leaves a failing external service alone for a while instead of waiting on it at every render', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let asked = 0;
    const failing = await serveGraphql(() => {
      asked += 1;
      return { status: 503, body: 'unavailable' };
    });
    const erring = await serveGraphql(() => {
      asked += 1;
      return { status: 200, body: JSON.stringify({ errors: [{ message: 'boom' }] }) };
    });
    try {
      expect(await fetchContentEntry('/x/', { serviceUrl: failing.url })).toBeNull();
      expect(await fetchHeaderNavigation({ serviceUrl: failing.url })).toBeNull();
      expect(asked).toBe(1);
      // A service that answers, even with GraphQL errors, is up: asked every time.
      expect(await fetchContentEntry('/x/', { serviceUrl: erring.url })).toBeNull();
      expect(await fetchContentEntry('/x/', { serviceUrl: erring.url })).toBeNull();
      expect(asked).toBe(3);
      expect(warn).toHaveBeenCalledTimes(3);
    } finally {
      await failing.close();
      await erring.close();
      warn.mockRestore();
    }
  });

  it('resolves a static route to the content entry, else to the catalog product at that url, else null', async () => {
    const [product] = await handle.db
      .insert(products)
      .values(productRow({ type: 'CLUB', name: 'Club Pride', slug: 'club-pride', landingUrl: '/nightlife/gayclubs/club-pride', features: [{ name: 'Dress code', description: 'Smart' }] }))
      .returning({ id: products.id });
    await upsertEntries([{ url: '/nightlife/new-years-eve/', type: 'page', data: { name: 'NYE', layoutId: 'l', type: 'LINK_FARM', content: {} } }], handle.db);

    expect(await resolvePageEntry('/nightlife/new-years-eve')).toMatchObject({ source: 'content', entry: { type: 'page', data: { name: 'NYE' } } });
    expect(await resolvePageEntry('/nightlife/gayclubs/club-pride/')).toEqual({
      source: 'catalog',
      entry: {
        url: '/nightlife/gayclubs/club-pride/',
        type: 'product',
        data: expect.objectContaining({
          id: product!.id,
          name: 'Club Pride',
          productType: 'GAY_CLUB',
          features: [{ name: 'Dress code', description: 'Smart' }],
          streetAddress: '3570 S Las Vegas Blvd',
        }),
      },
    });
    expect(await resolvePageEntry('/nightlife/nowhere/')).toBeNull();
    expect(await resolvePageEntry('no path')).toBeNull();
  });

  it('resolves every configured content path (each nav page) to its seeded page entry through the content service', async () => {
    await writeDemoContent(handle.db, buildDemoContent(buildCatalog(1), '2026-12-01'));
    for (const path of CONTENT_PAGE_PATHS) {
      const resolved = await resolvePageEntry(path);
      expect(resolved?.source, path).toBe('content');
      expect(resolved?.entry.type, path).toBe('page');
    }
  });
});
