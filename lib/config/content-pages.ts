import { routes } from '../routes/routes';

/**
 * The configured list of content-managed static paths (storefront 2.10: "each static route first
 * tries the content service when the path matches a configured list"). The catch-all page
 * (app/[...segments]) serves exactly these paths and nothing else: any other path that no route
 * claims is answered by Next's own not-found page (status 404 and its full markup), which a page
 * calling notFound() cannot give in Next 16 (it sends an empty body). Adding a content page at a
 * new url is an entry in the content service plus its path here.
 *
 * The nav and footer link to these pages; the demo seed writes an entry for each of them.
 */
const content = (...segments: [string, ...string[]]) => routes.contentPage.build({ segments });

export const CONTENT_PAGE_PATHS: readonly string[] = [
  content('nightlife'),
  content('nightlife', 'new-years-eve'),
  content('weddings'),
  content('deals'),
  // The product landing page of the day's deals (ads in 'Today's Top Deals'); linked from the footer.
  content('deals', 'today'),
  // A promotion page (PROMOTION layout), linked from /deals and the holidays guide.
  content('deals', 'holiday-shows'),
  content('gaming'),
  routes.giftcard.build(),
  routes.airHotelLanding.build(),
  content('lounge'),
  content('lounge', 'guide'),
  content('lounge', 'blog'),
  content('lounge', 'festivals'),
  content('lounge', 'downtown'),
  content('lounge', 'golf'),
  content('lounge', 'group-bookings'),
  content('lounge', 'events'),
  content('lounge', 'holidays'),
  content('lounge', 'sports'),
  content('lounge', 'transportation'),
  // The footer's About links.
  content('about-us'),
  content('contact-us'),
  content('privacy-policy'),
  content('terms-of-use'),
  content('best-price-guarantee'),
  content('careers'),
];

const SERVED_CONTENT_PATHS: ReadonlySet<string> = new Set(CONTENT_PAGE_PATHS);

/**
 * The path at which the site serves a page entry stored at `entryUrl` (`/deals/` -> `/deals`, the
 * canonical path the content page names), or null: the content routes serve exactly the
 * configured list above, so a page entry at any other url is kept by the content service but
 * shown nowhere until its path is added here (the editor is told so on every write).
 */
export function servedContentPath(entryUrl: string): string | null {
  const path = entryUrl.length > 1 && entryUrl.endsWith('/') ? entryUrl.slice(0, -1) : entryUrl;
  return SERVED_CONTENT_PATHS.has(path) ? path : null;
}

/** The path's segments, as a Next.js catch-all's params hold them. */
export function contentPageSegments(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

/** The seeded promotion page of the demo city (PROMOTION layout, storefront 2.10). */
export const HOLIDAY_SHOWS_PROMOTION_PATH = content('deals', 'holiday-shows');

/**
 * The home page's ad slots (storefront 2.3), in their order: each shows the content service's ad
 * entry at /ads/{adId}/ (the demo seed writes one for each), so editors change what runs there
 * without a release; a slot whose ad is missing or not running draws nothing.
 */
export const HOME_AD_IDS = ['home-best-rate', 'home-tonight-shows', 'home-day-trips'] as const;
