import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '@/lib/config/product-types';
import { searchParamsToObject, withBody, withQuery } from '@/lib/http/handler';
import { hidesChrome, pageTypeFor, parseRoute, parseRouteSegments, ROUTE_NAMES, routes, routeRules, CHROME_PARTS } from '@/lib/routes';
import { pageTypeOf } from '@/lib/routes/route-matcher';
import { MALFORMED, samples } from '@/lib/routes/route-samples.fixture';
import {
  assertProperty,
  bodyTextArbitrary,
  isZodSchema,
  jsonNodeArbitrary,
  jsonText,
  nastyText,
  nearSchema,
  queryStringArbitrary,
  schemaVocabulary,
  segmentArbitrary,
  type Vocabulary,
} from '@/tests/helpers/fuzz';

/*
 * Issue 25, "what it must show", for the parsers themselves (no database): every route of
 * lib/routes, every zod schema exported by features/*\/schema.ts and lib/routes, every exported
 * parse* function of lib/ and features/, and the API handler's query and body parsing get
 * generated input and must answer (null, a failed safeParse, a 400), never throw. All of them are
 * found from the code, not listed here; a failure names the seed to replay (FUZZ_SEED).
 */

const RUNS = Number(process.env.FUZZ_RUNS) || 60;
const ROOT = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name).split(path.sep).join('/'))
    .filter((name) => /\.(ts|tsx)$/.test(name) && !/\.(test|fixture|d)\.tsx?$/.test(name) && !name.includes('/components/'))
    .sort();
}

// ---------------------------------------------------------------------------
// lib/routes
// ---------------------------------------------------------------------------

const SAMPLE_PATHS = ROUTE_NAMES.flatMap((name) => [samples[name].fullPath, samples[name].minimalPath]);
const routeVocabulary: Vocabulary = schemaVocabulary([], {
  strings: SAMPLE_PATHS.flatMap((p) => p.split(/[/?&=]/)).filter((s) => s !== ''),
  keys: SAMPLE_PATHS.flatMap((p) => [...p.matchAll(/[?&]([^=&]+)=/g)].map((m) => m[1]!)),
});
const segment = segmentArbitrary(routeVocabulary);

/** A sample path of some route with its segments spoiled, dropped, doubled or badly encoded; or any text. */
const mutatedPath: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.constantFrom(...SAMPLE_PATHS, ...MALFORMED), fc.array(fc.tuple(fc.nat(), fc.constantFrom('replace', 'drop', 'double', 'raw'), segment), { maxLength: 3 }))
    .map(([sample, edits]) => {
      const [pathname, query] = sample.split('?') as [string, string | undefined];
      const parts = pathname.split('/');
      for (const [at, edit, junk] of edits) {
        const i = 1 + (at % Math.max(1, parts.length - 1));
        if (edit === 'replace') parts[i] = encodeSafely(junk);
        if (edit === 'raw') parts[i] = junk;
        if (edit === 'drop') parts.splice(i, 1);
        if (edit === 'double') parts.splice(i, 0, parts[i] ?? '');
      }
      return `${parts.join('/')}${query === undefined ? '' : `?${query}`}`;
    }),
  fc.tuple(fc.array(segment, { maxLength: 7 }), queryStringArbitrary(routeVocabulary)).map(([parts, q]) => `/${parts.join('/')}?${q}`),
  nastyText,
);

function encodeSafely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text;
  }
}

/** searchParams in each form the parsers take: a string, URLSearchParams, a Next.js record (arrays for repeats). */
const searchParamsInput = queryStringArbitrary(routeVocabulary).chain((query) =>
  fc.constantFrom<unknown>(query, new URLSearchParams(query), searchParamsToObject(new URLSearchParams(query)), undefined),
);

describe('lib/routes: every parser answers generated paths with params or null, never throwing', () => {
  const rules = routeRules();

  it('parseRoute, parseRouteSegments, pageTypeFor, the chrome rules and the browser matcher', async () => {
    await assertProperty(
      fc.property(mutatedPath, fc.array(segment, { maxLength: 7 }), searchParamsInput, (url, segments, searchParams) => {
        const parsed = parseRoute(url);
        expect(parsed === null || ROUTE_NAMES.includes(parsed.name)).toBe(true);
        parseRouteSegments(segments, searchParams as never);
        pageTypeFor(url);
        for (const part of CHROME_PARTS) hidesChrome(part, url);
        pageTypeOf(rules, url);
      }),
      RUNS * 10,
    );
  });

  for (const name of ROUTE_NAMES) {
    it(`routes.${name}.parse and parseSegments`, async () => {
      const route = routes[name];
      await assertProperty(
        fc.property(mutatedPath, fc.array(segment, { maxLength: 8 }), searchParamsInput, (url, segments, searchParams) => {
          const byPath = route.parse(url, searchParams as never);
          const bySegments = route.parseSegments(segments, searchParams as never);
          for (const result of [byPath, bySegments]) expect(result === null || typeof result === 'object').toBe(true);
        }),
        RUNS,
      );
    });
  }
});

// ---------------------------------------------------------------------------
// Zod schemas
// ---------------------------------------------------------------------------

const SCHEMA_FILES = [...sourceFiles('features').filter((f) => /^features\/[^/]+\/schema\.ts$/.test(f)), 'lib/routes/params.ts'];

