import { describe, expect, it } from 'vitest';
import { ZodOptional } from 'zod';
import type { z } from 'zod';
import { LINE_PAGES } from '../config/product-types';
import { urlCodecOf } from './define-route';
import { isoDateSchema, positiveIntegerPattern, URL_FRAGMENTS } from './params';
import { expandFragments } from './route-matcher';
import { samples } from './route-samples.fixture';
import { ROUTE_DECLARATIONS, ROUTE_NAMES } from './routes';

/**
 * Every path parameter's regex pattern (what the browser matches with) must accept exactly
 * the url texts its zod schema accepts (what the server parses with).
 */

function regexpOf(schema: z.ZodType): RegExp {
  const pattern = urlCodecOf(schema).pattern;
  const source = pattern === undefined ? null : expandFragments(pattern, URL_FRAGMENTS);
  if (source === null) throw new Error('no pattern');
  return new RegExp(`^(?:${source})$`);
}

function accepts(schema: z.ZodType, text: string): boolean {
  return schema.safeParse(urlCodecOf(schema).read(text)).success;
}

/** Deterministic pseudo-random numbers (a 32-bit LCG) so failures reproduce. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

const SAMPLE_TEXTS: readonly string[] = ROUTE_NAMES.flatMap((name) =>
  [samples[name].fullPath, samples[name].minimalPath].flatMap((path) => {
    const segments = path.split('?')[0]!.split('/').slice(1).map(decodeURIComponent);
    // Single segments, and runs of segments for the parameters that span several.
    return segments.flatMap((_, i) => [1, 2, 3, 4, 6, 7].map((n) => segments.slice(i, i + n).join('/')));
  }),
);

const EDGE_TEXTS: readonly string[] = [
  '',
  ' ',
  '0',
  '00',
  '01',
  '-1',
  '+1',
  '1e3',
  '1.5',
  ' 1',
  '1 ',
  'all',
  'any',
  'ALL',
  'Any',
  'none',
  'VG-123456',
  'VG-12345',
  'VG-123456789012',
  'VG-1234567890123',
  'vg-123456',
  '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
  '3F2B8C1E-9A4D-4E6F-8B7A-1C2D3E4F5A6B',
  '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6',
  '3f2b8c1e9a4d4e6f8b7a1c2d3e4f5a6b',
  'g f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
  'a',
  'a-b',
  'a--b',
  '-a',
  'a-',
  'A',
  'a_b',
  'a.b',
  '.',
  '..',
  '.a',
  '_a',
  'a,b',
  'a,,b',
  ',a',
  'Cuisine-12,HOTEL-5',
  'Any',
  'a~b',
  'a:b',
  'december',
  'january',
  'Ma',
  '2026',
  '2000',
  '2099',
  '2100',
  '1999',
  '202',
  'december-2026',
  'december-1999',
  'December-2026',
  'approved',
  'cancelled',
  'declined',
  'popular',
  'price',
  'vibe',
  'price-low-high',
  'iv2',
  'iv2/cart',
  'api/x',
  '_next',
  'mytrip/app',
  'lounge/iv2',
  'a/b',
  'a/b/c',
  'a/b/c/d',
  'a/b/c/d/e/f',
  'a/b/c/d/e/f/g',
  'a//b',
  'a/',
  '/a',
  ...Object.values(LINE_PAGES).flatMap((path) => [path.slice(1), path.slice(1).toUpperCase(), `${path.slice(1)}/x`]),
  ...[15, 16, 64, 65, 119, 120, 121, 128, 129, 200, 201, 256, 257].flatMap((n) => ['a'.repeat(n), `${'a'.repeat(n - 2)}-b`, `${'1,'.repeat(n / 2)}`]),
];

/** Boundaries of the id range (1..2147483647, canonical) and random integers of every length. */
const NUMBER_TEXTS: readonly string[] = (() => {
  const next = random(7);
  const out = ['1', '9', '10', '99', '999999999', '1000000000', '1999999999', '2000000000', '2147483646', '2147483647', '2147483648'];
  for (let i = 2_147_483_600; i < 2_147_483_700; i += 1) out.push(String(i));
  for (let i = 0; i < 3_000; i += 1) {
    const length = 1 + Math.floor(next() * 11);
    let digits = '';
    for (let d = 0; d < length; d += 1) digits += String(Math.floor(next() * 10));
    out.push(digits);
  }
  return out;
})();

