// The front cache: whole HTTP responses of cached pages, kept in this server's memory and sent
// again without entering Next at all (scripts/server.mjs puts it in front of Next's handler).
//
// Why: a page that Next serves from its response cache still pays Next's whole request path
// (routing, rewrites, the cache lookup, headers) of about 0.7 ms a request on our machines,
// which held cached pages at 0.25-0.5 of the rate of the same bytes served as a file. A CDN or
// an nginx proxy_cache in front of the site would remove that cost; this does it inside the
// server, so the site is as fast wherever it runs, and it honours the same rules:
//
// - Only what Next itself cached is kept: a GET answered 200 or 404 with `x-nextjs-cache` HIT
//   or MISS (MISS: rendered now and stored in Next's response cache). Never a STALE answer
//   (Next is regenerating it), never one without the header (rendered per request: cart,
//   checkout, account, site search), never one that sets a cookie, never a 200 that Next marks
//   private or no-store. Next marks its cached 404 pages private so that caches outside the
//   server do not keep a 404 for a path that may exist later; here, inside the server, they are
//   dropped on every invalidation like everything else, and kept at most NOT_FOUND_TTL_MS.
// - A 200 is kept for its `s-maxage` (the page's revalidate time), then Next decides again.
// - Responses vary only on the request headers Next names in `Vary` (the RSC headers and
//   Accept-Encoding); they are part of the key, normalised to what Next reads of them, and a
//   response that varies on anything else is not kept.
// - The key is what decides the answer, never what the client chose freely (issue 25 item 4):
//   the Host is SITE_URL's (a cached page never depends on the Host: absolute links come from
//   SITE_URL), the query is reduced to the conditions of next.config's rewrites that match the
//   path (Next keys its own cache on the path alone, so nothing else of the query can change a
//   cached answer), Accept-Encoding to the one encoding Next's compression picks, and the router
//   headers to their meaning (none at all for a request that is not an RSC request).
// - Memory is bounded, keys and headers included: every entry counts its key, its headers, its
//   body and a fixed overhead against maxBytes, and the entries are capped at maxEntries.
//   Eviction is a segmented LRU: a new page enters on probation and moves to the protected part
//   (at most PROTECTED_SHARE of the bounds) on its first hit, so a flood of pages asked once
//   churns the probation part only and never evicts a page visitors come back to; not-found
//   answers have their own LRU of at most NOT_FOUND_SHARE of the bounds. Expired entries are
//   swept every SWEEP_INTERVAL_MS, not only when asked for again.
// - Every invalidation (revalidateTag, revalidatePath, a NOTIFY from another server, a full
//   purge) moves the cache handler's generation counter (lib/cache/cache-handler.mjs), and the
//   front cache then forgets everything it holds before answering: it never serves a page
//   older than the change that invalidated it. Next's own cache keeps the pages that the
//   change did not touch, so the front cache fills again at once from hits.
// - A response rendered while an invalidation happened is not kept (it may predate the change).
// - A url with `nc=1` (storefront 2.2: details "bypass cache") is neither answered nor kept here.
// - Pages of a shared question (site search, air+hotel results: lib/cache/shared-queries.mjs)
//   are keyed on the normalised question that scripts/server.mjs put in SHARED_QUERY_HEADER and
//   kept in an LRU of their own, at most QUERY_SHARE of the entries and bytes: visitors can ask
//   endless distinct questions, and those must never push out the pages everyone reads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getStore } from './cache-handler.mjs';
import { serveLiveAnswer } from './live-answers.mjs';
import { SHARED_QUERY_HEADER } from './shared-queries.mjs';

