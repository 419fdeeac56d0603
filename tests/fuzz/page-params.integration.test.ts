// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { isNotFound, redirectOf } from '@/tests/helpers/page-outcome';
import { CART_COOKIE } from '@/features/cart/queries';
import { ORDER_ACCESS_COOKIE } from '@/features/checkout/order-access';
import { VISITOR_COOKIE } from '@/features/social-proof/schema';
import { ROUTE_DECLARATIONS, ROUTE_NAMES, type RouteDeclaration } from '@/lib/routes';
import { MEMBER_DEALS_COOKIE } from '@/lib/member-deals-cookie';
import { samples } from '@/lib/routes/route-samples.fixture';
import { assertProperty, cookieHeaderArbitrary, nastyText, queryStringArbitrary, schemaVocabulary, segmentArbitrary, type Vocabulary } from '@/tests/helpers/fuzz';
import { appFiles, featureSchemas, isDynamic, paramsFromPath, seededValues, sourcePathLiterals, type AppFile } from '@/tests/helpers/fuzz-seeded';
import { cartHoldingSeats } from '@/tests/helpers/carts';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';

/*
 * Issue 25, "what it must show", for pages: every page of the app that takes input (a dynamic
 * segment, searchParams or a cookie), found on disk (app/**\/page.tsx), is called the way Next calls
 * it, with generated params (any text, broken percent-encoding, the paths of every route sample
 * with one part spoiled), query records (repeated and unknown keys) and cookies. Its metadata and
 * its page must render, or end in notFound() or a redirect: never throw anything else (which Next
 * answers with a 500). Pages run outside Next here, so next/headers reads the generated request.
 */

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => new NextRequest('http://localhost/', { headers: request.headers }).cookies,
}));

installTestDataCache();

const RUNS = Number(process.env.FUZZ_RUNS) || 12;
const COOKIE_NAMES = [CART_COOKIE, VISITOR_COOKIE, ORDER_ACCESS_COOKIE, MEMBER_DEALS_COOKIE, 'better-auth.session_token'];

type Params = Record<string, string | string[] | undefined>;
type SearchParams = Record<string, string | string[] | undefined>;
type PageProps = { params: Promise<Params>; searchParams: Promise<SearchParams> };
type PageModule = { default: (props: PageProps) => unknown; generateMetadata?: (props: PageProps) => unknown };

/** A page takes input when its folder has a dynamic segment or its source reads the query or cookies. */
function takesInput(file: AppFile): boolean {
  const source = readFileSync(file.absolute, 'utf8');
  return file.segments.some(isDynamic) || /\bsearchParams\b|\bcookies\(|\bheaders\(/.test(source);
}

const PAGES = appFiles('page');
const WITH_INPUT = PAGES.filter(takesInput);

/** How Next ends a page early: notFound() and redirect() throw errors carrying these digests. */
function outcomeOf(error: unknown): 'not-found' | 'redirect' | null {
  if (isNotFound(error)) return 'not-found';
  if (redirectOf(error) !== null) return 'redirect';
  return null;
}

/** A query string as Next hands it to a page: decoded values, a repeated key as an array. */
function searchParamsOf(query: string): SearchParams {
  const out: SearchParams = {};
  const params = new URLSearchParams(query);
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length === 1 ? values[0] : values;
  }
  return out;
}

function paramsArbitrary(file: AppFile, vocabulary: Vocabulary, known: readonly Params[]): fc.Arbitrary<Params> {
  const segment = segmentArbitrary(vocabulary);
  const dynamics = file.segments.filter(isDynamic);
  const entries = dynamics.map((dynamic) => {
    const value: fc.Arbitrary<string | string[] | undefined> =
      dynamic.kind === 'one'
        ? segment
        : dynamic.kind === 'catchAll'
          ? fc.array(segment, { minLength: 1, maxLength: 6 })
          : fc.option(fc.array(segment, { minLength: 1, maxLength: 6 }), { nil: undefined });
    return value.map((v) => [dynamic.name, v] as const);
  });
  const generated = fc.tuple(...entries).map((pairs): Params => Object.fromEntries(pairs));
  if (known.length === 0 || dynamics.length === 0) return generated;
  // A real path with one part spoiled: one param, or one element of a catch-all, replaced by junk.
  const spoiled = fc.tuple(fc.constantFrom(...known), fc.nat(), fc.nat(), segment).map(([params, which, at, junk]): Params => {
    const dynamic = dynamics[which % dynamics.length]!;
    const current = params[dynamic.name];
    if (Array.isArray(current) && current.length > 0) {
      const copy = [...current];
      copy[at % copy.length] = junk;
      return { ...params, [dynamic.name]: copy };
    }
    return { ...params, [dynamic.name]: dynamic.kind === 'one' ? junk : [junk] };
  });
  // As Next may hand them over: each segment percent-encoded (catch-all params are).
  const encoded = fc.constantFrom(...known).map((params): Params =>
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v.map((s) => encodeURIComponent(s)) : v])),
  );
  return fc.oneof({ weight: 2, arbitrary: generated }, { weight: 2, arbitrary: fc.constantFrom(...known) }, { weight: 3, arbitrary: spoiled }, { weight: 1, arbitrary: encoded });
}

