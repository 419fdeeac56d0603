import fc from 'fast-check';
import { z } from 'zod';

/**
 * Generated input for the property-based tests of issue 25 ("throws generated values at every
 * route parser and API body and gets a 4xx or a 404, never a 500"): nasty text, malformed
 * percent-encoding, JSON bodies (wrong types, huge strings, unicode, prototype-pollution keys,
 * deep nesting), query strings, path segments and cookies. Shaped by what the code reads: the
 * keys, enum options and literals of the zod schemas under test (`schemaVocabulary`) and values
 * near a schema (`nearSchema`), so that generated input reaches past the first type check.
 *
 * Every property runs with one seed: FUZZ_SEED when set, else a fixed one, so a run is
 * reproducible; a failure names the seed and fast-check's path to replay it.
 */

const DEFAULT_SEED = 20_251_126;

export function fuzzSeed(): number {
  const fromEnv = Number(process.env.FUZZ_SEED);
  return Number.isSafeInteger(fromEnv) ? fromEnv : DEFAULT_SEED;
}

/** fc.assert with the run's seed; a failure's message says how to replay it. */
export async function assertProperty<Ts extends [unknown, ...unknown[]]>(
  property: fc.IAsyncPropertyWithHooks<Ts> | fc.IPropertyWithHooks<Ts>,
  numRuns: number,
): Promise<void> {
  const seed = fuzzSeed();
  try {
    await fc.assert(property, { seed, numRuns, endOnFailure: false });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Replay with FUZZ_SEED=${seed} (fast-check seed ${seed}):\n${message}`, { cause: error });
  }
}

// ---------------------------------------------------------------------------
// What the schemas read
// ---------------------------------------------------------------------------

/** Object keys, enum options and literals found in schemas, with a few values every shop reads. */
export interface Vocabulary {
  readonly keys: readonly string[];
  readonly strings: readonly string[];
  readonly numbers: readonly number[];
}

type ZodLike = { _zod: { def: Record<string, unknown> & { type: string } } };

export function isZodSchema(value: unknown): value is ZodLike {
  if (typeof value !== 'object' || value === null || !('_zod' in value)) return false;
  const inner = (value as { _zod: unknown })._zod;
  if (typeof inner !== 'object' || inner === null || !('def' in inner)) return false;
  const def = (inner as { def: unknown }).def;
  return typeof def === 'object' && def !== null && typeof (def as { type?: unknown }).type === 'string';
}

function defOf(schema: ZodLike): Record<string, unknown> & { type: string } {
  return schema._zod.def;
}

/** The zod schemas directly inside a def (shape values, options, inner types, elements). */
function childSchemas(def: Record<string, unknown>): ZodLike[] {
  const out: ZodLike[] = [];
  for (const value of Object.values(def)) {
    if (isZodSchema(value)) out.push(value);
    else if (Array.isArray(value)) out.push(...value.filter(isZodSchema));
    else if (typeof value === 'object' && value !== null && !isZodSchema(value)) {
      // def.shape of an object: a record of schemas.
      for (const inner of Object.values(value as Record<string, unknown>)) if (isZodSchema(inner)) out.push(inner);
    }
  }
  return out;
}

const BASE_STRINGS = [
  '',
  ' ',
  'seats',
  'ga',
  'card',
  'paypal',
  'approved',
  'cancelled',
  'a@example.com',
  'lin@example.com',
  '4242 4242 4242 4242',
  '4000000000000002',
  '12/31',
  '123',
  '89109',
  'US',
  '702 555 0102',
  'VG-123456',
  '00000000-0000-0000-0000-000000000000',
  '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
  '2026-12-01',
  '2026-12-05',
  '2026-02-30',
  '2026-12',
  '2026-12-01T19:30',
  'december-2026',
  'SHOW',
  'HOTEL',
  'all',
  'any',
];
/** Plausible form values: what a visitor types into the shop's forms, so near-valid bodies pass field checks. */
const PLAUSIBLE_STRINGS = [
  'Lin',
  'Chen',
  'Ada Lovelace',
  'What time does the show start?',
  'A question about my tickets for Saturday night, please call me back.',
  'Happy birthday! Enjoy the show.',
  'Password123!',
  'correct horse battery staple',
  '/iv2/cart',
  '/mytrip/app/MyAccountLogin',
  'VG-000123',
  'VG-123456789',
  '12/2031',
  '1/31',
  '4111 1111 1111 1111',
  '5555555555554444',
  'SAVE10',
  'GIFT1234',
  'magic',
  'las',
  'LAS',
  'insider',
  'footer',
  // Text that passes a length check and still may upset a database or a mailer.
  'Ada\u0000Lovelace',
  'A question\u0000 about my tickets for Saturday night.',
  'Lin\uD800',
  "Zoë O'Brien 😀",
  'Robert"); DROP TABLE carts;--',
  '1',
  '2',
  '12',
  '100',
];
const BASE_NUMBERS = [0, 1, 2, 5, 12, 13, 50, 51, 100, -1, 0.5, 2_147_483_647, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1e21, -0];

/** Every object key, enum option and literal reachable from the schemas (cycles and repeats skipped). */
export function schemaVocabulary(schemas: readonly unknown[], extra: Partial<Vocabulary> = {}): Vocabulary {
  const keys = new Set<string>(extra.keys ?? []);
  const strings = new Set<string>([...BASE_STRINGS, ...PLAUSIBLE_STRINGS, ...(extra.strings ?? [])]);
  const numbers = new Set<number>([...BASE_NUMBERS, ...(extra.numbers ?? [])]);
  const seen = new Set<unknown>();
  const visit = (schema: ZodLike) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    const def = defOf(schema);
    if (def.type === 'object' && typeof def.shape === 'object' && def.shape !== null) for (const key of Object.keys(def.shape)) keys.add(key);
    if (def.type === 'enum' && typeof def.entries === 'object' && def.entries !== null) {
      for (const value of Object.values(def.entries as Record<string, unknown>)) {
        if (typeof value === 'string') strings.add(value);
        if (typeof value === 'number') numbers.add(value);
      }
    }
    if (def.type === 'literal' && Array.isArray(def.values)) {
      for (const value of def.values as unknown[]) {
        if (typeof value === 'string') strings.add(value);
        if (typeof value === 'number') numbers.add(value);
      }
    }
    if (def.type === 'lazy' && typeof def.getter === 'function') {
      const inner = (def.getter as () => unknown)();
      if (isZodSchema(inner)) visit(inner);
    }
    for (const child of childSchemas(def)) visit(child);
  };
  for (const schema of schemas) if (isZodSchema(schema)) visit(schema);
  return { keys: [...keys], strings: [...strings], numbers: [...numbers] };
}

// ---------------------------------------------------------------------------
// Text
// ---------------------------------------------------------------------------

/** Strings that broke parsers somewhere once: encodings, paths, numbers in disguise, keys of Object.prototype. */
export const NASTY_STRINGS: readonly string[] = [
  '%',
  '%%',
  '%ZZ',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  '%2F',
  '%252F',
  '..',
  '.',
  '../../etc/passwd',
  '/',
  '//evil.example',
  '\\',
  '\u0000',
  '\r\n',
  '\uFEFF',
  '\uD800',
  '\uDFFF',
  '😀',
  'é',
  'İ',
  'ß',
  'ﬀ',
  '\u202E',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'NaN',
  'Infinity',
  '-Infinity',
  'undefined',
  'null',
  'true',
  '0x10',
  '1e309',
  '-0',
  '00',
  '01',
  '+1',
  ' 1',
  '1 ',
  '99999999999999999999',
  '2147483648',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '${7*7}',
  '{{7*7}}',
  'a'.repeat(300),
];

/** A string with broken percent-encoding somewhere in it. */
export const malformedPercent: fc.Arbitrary<string> = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('%', '%Z', '%ZZ', '%G1', '%E0%A4%A', '%C3', '%FF%FE', '%u0041', '%%'), fc.string({ maxLength: 8 }))
  .map(([a, bad, b]) => `${a}${bad}${b}`);

const loneSurrogates = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => `x${String.fromCharCode(code)}y`);

/** Any text: ascii, full unicode (graphemes, lone surrogates), nasty constants, broken encodings, long runs. */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: loneSurrogates },
  { weight: 3, arbitrary: fc.tuple(fc.string({ maxLength: 6 }), fc.constantFrom('\u0000', '\u0000', '\u0000', '\u0001', '\u001f', '\u007f', '\u2028'), fc.string({ maxLength: 6 })).map((parts) => parts.join('')) },
  { weight: 2, arbitrary: malformedPercent },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(5_000), '9'.repeat(400), '😀'.repeat(2_000)) },
);

/** Text a header may carry (ByteString): printable latin-1 only, with the nasty ascii ones. */
export const headerSafeText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS.filter((s) => /^[\x20-\x7e]*$/.test(s))),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 }),
  malformedPercent.map((s) => s.replace(/[^\x20-\x7e]/g, '')),
  fc.uuid(),
);

// ---------------------------------------------------------------------------
// JSON
// ---------------------------------------------------------------------------

/**
 * A JSON document as text. Built as text (not JSON.stringify of an object) so it can carry what a
 * client can send and a JS object cannot hold: `__proto__` as an own key, repeated keys.
 */
type JsonNode =
  | { readonly t: 'raw'; readonly text: string }
  | { readonly t: 'array'; readonly items: readonly JsonNode[] }
  | { readonly t: 'object'; readonly entries: readonly (readonly [string, JsonNode])[] };

export function jsonText(node: JsonNode): string {
  if (node.t === 'raw') return node.text;
  if (node.t === 'array') return `[${node.items.map(jsonText).join(',')}]`;
  return `{${node.entries.map(([key, value]) => `${JSON.stringify(key)}:${jsonText(value)}`).join(',')}}`;
}

const raw = (value: unknown): JsonNode => ({ t: 'raw', text: JSON.stringify(value) ?? 'null' });

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];

/** A scalar of any JSON type, drawn toward what the schemas read. */
export function scalarArbitrary(vocabulary: Vocabulary): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: nastyText },
    { weight: 3, arbitrary: vocabulary.strings.length > 0 ? fc.constantFrom(...vocabulary.strings) : fc.string() },
    { weight: 3, arbitrary: fc.constantFrom(...vocabulary.numbers) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.uuid() },
  );
}

/** A JSON tree: objects keyed by the vocabulary (and pollution keys, and anything), arrays, scalars. */
export function jsonNodeArbitrary(vocabulary: Vocabulary, maxDepth = 3): fc.Arbitrary<JsonNode> {
  const key = fc.oneof(
    { weight: 5, arbitrary: vocabulary.keys.length > 0 ? fc.constantFrom(...vocabulary.keys) : fc.string() },
    { weight: 1, arbitrary: fc.constantFrom(...POLLUTION_KEYS) },
    { weight: 1, arbitrary: nastyText },
  );
  const scalar = scalarArbitrary(vocabulary).map(raw);
  const { node } = fc.letrec<{ node: JsonNode }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', maxDepth, withCrossShrink: true },
      { weight: 3, arbitrary: scalar },
      { weight: 1, arbitrary: fc.array(tie('node'), { maxLength: 5 }).map((items): JsonNode => ({ t: 'array', items })) },
      {
        weight: 3,
        arbitrary: fc.array(fc.tuple(key, tie('node')), { maxLength: 8 }).map((entries): JsonNode => ({ t: 'object', entries })),
      },
    ),
  }));
  return node;
}

const STRUCTURAL = new Set(['object', 'array', 'tuple', 'union', 'intersection', 'optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional', 'lazy', 'record']);

/** The vocabulary's values (strings, numbers, numbers as text, booleans, null) that the leaf schema accepts. */
function acceptedCandidates(schema: ZodLike, vocabulary: Vocabulary): unknown[] {
  const candidates: unknown[] = [...vocabulary.strings, ...vocabulary.numbers, ...vocabulary.numbers.map(String), true, false, null];
  const accepted: unknown[] = [];
  for (const candidate of candidates) {
    try {
      if (z.safeParse(schema as unknown as z.ZodType, candidate).success) accepted.push(candidate);
    } catch {
      // A schema that throws on a value is for the schema property test to report, not here.
    }
  }
  return accepted;
}

/**
 * A value near what the schema accepts: the right keys and structure, and at each leaf mostly a
 * vocabulary value the leaf accepts (found by parsing every candidate with it), sometimes junk.
 */
export function nearSchema(schema: unknown, vocabulary: Vocabulary, depth = 0): fc.Arbitrary<JsonNode> {
  const scalar = scalarArbitrary(vocabulary).map(raw);
  if (!isZodSchema(schema) || depth > 6) return scalar;
  const def = defOf(schema);
  const inner = (name: string) => nearSchema(def[name], vocabulary, depth + 1);
  if (def.type === 'pipe' && isZodSchema(def.in) && STRUCTURAL.has(defOf(def.in).type)) return inner('in');
  if (!STRUCTURAL.has(def.type)) {
    const accepted = acceptedCandidates(schema, vocabulary);
    const fallback = leafFallback(def, vocabulary, scalar);
    return accepted.length > 0 ? fc.oneof({ weight: 20, arbitrary: fc.constantFrom(...accepted).map(raw) }, { weight: 1, arbitrary: fallback }) : fallback;
  }
  switch (def.type) {
    case 'object': {
      const shape = (def.shape ?? {}) as Record<string, unknown>;
      // Required fields are nearly always there, optional ones half the time (spoiling a valid body is bodyTextArbitrary's job).
      const fields = Object.entries(shape).map(([key, child]) =>
        fc.option(nearSchema(child, vocabulary, depth + 1), { freq: isOptional(child) ? 2 : 30, nil: undefined }).map((value) => [key, value] as const),
      );
      return fc.tuple(...fields).map((pairs): JsonNode => ({
        t: 'object',
        entries: pairs.filter((pair): pair is readonly [string, JsonNode] => pair[1] !== undefined),
      }));
    }
    case 'array':
      return fc.array(inner('element'), { maxLength: 14 }).map((items): JsonNode => ({ t: 'array', items }));
    case 'tuple': {
      const items = Array.isArray(def.items) ? (def.items as unknown[]) : [];
      return fc.tuple(...items.map((item) => nearSchema(item, vocabulary, depth + 1))).map((nodes): JsonNode => ({ t: 'array', items: nodes }));
    }
    case 'union': {
      const options = Array.isArray(def.options) ? (def.options as unknown[]) : [];
      return options.length === 0 ? scalar : fc.oneof(...options.map((option) => nearSchema(option, vocabulary, depth + 1)));
    }
    case 'intersection':
      return fc.oneof(inner('left'), inner('right'));
    case 'lazy':
      return typeof def.getter === 'function' ? nearSchema((def.getter as () => unknown)(), vocabulary, depth + 1) : scalar;
    case 'record':
      return fc
        .array(fc.tuple(fc.oneof(fc.constantFrom(...POLLUTION_KEYS), fc.string({ maxLength: 10 })), inner('valueType')), { maxLength: 4 })
        .map((entries): JsonNode => ({ t: 'object', entries }));
    default:
      // optional, nullable, default and the other wrappers: the value they wrap.
      return inner('innerType');
  }
}

function isOptional(schema: unknown): boolean {
  return isZodSchema(schema) && defOf(schema).type === 'optional';
}

/** A leaf's value when no vocabulary value passes it: by its type, or junk. */
function leafFallback(def: Record<string, unknown> & { type: string }, vocabulary: Vocabulary, scalar: fc.Arbitrary<JsonNode>): fc.Arbitrary<JsonNode> {
  switch (def.type) {
    case 'literal':
      return Array.isArray(def.values) && def.values.length > 0 ? fc.constantFrom(...(def.values as unknown[])).map(raw) : scalar;
    case 'enum': {
      const values = Object.values((def.entries ?? {}) as Record<string, unknown>);
      return values.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...values).map(raw) }, { weight: 1, arbitrary: scalar }) : scalar;
    }
    case 'number':
    case 'int':
      return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...vocabulary.numbers) }, { weight: 1, arbitrary: scalarArbitrary(vocabulary) }).map(raw);
    case 'boolean':
      return fc.oneof({ weight: 4, arbitrary: fc.boolean() }, { weight: 1, arbitrary: scalarArbitrary(vocabulary) }).map(raw);
    case 'string': {
      const format = typeof def.format === 'string' ? def.format : null;
      const formatted = format === 'email' ? fc.emailAddress() : format === 'uuid' || format === 'guid' ? fc.uuid() : null;
      return (formatted ? fc.oneof({ weight: 3, arbitrary: formatted }, { weight: 2, arbitrary: scalarArbitrary(vocabulary) }) : scalarArbitrary(vocabulary)).map(raw);
    }
    default:
      return scalar;
  }
}

/** Replaces one value somewhere in the tree with generated junk (the near-valid body with one bad field). */
function spoil(node: JsonNode, path: readonly number[], junk: JsonNode): JsonNode {
  const [head, ...rest] = path;
  if (head === undefined) return junk;
  if (node.t === 'object' && node.entries.length > 0) {
    const index = head % node.entries.length;
    return { t: 'object', entries: node.entries.map(([key, value], i) => [key, i === index ? spoil(value, rest, junk) : value] as const) };
  }
  if (node.t === 'array' && node.items.length > 0) {
    const index = head % node.items.length;
    return { t: 'array', items: node.items.map((value, i) => (i === index ? spoil(value, rest, junk) : value)) };
  }
  return junk;
}

/** Adds a pollution key (or a repeated key) at the top of an object. */
function pollute(node: JsonNode, key: string, junk: JsonNode): JsonNode {
  return node.t === 'object' ? { t: 'object', entries: [[key, junk], ...node.entries] } : node;
}

/** Deep nesting, huge and odd documents that no schema shapes. */
const hostileJsonText = fc.constantFrom(
  '',
  ' ',
  'null',
  '0',
  '"x"',
  '[]',
  '{}',
  'true',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  '\uFEFF{}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`,
  JSON.stringify({ a: 'x'.repeat(70 * 1024) }),
  JSON.stringify({ a: '😀'.repeat(10_000) }),
  `{"a":1e999999}`,
  `{"a":${'9'.repeat(500)}}`,
  '\u0000',
  '{"a":"\\ud800"}',
);

/**
 * A request body as text: mostly near one of `schemas` with a field spoiled or a pollution key
 * added, else any JSON tree over the vocabulary, else hostile text.
 */
export function bodyTextArbitrary(
  schemas: readonly unknown[],
  vocabulary: Vocabulary,
  records: readonly Readonly<Record<string, unknown>>[] = [],
): fc.Arbitrary<string> {
  const any = jsonNodeArbitrary(vocabulary);
  // Without a schema to shape them (a route with an inline one), the facts themselves are bodies too.
  const valid = (schemas.length > 0 ? schemas.flatMap((schema) => validExamples(schema, vocabulary, { records })) : records).map(nodeOf);
  const nearOnly = schemas.length > 0 ? fc.oneof(...schemas.map((schema) => nearSchema(schema, vocabulary))) : any;
  const near = valid.length > 0 ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...valid) }, { weight: 1, arbitrary: nearOnly }) : nearOnly;
  const spoiled = fc
    .tuple(near, fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), fc.oneof(scalarArbitrary(vocabulary).map(raw), any))
    .map(([node, path, junk]) => spoil(node, path, junk));
  const polluted = fc
    .tuple(near, fc.constantFrom(...POLLUTION_KEYS), any)
    .map(([node, key, junk]) => pollute(node, key, junk));
  return fc.oneof(
    { weight: 3, arbitrary: near.map(jsonText) },
    { weight: 4, arbitrary: spoiled.map(jsonText) },
    { weight: 1, arbitrary: polluted.map(jsonText) },
    { weight: 2, arbitrary: any.map(jsonText) },
    { weight: 1, arbitrary: hostileJsonText },
  );
}

