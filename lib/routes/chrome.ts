import { parseRoute } from './routes';
import type { RouteName } from './routes';

/**
 * Header and navigation rules of storefront 2.13 and ticket-buying 2. Note the spec's
 * naming: route `guestInfo` is /iv2/checkout and route `checkout` is /iv2/billing.
 */

const CHECKOUT_STEPS: readonly RouteName[] = ['cart', 'guestInfo', 'checkout', 'confirmation'];

const NO_NAV_BAR: ReadonlySet<RouteName> = new Set<RouteName>([...CHECKOUT_STEPS, 'showSeatSelection']);
const NO_PRODUCT_SEARCH: ReadonlySet<RouteName> = new Set<RouteName>(CHECKOUT_STEPS);
const NO_RECENTLY_SEEN_LINK: ReadonlySet<RouteName> = new Set<RouteName>(['cart', 'checkout', 'confirmation']);
const NO_CART_LINK: ReadonlySet<RouteName> = new Set<RouteName>(CHECKOUT_STEPS);

function routeIn(set: ReadonlySet<RouteName>, pathname: string | URL): boolean {
  const route = parseRoute(pathname);
  return route !== null && set.has(route.name);
}

/** Seat selection and the checkout steps (cart, guest info, billing, confirmation). */
export function hidesNavBar(pathname: string | URL): boolean {
  return routeIn(NO_NAV_BAR, pathname);
}

/** Cart, guest info, billing and confirmation. */
export function hidesProductSearch(pathname: string | URL): boolean {
  return routeIn(NO_PRODUCT_SEARCH, pathname);
}

/** Cart, billing and confirmation (guest info keeps it). */
export function hidesRecentlySeenLink(pathname: string | URL): boolean {
  return routeIn(NO_RECENTLY_SEEN_LINK, pathname);
}

/** Cart, guest info (/iv2/checkout), billing and confirmation. */
export function hidesCartLink(pathname: string | URL): boolean {
  return routeIn(NO_CART_LINK, pathname);
}
