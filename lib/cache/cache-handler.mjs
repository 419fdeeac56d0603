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
// Memory is bounded: least recently used entries go first once MAX_BYTES is exceeded.
// Scale-out (several instances) swaps the Map for a shared store; invalidations then reach every
// instance through `expireTags` (see lib/cache/invalidation.ts).

const MAX_BYTES = 256 * 1024 * 1024;
const TAGS_HEADER = 'x-next-cache-tags';

/** @typedef {{ value: any, lastModified: number, tags: string[], cacheControl?: unknown, bytes: number }} Entry */

/** One store per process, whichever module instance Next loads (it may construct the class per request). */
const STORE_KEY = Symbol.for('vegas.cache-handler.store');
/**
 * `generation` counts invalidations: the front cache (lib/cache/front-cache.mjs) keeps whole
 * responses only while it has not moved.
 * @returns {{ entries: Map<string, Entry>, revalidatedAt: Map<string, number>, bytes: number, maxBytes: number, now: () => number, generation: number }}
 */
export function getStore() {
  const g = /** @type {Record<symbol, any>} */ (globalThis);
  g[STORE_KEY] ??= { entries: new Map(), revalidatedAt: new Map(), bytes: 0, maxBytes: MAX_BYTES, now: () => Date.now(), generation: 0 };
  return g[STORE_KEY];
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
  store.revalidatedAt.clear();
  pendingRenders().clear();
  store.bytes = 0;
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
    // Least recently used order: a hit moves the entry to the end.
    store.entries.delete(key);
    store.entries.set(key, entry);
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    const store = getStore();
    remove(key);
    const pending = pendingRenders();
    const render = pending.get(key);
    pending.delete(key);
    if (data === null || data === undefined) return;
    const entry = {
      value: data,
      // Strictly after any revalidation already recorded, so a fresh entry is never judged stale;
      // but a render that an invalidation overtook dates from its miss, so a revalidation of its
      // tags during the render makes it stale at once (it may have read the old rows).
      lastModified: render !== undefined && render.generation !== store.generation ? render.at : store.now() + 1,
      tags: tagsOf(data, ctx),
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
      bytes: sizeOf(data),
    };
    store.entries.set(key, entry);
    store.bytes += entry.bytes;
    for (const [oldest] of store.entries) {
      if (store.bytes <= store.maxBytes || oldest === key) break;
      remove(oldest);
    }
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
