import { z } from 'zod';
import type { ProductType } from '../config/product-types';
import { escapeRegExp, URL_FRAGMENTS, urlParams } from './params';
import { expandFragments, pathnameToSegments, segmentsToRouteText } from './route-matcher';
import type { ChromePart, PageType } from './route-matcher';

export { pathnameToSegments };

/** The app root of the booking flow; content pages and line pages live outside it. */
export const APP_ROOT = '/iv2';
export const APP_ROOT_SEGMENT = 'iv2';

/**
 * Query input as pages receive it: a URLSearchParams, a query string, or the awaited
 * `searchParams` record of a Next.js page.
 */
export type SearchParamsInput =
  | URLSearchParams
  | string
  | Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * Query values by key. A key given more than once is kept as several values so a route
 * can refuse it: `?rq=a&rq=b` has no single meaning.
 */
export type Query = ReadonlyMap<string, readonly string[]>;

type BuildArgs<P> = Record<string, never> extends P ? [params?: P] : [params: P];

export interface Route<N extends string = string, P = unknown> {
  readonly name: N;
  /** Canonical path (plus query) of this route. */
  build(...args: BuildArgs<P>): string;
  /**
   * Params of a url-encoded pathname (a `?query` in it is read when no searchParams are
   * given), or null when the path is not this route or a parameter is malformed.
   * Never throws.
   */
  parse(pathname: string, searchParams?: SearchParamsInput): P | null;
  /** Same as parse for already-decoded segments from the root, e.g. a Next.js catch-all `params`. */
  parseSegments(segments: readonly string[], searchParams?: SearchParamsInput): P | null;
}

export type RouteParams<R> = R extends Route<string, infer P> ? P : never;

// ---------------------------------------------------------------------------
// Route declarations
// ---------------------------------------------------------------------------

export type ParamShape = Readonly<Record<string, z.ZodType>>;
type EmptyShape = Record<never, never>;

/**
 * Everything about one route, in one place. See README.md ("Adding a route").
 *
 * `path` is the shape of the url: literal text, `:name` for a parameter (its schema in
 * `params`; it may share a segment with literals, as in `:month-:year`, or span several
 * segments when its codec says so), `[...]` for an optional part (written by the builder
 * when every parameter directly inside it has a value), and `(canonical|alias)` for literal
 * alternatives (the builder writes the first; the parser accepts all).
 */
export interface RouteDeclaration {
  readonly path: string;
  /** Zod schema of each `:name` in the path. Optional parts take `.optional()` schemas. */
  readonly params?: ParamShape;
  /** Zod schema of each query key the route reads; other keys (utm_*, gclid) are ignored. */
  readonly query?: ParamShape;
  /**
   * A cross-field rule the path patterns cannot express. A url that fails it falls through
   * to later routes, so the browser's RouteRules (which cannot run it) stay right only when
   * the route that catches such urls has the same page type and chrome; route-matcher.test.ts
   * checks that.
   */
  check?(params: never): boolean;
  /** Analytics page type (storefront spec 7). */
  readonly pageType: PageType;
  /** Header parts hidden on this route (storefront 2.13, ticket-buying 2). */
  readonly hides?: readonly ChromePart[];
  /**
   * Routes whose shapes overlap others' are tried after every route without a fallback rank,
   * lowest rank first (content landing pages, then the catch-all).
   */
  readonly fallback?: number;
  /** This route is the details page of that product type (productDetailsPath). */
  readonly detailsFor?: ProductType;
  /** This route is the search results page of that product type (searchResultsPath). */
  readonly searchFor?: ProductType;
}

type ParamsShapeOf<D> = D extends { readonly params: infer S extends ParamShape } ? S : EmptyShape;
type QueryShapeOf<D> = D extends { readonly query: infer S extends ParamShape } ? S : EmptyShape;
type AsShape<T> = T extends ParamShape ? T : never;
type MergedShape<D> = AsShape<{ [K in keyof (ParamsShapeOf<D> & QueryShapeOf<D>)]: (ParamsShapeOf<D> & QueryShapeOf<D>)[K] }>;

/** Typed params of a declared route: path and query parameters together. */
export type DeclaredParams<D> = z.output<z.ZodObject<MergedShape<D>>>;

// ---------------------------------------------------------------------------
// Encoding
// ---------------------------------------------------------------------------

/**
 * Percent-encodes one path segment. ':' and ',' are legal in path segments (RFC 3986
 * pchar / sub-delims) and are kept so that `2026-12-01T19:30` stays readable.
 */
export function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/%3A/gi, ':').replace(/%2C/gi, ',');
}

export function toQuery(input: SearchParamsInput | undefined): Query {
  const query = new Map<string, string[]>();
  const add = (key: string, value: string) => {
    const values = query.get(key);
    if (values) values.push(value);
    else query.set(key, [value]);
  };
  if (input === undefined) return query;
  if (typeof input === 'string' || input instanceof URLSearchParams) {
    const params = typeof input === 'string' ? new URLSearchParams(input) : input;
    params.forEach((value, key) => add(key, value));
    return query;
  }
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (typeof value === 'string') add(key, value);
    else for (const v of value) add(key, v);
  }
  return query;
}

