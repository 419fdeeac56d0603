import type { ChromePart } from './route-matcher';
import { declarationOf, parseRoute } from './routes';

/**
 * Header and navigation rules of storefront 2.13 and ticket-buying 2, read off each route's
 * declared `hides`. Note the spec's naming: route `guestInfo` is /iv2/checkout and route
 * `checkout` is /iv2/billing.
 */
export function hidesChrome(part: ChromePart, pathname: string | URL): boolean {
  const route = parseRoute(pathname);
  return route !== null && (declarationOf(route.name).hides ?? []).includes(part);
}

/** Seat selection and the checkout steps (cart, guest info, billing, confirmation). */
export function hidesNavBar(pathname: string | URL): boolean {
  return hidesChrome('navBar', pathname);
}

/** Cart, guest info, billing and confirmation. */
export function hidesProductSearch(pathname: string | URL): boolean {
  return hidesChrome('productSearch', pathname);
}

/** Cart, billing and confirmation (guest info keeps it). */
export function hidesRecentlySeenLink(pathname: string | URL): boolean {
  return hidesChrome('recentlySeenLink', pathname);
}

/** Cart, guest info (/iv2/checkout), billing and confirmation. */
export function hidesCartLink(pathname: string | URL): boolean {
  return hidesChrome('cartLink', pathname);
}

/** The chat console, which fits a popup window with a title bar of its own. */
export function hidesSiteChrome(pathname: string | URL): boolean {
  return hidesChrome('siteChrome', pathname);
}