describe('every exported schema of features/*/schema.ts and lib/routes answers generated values without throwing', () => {
  it('finds the schema modules', () => {
    expect(SCHEMA_FILES).toEqual(expect.arrayContaining(['features/seating/schema.ts', 'features/checkout/schema.ts', 'lib/routes/params.ts']));
  });

  for (const file of SCHEMA_FILES) {
    it(file, async () => {
      const imported = (await import(/* @vite-ignore */ `@/${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
      const schemas = Object.entries(imported).filter((entry): entry is [string, z.ZodType] => isZodSchema(entry[1]));
      expect(schemas.length, `${file} exports no zod schema`).toBeGreaterThan(0);
      const vocabulary = schemaVocabulary(schemas.map(([, s]) => s));
      for (const [name, schema] of schemas) {
        const input = fc.oneof(
          nearSchema(schema, vocabulary).map((node) => JSON.parse(jsonText(node)) as unknown),
          jsonNodeArbitrary(vocabulary).map((node) => JSON.parse(jsonText(node)) as unknown),
          nastyText,
          bodyTextArbitrary([schema], vocabulary),
        );
        await assertProperty(
          fc.property(input, (value) => {
            try {
              z.safeParse(schema, value);
            } catch (error) {
              throw new Error(`${file} ${name} threw on ${JSON.stringify(value)?.slice(0, 300)}`, { cause: error });
            }
          }),
          RUNS,
        );
      }
    });
  }
});

// ---------------------------------------------------------------------------
// parse* functions
// ---------------------------------------------------------------------------

/**
 * parse* functions that throw on purpose, with why. Every other exported parse* function of lib/
 * and features/ must take any text without throwing.
 */
const THROWS_BY_DESIGN: Readonly<Record<string, string>> = {
  parseEnv: 'a bad configuration stops the start with a message (lib/env.ts)',
  parseInput: 'throws the invalid-input error the handler answers with 400 (lib/http/handler.ts)',
  parseIntArray: "reads the database driver's int[] text, never a visitor's input",
};

/** A plausible argument by parameter name, for the arguments that are not the text under test. */
function argumentFor(name: string): fc.Arbitrary<unknown> {
  if (name === 'now') return fc.constant(new Date());
  if (name === 'today') return fc.constantFrom('2026-11-26', '2026-02-28', '2026-12-31');
  if (name === 'type') return fc.constantFrom(...PRODUCT_TYPES);
  return fc.oneof(nastyText, fc.constantFrom(...routeVocabulary.strings), fc.constant(undefined), fc.constant(null));
}

const PARSE_FUNCTIONS = ['lib', 'features'].flatMap((dir) =>
  sourceFiles(dir).flatMap((file) =>
    [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/export (?:async )?function (parse[A-Z]\w*)(?:<[^>]*>)?\(([^)]*)\)/g)].map((m) => ({
      file,
      name: m[1]!,
      params: m[2]!
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== '')
        .map((p) => ({ name: p.split(/[?:\s]/)[0]!, type: p.slice(p.indexOf(':') + 1).trim() })),
    })),
  ),
);

describe('every exported parse* function of lib/ and features/ takes generated text without throwing', () => {
  it('finds them', () => {
    expect(PARSE_FUNCTIONS.map((f) => f.name)).toEqual(expect.arrayContaining(['parseMonthSlug', 'parseRoute', 'parseProductImageFile', 'parseExpiry']));
  });

  for (const { file, name, params } of PARSE_FUNCTIONS.filter((f) => !(f.name in THROWS_BY_DESIGN))) {
    it(`${name} (${file})`, async () => {
      const imported = (await import(/* @vite-ignore */ `@/${file.replace(/\.tsx?$/, '')}`)) as Record<string, unknown>;
      const fn = imported[name] as (...args: unknown[]) => unknown;
      expect(typeof fn).toBe('function');
      // The text under test is every parameter that is not a known context (now, today, type); a list takes a list of texts.
      const text = fc.oneof(nastyText, segment, fc.constant(''));
      const args = fc.tuple(
        ...params.map(({ name: param, type }) =>
          ['now', 'today', 'type'].includes(param) ? argumentFor(param) : type.endsWith('[]') ? fc.array(text, { maxLength: 8 }) : text,
        ),
      );
      await assertProperty(
        fc.asyncProperty(args, async (values) => {
          try {
            await fn(...values);
          } catch (error) {
            throw new Error(`${name}(${values.map((v) => JSON.stringify(v)).join(', ')}) threw`, { cause: error });
          }
        }),
        RUNS,
      );
    });
  }
});

// ---------------------------------------------------------------------------
// lib/http/handler.ts
// ---------------------------------------------------------------------------

describe('lib/http/handler: query and body parsing answer 400, never 500', () => {
  const schema = z.object({ id: z.coerce.number().int().positive(), tags: z.array(z.string()).max(3).optional() });
  const vocabulary = schemaVocabulary([schema]);
  const ok = () => ({ ok: true });

  it('withQuery', async () => {
    const handler = withQuery(schema, ok);
    await assertProperty(
      fc.asyncProperty(queryStringArbitrary(vocabulary), async (query) => {
        const response = await handler(new Request(`http://localhost/api/x?${query}`), undefined);
        expect([200, 400], query).toContain(response.status);
      }),
      RUNS,
    );
  });

  it('withBody', async () => {
    const handler = withBody(schema, ok);
    await assertProperty(
      fc.asyncProperty(bodyTextArbitrary([schema], vocabulary), async (body) => {
        const response = await handler(new Request('http://localhost/api/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body }), undefined);
        expect([200, 400], body.slice(0, 200)).toContain(response.status);
      }),
      RUNS,
    );
  });
});