export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
/** Entries, whatever their size: an entry's fixed cost (Map slot, objects) is not free either. */
export const DEFAULT_MAX_ENTRIES = 10_000;
export const MAX_ENTRY_BYTES = 4 * 1024 * 1024;
export const NOT_FOUND_TTL_MS = 60_000;
/** A path longer than this is served but never kept (the longest canonical path is under 400). */
export const MAX_KEY_PATH_LENGTH = 1024;
/** The router headers of an RSC request together (a state tree of a deep page is ~1 kB). */
export const MAX_KEY_HEADERS_LENGTH = 4096;
/** Not-found answers: at most this share of the entries and of the bytes. */
export const NOT_FOUND_SHARE = 1 / 8;
/** Pages of shared questions (site search, air+hotel results): at most this share of the entries and of the bytes. */
export const QUERY_SHARE = 1 / 4;
/** Pages that were hit at least once: at most this share; a flood of new pages cannot evict them. */
export const PROTECTED_SHARE = 0.8;
export const SWEEP_INTERVAL_MS = 30_000;
/** What an entry costs beside its key, headers and body: Map slot, objects, numbers. */
export const ENTRY_OVERHEAD_BYTES = 512;

/** Request headers a response may vary on (Next's `Vary`); what Next reads of them is part of the key. */
export const KEY_HEADERS = Object.freeze([
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'accept-encoding',
]);
const KEY_HEADER_SET = new Set(KEY_HEADERS);