function splitPathname(pathname: string): { path: string; search: string | undefined } {
  const hash = pathname.indexOf('#');
  const withoutHash = hash === -1 ? pathname : pathname.slice(0, hash);
  const q = withoutHash.indexOf('?');
  return q === -1 ? { path: withoutHash, search: undefined } : { path: withoutHash.slice(0, q), search: withoutHash.slice(q + 1) };
}

// ---------------------------------------------------------------------------
// Path shapes
// ---------------------------------------------------------------------------

type ShapeNode =
  | { readonly kind: 'literal'; readonly text: string }
  | { readonly kind: 'param'; readonly name: string }
  | { readonly kind: 'choice'; readonly options: readonly string[] }
  | { readonly kind: 'optional'; readonly nodes: readonly ShapeNode[] };

const LITERAL_CHAR = /[A-Za-z0-9._~/-]/;
const PARAM_NAME = /^[A-Za-z][A-Za-z0-9]*/;

function parseShape(path: string): ShapeNode[] {
  const fail = (why: string): never => {
    throw new Error(`Route path ${JSON.stringify(path)}: ${why}`);
  };
  if (!path.startsWith('/')) fail('must start with /');
  let i = 0;
  const readNodes = (closing: boolean): ShapeNode[] => {
    const nodes: ShapeNode[] = [];
    let literal = '';
    const flush = () => {
      if (literal !== '') nodes.push({ kind: 'literal', text: literal });
      literal = '';
    };
    while (i < path.length) {
      const c = path.charAt(i);
      if (c === ']') {
        if (!closing) fail('unmatched ]');
        i += 1;
        flush();
        if (!nodes.some((node) => node.kind === 'param')) fail('an optional part needs a parameter of its own');
        return nodes;
      }
      if (c === '[') {
        i += 1;
        flush();
        nodes.push({ kind: 'optional', nodes: readNodes(true) });
      } else if (c === ':') {
        const name = PARAM_NAME.exec(path.slice(i + 1))?.[0] ?? fail(`bad parameter name at ${i}`);
        i += 1 + name.length;
        flush();
        nodes.push({ kind: 'param', name });
      } else if (c === '(') {
        const end = path.indexOf(')', i);
        if (end === -1) fail('unclosed (');
        const options = path.slice(i + 1, end).split('|');
        if (options.some((option) => option === '' || ![...option].every((ch) => LITERAL_CHAR.test(ch)))) {
          fail('alternatives must be literal text');
        }
        i = end + 1;
        flush();
        nodes.push({ kind: 'choice', options });
      } else if (LITERAL_CHAR.test(c)) {
        literal += c;
        i += 1;
      } else {
        fail(`unexpected ${JSON.stringify(c)}`);
      }
    }
    if (closing) fail('unclosed [');
    flush();
    return nodes;
  };
  return readNodes(false);
}

function paramNamesOf(nodes: readonly ShapeNode[]): string[] {
  return nodes.flatMap((node) =>
    node.kind === 'param' ? [node.name] : node.kind === 'optional' ? paramNamesOf(node.nodes) : [],
  );
}

function shapePattern(nodes: readonly ShapeNode[], param: (name: string) => string): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case 'literal':
          return escapeRegExp(node.text);
        case 'param':
          return param(node.name);
        case 'choice':
          return `(?:${node.options.map(escapeRegExp).join('|')})`;
        case 'optional':
          return `(?:${shapePattern(node.nodes, param)})?`;
      }
    })
    .join('');
}

// ---------------------------------------------------------------------------
// Parameter codecs
// ---------------------------------------------------------------------------

export interface UrlCodec {
  /** Regex source with `{fragment}` references; undefined when the schema cannot sit in a path. */
  readonly pattern: string | undefined;
  readonly read: (text: string) => unknown;
  readonly write: (value: unknown) => string | readonly string[] | undefined;
}

/** How a parameter's schema is read from and written to a url (see urlParam in ./params). */
export function urlCodecOf(schema: z.ZodType): UrlCodec {
  const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  const meta = urlParams.get(inner);
  const enumPattern = inner instanceof z.ZodEnum ? inner.options.map((option) => escapeRegExp(String(option))).join('|') : undefined;
  return {
    pattern: meta?.pattern ?? enumPattern,
    read: meta?.read ?? ((text) => text),
    write: meta?.write ?? ((value) => String(value)),
  };
}

function capturingGroups(source: string): number {
  return (new RegExp(`(?:${source})|`).exec('')?.length ?? 1) - 1;
}

// ---------------------------------------------------------------------------
// Route factory
// ---------------------------------------------------------------------------

export interface InternalRoute<N extends string, P> extends Route<N, P> {
  /** parseSegments with an already-read query. */
  readonly matchParsed: (segments: readonly string[], query: Query) => P | null;
  /** Used by parseRoute, which turns a url into route text once for all routes. */
  readonly matchText: (text: string, query: Query) => P | null;
  /** Regex source over the route text with `{fragment}` references kept: what RouteRules carries. */
  readonly pattern: string;
  readonly declaration: RouteDeclaration;
}

