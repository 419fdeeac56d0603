// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import '@/tests/helpers/data-cache';
import type { TestDataCache } from '@/tests/helpers/data-cache';
import { ClientError, gql, GraphQLClient } from 'graphql-request';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { upsertEntries } from '@/features/content/mutations';
import { findEntry } from '@/features/content/queries';
import { contentTags } from '@/features/content/tags';
import CacheHandler, { clearCache } from '@/lib/cache/cache-handler.mjs';
import type { DatabaseHandle } from '@/lib/db/client';
import { chunkedRequest } from '@/tests/helpers/chunked-request';
import { testDatabaseKinds, testDatabaseWithCacheForSuite } from '@/tests/helpers/test-database';
import { GET, POST } from './route';

const EDITOR_TOKEN = 'test-editor-token-0123456789abcdef';
// Read by lib/env on first use, which is the first request below.
process.env.CONTENT_EDITOR_TOKEN = EDITOR_TOKEN;

const ENDPOINT = 'http://localhost/api/graphql';

/** A plain GraphQL client whose requests go straight to the route handler (no server). */
function client(headers: Record<string, string> = {}): GraphQLClient {
  return new GraphQLClient(ENDPOINT, {
    headers,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      return request.method === 'GET' ? GET(request) : POST(request);
    },
  });
}

const ENTRY = gql`
  query Entry($url: String!) {
    entry(url: $url) {
      __typename
      url
      ... on PageEntry {
        name
        layoutId
        type
        dateBased
        seoMeta {
          pageTitle
          robots
        }
        content
      }
      ... on ProductEntry {
        id
        name
        productType
        features {
          name
          description
        }
        slideshowPhotos {
          url
          width
          height
        }
        latitude
        seoMeta {
          priority
          updateFrequency
        }
      }
    }
  }
`;

const HEADER = gql`
  query Header($url: String!) {
    entry(url: $url) {
      ... on HeaderEntry {
        content {
          links {
            navigation {
              title
              link
              dropdownLinks {
                title
                link
              }
            }
          }
        }
      }
    }
  }
`;

const UPSERT = gql`
  mutation Upsert($entry: JSON!) {
    upsertEntry(entry: $entry) {
      url
    }
  }
`;

const pageEntry = {
  url: '/nightlife/new-years-eve/',
  type: 'page',
  data: {
    name: "New Year's Eve",
    layoutId: 'link-farm',
    type: 'LINK_FARM',
    seoMeta: { pageTitle: "Las Vegas New Year's Eve", robots: 'index, follow' },
    content: {
      pageHeader: "New Year's Eve in Las Vegas",
      widgets: [{ widgetType: 'linkFarm', heading: 'Plan your night', columns: [{ links: [{ href: '/nightclubs', text: 'Nightclubs' }] }] }],
    },
  },
};

const productEntry = {
  url: '/iv2/las-vegas-shows/1234/the-great-show/dates',
  type: 'product',
  data: {
    id: 1234,
    name: 'The Great Show',
    productType: 'SHOW',
    features: [{ name: 'Duration', description: '90 minutes' }],
    slideshowPhotos: [{ url: '/img/1.jpg', width: 800, height: 533 }],
    latitude: 36.11,
    seoMeta: { priority: 0.8, updateFrequency: 'daily' },
  },
};

const headerEntry = {
  url: '/header/',
  type: 'header',
  data: { content: { links: { navigation: [{ title: 'Shows', link: '/shows' }, { title: 'Clubs', link: '/nightlife', dropdownLinks: [{ title: 'Bars', link: '/nightlife/bars' }] }] } } },
};

async function raw(request: Request): Promise<{ status: number; body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] } }> {
  const res = request.method === 'GET' ? await GET(request) : await POST(request);
  return { status: res.status, body: (await res.json()) as never };
}

