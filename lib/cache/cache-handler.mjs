// The server cache of rendered pages, route responses and `unstable_cache` data (Next's
// `cacheHandler`, see next.config.ts). Loaded by Next at run time, not bundled: plain JavaScript.
//
// Why our own handler rather than Next's default file-system cache:
// - The default serves the HTML that `next build` prerendered. Our build never opens the real
//   database (lib/db/database.ts renders the build against an empty in-memory one), so a build
//   page must never be served: this cache starts empty and holds only what this server rendered
//   from its own database. The first request for a page renders it; every later one is a hit.
// - The default also writes regenerated pages back into `.next/`, so two servers on one build
//   (the PGlite and the PostgreSQL end-to-end servers, or a blue/green pair) would serve each
//   other's data. Entries here live in this process's memory only.
// - A tag revalidation drops every entry carrying the tag at once (read-your-writes): a visitor
//   never gets a page older than the change that revalidated it, not even once.
//
// Memory is bounded, keys included: every entry counts its key, its tags and its value against
// MAX_BYTES and the entries are capped at MAX_ENTRIES. Eviction is a segmented LRU: a new entry
// enters on probation and moves to the protected part (at most PROTECTED_SHARE of both bounds)
// when it is read again, so a flood of entries set once (urls made up by the thousand) evicts
// only other entries on probation, never data or pages that renders keep reading. Negative
// answers (a page that rendered a 404 or a redirect: a made-up product id, a wrong product name)
// have their own LRU of at most NEGATIVE_SHARE. An entry nobody asked for since STALE_KEEP_MS
// after it went stale (or past its expire time) is swept every SWEEP_INTERVAL_MS, not only when
// asked for.
// Scale-out (several instances) swaps the Map for a shared store; invalidations then reach every
// instance through `expireTags` (see lib/cache/invalidation.ts).

import { SHARED_QUERY_TAG, SHARED_RESULTS_PREFIX } from './shared-queries.mjs';

export const MAX_BYTES = 256 * 1024 * 1024;
export const MAX_ENTRIES = 50_000;
/** Rendered 404s and redirects: at most this share of the entries and of the bytes. */
export const NEGATIVE_SHARE = 1 / 8;
/**
 * Pages of shared questions (site search, air+hotel results: lib/cache/shared-queries.mjs) and
 * the reads tagged SHARED_QUERY_TAG: at most this share of the entries and of the bytes, in an
 * LRU of their own, so that endless distinct questions never push out what every page reads.
 */
export const QUERY_SHARE = 1 / 4;
/** Entries read again since they were set: at most this share of the entries and of the bytes. */
export const PROTECTED_SHARE = 0.8;
/** What an entry costs beside its key, tags and value: Map slots, objects, numbers. */
export const ENTRY_OVERHEAD_BYTES = 512;
export const SWEEP_INTERVAL_MS = 60_000;
/**
 * How long an entry nobody asked for stays after it went stale: Next would serve it once more
 * and render it again, but an entry not asked for in that long is only memory.
 */
export const STALE_KEEP_MS = 15 * 60_000;
const TAGS_HEADER = 'x-next-cache-tags';

/**
 * @typedef {'probation' | 'protected' | 'negative' | 'query'} Segment
 * @typedef {{ value: any, lastModified: number, tags: string[], cacheControl?: unknown, bytes: number, segment: Segment, expiresAt: number }} Entry
 */

/** One store per process, whichever module instance Next loads (it may construct the class per request). */
const STORE_KEY = Symbol.for('vegas.cache-handler.store');
/**
 * `generation` counts invalidations: the front cache (lib/cache/front-cache.mjs) keeps whole
 * responses only while it has not moved. `entries` holds every entry (least recently used
 * first), `segments` the keys of each segment in least recently used order.
 * @returns {{ entries: Map<string, Entry>, segments: Record<Segment, Map<string, true>>, segmentBytes: Record<Segment, number>,
 *   revalidatedAt: Map<string, number>, bytes: number, maxBytes: number, maxEntries: number, now: () => number, generation: number, sweptAt: number }}
 */
export function getStore() {
  const g = /** @type {Record<symbol, any>} */ (globalThis);
  g[STORE_KEY] ??= {
    entries: new Map(),
    segments: { probation: new Map(), protected: new Map(), negative: new Map(), query: new Map() },
    segmentBytes: { probation: 0, protected: 0, negative: 0, query: 0 },
    revalidatedAt: new Map(),
    bytes: 0,
    maxBytes: MAX_BYTES,
    maxEntries: MAX_ENTRIES,
    now: () => Date.now(),
    generation: 0,
    sweptAt: 0,
  };
  return g[STORE_KEY];
}