/** A query with `nc=1` (or `nc=true`), the spec's "bypass the cache" flag. */
const NO_CACHE_QUERY = /[?&]nc=(?:1|true)(?:&|#|$)/;

/** Headers about one connection or one sending, never stored. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'age', 'content-length']);

/**
 * @typedef {{ regex: RegExp, conditions: { key: string, value?: RegExp, missing: boolean }[] }} QueryRule
 *   a route of next.config (rewrite, redirect or header rule) with conditions on the query
 */

/**
 * The rules of Next's routes manifest that read the query: the only way a query can change a
 * cached answer (a rewrite to the not-found page, to a per-request twin, a redirect).
 * @param {{ caseSensitive?: boolean, redirects?: unknown[], headers?: unknown[], rewrites?: unknown }} manifest
 * @returns {QueryRule[]}
 */
export function queryRulesOf(manifest) {
  const rewrites = /** @type {any} */ (manifest.rewrites);
  const routes = [
    ...(manifest.redirects ?? []),
    ...(manifest.headers ?? []),
    ...(Array.isArray(rewrites) ? rewrites : [...(rewrites?.beforeFiles ?? []), ...(rewrites?.afterFiles ?? []), ...(rewrites?.fallback ?? [])]),
  ];
  /** @type {QueryRule[]} */
  const rules = [];
  for (const route of /** @type {any[]} */ (routes)) {
    const conditions = [
      ...(route.has ?? []).map((/** @type {any} */ item) => ({ ...item, missing: false })),
      ...(route.missing ?? []).map((/** @type {any} */ item) => ({ ...item, missing: true })),
    ]
      .filter((item) => item.type === 'query')
      .map((item) => ({
        key: String(item.key),
        ...(typeof item.value === 'string' ? { value: new RegExp(`^${item.value}$`) } : {}),
        missing: item.missing,
      }));
    if (conditions.length === 0 || typeof route.regex !== 'string') continue;
    const sensitive = route.caseSensitive ?? manifest.caseSensitive ?? false;
    rules.push({ regex: new RegExp(route.regex, sensitive ? '' : 'i'), conditions });
  }
  return rules;
}

/**
 * The query rules of the build in `dir` (`.next/routes-manifest.json`), or null without a build:
 * then no url with a query is kept (a rewrite by query could change its answer).
 * @param {string} [dir]
 * @returns {QueryRule[] | null}
 */
export function loadQueryRules(dir = process.cwd()) {
  try {
    return queryRulesOf(JSON.parse(readFileSync(path.join(dir, '.next', 'routes-manifest.json'), 'utf8')));
  } catch {
    return null;
  }
}

/** Next's query condition (`matchHas` of next/dist/shared/lib/router/utils/prepare-destination). */
function conditionHolds(/** @type {QueryRule['conditions'][number]} */ condition, /** @type {URLSearchParams} */ query) {
  const values = query.getAll(condition.key);
  const value = values.length === 0 ? undefined : values[values.length - 1];
  const holds = condition.value === undefined ? Boolean(value) : Boolean(value) && condition.value.test(/** @type {string} */ (value));
  return condition.missing ? !holds : holds;
}

function safeDecode(/** @type {string} */ text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The query part of a key: which conditions of the rules matching the path hold. Two queries
 * with the same answers route alike, whatever else they carry (utm_*, gclid, `_rsc`, order).
 * @param {string} pathname @param {string} search without '?' @param {QueryRule[]} rules
 */
export function queryKeyOf(pathname, search, rules) {
  if (search === '') return '';
  const decoded = pathname.includes('%') ? safeDecode(pathname) : pathname;
  /** @type {URLSearchParams | undefined} */
  let query;
  let key = '';
  rules.forEach((rule, index) => {
    if (!rule.regex.test(pathname) && (decoded === pathname || !rule.regex.test(decoded))) return;
    query ??= new URLSearchParams(search);
    rule.conditions.forEach((condition, at) => {
      if (conditionHolds(condition, /** @type {URLSearchParams} */ (query))) key += `${index}.${at},`;
    });
  });
  return key;
}

/**
 * The encoding Next's compression (the `compression` package over `negotiator`) picks for an
 * Accept-Encoding header: 'gzip', 'deflate' or 'identity'. Compression also sends identity when
 * nothing is acceptable, and for bodies under 1 kB; a stored answer is checked against this.
 * @param {string | string[] | undefined} header
 */
export function negotiatedEncoding(header) {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const known = ENCODINGS_SEEN.get(text);
  if (known !== undefined) return known;
  const encoding = negotiate(text);
  // Browsers send a handful of distinct headers: remembered (a few hundred at most, short ones only).
  if (text.length <= 256) {
    if (ENCODINGS_SEEN.size >= 256) ENCODINGS_SEEN.clear();
    ENCODINGS_SEEN.set(text, encoding);
  }
  return encoding;
}

/** @type {Map<string, 'gzip' | 'deflate' | 'identity'>} */
const ENCODINGS_SEEN = new Map();

/** @param {string} header @returns {'gzip' | 'deflate' | 'identity'} */
function negotiate(header) {
  const accepts = parseAcceptEncoding(header);
  const preferred = (/** @type {string[]} */ provided) =>
    provided
      .map((encoding, index) => encodingPriority(encoding, accepts, index))
      .filter((spec) => spec.q > 0)
      .sort((a, b) => b.q - a.q || b.s - a.s || a.o - b.o || a.i - b.i)
      .map((spec) => provided[spec.i])[0];
  let chosen = preferred(['gzip', 'deflate', 'identity']);
  if (chosen === 'deflate' && preferred(['gzip'])) chosen = preferred(['gzip', 'identity']);
  return chosen === 'gzip' || chosen === 'deflate' ? chosen : 'identity';
}

/** @typedef {{ encoding: string, q: number, i: number }} AcceptSpec */

/** negotiator's parseAcceptEncoding. @returns {AcceptSpec[]} */
function parseAcceptEncoding(/** @type {string} */ accept) {
  const parts = accept.split(',');
  /** @type {AcceptSpec[]} */
  const accepts = [];
  let hasIdentity = false;
  let minQuality = 1;
  parts.forEach((part, i) => {
    const match = /^\s*([^\s;]+)\s*(?:;(.*))?$/.exec(part.trim());
    if (!match) return;
    let q = 1;
    for (const param of (match[2] ?? '').split(';')) {
      const [name, value] = param.trim().split('=');
      if (name === 'q') {
        q = parseFloat(value ?? '');
        break;
      }
    }
    const spec = { encoding: /** @type {string} */ (match[1]), q, i };
    accepts.push(spec);
    hasIdentity ||= specify('identity', spec, 0) !== null;
    minQuality = Math.min(minQuality, q || 1);
  });
  if (!hasIdentity) accepts.push({ encoding: 'identity', q: minQuality, i: parts.length });
  return accepts;
}

/** @param {string} encoding @param {AcceptSpec} spec @param {number} index */
function specify(encoding, spec, index) {
  let s = 0;
  if (spec.encoding.toLowerCase() === encoding.toLowerCase()) s |= 1;
  else if (spec.encoding !== '*') return null;
  return { i: index, o: spec.i, q: spec.q, s };
}

/** @param {string} encoding @param {AcceptSpec[]} accepts @param {number} index */
function encodingPriority(encoding, accepts, index) {
  let priority = { i: index, o: -1, q: 0, s: 0 };
  for (const accept of accepts) {
    const spec = specify(encoding, accept, index);
    if (spec && (priority.s - spec.s || priority.q - spec.q || priority.o - spec.o) < 0) priority = spec;
  }
  return priority;
}

/** @param {string | string[] | undefined} value */
function oneHeader(value) {
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/**
 * @typedef {{ key: string, encoding: string, shared: boolean }} RequestKey
 * @typedef {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} KeyedRequest
 */

/**
 * Makes the key function of a front cache: SITE_URL's host stands for every Host, `queryRules`
 * (Next's routes manifest, loadQueryRules) decide what of a query counts; with null rules a url
 * with a query is not kept.
 * @param {{ siteUrl?: string, queryRules?: QueryRule[] | null }} [options]
 */
export function createRequestKey(options = {}) {
  const siteUrl = options.siteUrl ?? (process.env.SITE_URL || 'http://localhost:3000');
  // lib/env.ts refuses a SITE_URL that is no url when the app starts; the key only needs a constant.
  const siteHost = URL.canParse(siteUrl) ? new URL(siteUrl).host : siteUrl;
  const rules = options.queryRules === undefined ? loadQueryRules() : options.queryRules;
  /**
   * The cache key of a request, or null when the request may not be answered from the cache.
   * @param {KeyedRequest} req
   * @returns {RequestKey | null}
   */
  return function requestKeyOf(req) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    if (!req.url || req.headers.range !== undefined || req.headers.authorization !== undefined) return null;
    // `nc=1` asks for an answer fresh from the database (storefront 2.2): never from here, and never kept.
    if (NO_CACHE_QUERY.test(req.url)) return null;
    const mark = req.url.indexOf('?');
    const pathname = mark === -1 ? req.url : req.url.slice(0, mark);
    const search = mark === -1 ? '' : req.url.slice(mark + 1);
    // An absolute-form request target (`GET http://host/x`) or an oversized path: served, not kept.
    if (!pathname.startsWith('/') || pathname.length > MAX_KEY_PATH_LENGTH) return null;
    if (search !== '' && rules === null) return null;
    const query = rules === null ? '' : queryKeyOf(pathname, search, rules);
    const encoding = negotiatedEncoding(req.headers['accept-encoding']);
    let key = `${siteHost}\u0000${pathname}\u0000${query}\u0000${encoding}`;
    // The normalised question of a shared page decides its answer (the rewrite to its twin reads it).
    const shared = oneHeader(req.headers[SHARED_QUERY_HEADER]);
    if (shared !== '') key += `\u0000q\u0000${shared}`;
    // Next reads the router headers of an RSC request only (`rsc: 1`, is-rsc-request.js), and of
    // the prefetch header only the values 1-3.
    if (oneHeader(req.headers.rsc) === '1') {
      const prefetch = oneHeader(req.headers['next-router-prefetch']);
      const router = [
        /^[123]$/.test(prefetch) ? prefetch : '',
        oneHeader(req.headers['next-router-segment-prefetch']),
        oneHeader(req.headers['next-router-state-tree']),
        oneHeader(req.headers['next-url']),
      ].join('\u0000');
      if (router.length > MAX_KEY_HEADERS_LENGTH) return null;
      key += `\u0000rsc\u0000${router}`;
    }
    return { key, encoding, shared: shared !== '' };
  };
}

/** The key with the default options (SITE_URL, this directory's build). @type {ReturnType<typeof createRequestKey> | undefined} */
let defaultKey;
/**
 * The cache key of a request with the default options, or null when it may not be kept.
 * @param {KeyedRequest} req
 */
export function requestKey(req) {
  defaultKey ??= createRequestKey();
  return defaultKey(req)?.key ?? null;
}

/** @param {unknown} value */
function headerText(value) {
  if (value === undefined || value === null) return '';
  return Array.isArray(value) ? value.join(',') : String(value);
}

/**
 * How long a response may be kept (ms), or 0 when it may not be kept at all.
 * @param {number} status
 * @param {Record<string, unknown>} headers lower-case names
 */
export function keepFor(status, headers) {
  if (status !== 200 && status !== 404) return 0;
  const nextCache = headerText(headers['x-nextjs-cache']).toUpperCase();
  if (nextCache !== 'HIT' && nextCache !== 'MISS') return 0;
  if (headers['set-cookie'] !== undefined) return 0;
  const vary = headerText(headers.vary)
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((name) => !KEY_HEADER_SET.has(name))) return 0;
  if (status === 404) return NOT_FOUND_TTL_MS;
  const cacheControl = headerText(headers['cache-control']).toLowerCase();
  if (/(^|[\s,])(private|no-store|no-cache)([\s,=]|$)/.test(cacheControl)) return 0;
  const sMaxAge = /(?:^|[\s,])s-maxage=(\d+)/.exec(cacheControl);
  const seconds = sMaxAge ? Number(sMaxAge[1]) : 0;
  return seconds > 0 ? seconds * 1000 : 0;
}

/**
 * Headers passed to writeHead (an object, or Node's flat [name, value, ...] array).
 * @param {unknown[]} args writeHead's arguments after the status
 * @param {Record<string, unknown>} into
 */
function collectWriteHeadHeaders(args, into) {
  const headers = args.find((arg) => arg !== null && typeof arg === 'object');
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) into[String(headers[i]).toLowerCase()] = headers[i + 1];
  } else if (headers) {
    for (const [name, value] of Object.entries(headers)) into[name.toLowerCase()] = value;
  }
}