// ---------------------------------------------------------------------------
// Urls and cookies
// ---------------------------------------------------------------------------

/** One path segment as it may reach a handler: decoded text, ids and values the app reads, broken encodings. */
export function segmentArbitrary(vocabulary: Vocabulary): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: nastyText },
    { weight: 2, arbitrary: fc.constantFrom(...vocabulary.numbers).map(String) },
    { weight: 2, arbitrary: vocabulary.strings.length > 0 ? fc.constantFrom(...vocabulary.strings) : fc.string() },
    { weight: 1, arbitrary: fc.nat({ max: 5_000 }).map(String) },
    { weight: 1, arbitrary: fc.uuid() },
  );
}

/**
 * A query string as the client writes it: keys the schemas read (and junk and pollution keys),
 * values properly encoded or raw, repeated keys, broken percent-encoding.
 */
export function queryStringArbitrary(vocabulary: Vocabulary, near?: fc.Arbitrary<Record<string, string>>): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 5, arbitrary: vocabulary.keys.length > 0 ? fc.constantFrom(...vocabulary.keys) : fc.string() },
    { weight: 1, arbitrary: fc.constantFrom(...POLLUTION_KEYS, 'utm_source', 'gclid') },
    { weight: 1, arbitrary: nastyText },
  );
  const value = fc.oneof(segmentArbitrary(vocabulary), fc.array(fc.constantFrom(...vocabulary.numbers).map(String), { maxLength: 120 }).map((ids) => ids.join(',')));
  const encoded = fc.array(fc.tuple(key, value), { maxLength: 6 }).map((pairs) => new URLSearchParams(pairs.map(([k, v]) => [k, v])).toString());
  const rawPairs = fc
    .array(fc.tuple(key, value), { maxLength: 6 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
  const fromNear = near ? near.map((record) => new URLSearchParams(record).toString()) : encoded;
  return fc.oneof(
    { weight: 3, arbitrary: encoded },
    { weight: 2, arbitrary: rawPairs },
    { weight: 3, arbitrary: fromNear },
    { weight: 1, arbitrary: fc.tuple(fromNear, malformedPercent).map(([q, bad]) => `${q}&${bad}=${bad}`) },
    { weight: 1, arbitrary: fc.constantFrom('', '?', '&&&', '=', '%', 'a=%', '%=%', 'a=1&a=2', '__proto__=1', 'a[b]=1', '&=&') },
  );
}

/** A query record near a query schema (every value a string, as URLSearchParams gives them). */
export function nearQueryRecord(schema: unknown, vocabulary: Vocabulary): fc.Arbitrary<Record<string, string>> {
  if (!isZodSchema(schema) || defOf(schema).type !== 'object') return fc.constant({});
  const shape = (defOf(schema).shape ?? {}) as Record<string, unknown>;
  const fields = Object.entries(shape).map(([key, child]) =>
    fc
      .option(nearSchema(child, vocabulary, 1), { freq: isOptional(child) ? 2 : 30, nil: undefined })
      .map((node) => [key, node === undefined ? undefined : node.t === 'raw' ? unquote(node.text) : jsonText(node)] as const),
  );
  return fc.tuple(...fields).map((pairs) => {
    const record: Record<string, string> = {};
    for (const [key, value] of pairs) if (value !== undefined) record[key] = value;
    return record;
  });
}

function unquote(text: string): string {
  try {
    const value = JSON.parse(text) as unknown;
    if (Array.isArray(value)) return value.join(',');
    return typeof value === 'string' ? value : String(value);
  } catch {
    return text;
  }
}

/** A Cookie header: the app's cookies with uuids, real values, junk and broken encodings, and others. */
export function cookieHeaderArbitrary(names: readonly string[], knownValues: readonly string[] = []): fc.Arbitrary<string> {
  const value = fc.oneof(
    { weight: 3, arbitrary: headerSafeText },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.uuid().map((u) => u.toUpperCase()) },
    { weight: knownValues.length > 0 ? 3 : 0, arbitrary: knownValues.length > 0 ? fc.constantFrom(...knownValues) : fc.constant('') },
    { weight: 2, arbitrary: fc.constantFrom('1', '0', '', '"quoted"', 'a=b', '%', '%ZZ', '%00', '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b%00', 'x'.repeat(4_000)) },
  );
  const name = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: headerSafeText.map((s) => s.replace(/[;=\s]/g, '')) });
  return fc.array(fc.tuple(name, value), { maxLength: 4 }).map((pairs) => pairs.map(([n, v]) => `${n}=${v.replace(/;/g, '')}`).join('; '));
}

