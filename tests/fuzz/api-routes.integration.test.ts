// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_COOKIE } from '@/features/cart/queries';
import { ORDER_ACCESS_COOKIE } from '@/features/checkout/order-access';
import { VISITOR_COOKIE } from '@/features/social-proof/schema';
import { MEMBER_DEALS_COOKIE } from '@/lib/member-deals-cookie';
import {
  assertProperty,
  bodyTextArbitrary,
  cookieHeaderArbitrary,
  headerSafeText,
  isZodSchema,
  nearQueryRecord,
  queryStringArbitrary,
  schemaVocabulary,
  segmentArbitrary,
  validExamples,
  type Vocabulary,
} from '@/tests/helpers/fuzz';
import { appFiles, APP_DIR, isDynamic, paramsFromPath, seededValues, sourcePathLiterals, urlPathOf, type AppFile, type SeededValues } from '@/tests/helpers/fuzz-seeded';
import { cartHoldingSeats } from '@/tests/helpers/carts';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';

/*
 * Issue 25, "what it must show": every route handler of the app, found on disk (app/**\/route.ts,
 * so a new route is covered the day it lands), is called directly with generated requests: bodies
 * near its schema with a field spoiled, any JSON, prototype-pollution keys, deep nesting, huge and
 * broken documents; query strings with repeated, unknown and badly encoded keys; path params of any
 * text; cookies (CART_UUID and the others) holding uuids, real carts or junk. On a seeded PGlite
 * database, every answer must be below 500. A failure names the seed to replay it (FUZZ_SEED) and
 * the request; FUZZ_RUNS runs more of them.
 */

installTestDataCache();

const RUNS = Number(process.env.FUZZ_RUNS) || 24;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];
type Handler = (request: Request, context: { params: Promise<Record<string, string | string[] | undefined>> }) => Promise<Response> | Response;

const COOKIE_NAMES = [CART_COOKIE, VISITOR_COOKIE, ORDER_ACCESS_COOKIE, MEMBER_DEALS_COOKIE, 'better-auth.session_token'];

const ROUTES = appFiles('route');
const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).length;

// ---------------------------------------------------------------------------
// What each route reads, from its source: the feature schemas it imports, the keys of inline ones
// ---------------------------------------------------------------------------

const FEATURES_DIR = path.resolve(APP_DIR, '../features');
const SCHEMA_MODULES = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `@/features/${entry.name}/schema`)
  .filter((specifier) => {
    try {
      readFileSync(path.join(FEATURES_DIR, specifier.split('/')[2]!, 'schema.ts'));
      return true;
    } catch {
      return false;
    }
  });

/** The names a route file imports from a features/*\/schema module. */
function importedSchemaNames(source: string): { module: string; names: string[] }[] {
  const out: { module: string; names: string[] }[] = [];
  for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(@\/features\/[^/']+\/schema)'/g)) {
    const names = match[1]!
      .split(',')
      .map((part) => part.trim().replace(/^type\s+/, ''))
      .filter((name) => name.length > 0 && !/\bas\b/.test(name));
    out.push({ module: match[2]!, names });
  }
  return out;
}

/** Keys of inline schemas (`ids: z.string()…`, `cartId: z.uuid()`) in a route file. */
function inlineKeys(source: string): string[] {
  return [...source.matchAll(/([A-Za-z_$][\w$]*)\s*:\s*z\s*\./g)].map((m) => m[1]!);
}

interface RouteUnderTest {
  readonly file: AppFile;
  readonly handlers: Partial<Record<Method, Handler>>;
  readonly schemas: readonly unknown[];
  readonly vocabulary: Vocabulary;
}

