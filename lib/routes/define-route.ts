import type { z } from 'zod';

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

export interface UrlParts {
  readonly segments: readonly string[];
  readonly query?: Readonly<Record<string, string | number | undefined>>;
}

/** Raw, still-unvalidated parameter strings a matcher found in the url. */
export type RawParams = Record<string, unknown>;

export interface RouteSpec<N extends string, S extends z.ZodType> {
  readonly name: N;
  readonly schema: S;
  readonly toUrl: (params: z.output<S>) => UrlParts;
  /** Returns raw strings for the schema, or null when the url does not have this route's shape. */
  readonly match: (segments: readonly string[], query: Query) => RawParams | null;
}

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
// Encoding
// ---------------------------------------------------------------------------

/**
 * Percent-encodes one path segment. ':' and ',' are legal in path segments (RFC 3986
 * pchar / sub-delims) and are kept so that `2026-12-01T19:30` stays readable.
 */
export function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/%3A/gi, ':').replace(/%2C/gi, ',');
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Splits a url-encoded pathname into decoded segments. One trailing slash is tolerated
 * (links from content often carry one); empty inner segments are not.
 */
export function pathnameToSegments(pathname: string): string[] | null {
  if (!pathname.startsWith('/')) return null;
  if (pathname === '/') return [];
  const raw = pathname.slice(1).split('/');
  if (raw.length > 1 && raw[raw.length - 1] === '') raw.pop();
  const segments: string[] = [];
  for (const part of raw) {
    if (part === '') return null;
    const decoded = safeDecode(part);
    if (decoded === null || decoded.includes('/')) return null;
    segments.push(decoded);
  }
  return segments;
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

/** Sentinel for a query key given several times. */
export const REPEATED = Symbol('repeated query parameter');

/** Reads the named query keys; unknown keys (utm_*, gclid, …) are ignored. */
export function readQuery(query: Query, keys: readonly string[]): RawParams {
  const out: RawParams = {};
  for (const key of keys) {
    const values = query.get(key);
    if (values === undefined || values.length === 0) continue;
    out[key] = values.length === 1 ? values[0] : REPEATED;
  }
  return out;
}

function buildPath(parts: UrlParts): string {
  const path = `/${parts.segments.map(encodeSegment).join('/')}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(parts.query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

function splitPathname(pathname: string): { path: string; search: string | undefined } {
  const hash = pathname.indexOf('#');
  const withoutHash = hash === -1 ? pathname : pathname.slice(0, hash);
  const q = withoutHash.indexOf('?');
  return q === -1 ? { path: withoutHash, search: undefined } : { path: withoutHash.slice(0, q), search: withoutHash.slice(q + 1) };
}

// ---------------------------------------------------------------------------
// Route factory
// ---------------------------------------------------------------------------

export interface InternalRoute<N extends string, P> extends Route<N, P> {
  /** Used by parseRoute to split a url once for all routes. */
  readonly matchParsed: (segments: readonly string[], query: Query) => P | null;
}

export function defineRoute<N extends string, S extends z.ZodType>(
  spec: RouteSpec<N, S>,
): InternalRoute<N, z.output<S>> {
  type P = z.output<S>;
  const matchParsed = (segments: readonly string[], query: Query): P | null => {
    try {
      const raw = spec.match(segments, query);
      if (raw === null) return null;
      if (Object.values(raw).some((value) => value === REPEATED)) return null;
      const result = spec.schema.safeParse(raw);
      return result.success ? result.data : null;
    } catch {
      // A matcher bug must surface as not-found, never as a 500 on a visitor's url.
      return null;
    }
  };
  return {
    name: spec.name,
    build: (...args: BuildArgs<P>) => buildPath(spec.toUrl((args[0] ?? {}) as P)),
    parse: (pathname, searchParams) => {
      if (typeof pathname !== 'string') return null;
      const { path, search } = splitPathname(pathname);
      const segments = pathnameToSegments(path);
      if (segments === null) return null;
      return matchParsed(segments, toQuery(searchParams ?? search));
    },
    parseSegments: (segments, searchParams) => matchParsed(segments, toQuery(searchParams)),
    matchParsed,
  };
}

// ---------------------------------------------------------------------------
// Segment cursor for matchers
// ---------------------------------------------------------------------------

/** Reads path segments left to right; matchers stay declarative and bounds-checked. */
export class SegmentCursor {
  private index = 0;

  constructor(private readonly segments: readonly string[]) {}

  /** Consumes the next segment if it equals `value`. */
  literal(value: string): boolean {
    if (this.segments[this.index] !== value) return false;
    this.index += 1;
    return true;
  }

  /** Consumes the given literals in order, or nothing. */
  literals(values: readonly string[]): boolean {
    for (let i = 0; i < values.length; i += 1) {
      if (this.segments[this.index + i] !== values[i]) return false;
    }
    this.index += values.length;
    return true;
  }

  take(): string | undefined {
    const value = this.segments[this.index];
    if (value !== undefined) this.index += 1;
    return value;
  }

  peek(offset = 0): string | undefined {
    return this.segments[this.index + offset];
  }

  get done(): boolean {
    return this.index >= this.segments.length;
  }

  get remaining(): readonly string[] {
    return this.segments.slice(this.index);
  }
}
