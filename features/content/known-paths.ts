import 'server-only';
import { inArray } from 'drizzle-orm';
import { listProductLandingPages } from '@/features/catalog/queries';
import { catalogTags } from '@/features/catalog/tags';
import { getStore } from '@/lib/cache/cache-handler.mjs';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { contentEntries } from '@/lib/db/schema';
import { parseRoute, STATIC_LANDING_SHAPES } from '@/lib/routes';
import { contentTags } from './tags';

/**
 * Which content-route paths exist, decided before a page renders (issue 26 item 3). The static
 * routes of storefront 2.2 (shows/{category}/{name}, hotels/{name}, ...) take any name, so a made-up
 * url would otherwise render, and be cached, as a page (or a 404) of its own: thousands of them would
 * crowd the bounded caches. The known paths are one set per process (every page and product entry
 * of the content service, every product's landing url), loaded in two queries and built again
 * after a catalog or content change; an unknown path costs a set lookup and is answered with the
 * one shared not-found page, so a negative answer adds nothing to any cache.
 */
export const KNOWN_PATHS_TTL_MS = 5 * 60 * 1000;

/** What a write of catalog or content expires (lib/cache/invalidation.ts): the set is built again after it. */
const KNOWN_PATH_TAGS = [catalogTags.all, contentTags.all, contentTags.entries];

/** Where an unknown path is answered: Next's not-found page (404 and its full markup, one cache entry). */
export const NOT_FOUND_TARGET = '/_not-found';

const SECTIONS: ReadonlySet<string> = new Set(Object.keys(STATIC_LANDING_SHAPES));

type Candidate = { readonly key: string; readonly path: string };

/**
 * A path below one of 2.2's sections, by string operations alone (this runs before every request
 * the front cache answers): its key (decoded, no trailing slash) and its path as sent.
 */
function candidateOf(url: string): Candidate | null {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const second = path.indexOf('/', 1);
  if (second === -1 || !SECTIONS.has(path.slice(1, second))) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const segments = decoded.split('/').filter((s) => s.length > 0);
  if (segments.length < 2) return null;
  return { key: `/${segments.join('/')}`, path: path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path };
}

/**
 * Paths below the sections that another route owns (calendar months, line pages, the shopping
 * categories, the rate calendar), as the route table said: few and fixed, and kept because asking
 * the route table costs a tenth of a millisecond, more than a cached page costs to send.
 */
const ownedElsewhere = new Set<string>();
const MAX_OWNED_ELSEWHERE = 10_000;

function ownedByOtherRoute(path: string): boolean {
  if (ownedElsewhere.has(path)) return true;
  const name = parseRoute(path)?.name;
  const other = name !== undefined && name !== 'staticProductLandingPage' && name !== 'contentPage';
  if (other && ownedElsewhere.size < MAX_OWNED_ELSEWHERE) ownedElsewhere.add(path);
  return other;
}

/**
 * The key of a path the static content routes would serve (`/hotels/bellagio/?x` -> `/hotels/bellagio`):
 * a path below one of 2.2's sections that no other route claims. Null for every other path, which
 * this check leaves alone.
 */
export function contentRouteKey(url: string): string | null {
  const candidate = candidateOf(url);
  return candidate === null || ownedByOtherRoute(candidate.path) ? null : candidate.key;
}

const keyOfStored = (url: string) => (url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url);

/** Every path the content routes serve: page and product entries, product landing urls. */
export async function loadKnownContentPaths(db?: Db): Promise<ReadonlySet<string>> {
  const database = db ?? (await getDb());
  const [entries, landings] = await Promise.all([
    database.select({ url: contentEntries.url }).from(contentEntries).where(inArray(contentEntries.type, ['page', 'product'])),
    listProductLandingPages(),
  ]);
  return new Set([...entries.map((e) => keyOfStored(e.url)), ...landings.map((p) => keyOfStored(p.url))]);
}

type Built = { readonly db: Db; readonly builtAt: number; readonly paths: Promise<ReadonlySet<string>>; settled: ReadonlySet<string> | null };
let built: Built | undefined;

function changedSince(time: number): boolean {
  const { revalidatedAt } = getStore();
  return KNOWN_PATH_TAGS.some((tag) => (revalidatedAt.get(tag) ?? -Infinity) >= time);
}

function current(db: Db, now: number): Built {
  const known = built;
  if (known && known.db === db && now - known.builtAt < KNOWN_PATHS_TTL_MS && !changedSince(known.builtAt)) return known;
  const next: Built = { db, builtAt: now, paths: loadKnownContentPaths(db), settled: null };
  built = next;
  next.paths.then(
    (paths) => {
      next.settled = paths;
    },
    // A failed load is not kept: the next request tries again.
    () => {
      if (built === next) built = undefined;
    },
  );
  return next;
}

/** Whether the content routes serve `url` (any path: those the check leaves alone count as known). */
export async function isKnownContentPath(url: string, now = Date.now()): Promise<boolean> {
  const key = contentRouteKey(url);
  if (key === null) return true;
  return (await current(await getDb(), now).paths).has(key);
}

/**
 * The gate of scripts/server.mjs: the url to answer instead of `url` (the not-found page) when it
 * is a content-route path nothing is at, else null. Synchronous once the set is loaded, so the
 * server's hot path (the front cache) pays one set lookup; a failure to load lets the request
 * through, and the page finds nothing and answers not found itself.
 */
export function contentPathGate(url: string, now = Date.now()): string | null | Promise<string | null> {
  const candidate = candidateOf(url);
  if (candidate === null) return null;
  const answer = (paths: ReadonlySet<string>) => (paths.has(candidate.key) || ownedByOtherRoute(candidate.path) ? null : NOT_FOUND_TARGET);
  const known = built;
  if (known?.settled && now - known.builtAt < KNOWN_PATHS_TTL_MS && !changedSince(known.builtAt)) return answer(known.settled);
  return getDb()
    .then((db) => current(db, now).paths)
    .then(answer, (error: unknown) => {
      console.error('[content] known paths could not be loaded:', error instanceof Error ? error.message : error);
      return null;
    });
}

/** Where scripts/server.mjs finds the gate (it runs outside Next's bundle, in the same process). */
export const CONTENT_PATH_GATE_KEY = Symbol.for('vegas.content-path-gate');

/** Called once at start (instrumentation.ts). */
export function installContentPathGate(): void {
  (globalThis as Record<symbol, unknown>)[CONTENT_PATH_GATE_KEY] = contentPathGate;
}