async function loadRoute(file: AppFile, allSchemas: readonly unknown[], seeded: SeededValues): Promise<RouteUnderTest> {
  const source = readFileSync(file.absolute, 'utf8');
  const imported = (await import(/* @vite-ignore */ file.absolute)) as Record<string, unknown>;
  const handlers: Partial<Record<Method, Handler>> = {};
  for (const method of METHODS) if (typeof imported[method] === 'function') handlers[method] = imported[method] as Handler;
  const schemas: unknown[] = [];
  for (const { module: specifier, names } of importedSchemaNames(source)) {
    const schemaModule = (await import(/* @vite-ignore */ specifier)) as Record<string, unknown>;
    for (const name of names) if (isZodSchema(schemaModule[name])) schemas.push(schemaModule[name]);
  }
  // A route that hands the request to a feature (better-auth's catch-all): the bodies of that feature's schemas.
  if (schemas.length === 0 && !/\bz\s*\./.test(source)) {
    for (const feature of new Set([...source.matchAll(/from '@\/features\/([^/']+)\//g)].map((m) => m[1]!))) {
      const specifier = `@/features/${feature}/schema`;
      if (!SCHEMA_MODULES.includes(specifier)) continue;
      const schemaModule = (await import(/* @vite-ignore */ specifier)) as Record<string, unknown>;
      schemas.push(...Object.values(schemaModule).filter((value) => isZodSchema(value) && value._zod.def.type === 'object'));
    }
  }
  const vocabulary = schemaVocabulary(schemas.length > 0 ? schemas : allSchemas, {
    keys: inlineKeys(source),
    numbers: seeded.numbers,
    strings: seeded.strings,
  });
  return { file, handlers, schemas, vocabulary };
}

/** Param values for the file's dynamic segments, as Next hands them to the handler (decoded text). */
function paramsArbitrary(file: AppFile, vocabulary: Vocabulary, knownPaths: readonly string[]): fc.Arbitrary<Record<string, string | string[] | undefined>> {
  const segment = segmentArbitrary(vocabulary);
  const entries = file.segments.filter(isDynamic).map((dynamic) => {
    const value: fc.Arbitrary<string | string[] | undefined> =
      dynamic.kind === 'one'
        ? segment
        : dynamic.kind === 'catchAll'
          ? fc.array(segment, { minLength: 1, maxLength: 5 })
          : fc.option(fc.array(segment, { minLength: 1, maxLength: 5 }), { nil: undefined });
    return value.map((v) => [dynamic.name, v] as const);
  });
  const generated = fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs));
  // Params of the paths that exist or that the app calls (better-auth's endpoints, image files, sitemaps).
  const known = knownPaths.map((p) => paramsFromPath(file, p)).filter((p) => p !== null);
  return known.length > 0 && entries.length > 0 ? fc.oneof(generated, fc.constantFrom(...known)) : generated;
}

const CONTENT_TYPES = ['application/json', 'application/json', 'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', null];

interface GeneratedRequest {
  readonly params: Record<string, string | string[] | undefined>;
  readonly query: string;
  readonly body: string;
  readonly contentType: string | null;
  readonly cookie: string;
  readonly forwardedFor: string | null;
  readonly userAgent: string | null;
}

function requestArbitrary(route: RouteUnderTest, seeded: SeededValues, carts: readonly string[], knownPaths: readonly string[]): fc.Arbitrary<GeneratedRequest> {
  const nearQueries = route.schemas.filter((schema) => isZodSchema(schema) && schema._zod.def.type === 'object');
  const validQueries = nearQueries.flatMap((schema) => validExamples(schema, route.vocabulary, { asQuery: true, records: seeded.records })) as Record<string, string>[];
  const nearQuery =
    nearQueries.length > 0
      ? fc.oneof(...nearQueries.map((schema) => nearQueryRecord(schema, route.vocabulary)), ...(validQueries.length > 0 ? [fc.constantFrom(...validQueries)] : []))
      : undefined;
  return fc.record({
    params: paramsArbitrary(route.file, route.vocabulary, knownPaths),
    query: queryStringArbitrary(route.vocabulary, nearQuery),
    body: bodyTextArbitrary(route.schemas, route.vocabulary, seeded.records),
    contentType: fc.constantFrom(...CONTENT_TYPES),
    // Often just the real cart's cookie, so a body naming that cart (the checkout's cartId) is the visitor's own.
    cookie: fc.oneof(cookieHeaderArbitrary(COOKIE_NAMES, [...carts, '1', ...seeded.strings.slice(0, 2)]), fc.constantFrom(...carts.map((cart) => `${CART_COOKIE}=${cart}`))),
    forwardedFor: fc.option(headerSafeText, { nil: null }),
    userAgent: fc.option(fc.oneof(headerSafeText, fc.constant('Googlebot/2.1 (+http://www.google.com/bot.html)')), { nil: null }),
  });
}

function buildRequest(route: RouteUnderTest, method: Method, generated: GeneratedRequest): Request {
  const headers = new Headers();
  if (generated.contentType !== null) headers.set('content-type', generated.contentType);
  if (generated.cookie !== '') headers.set('cookie', generated.cookie);
  if (generated.forwardedFor !== null) headers.set('x-forwarded-for', generated.forwardedFor);
  if (generated.userAgent !== null) headers.set('user-agent', generated.userAgent);
  const url = `http://localhost${urlPathOf(route.file, generated.params)}?${generated.query}`;
  const withBody = method !== 'GET';
  return new Request(url, { method, headers, ...(withBody ? { body: generated.body } : {}) });
}

