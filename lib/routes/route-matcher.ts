/**
 * The client half of lib/routes. Client components get a `RouteRules` description from the
 * root layout (built by `routeRules()` in ./route-rules from the route declarations) and
 * match `usePathname()` against it here. This module imports nothing, so the route table,
 * zod and date-fns stay out of the browser bundle; keep it that way.
 */

/** Analytics page types of storefront spec 7, plus 'home' and 'other'. */
export const PAGE_TYPES = [
  'home',
  'pdp',
  'pqp',
  'product-search',
  'cart',
  'cart-guest-info',
  'cart-payment-info',
  'order-complete',
  'category',
  'other',
] as const;

export type PageType = (typeof PAGE_TYPES)[number];

/**
 * Header parts that some routes hide (storefront 2.13, ticket-buying 2), and `siteChrome`: the
 * whole site header, sign-in banner and footer, hidden by a page that brings its own compact
 * chrome (the chat console in its 450x450 popup).
 */
export const CHROME_PARTS = ['navBar', 'productSearch', 'recentlySeenLink', 'cartLink', 'siteChrome'] as const;

export type ChromePart = (typeof CHROME_PARTS)[number];

/**
 * What the client needs to know about the routes, as plain data that crosses from a server
 * layout into client components. Patterns are regular-expression sources over the *route
 * text* of a path: '/' followed by its decoded segments joined by '/' (`/` for the home page).
 */
export interface RouteRules {
  /** Named regex fragments; a pattern or another fragment refers to one as `{name}`. */
  readonly fragments: Readonly<Record<string, string>>;
  /**
   * In parseRoute's order, one pattern per run of consecutive routes that share page type and
   * chrome. The first pattern that matches decides; none matching is an unknown or malformed
   * path: page type 'other', nothing hidden.
   */
  readonly patterns: readonly string[];
  /** The page type of each pattern. */
  readonly pageTypes: readonly PageType[];
  /** For each chrome part, the indexes of the patterns whose routes hide it. */
  readonly hidden: Readonly<Record<ChromePart, readonly number[]>>;
}

// ---------------------------------------------------------------------------
// Route text (shared with the server parser, so both read a path the same way)
// ---------------------------------------------------------------------------

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

/** '/' + segments joined by '/'; null for a segment that is empty or holds a '/'. */
export function segmentsToRouteText(segments: readonly string[]): string | null {
  for (const segment of segments) if (segment === '' || segment.includes('/')) return null;
  return `/${segments.join('/')}`;
}

/** Route text of a pathname (a query or hash is ignored), read exactly as parseRoute reads it. */
export function routeTextOf(pathname: string): string | null {
  if (typeof pathname !== 'string' || pathname.length === 0) return null;
  let url: URL;
  try {
    url = new URL(pathname, 'http://localhost');
  } catch {
    return null;
  }
  const segments = pathnameToSegments(url.pathname);
  return segments === null ? null : segmentsToRouteText(segments);
}

// ---------------------------------------------------------------------------
// Fragments
// ---------------------------------------------------------------------------

const FRAGMENT_REFERENCE = /\{([A-Za-z_]\w*)\}/g;
const MAX_FRAGMENT_DEPTH = 8;

/** Replaces `{name}` references by their fragments (recursively); null when one is missing. */
export function expandFragments(source: string, fragments: Readonly<Record<string, string>>, depth = 0): string | null {
  if (depth > MAX_FRAGMENT_DEPTH) return null;
  let missing = false;
  const expanded = source.replace(FRAGMENT_REFERENCE, (_, name: string) => {
    const fragment = Object.hasOwn(fragments, name) ? fragments[name] : undefined;
    const inner = fragment === undefined ? null : expandFragments(fragment, fragments, depth + 1);
    if (inner === null) missing = true;
    return `(?:${inner ?? ''})`;
  });
  return missing ? null : expanded;
}

// ---------------------------------------------------------------------------
// Matching
// ---------------------------------------------------------------------------

const NEVER = /(?!)/;
const compiled = new WeakMap<RouteRules, readonly RegExp[]>();

function compile(rules: RouteRules): readonly RegExp[] {
  let regexps = compiled.get(rules);
  if (regexps === undefined) {
    regexps = rules.patterns.map((pattern) => {
      const source = expandFragments(pattern, rules.fragments);
      if (source === null) return NEVER;
      try {
        return new RegExp(`^(?:${source})$`);
      } catch {
        return NEVER;
      }
    });
    compiled.set(rules, regexps);
  }
  return regexps;
}

/** Index of the first pattern that matches the pathname, or -1. */
export function matchRuleIndex(rules: RouteRules, pathname: string): number {
  const text = routeTextOf(pathname);
  if (text === null) return -1;
  return compile(rules).findIndex((regexp) => regexp.test(text));
}

/** Same answer as the server's pageTypeFor(pathname). */
export function pageTypeOf(rules: RouteRules, pathname: string): PageType {
  const index = matchRuleIndex(rules, pathname);
  return index === -1 ? 'other' : (rules.pageTypes[index] ?? 'other');
}

/** Same answer as the server's hidesNavBar / hidesProductSearch / … for that part. */
export function hidesChromePart(rules: RouteRules, part: ChromePart, pathname: string): boolean {
  const index = matchRuleIndex(rules, pathname);
  return index !== -1 && rules.hidden[part].includes(index);
}