type Raw = Record<string, unknown>;

export function defineRoute<N extends string, D extends RouteDeclaration>(name: N, declaration: D): InternalRoute<N, DeclaredParams<D>> {
  type P = DeclaredParams<D>;
  const fail = (why: string): never => {
    throw new Error(`Route ${name}: ${why}`);
  };
  const params: ParamShape = declaration.params ?? {};
  const query: ParamShape = declaration.query ?? {};
  const nodes = parseShape(declaration.path);

  const pathNames = paramNamesOf(nodes);
  const queryKeys = Object.keys(query);
  if (new Set(pathNames).size !== pathNames.length) fail('a parameter appears twice in the path');
  for (const key of pathNames) if (!Object.hasOwn(params, key)) fail(`:${key} has no schema in params`);
  for (const key of Object.keys(params)) if (!pathNames.includes(key)) fail(`param ${key} is not in the path`);
  for (const key of queryKeys) if (Object.hasOwn(params, key)) fail(`${key} is both a path and a query parameter`);

  const codecs = new Map<string, UrlCodec>();
  for (const [key, schema] of [...Object.entries(params), ...Object.entries(query)]) codecs.set(key, urlCodecOf(schema));
  const codec = (key: string): UrlCodec => codecs.get(key) ?? fail(`no codec for ${key}`);

  const paramPattern = (key: string): string => codec(key).pattern ?? fail(`:${key} has no url pattern (register one with urlParam)`);
  const expand = (source: string): string => expandFragments(source, URL_FRAGMENTS) ?? fail(`unknown fragment in ${source}`);
  for (const key of pathNames) {
    if (capturingGroups(expand(paramPattern(key))) !== 0) fail(`the pattern of :${key} has a capturing group`);
  }

  // Only an alternation needs a group of its own; `{fragment}` expands inside one.
  const pattern = shapePattern(nodes, (key) => (paramPattern(key).includes('|') ? `(?:${paramPattern(key)})` : paramPattern(key)));
  const captures: string[] = [];
  const regexp = new RegExp(
    `^${shapePattern(nodes, (key) => {
      captures.push(key);
      return `(${expand(paramPattern(key))})`;
    })}$`,
  );
  const schema = z.object({ ...params, ...query });
  const check = declaration.check as ((params: unknown) => boolean) | undefined;

  const writeNodes = (shape: readonly ShapeNode[], values: Raw, optional: boolean): string | null => {
    let out = '';
    for (const node of shape) {
      if (node.kind === 'literal') out += node.text;
      else if (node.kind === 'choice') out += node.options[0] ?? '';
      else if (node.kind === 'optional') out += writeNodes(node.nodes, values, true) ?? '';
      else {
        const value = values[node.name];
        const written = value === undefined && optional ? undefined : codec(node.name).write(value);
        if (written === undefined) {
          if (optional) return null;
          out += encodeSegment(String(value));
        } else {
          out += typeof written === 'string' ? encodeSegment(written) : written.map(encodeSegment).join('/');
        }
      }
    }
    return out;
  };

  const build = (values: Raw): string => {
    const path = writeNodes(nodes, values, false) ?? '';
    const search = new URLSearchParams();
    for (const key of queryKeys) {
      const value = values[key];
      if (value === undefined) continue;
      const written = codec(key).write(value);
      if (written !== undefined) search.set(key, typeof written === 'string' ? written : written.join('/'));
    }
    const qs = search.toString();
    return qs ? `${path}?${qs}` : path;
  };

  const matchText = (text: string, queryValues: Query): P | null => {
    try {
      const found = regexp.exec(text);
      if (!found) return null;
      const raw: Raw = {};
      captures.forEach((key, index) => {
        const captured = found[index + 1];
        if (captured !== undefined) raw[key] = codec(key).read(captured);
      });
      for (const key of queryKeys) {
        const values = queryValues.get(key);
        if (values === undefined || values.length === 0) continue;
        // A key given twice has no single meaning.
        if (values.length > 1) return null;
        const value = codec(key).read(values[0] ?? '');
        if (value !== undefined) raw[key] = value;
      }
      const result = schema.safeParse(raw);
      if (!result.success) return null;
      if (check !== undefined && !check(result.data)) return null;
      return result.data as P;
    } catch {
      // A codec bug must surface as not-found, never as a 500 on a visitor's url.
      return null;
    }
  };

  const matchParsed = (segments: readonly string[], queryValues: Query): P | null => {
    const text = segmentsToRouteText(segments);
    return text === null ? null : matchText(text, queryValues);
  };

  return {
    name,
    build: (...args: BuildArgs<P>) => build((args[0] ?? {}) as Raw),
    parse: (pathname, searchParams) => {
      if (typeof pathname !== 'string') return null;
      const { path, search } = splitPathname(pathname);
      const segments = pathnameToSegments(path);
      if (segments === null) return null;
      return matchParsed(segments, toQuery(searchParams ?? search));
    },
    parseSegments: (segments, searchParams) => matchParsed(segments, toQuery(searchParams)),
    matchParsed,
    matchText,
    pattern,
    declaration,
  };
}