function describeRequest(method: Method, request: Request, generated: GeneratedRequest): string {
  const body = generated.body.length > 300 ? `${generated.body.slice(0, 300)}… (${generated.body.length} chars)` : generated.body;
  return `${method} ${request.url}\nparams: ${JSON.stringify(generated.params)}\ncookie: ${generated.cookie}\ncontent-type: ${generated.contentType}${method === 'GET' ? '' : `\nbody: ${body}`}`;
}

/**
 * How often each handler answered each status. FUZZ_STATS=file writes them there after the run: a
 * handler that only ever answers 400 is not being reached past its schema (then widen what
 * tests/helpers/fuzz.ts generates for it).
 */
const statuses = {
  seen: {} as Record<string, Record<number, number>>,
  count(handler: string, status: number) {
    const byStatus = (this.seen[handler] ??= {});
    byStatus[status] = (byStatus[status] ?? 0) + 1;
  },
};

describe.each(testDatabaseKinds())('every route handler answers generated requests below 500 (%s)', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const loaded = new Map<string, RouteUnderTest>();
  let seeded: SeededValues;
  const carts: string[] = [];
  let knownPaths: string[] = [];

  afterAll(() => {
    if (process.env.FUZZ_STATS) writeFileSync(process.env.FUZZ_STATS, `${JSON.stringify(statuses.seen, null, 1)}\n`);
  });

  beforeAll(async () => {
    // A real cart holding two seats, with guest information: generated CART_UUID cookies also name it.
    const { cartId, show } = await cartHoldingSeats(database().db, 0);
    carts.push(cartId);
    const found = await seededValues(database().db);
    seeded = {
      ...found,
      numbers: [...found.numbers, show.performanceId, show.skuId, ...show.seats.map((s) => s.id)],
      strings: [...found.strings, cartId],
      records: [
        ...found.records,
        { kind: 'seats', performanceId: show.performanceId, skuId: show.skuId, seatIds: show.seats.map((s) => s.id), productId: show.productId },
        { cartId },
      ],
    };
    knownPaths = [...sourcePathLiterals(), ...seeded.paths];
    const allSchemas: unknown[] = [];
    for (const specifier of SCHEMA_MODULES) {
      const schemaModule = (await import(/* @vite-ignore */ specifier)) as Record<string, unknown>;
      allSchemas.push(...Object.values(schemaModule).filter(isZodSchema));
    }
    for (const file of ROUTES) loaded.set(file.file, await loadRoute(file, allSchemas, seeded));
  });

  it('finds the route files on disk', () => {
    expect(ROUTES.map((r) => r.file)).toContain('api/holds/route.ts');
    expect(ROUTES.map((r) => r.file)).toContain('api/performances/[performanceId]/seats/route.ts');
    expect(ROUTES.length).toBeGreaterThanOrEqual(40);
  });

  for (const file of ROUTES) {
    it(file.file, async () => {
      const route = loaded.get(file.file);
      expect(route, `${file.file} did not load`).toBeDefined();
      const methods = Object.keys(route!.handlers) as Method[];
      expect(methods.length, `${file.file} exports no handler`).toBeGreaterThan(0);
      for (const method of methods) {
        const handler = route!.handlers[method]!;
        await assertProperty(
          fc.asyncProperty(requestArbitrary(route!, seeded, carts, knownPaths), async (generated) => {
            const request = buildRequest(route!, method, generated);
            let response: Response;
            try {
              response = await handler(request, { params: Promise.resolve(generated.params) });
            } catch (error) {
              throw new Error(`threw instead of answering (Next answers 500):\n${describeRequest(method, request, generated)}`, { cause: error });
            }
            statuses.count(`${method} /${file.file}`, response.status);
            // A __proto__ or constructor key must not have reached Object.prototype.
            if (Object.getOwnPropertyNames(Object.prototype).length !== PROTOTYPE_KEYS) {
              throw new Error(`polluted Object.prototype:\n${describeRequest(method, request, generated)}`);
            }
            if (response.status >= 500) {
              const text = await response.text();
              throw new Error(`answered ${response.status} ${text.slice(0, 200)}:\n${describeRequest(method, request, generated)}`);
            }
          }),
          RUNS,
        );
      }
    });
  }
});
