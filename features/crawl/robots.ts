import { appRouteDeclarations } from '@/lib/routes/app-routes';
import { ROUTE_DECLARATIONS } from '@/lib/routes';
import type { RouteName } from '@/lib/routes';

/**
 * What robots.txt keeps crawlers out of. Every route of app-routes.ts is a per-visitor page
 * (cart, checkout steps, confirmation, PayPal return, abandoned cart, sign-in and account pages,
 * orders, tickets, development pages): all render noindex, and none is worth a crawl. A route
 * added there is disallowed without a change here.
 */
const PER_VISITOR_ROUTES: readonly RouteName[] = [...(Object.keys(appRouteDeclarations) as RouteName[]), 'myAccount'];

/** Paths that are no pages for visitors: the JSON / GraphQL endpoints, the visitor-data script, development pages. */
const NON_PAGE_PATHS = ['/api/', '/mytrip/app/gaInfo', '/iv2/dev/'];

/**
 * Per-date booking steps under a product (noindex, follow; reached from the details page): the
 * details page is the one to index. `*` is understood by the major crawlers (RFC 9309 leaves
 * it out, so others just crawl them and read the noindex).
 */
const BOOKING_STEP_PATTERNS = ['/iv2/*/quantity/', '/iv2/*/seats/'];

/** The literal start of a path shape: `/iv2/confirmation/:orderId` -> `/iv2/confirmation/`. */
export function staticPrefix(shape: string): string {
  const cut = shape.search(/[:[(]/);
  return cut === -1 ? shape : shape.slice(0, cut);
}

/** Prefixes in order, without those another one already covers (robots rules match by prefix). */
export function withoutCovered(prefixes: readonly string[]): string[] {
  const unique = [...new Set(prefixes)].sort();
  return unique.filter((p) => !unique.some((other) => other !== p && p.startsWith(other)));
}

export function disallowedPaths(): string[] {
  const routePrefixes = PER_VISITOR_ROUTES.map((name) => staticPrefix(ROUTE_DECLARATIONS[name].path));
  return [...withoutCovered([...routePrefixes, ...NON_PAGE_PATHS]), ...BOOKING_STEP_PATTERNS];
}