/** A rendered not-found page or redirect (Next stores its status with the page or route). @param {any} value */
function isNegative(value) {
  const status = value?.status;
  return typeof status === 'number' && status !== 200;
}

/**
 * When a sweep drops an entry: STALE_KEEP_MS after its revalidate time, or at its expire time
 * when that comes first (Next would not serve it any more); never for an entry without either.
 * @param {any} cacheControl @param {number} at
 */
function expiryOf(cacheControl, at) {
  const expire = typeof cacheControl?.expire === 'number' && cacheControl.expire > 0 ? at + cacheControl.expire * 1000 : Infinity;
  const revalidate = typeof cacheControl?.revalidate === 'number' && cacheControl.revalidate > 0 ? at + cacheControl.revalidate * 1000 + STALE_KEEP_MS : Infinity;
  return Math.min(expire, revalidate);
}

/**
 * A shared question's page (its twin's path ends Next's key, `/route-cache/APP_PAGE/…/$/iv2/…`)
 * or read (its tag). @param {string} key @param {string[]} tags
 */
function isSharedQuery(key, tags) {
  return key.includes(`${SHARED_RESULTS_PREFIX}/`) || tags.includes(SHARED_QUERY_TAG);
}

/** @param {any} value */
function sizeOf(value) {
  if (!value) return 64;
  let bytes = 256;
  const add = (/** @type {any} */ part) => {
    if (typeof part === 'string') bytes += part.length * 2;
    else if (part && typeof part.byteLength === 'number') bytes += part.byteLength;
  };
  add(value.html);
  add(value.rscData);
  add(value.body);
  if (value.segmentData instanceof Map) for (const part of value.segmentData.values()) add(part);
  if (value.kind === 'FETCH' && value.data) add(JSON.stringify(value.data));
  if (value.headers) add(JSON.stringify(value.headers));
  return bytes;
}

/** @param {any} value @param {any} ctx */
function tagsOf(value, ctx) {
  const tags = new Set(Array.isArray(ctx?.tags) ? ctx.tags : []);
  if (Array.isArray(value?.tags)) for (const tag of value.tags) tags.add(tag);
  const header = value?.headers?.[TAGS_HEADER];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  return [...tags];
}

/**
 * When each key was last missed, with the invalidation generation then: a render that starts on
 * a miss may read the database before an invalidation and be stored after it. Kept per key
 * until its set, at most MAX_PENDING keys (a render that failed never sets).
 * @returns {Map<string, { at: number, generation: number }>}
 */
function pendingRenders() {
  const store = getStore();
  store.pending ??= new Map();
  return store.pending;
}
const MAX_PENDING = 10_000;

function remove(/** @type {string} */ key) {
  const store = getStore();
  const entry = store.entries.get(key);
  if (!entry) return;
  store.entries.delete(key);
  store.bytes -= entry.bytes;
  store.segments[entry.segment].delete(key);
  store.segmentBytes[entry.segment] -= entry.bytes;
}

/** @param {string} key @param {Entry} entry @param {Segment} segment */
function place(key, entry, segment) {
  const store = getStore();
  entry.segment = segment;
  store.entries.set(key, entry);
  store.bytes += entry.bytes;
  store.segments[segment].set(key, true);
  store.segmentBytes[segment] += entry.bytes;
}

/**
 * A hit: the entry becomes the most recently used, and one on probation has earned its
 * protected place. @param {string} key @param {Entry} entry
 */
function touch(key, entry) {
  const segment = entry.segment;
  remove(key);
  place(key, entry, segment === 'probation' ? 'protected' : segment);
  if (segment === 'probation') enforce(key);
}

/** @param {Segment} segment */
function withinShare(segment, /** @type {number} */ share) {
  const store = getStore();
  return store.segments[segment].size <= store.maxEntries * share && store.segmentBytes[segment] <= store.maxBytes * share;
}

/**
 * Back within the bounds: negative answers within their share, protected entries within theirs
 * (the least recently used go back on probation), then the whole, probation first.
 * @param {string} [keep] the entry just set or read, dropped last
 */
function enforce(keep) {
  const store = getStore();
  for (const key of store.segments.negative.keys()) {
    if (withinShare('negative', NEGATIVE_SHARE)) break;
    remove(key);
  }
  for (const key of store.segments.query.keys()) {
    if (withinShare('query', QUERY_SHARE)) break;
    if (key !== keep) remove(key);
  }
  for (const key of store.segments.protected.keys()) {
    if (withinShare('protected', PROTECTED_SHARE)) break;
    const entry = /** @type {Entry} */ (store.entries.get(key));
    remove(key);
    place(key, entry, 'probation');
  }
  const over = () => store.entries.size > store.maxEntries || store.bytes > store.maxBytes;
  for (const segment of /** @type {Segment[]} */ (['probation', 'query', 'protected', 'negative'])) {
    for (const key of store.segments[segment].keys()) {
      if (!over()) return;
      if (key !== keep) remove(key);
    }
  }
}

