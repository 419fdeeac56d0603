import { expandFragments } from './route-matcher';
import { URL_FRAGMENTS } from './params';
import { routes } from './routes';
import { SEARCH_KINDS } from './search-results';

const PREFIX = '/iv2/searchresults/';
const NOT_FOUND = '/_not-found';

export interface Rewrite {
  readonly source: string;
  readonly destination: string;
  /** Next's `has` condition: here, a query value that does not match its schema. */
  readonly has?: readonly { readonly type: 'query'; readonly key: string; readonly value: string }[];
}

/** `?mo=` (merchandising list code, merchListCodeSchema): the only query key results pages take. */
const MERCH_LIST_CODE = '[A-Za-z0-9_-]{1,64}';

/** A route's pattern with the fragments written out, without the `/iv2/searchresults/` prefix. */
function tailPattern(name: keyof typeof routes): string {
  const pattern = expandFragments(routes[name].pattern, URL_FRAGMENTS);
  if (pattern === null || !pattern.startsWith(PREFIX)) throw new Error(`Unexpected search pattern for ${name}`);
  return pattern.slice(PREFIX.length);
}

/**
 * Rewrites for next.config.ts (written to search-rewrites.json, which a test keeps equal to
 * this): every path under /iv2/searchresults/ that no search route accepts is served by the
 * not-found page (status 404 and its full markup) before any page runs. A page cannot answer
 * them itself: `notFound()` from a page sends an empty 404 body in Next 16, and broken
 * percent-encoding fails in Next's catch-all matching with a bare 500 before the page runs.
 * Next's router tests these in order, as plain regexes, for paths under the prefix only, so they
 * cost next to nothing; a proxy doing the same halved the throughput of a cached results page.
 * Next limits a source to 4096 characters, hence one rewrite per kind.
 */
export function searchRewrites(): Rewrite[] {
  const kinds = Object.values(SEARCH_KINDS).map((info) => info.routeName);
  const kindNames = Object.entries(SEARCH_KINDS).flatMap(([kind, info]) => [kind, info.routeName]);
  const rewrites: Rewrite[] = kinds.map((name) => {
    const tail = tailPattern(name);
    const head = /^\(\?:[A-Za-z|]+\)/.exec(tail)?.[0];
    if (head === undefined) throw new Error(`No kind alternatives at the start of ${name}`);
    return { source: `${PREFIX}:path((?!(?:${tail})$)${head}(?:/.*)?)`, destination: NOT_FOUND };
  });
  rewrites.push({
    source: `${PREFIX}:path((?!(?:${[...kindNames, tailPattern('siteSearch')].join('|')})(?:/|$)).*|${tailPattern('siteSearch')}/.*)`,
    destination: NOT_FOUND,
  });
  // Pages are cached and never read the query, so its one key is checked here too.
  rewrites.push({
    source: `${PREFIX}:path*`,
    has: [{ type: 'query', key: 'mo', value: `(?!(?:${MERCH_LIST_CODE})$).*` }],
    destination: NOT_FOUND,
  });
  return rewrites;
}