// ---------------------------------------------------------------------------
// Valid examples
// ---------------------------------------------------------------------------

/**
 * Values the object schema accepts, found by repair: start from near values and redraw each field
 * the schema complains about until it passes (cross-field rules too: a US postal code, check-out
 * after check-in). Deterministic for a seed. The bodies that reach the work behind a schema, and
 * the base of "one field spoiled".
 */
export function validExamples(
  schema: unknown,
  vocabulary: Vocabulary,
  options: { count?: number; seed?: number; asQuery?: boolean; records?: readonly Readonly<Record<string, unknown>>[] } = {},
): unknown[] {
  if (!isZodSchema(schema)) return [];
  let objectSchema: ZodLike = schema;
  while (defOf(objectSchema).type === 'pipe' && isZodSchema(defOf(objectSchema).in)) objectSchema = defOf(objectSchema).in as ZodLike;
  const def = defOf(objectSchema);
  if (def.type === 'union' && Array.isArray(def.options)) {
    // A discriminated union of bodies: examples of each option, which the union accepts too.
    return (def.options as unknown[])
      .flatMap((option) => validExamples(option, vocabulary, { ...options, count: Math.ceil((options.count ?? 6) / 2) }))
      .filter((value) => z.safeParse(schema as unknown as z.ZodType, value).success);
  }
  const count = options.count ?? 6;
  const seed = options.seed ?? fuzzSeed();
  const toValue = (node: JsonNode): unknown => {
    const value = JSON.parse(jsonText(node)) as unknown;
    if (!options.asQuery) return value;
    return Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : String(value);
  };
  if (def.type !== 'object') {
    return fc
      .sample(nearSchema(schema, vocabulary).map(toValue), { numRuns: 300, seed })
      .filter((value) => z.safeParse(schema as unknown as z.ZodType, value).success)
      .slice(0, count);
  }
  const shape = (def.shape ?? {}) as Record<string, unknown>;
  // Facts that only hold together (a hotel and one of its room types, a performance and its sku and seats).
  const overlap = (record: Readonly<Record<string, unknown>>) => Object.keys(record).filter((key) => key in shape).length;
  const most = Math.max(0, ...(options.records ?? []).map(overlap));
  const records = most === 0 ? [] : (options.records ?? []).filter((record) => overlap(record) === most);
  const pools = new Map(Object.entries(shape).map(([key, child]) => [key, fc.sample(nearSchema(child, vocabulary, 1).map(toValue), { numRuns: 150, seed: seed + key.length })]));
  const found: unknown[] = [];
  const seen = new Set<string>();
  let draw = 0;
  for (let attempt = 0; attempt < count * 6 && found.length < count; attempt += 1) {
    const value: Record<string, unknown> = {};
    for (const [key, pool] of pools) value[key] = pool[(attempt * 7 + key.length) % pool.length];
    const record = records.length > 0 && attempt % 3 !== 2 ? records[attempt % records.length] : undefined;
    for (const [key, fact] of Object.entries(record ?? {})) {
      if (key in shape) value[key] = options.asQuery ? (Array.isArray(fact) ? fact.join(',') : String(fact)) : fact;
    }
    for (let step = 0; step < 80; step += 1) {
      const parsed = z.safeParse(schema as unknown as z.ZodType, value);
      if (parsed.success) {
        const text = JSON.stringify(value);
        if (!seen.has(text)) {
          seen.add(text);
          found.push(structuredClone(value));
        }
        break;
      }
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        const pool = typeof key === 'string' ? pools.get(key) : undefined;
        if (pool === undefined || pool.length === 0) continue;
        draw += 1;
        // Optional fields may also be left out.
        value[key as string] = isOptional(shape[key as string]) && draw % 3 === 0 ? undefined : pool[(draw * 13) % pool.length];
        if (value[key as string] === undefined) delete value[key as string];
      }
    }
  }
  return found;
}

/** A JSON node of a plain value (valid examples back into the tree form that can be spoiled). */
export function nodeOf(value: unknown): JsonNode {
  if (Array.isArray(value)) return { t: 'array', items: value.map(nodeOf) };
  if (typeof value === 'object' && value !== null) return { t: 'object', entries: Object.entries(value).map(([k, v]) => [k, nodeOf(v)] as const) };
  return raw(value);
}
