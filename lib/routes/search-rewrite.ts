import { expandFragments } from './route-matcher';
import { CITY_WORD } from '../config/product-types';
import { MAX_ID, URL_FRAGMENTS } from './params';
import { routes } from './routes';
import { SEARCH_KINDS } from './search-results';

const PREFIX = '/iv2/searchresults/';
const APP_PREFIX = '/iv2/';
/** The product url bases (`las-vegas-shows`, …): every one is `las-{city}-…` (a test checks). */
const DETAILS_BASES = `las-${CITY_WORD.toLowerCase()}-[a-z-]+`;
const NOT_FOUND = '/_not-found';

export interface Rewrite {
  readonly source: string;
  readonly destination: string;
  /** Next's `has` condition: here, a query value that does not match its schema. */
  readonly has?: readonly { readonly type: 'query'; readonly key: string; readonly value: string }[];
}

/** `?mo=` (merchandising list code, merchListCodeSchema): the only query key results pages take. */
const MERCH_LIST_CODE = '[A-Za-z0-9_-]{1,64}';

/**
 * The shapes of the two long fragments: a date is `yyyy-MM-dd` and an id has at most as many
 * digits as MAX_ID. The per-kind rewrites check the structure of a url with these; two rewrites
 * of their own then refuse the values that have the shape but are out of range (2026-02-30, an
 * id above MAX_ID). Each long fragment is so written out once instead of in every kind.
 */
const SHAPES: Readonly<Record<string, string>> = {
  ...URL_FRAGMENTS,
  date: '\\d{4}-\\d{2}-\\d{2}',
  id: `[1-9]\\d{0,${String(MAX_ID).length - 1}}`,
};

/** Where search urls carry ids: `/category/{id}`, `/product/{id}` and the numeric filter codes. */
const ID_POSITIONS = '/category/|/product/|[/,](?:Cuisine|RESTAURANTPRICES)-';

/** A route's pattern written out with `fragments`, without the `/iv2/searchresults/` prefix. */
function tailPattern(name: keyof typeof routes, fragments: Readonly<Record<string, string>>): string {
  const pattern = expandFragments(routes[name].pattern, fragments);
  if (pattern === null || !pattern.startsWith(PREFIX)) throw new Error(`Unexpected search pattern for ${name}`);
  return pattern.slice(PREFIX.length);
}

function fragment(name: string): string {
  const source = expandFragments(`{${name}}`, URL_FRAGMENTS);
  if (source === null) throw new Error(`No url fragment ${name}`);
  return source;
}

/**
 * Rewrites for next.config.ts (written to search-rewrites.json, which a test keeps equal to
 * this): every path under /iv2/searchresults/ that no search route accepts is served by the
 * not-found page (status 404 and its full markup) before any page runs. A page cannot answer
 * them itself: `notFound()` from a page sends an empty 404 body in Next 16, and broken
 * percent-encoding fails in Next's catch-all matching with a bare 500 before the page runs.
 *
 * Their length is a cost on every page request: Next's router compiles them once, but each
 * page's route module compiles every rewrite source again (path-to-regexp, then a RegExp) per
 * request, cache hits included (about 50 µs per kilobyte of sources on our machines). Keep them
 * short: the per-kind rules check shapes, and dates and ids are range-checked once each.
 * Next also limits a source to 4096 characters.
 */
export function searchRewrites(): Rewrite[] {
  // Air+hotel packages have a results route but no SEARCH_KINDS entry (their page is not the
  // generic one); their query is checked by their page, which answers a bad value with a message.
  const kinds = [...Object.values(SEARCH_KINDS).map((info) => info.routeName), 'airHotelSearchResults' as const];
  const kindNames = [...Object.entries(SEARCH_KINDS).flatMap(([kind, info]) => [kind, info.routeName]), 'airhotels'];
  const rewrites: Rewrite[] = kinds.map((name) => {
    const tail = tailPattern(name, SHAPES);
    const head = /^\(\?:[A-Za-z|]+\)/.exec(tail)?.[0];
    if (head === undefined) throw new Error(`No kind alternatives at the start of ${name}`);
    return { source: `${PREFIX}:path((?!(?:${tail})$)${head}(?:/.*)?)`, destination: NOT_FOUND };
  });
  // A date-shaped segment that is not a calendar date.
  rewrites.push({
    source: `${PREFIX}:path((?:.*/)?(?!(?:${fragment('date')})(?:/|$))${SHAPES.date}(?:/.*)?)`,
    destination: NOT_FOUND,
  });
  // An id with as many digits as MAX_ID, but above it.
  const digits = String(MAX_ID).length;
  rewrites.push({
    source: `${PREFIX}:path(.*(?:${ID_POSITIONS})(?!(?:${fragment('id')})(?!\\d))\\d{${digits}}(?!\\d).*)`,
    destination: NOT_FOUND,
  });
  const siteSearch = tailPattern('siteSearch', URL_FRAGMENTS);
  rewrites.push({
    source: `${PREFIX}:path((?!(?:${[...kindNames, siteSearch].join('|')})(?:/|$)).*|${siteSearch}/.*)`,
    destination: NOT_FOUND,
  });
  // Broken percent-encoding in a product url (or any first segment under /iv2/) fails inside Next's
  // dynamic-route matching with a bare 500; no such url is valid (ids, slugs and dates are ASCII).
  rewrites.push({ source: `${APP_PREFIX}:path((?:[^/]*%|${DETAILS_BASES}/[^?]*%).*)`, destination: NOT_FOUND });
  // Pages are cached and never read the query, so its one key is checked here too.
  rewrites.push({
    source: `${PREFIX}:path*`,
    has: [{ type: 'query', key: 'mo', value: `(?!(?:${MERCH_LIST_CODE})$).*` }],
    destination: NOT_FOUND,
  });
  return rewrites;
}
