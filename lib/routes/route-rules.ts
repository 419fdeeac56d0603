import { URL_FRAGMENTS } from './params';
import { CHROME_PARTS } from './route-matcher';
import type { ChromePart, PageType, RouteRules } from './route-matcher';
import { declarationOf, MATCH_ORDER, routes } from './routes';

const FRAGMENT_REFERENCE = /\{([A-Za-z_]\w*)\}/g;

function referencedFragments(patterns: readonly string[]): Record<string, string> {
  const fragments: Record<string, string> = {};
  const pending = [...patterns];
  for (let source = pending.pop(); source !== undefined; source = pending.pop()) {
    for (const [, name] of source.matchAll(FRAGMENT_REFERENCE)) {
      const fragment = name === undefined ? undefined : URL_FRAGMENTS[name];
      if (name === undefined || fragment === undefined || Object.hasOwn(fragments, name)) continue;
      fragments[name] = fragment;
      pending.push(fragment);
    }
  }
  return fragments;
}

/**
 * Derives from the route declarations what client components need to tell the page type
 * and the hidden chrome of a pathname (see RouteRules in ./route-matcher). Consecutive
 * routes with the same outcome share one pattern, and trailing routes that are 'other' with
 * nothing hidden are left out: no match means the same.
 */
export function buildRouteRules(): RouteRules {
  const patterns: string[] = [];
  const pageTypes: PageType[] = [];
  const hiddenBy: ChromePart[][] = [];
  let previous: string | null = null;
  let openCheck: string | null = null;

  for (const name of MATCH_ORDER) {
    const declaration = declarationOf(name);
    const hides = CHROME_PARTS.filter((part) => declaration.hides?.includes(part));
    const outcome = `${declaration.pageType}|${hides.join(',')}`;
    if (outcome === previous) {
      patterns[patterns.length - 1] += `|${routes[name].pattern}`;
    } else {
      if (openCheck !== null) {
        // The browser cannot run a check; the urls it refuses must land on a route that answers the same.
        throw new Error(`Route ${openCheck} has a check, so the route after it must have the same page type and chrome`);
      }
      patterns.push(routes[name].pattern);
      pageTypes.push(declaration.pageType);
      hiddenBy.push(hides);
      previous = outcome;
    }
    openCheck = declaration.check === undefined ? null : name;
  }
  if (openCheck !== null) throw new Error(`Route ${openCheck} has a check, so it cannot be the last route`);

  while (pageTypes.at(-1) === 'other' && hiddenBy.at(-1)?.length === 0) {
    patterns.pop();
    pageTypes.pop();
    hiddenBy.pop();
  }

  const hidden = Object.fromEntries(
    CHROME_PARTS.map((part) => [part, hiddenBy.flatMap((parts, index) => (parts.includes(part) ? [index] : []))]),
  ) as Record<ChromePart, number[]>;
  return { fragments: referencedFragments(patterns), patterns, pageTypes, hidden };
}

let cached: RouteRules | undefined;

/** The RouteRules of this build; the root layout passes them to client components. */
export function routeRules(): RouteRules {
  cached ??= buildRouteRules();
  return cached;
}