const postJson = (body: string, headers: Record<string, string> = {}) =>
  new Request(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe.each(testDatabaseKinds())('GraphQL content service /api/graphql (%s)', (kind) => {
  const suite = testDatabaseWithCacheForSuite(kind);
  let handle: DatabaseHandle;
  let cache: TestDataCache;

  beforeAll(async () => {
    // Again here, not only at the top: lib/env parses the environment on first use, and the file's
    // setup must not depend on nothing having reset the environment since the module was loaded
    // (one full run failed every editor request with FORBIDDEN).
    process.env.CONTENT_EDITOR_TOKEN = EDITOR_TOKEN;
    ({ handle, cache } = suite());
    await upsertEntries([pageEntry, productEntry, headerEntry], handle.db);
  });

  beforeEach(() => cache.clear());

  it('answers entry(url) with a page entry, with or without the trailing slash', async () => {
    for (const url of ['/nightlife/new-years-eve/', '/nightlife/new-years-eve']) {
      const data = await client().request<{ entry: Record<string, unknown> }>(ENTRY, { url });
      expect(data.entry).toEqual({
        __typename: 'PageEntry',
        url: '/nightlife/new-years-eve/',
        name: "New Year's Eve",
        layoutId: 'link-farm',
        type: 'LINK_FARM',
        dateBased: false,
        seoMeta: { pageTitle: "Las Vegas New Year's Eve", robots: 'index, follow' },
        content: {
          pageHeader: "New Year's Eve in Las Vegas",
          widgets: [{ widgetType: 'linkFarm', heading: 'Plan your night', columns: [{ links: [{ href: '/nightclubs', text: 'Nightclubs' }] }] }],
        },
      });
    }
    // One cached read per url, tagged for its entry.
    expect(cache.entries().map((e) => e.tags)).toEqual([[contentTags.all, contentTags.entry('/nightlife/new-years-eve/')]]);
  });

  it('answers entry(url) with a product entry', async () => {
    const data = await client().request<{ entry: Record<string, unknown> }>(ENTRY, { url: productEntry.url });
    expect(data.entry).toEqual({
      __typename: 'ProductEntry',
      url: `${productEntry.url}/`,
      id: 1234,
      name: 'The Great Show',
      productType: 'SHOW',
      features: [{ name: 'Duration', description: '90 minutes' }],
      slideshowPhotos: [{ url: '/img/1.jpg', width: 800, height: 533 }],
      latitude: 36.11,
      seoMeta: { priority: 0.8, updateFrequency: 'daily' },
    });
  });

  it('answers null for a url without an entry or that is no path, and caches nothing for it', async () => {
    for (const url of ['/no/such/page/', 'not a path', '//evil.example/', '/' + 'x'.repeat(500)]) {
      expect(await client().request(ENTRY, { url })).toEqual({ entry: null });
    }
    expect(cache.entries()).toEqual([]);
  });

  it('answers the header entry with content.links.navigation, over GET too', async () => {
    const navigation = [
      { title: 'Shows', link: '/shows', dropdownLinks: [] },
      { title: 'Clubs', link: '/nightlife', dropdownLinks: [{ title: 'Bars', link: '/nightlife/bars' }] },
    ];
    expect(await client().request(HEADER, { url: '/header/' })).toEqual({ entry: { content: { links: { navigation } } } });
    const query = new URLSearchParams({ query: HEADER, variables: JSON.stringify({ url: '/header/' }) });
    const got = await raw(new Request(`${ENDPOINT}?${query}`));
    expect(got).toEqual({ status: 200, body: { data: { entry: { content: { links: { navigation } } } } } });
  });

  it('answers a malformed query, an unknown field and a bad body with GraphQL errors, never a 500', async () => {
    // GraphQL over HTTP: a client asking for application/graphql-response+json gets 400 for a
    // document that cannot run; a legacy application/json client gets 200 with the errors.
    const modern = { accept: 'application/graphql-response+json' };
    for (const [headers, status] of [[modern, 400], [{ accept: 'application/json' }, 200]] as const) {
      const syntax = await raw(postJson(JSON.stringify({ query: '{ entry(url: "/header/" { url }' }), headers));
      expect(syntax.status).toBe(status);
      expect(syntax.body.errors?.[0]?.message).toMatch(/^Syntax Error/);
      expect(syntax.body.data).toBeUndefined();

      const unknownField = await raw(postJson(JSON.stringify({ query: '{ entry(url: "/header/") { nope } }' }), headers));
      expect(unknownField.status).toBe(status);
      expect(unknownField.body.errors?.[0]?.message).toMatch(/Cannot query field "nope"/);
    }

    const missingVariable = await raw(postJson(JSON.stringify({ query: ENTRY }), modern));
    expect(missingVariable.status).toBe(400);
    expect(missingVariable.body.errors?.[0]?.message).toMatch(/Variable "\$url" of required type "String!" was not provided/);

    const notJson = await raw(postJson('{"query": '));
    expect(notJson.status).toBe(400);
    expect(notJson.body.errors?.length).toBeGreaterThan(0);

    const tooLarge = await raw(postJson(JSON.stringify({ query: `{ header { url } } # ${'x'.repeat(70_000)}` })));
    expect(tooLarge.status).toBe(413);
    // The same sent chunked (no length declared) is cut once 64 kB and a chunk are read.
    const chunked = chunkedRequest(2 * 1024 * 1024, { 'content-type': 'application/json' }, 'http://localhost/api/graphql');
    expect((await POST(chunked.request)).status).toBe(413);
    expect(chunked.pulled.bytes).toBeLessThanOrEqual(64 * 1024 + 2 * 16 * 1024);

    // Aliases cannot turn one request into thousands of lookups.
    const aliases = Array.from({ length: 11 }, (_, i) => `e${i}: entry(url: "/x${i}/") { url }`).join(' ');
    const flood = await raw(postJson(JSON.stringify({ query: `{ ${aliases} }` }), modern));
    expect(flood.status).toBe(400);
    expect(flood.body.errors?.[0]?.message).toBe('A request may ask for at most 10 entries.');
    const ten = await raw(postJson(JSON.stringify({ query: `{ ${aliases.split(' e10:')[0]} }` }), modern));
    expect(ten.status).toBe(200);

    // graphql-request surfaces them as a ClientError carrying the GraphQL errors.
    await expect(client().request('{ entry(url: 1) { url } }')).rejects.toBeInstanceOf(ClientError);
  });

  it('refuses mutations without the editor token, or with a wrong one, and changes nothing', async () => {
    const changed = { ...pageEntry, data: { ...pageEntry.data, name: 'Changed' } };
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer wrong-token' }, { authorization: EDITOR_TOKEN }];
    for (const headers of attempts) {
      const got = await raw(postJson(JSON.stringify({ query: UPSERT, variables: { entry: changed } }), headers));
      expect(got.status).toBe(200);
      expect(got.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const deleted = await raw(postJson(JSON.stringify({ query: 'mutation { deleteEntry(url: "/header/") }' })));
    expect(deleted.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await findEntry(pageEntry.url, handle.db))?.data).toMatchObject({ name: "New Year's Eve" });
    expect(await findEntry('/header/', handle.db)).not.toBeNull();
    // Mutations are POST only.
    const overGet = await raw(new Request(`${ENDPOINT}?${new URLSearchParams({ query: 'mutation { deleteEntry(url: "/header/") }' })}`, { headers: { authorization: `Bearer ${EDITOR_TOKEN}` } }));
    expect(overGet.status).toBe(405);
  });

  it('lets an editor write through the validated path: bad entries are refused and change nothing; a write expires its pages', async () => {
    const editor = client({ authorization: `Bearer ${EDITOR_TOKEN}` });
    const invalid = { ...pageEntry, data: { ...pageEntry.data, type: 'MAGAZINE', name: 'Changed' } };
    const refused = await raw(postJson(JSON.stringify({ query: UPSERT, variables: { entry: invalid } }), { authorization: `Bearer ${EDITOR_TOKEN}` }));
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.body.errors?.[0]?.message).toMatch(/data\.type/);
    expect((await findEntry(pageEntry.url, handle.db))?.data).toMatchObject({ name: "New Year's Eve", type: 'LINK_FARM' });

    // Pages cached by Next's handler: the one showing the entry goes, the other stays.
    clearCache();
    const pages = new CacheHandler();
    const page = (tags: string[]) => ({ kind: 'APP_PAGE', html: 'x', headers: { 'x-next-cache-tags': tags.join(',') } });
    await pages.set('/nightlife/new-years-eve', page([contentTags.entry(pageEntry.url)]), {});
    await pages.set('/deals', page([contentTags.entry('/deals/')]), {});
    // The data cache entry of the read goes too (what revalidateTag does on a Next server).
    await client().request(ENTRY, { url: pageEntry.url });

    const renamed = { ...pageEntry, data: { ...pageEntry.data, name: 'NYE 2027' } };
    expect(await editor.request(UPSERT, { entry: renamed })).toEqual({ upsertEntry: { url: pageEntry.url } });
    expect(await pages.get('/nightlife/new-years-eve', {})).toBeNull();
    expect(await pages.get('/deals', {})).not.toBeNull();
    cache.expireTags([contentTags.entry(pageEntry.url)]);
    expect(await client().request(ENTRY, { url: pageEntry.url })).toMatchObject({ entry: { name: 'NYE 2027' } });

    // A page at a path the site does not serve is kept, and the editor is told it is shown nowhere.
    const served = gql`
      mutation Upsert($entry: JSON!) {
        upsertEntry(entry: $entry) {
          ... on PageEntry {
            url
            served
          }
        }
      }
    `;
    expect(await editor.request(served, { entry: renamed })).toEqual({ upsertEntry: { url: pageEntry.url, served: true } });
    const offList = { ...pageEntry, url: '/lounge/not-configured-yet/' };
    expect(await editor.request(served, { entry: offList })).toEqual({ upsertEntry: { url: offList.url, served: false } });
    expect(await editor.request('mutation { deleteEntry(url: "/lounge/not-configured-yet/") }')).toEqual({ deleteEntry: true });

    expect(await editor.request('mutation { deleteEntry(url: "/tips/none/") }')).toEqual({ deleteEntry: false });
    await editor.request(UPSERT, { entry: { url: '/tips/one/', type: 'tip', data: { _id: 'one', text: 'Arrive early' } } });
    expect(await editor.request('{ entry(url: "/tips/one/") { __typename ... on BlockEntry { type data } } }')).toEqual({
      entry: { __typename: 'BlockEntry', type: 'tip', data: { _id: 'one', text: 'Arrive early' } },
    });
    expect(await editor.request('mutation { deleteEntry(url: "/tips/one") }')).toEqual({ deleteEntry: true });
    expect(await findEntry('/tips/one/', handle.db)).toBeNull();
  });
});