/**
 * @typedef {'probation' | 'protected' | 'notFound' | 'query'} Segment
 * @typedef {{ status: number, headers: Record<string, unknown>, body: Buffer, storedAt: number, expiresAt: number, bytes: number }} Stored
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 */

/** What keeping a response costs: key, header names and values (as UTF-16, an upper bound), body, overhead. */
export function entryBytes(/** @type {string} */ key, /** @type {Record<string, unknown>} */ headers, /** @type {Buffer} */ body) {
  let bytes = ENTRY_OVERHEAD_BYTES + key.length * 2 + body.length;
  for (const [name, value] of Object.entries(headers)) bytes += (name.length + headerText(value).length) * 2 + 16;
  return bytes;
}

/**
 * @param {{ maxBytes?: number, maxEntries?: number, now?: () => number, generation?: () => number,
 *   siteUrl?: string, queryRules?: QueryRule[] | null }} [options]
 */
export function createFrontCache(options = {}) {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const now = options.now ?? (() => Date.now());
  const generation = options.generation ?? (() => getStore().generation);
  const keyOf = createRequestKey({ siteUrl: options.siteUrl, queryRules: options.queryRules });
  /** Least recently used first in each (a Map keeps insertion order). @type {Record<Segment, Map<string, Stored>>} */
  const segments = { probation: new Map(), protected: new Map(), notFound: new Map(), query: new Map() };
  /** @type {Record<Segment, number>} */
  const segmentBytes = { probation: 0, protected: 0, notFound: 0, query: 0 };
  let bytes = 0;
  let seenGeneration = generation();
  let sweptAt = now();
  const stats = { hits: 0, live: 0, stored: 0, passed: 0, purges: 0, evicted: 0, swept: 0, refused: 0 };
  const count = () => segments.probation.size + segments.protected.size + segments.notFound.size + segments.query.size;
  /** @type {Segment[]} */
  const ALL_SEGMENTS = ['protected', 'probation', 'query', 'notFound'];

  /** @param {string} key @returns {[Segment, Stored] | null} */
  function find(key) {
    for (const segment of ALL_SEGMENTS) {
      const entry = segments[segment].get(key);
      if (entry) return [segment, entry];
    }
    return null;
  }

  /** @param {Segment} segment @param {string} key */
  function drop(segment, key) {
    const entry = segments[segment].get(key);
    if (!entry) return;
    segments[segment].delete(key);
    segmentBytes[segment] -= entry.bytes;
    bytes -= entry.bytes;
  }

  /** @param {Segment} segment @param {string} key @param {Stored} entry */
  function place(segment, key, entry) {
    segments[segment].set(key, entry);
    segmentBytes[segment] += entry.bytes;
    bytes += entry.bytes;
  }

  /** Drops the least recently used entry of a segment; false when it is empty. @param {Segment} segment */
  function evictOldest(segment) {
    const oldest = segments[segment].keys().next();
    if (oldest.done) return false;
    drop(segment, oldest.value);
    stats.evicted += 1;
    return true;
  }

  /** Back within every bound: not-found share, protected share, then the whole. */
  function enforce() {
    while (segments.notFound.size > maxEntries * NOT_FOUND_SHARE || segmentBytes.notFound > maxBytes * NOT_FOUND_SHARE) {
      if (!evictOldest('notFound')) break;
    }
    while (segments.query.size > maxEntries * QUERY_SHARE || segmentBytes.query > maxBytes * QUERY_SHARE) {
      if (!evictOldest('query')) break;
    }
    // A protected page that falls out of its share goes back on probation (it may earn its place again).
    while (segments.protected.size > maxEntries * PROTECTED_SHARE || segmentBytes.protected > maxBytes * PROTECTED_SHARE) {
      const oldest = segments.protected.entries().next();
      if (oldest.done) break;
      const [key, entry] = oldest.value;
      drop('protected', key);
      place('probation', key, entry);
    }
    while (count() > maxEntries || bytes > maxBytes) {
      if (!evictOldest('probation') && !evictOldest('query') && !evictOldest('protected') && !evictOldest('notFound')) break;
    }
  }

  /** Forgets everything when an invalidation happened since the last look. */
  function sync() {
    const current = generation();
    if (current === seenGeneration) return;
    seenGeneration = current;
    if (count() > 0) stats.purges += 1;
    for (const segment of Object.values(segments)) segment.clear();
    segmentBytes.probation = segmentBytes.protected = segmentBytes.notFound = segmentBytes.query = 0;
    bytes = 0;
  }

  /**
   * Drops every entry expired for SWEEP_INTERVAL_MS, every SWEEP_INTERVAL_MS, whether or not it
   * is asked for again (until then, the answer of a page asked for again replaces it in its place).
   */
  function sweep() {
    const at = now();
    if (at - sweptAt < SWEEP_INTERVAL_MS) return;
    sweptAt = at;
    for (const segment of ALL_SEGMENTS) {
      for (const [key, entry] of segments[segment]) {
        if (entry.expiresAt > at - SWEEP_INTERVAL_MS) continue;
        drop(segment, key);
        stats.swept += 1;
      }
    }
  }

  /** @param {string} key @param {Stored} entry @param {boolean} shared the page of a shared question */
  function store(key, entry, shared) {
    const found = find(key);
    if (found) drop(found[0], key);
    // A page stored again (its s-maxage passed) keeps the place it earned.
    /** @type {Segment} */
    const segment = entry.status === 404 ? 'notFound' : shared ? 'query' : found?.[0] === 'protected' ? 'protected' : 'probation';
    const share = segment === 'notFound' ? NOT_FOUND_SHARE : segment === 'query' ? QUERY_SHARE : 1;
    if (entry.body.length > MAX_ENTRY_BYTES || entry.bytes > maxBytes * share) {
      stats.refused += 1;
      return;
    }
    place(segment, key, entry);
    stats.stored += 1;
    enforce();
  }

  /** @param {Req} req @param {Res} res @param {Stored} entry */
  function send(req, res, entry) {
    const headers = { ...entry.headers };
    headers['x-nextjs-cache'] = 'HIT';
    headers['x-front-cache'] = 'HIT';
    headers.age = String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000)));
    headers['content-length'] = String(entry.body.length);
    res.writeHead(entry.status, /** @type {import('node:http').OutgoingHttpHeaders} */ (headers));
    res.end(req.method === 'HEAD' ? undefined : entry.body);
  }

  /**
   * Records what Next sends and keeps it when keepFor allows.
   * @param {string} key @param {string} encoding the one the key stands for @param {boolean} shared @param {Res} res
   */
  function capture(key, encoding, shared, res) {
    const startedIn = seenGeneration;
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let tooBig = false;
    /** @type {Record<string, unknown>} */
    const headArgs = {};
    const collect = (/** @type {unknown} */ chunk, /** @type {unknown} */ chunkEncoding) => {
      if (tooBig || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, /** @type {BufferEncoding} */ (typeof chunkEncoding === 'string' ? chunkEncoding : 'utf8'))
          : Buffer.from(/** @type {Uint8Array} */ (chunk));
      size += buffer.length;
      if (size > MAX_ENTRY_BYTES) {
        tooBig = true;
        chunks.length = 0;
        return;
      }
      chunks.push(buffer);
    };
    const originalWriteHead = res.writeHead;
    const originalWrite = res.write;
    const originalEnd = res.end;
    res.writeHead = /** @type {any} */ (
      function (/** @type {number} */ status, /** @type {unknown[]} */ ...rest) {
        collectWriteHeadHeaders(rest, headArgs);
        return /** @type {any} */ (originalWriteHead).call(this, status, ...rest);
      }
    );
    res.write = /** @type {any} */ (
      function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
        collect(chunk, rest[0]);
        return /** @type {any} */ (originalWrite).call(this, chunk, ...rest);
      }
    );
    res.end = /** @type {any} */ (
      function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
        collect(chunk, rest[0]);
        return /** @type {any} */ (originalEnd).call(this, chunk, ...rest);
      }
    );
    res.once('finish', () => {
      if (tooBig) return;
      /** @type {Record<string, unknown>} */
      const headers = {};
      for (const [name, value] of Object.entries(res.getHeaders())) headers[name.toLowerCase()] = value;
      Object.assign(headers, headArgs);
      const ttl = keepFor(res.statusCode, headers);
      if (ttl <= 0) return;
      // Sent in the key's encoding or unencoded (small bodies); anything else would answer
      // another client of the same key in an encoding it did not ask for.
      const sentEncoding = headerText(headers['content-encoding']).trim().toLowerCase() || 'identity';
      if (sentEncoding !== 'identity' && sentEncoding !== encoding) return;
      sync();
      if (seenGeneration !== startedIn) return;
      for (const name of HOP_HEADERS) delete headers[name];
      const at = now();
      const body = Buffer.concat(chunks);
      store(key, { status: res.statusCode, headers, body, storedAt: at, expiresAt: at + ttl, bytes: entryBytes(key, headers, body) }, shared);
    });
  }

  return {
    /**
     * Answers from the cache, or lets `next` answer and keeps what may be kept.
     * @param {Req} req @param {Res} res @param {() => unknown} next
     */
    serve(req, res, next) {
      // The seat map's shared answers (live-answers.mjs): per url, fresh for at most a second.
      if (serveLiveAnswer(req, res)) {
        stats.live += 1;
        return undefined;
      }
      const keyed = keyOf(req);
      if (keyed === null) {
        stats.passed += 1;
        return next();
      }
      const { key, encoding, shared } = keyed;
      sync();
      sweep();
      const found = find(key);
      if (found && found[1].expiresAt > now()) {
        const [segment, entry] = found;
        // A hit: most recently used; a page on probation has earned its protected place.
        drop(segment, key);
        place(segment === 'probation' ? 'protected' : segment, key, entry);
        if (segment === 'probation') enforce();
        stats.hits += 1;
        send(req, res, entry);
        return undefined;
      }
      // An expired entry stays until the answer replaces it (keeping the place it earned) or a sweep.
      stats.passed += 1;
      if (req.method === 'GET') capture(key, encoding, shared, res);
      return next();
    },
    /** What the cache holds and has done (tests, the health of a running server). */
    stats: () => ({
      ...stats,
      entries: count(),
      bytes,
      protected: segments.protected.size,
      probation: segments.probation.size,
      notFound: segments.notFound.size,
      notFoundBytes: segmentBytes.notFound,
      query: segments.query.size,
      queryBytes: segmentBytes.query,
      maxBytes,
      maxEntries,
    }),
    /** Whether a request's answer is held now (tests). @param {KeyedRequest} req */
    holds(req) {
      const keyed = keyOf(req);
      return keyed !== null && find(keyed.key) !== null;
    },
  };
}