/** Every day-of-month shape in a spread of years, Feb 28-30 in every year 0000-9999, and times. */
const DATE_TEXTS: readonly string[] = (() => {
  const out: string[] = [];
  for (const year of [0, 4, 100, 400, 1900, 1999, 2000, 2024, 2026, 2028, 2100, 2400, 9996, 9999]) {
    for (let month = 0; month <= 13; month += 1) {
      for (let day = 0; day <= 32; day += 1) out.push(`${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);
    }
  }
  for (let year = 0; year <= 9999; year += 1) for (const day of [28, 29, 30]) out.push(`${pad(year, 4)}-02-${pad(day, 2)}`);
  out.push('2026-1-01', '2026-01-1', '20260101', '2026/01/01', '12026-01-01', '2026-01-01 ');
  for (const time of ['00:00', '23:59', '24:00', '23:60', '9:30', '09:30', '19:30:00', '19:30Z']) {
    out.push(`2026-12-01T${time}`, `2026-02-29T${time}`, `2028-02-29T${time}`);
  }
  return out;
})();

const RANDOM_TEXTS: readonly string[] = (() => {
  const next = random(11);
  const alphabet = 'az09AZ-_.~,:T/ %';
  const out: string[] = [];
  for (let i = 0; i < 3_000; i += 1) {
    const length = Math.floor(next() * 14);
    let text = '';
    for (let c = 0; c < length; c += 1) text += alphabet.charAt(Math.floor(next() * alphabet.length));
    out.push(text);
  }
  return out;
})();

const CORPUS: readonly string[] = [...new Set([...SAMPLE_TEXTS, ...EDGE_TEXTS, ...NUMBER_TEXTS, ...RANDOM_TEXTS])];

/** Each distinct path parameter schema (optional or not), labelled by its first use. */
const PATH_PARAMS: readonly (readonly [string, z.ZodType])[] = (() => {
  const seen = new Map<z.ZodType, string>();
  for (const [name, declaration] of Object.entries(ROUTE_DECLARATIONS)) {
    const params: Record<string, z.ZodType> = 'params' in declaration ? declaration.params : {};
    for (const [key, schema] of Object.entries(params)) {
      const inner = schema instanceof ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
      if (!seen.has(inner)) seen.set(inner, `${name}.${key}`);
    }
  }
  return [...seen].map(([schema, label]) => [label, schema] as const);
})();

describe('path parameter patterns accept exactly what their schemas accept', () => {
  for (const [label, schema] of PATH_PARAMS) {
    it(label, () => {
      const regexp = regexpOf(schema);
      const texts = label.endsWith('Date') || label.endsWith('dateTime') ? [...CORPUS, ...DATE_TEXTS] : CORPUS;
      const disagreements = texts.filter((text) => regexp.test(text) !== accepts(schema, text));
      expect(disagreements).toEqual([]);
      // The corpus holds values each parameter accepts, so the check is not vacuous.
      expect(texts.some((text) => accepts(schema, text))).toBe(true);
    });
  }
});

describe('pattern helpers', () => {
  it('writes the integers 1..max for any max', () => {
    for (const max of [1, 5, 9, 10, 19, 20, 99, 100, 101, 250, 1000, 2_147_483_647]) {
      const regexp = new RegExp(`^(?:${positiveIntegerPattern(max)})$`);
      for (let n = 0; n <= Math.min(max + 20, 3_000); n += 1) expect(regexp.test(String(n)), `${n} <= ${max}`).toBe(n >= 1 && n <= max);
      expect(regexp.test(String(max))).toBe(true);
      expect(regexp.test(String(max + 1))).toBe(false);
      expect(regexp.test(`0${max}`)).toBe(false);
    }
  });

  it('knows the leap years of the Gregorian calendar', () => {
    const regexp = regexpOf(isoDateSchema);
    expect(['2000-02-29', '2024-02-29', '2400-02-29', '0000-02-29'].every((date) => regexp.test(date))).toBe(true);
    expect(['1900-02-29', '2100-02-29', '2026-02-29', '2026-02-30'].some((date) => regexp.test(date))).toBe(false);
  });
});