/** Drops the entries Next would not serve any more, every SWEEP_INTERVAL_MS. */
function sweep() {
  const store = getStore();
  const at = store.now();
  if (at - store.sweptAt < SWEEP_INTERVAL_MS) return;
  store.sweptAt = at;
  for (const [key, entry] of store.entries) if (entry.expiresAt <= at) remove(key);
}

/**
 * Drops every entry that carries one of the tags, now. Used by Next's revalidateTag (through
 * the handler below) and by invalidations that arrive from other processes.
 * @param {readonly string[]} tags
 */
export function expireTags(tags) {
  const store = getStore();
  const wanted = new Set(tags);
  if (wanted.size === 0) return;
  store.generation += 1;
  const at = store.now();
  for (const tag of wanted) store.revalidatedAt.set(tag, at);
  for (const [key, entry] of store.entries) {
    if (entry.tags.some((tag) => wanted.has(tag))) remove(key);
  }
}

/** Forgets everything (tests; an operator's full purge). */
export function clearCache() {
  const store = getStore();
  store.entries.clear();
  for (const segment of Object.values(store.segments)) segment.clear();
  store.segmentBytes = { probation: 0, protected: 0, negative: 0, query: 0 };
  store.revalidatedAt.clear();
  pendingRenders().clear();
  store.bytes = 0;
  store.sweptAt = 0;
  store.generation += 1;
}

/** Notes the start of the render a miss leads to (the first miss of a key counts). @param {string} key */
function missed(key) {
  const store = getStore();
  const pending = pendingRenders();
  if (!pending.has(key)) {
    if (pending.size >= MAX_PENDING) pending.clear();
    pending.set(key, { at: store.now(), generation: store.generation });
  }
  return null;
}

export default class CacheHandler {
  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    const store = getStore();
    sweep();
    const entry = store.entries.get(key);
    if (!entry) return missed(key);
    // Implicit tags of the page being rendered (revalidatePath) arrive with the lookup.
    const softTags = Array.isArray(ctx?.softTags) ? ctx.softTags : [];
    for (const tag of [...entry.tags, ...softTags]) {
      const at = store.revalidatedAt.get(tag);
      if (at !== undefined && at >= entry.lastModified) {
        remove(key);
        return missed(key);
      }
    }
    touch(key, entry);
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    const store = getStore();
    // A page rendered again keeps the place it earned.
    const earned = store.entries.get(key)?.segment === 'protected';
    remove(key);
    const pending = pendingRenders();
    const render = pending.get(key);
    pending.delete(key);
    if (data === null || data === undefined) return;
    const tags = tagsOf(data, ctx);
    const at = store.now();
    const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
    /** @type {Entry} */
    const entry = {
      value: data,
      // Strictly after any revalidation already recorded, so a fresh entry is never judged stale;
      // but a render that an invalidation overtook dates from its miss, so a revalidation of its
      // tags during the render makes it stale at once (it may have read the old rows).
      lastModified: render !== undefined && render.generation !== store.generation ? render.at : at + 1,
      tags,
      cacheControl,
      bytes: ENTRY_OVERHEAD_BYTES + key.length * 2 + tags.reduce((sum, tag) => sum + tag.length * 2 + 16, 0) + sizeOf(data),
      segment: 'probation',
      expiresAt: expiryOf(ctx?.cacheControl ?? (typeof data?.revalidate === 'number' ? { revalidate: data.revalidate } : undefined), at),
    };
    // One entry alone may not take more than its part: a negative one beyond its share, or any
    // beyond the whole, is not kept.
    /** @type {Segment} */
    const segment = isNegative(data) ? 'negative' : isSharedQuery(key, tags) ? 'query' : earned ? 'protected' : 'probation';
    if (entry.bytes > store.maxBytes * (segment === 'negative' ? NEGATIVE_SHARE : segment === 'query' ? QUERY_SHARE : 1)) return;
    place(key, entry, segment);
    enforce(key);
  }

  /**
   * Next passes the revalidation profile second; every profile expires at once here.
   * @param {string | string[]} tags
   */
  async revalidateTag(tags) {
    expireTags(typeof tags === 'string' ? [tags] : tags);
  }

  resetRequestCache() {}
}