describe.each(testDatabaseKinds())('every page that takes input renders, or is not found, or redirects (%s)', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  let vocabulary: Vocabulary;
  let knownPaths: string[] = [];
  const carts: string[] = [];

  beforeAll(async () => {
    const { cartId } = await cartHoldingSeats(database().db, 1);
    carts.push(cartId);
    const seeded = await seededValues(database().db);
    // Query keys: those every route declares (lib/routes) and the keys of every feature schema.
    const queryKeys = ROUTE_NAMES.flatMap((name) => Object.keys((ROUTE_DECLARATIONS[name] as RouteDeclaration).query ?? {}));
    vocabulary = schemaVocabulary(await featureSchemas(), { keys: queryKeys, numbers: seeded.numbers, strings: [...seeded.strings, cartId] });
    // The sample paths of every route (lib/routes' fixture), the paths in the source, and real product pages.
    const routePaths = ROUTE_NAMES.flatMap((name) => [samples[name].fullPath, samples[name].minimalPath]);
    knownPaths = [...routePaths, ...sourcePathLiterals(), ...seeded.paths];
  });

  it('finds the pages on disk, and every page that takes input is tested', () => {
    expect(PAGES.length).toBeGreaterThanOrEqual(40);
    expect(WITH_INPUT.map((p) => p.file)).toEqual(
      expect.arrayContaining(['[...segments]/page.tsx', 'iv2/paypal/[status]/page.tsx', 'iv2/shared-results/sitesearch/[key]/page.tsx', 'iv2/login/page.tsx']),
    );
  });

  for (const file of WITH_INPUT) {
    it(file.file, async () => {
      const page = (await import(/* @vite-ignore */ file.absolute)) as PageModule;
      const known = knownPaths.map((p) => paramsFromPath(file, p)).filter((p) => p !== null);
      // The queries of this page's own paths (all of them when none has one).
      const withQuery = knownPaths.filter((p) => p.includes('?'));
      const own = withQuery.filter((p) => paramsFromPath(file, p) !== null);
      const knownQueries = (own.length > 0 ? own : withQuery).map((p) => p.slice(p.indexOf('?') + 1));
      // The query of a real path with one value spoiled (?rq=magic -> ?rq=%00).
      const spoiledQuery = (known: readonly string[]) =>
        fc.tuple(fc.constantFrom(...known), fc.nat(), nastyText).map(([q, which, junk]) => {
          const params = [...new URLSearchParams(q)];
          const at = which % Math.max(1, params.length);
          if (params[at]) params[at] = [params[at]![0], junk];
          return new URLSearchParams(params).toString();
        });
      const query = fc.oneof(
        queryStringArbitrary(vocabulary),
        ...(knownQueries.length > 0 ? [fc.constantFrom(...knownQueries), spoiledQuery(knownQueries)] : []),
      );
      const input = fc.record({
        params: paramsArbitrary(file, vocabulary, known),
        query,
        cookie: cookieHeaderArbitrary(COOKIE_NAMES, [...carts, '1']),
      });
      await assertProperty(
        fc.asyncProperty(input, async ({ params, query: queryString, cookie }) => {
          request.headers = new Headers(cookie === '' ? {} : { cookie });
          const props = (): PageProps => ({ params: Promise.resolve(params), searchParams: Promise.resolve(searchParamsOf(queryString)) });
          for (const [part, render] of [
            ['generateMetadata', page.generateMetadata],
            ['page', page.default],
          ] as const) {
            if (render === undefined) continue;
            try {
              await render(props());
            } catch (error) {
              if (outcomeOf(error) !== null) continue;
              throw new Error(`${part} threw (Next answers 500):\nparams: ${JSON.stringify(params)}\nquery: ${queryString}\ncookie: ${cookie}`, { cause: error });
            }
          }
        }),
        RUNS,
      );
    });
  }
});
