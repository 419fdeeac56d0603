import { z } from 'zod';
import { AIR_HOTEL_LANDING_PATH, HOTEL_SEARCH_CANONICAL_PATH, LINE_PAGES, SHOPPING_CATEGORY_SLUGS } from '../config/product-types';
import type { LinePage } from '../config/product-types';
import { APP_ROOT_SEGMENT } from './define-route';
import type { RouteDeclaration } from './define-route';
import { contentSegmentsSchema, escapeRegExp, urlParam } from './params';
import { searchRouteDeclarations } from './search-results';

// ---------------------------------------------------------------------------
// Line pages: /shows, /nightlife/bars, /restaurant, …
// ---------------------------------------------------------------------------

const LINE_PAGE_KEYS = Object.keys(LINE_PAGES) as LinePage[];
const linePath = (line: LinePage): string => LINE_PAGES[line].slice(1);
const LINE_BY_PATH: ReadonlyMap<string, LinePage> = new Map(LINE_PAGE_KEYS.map((line) => [linePath(line), line]));

/** The line of a line page; its path (one or two segments) is the parameter's url text. */
const linePageSchema = urlParam(
  z.string().transform((path, ctx) => {
    const line = LINE_BY_PATH.get(path);
    if (line === undefined) {
      ctx.addIssue({ code: 'custom', message: 'not a line page' });
      return z.NEVER;
    }
    return line;
  }),
  {
    pattern: LINE_PAGE_KEYS.map((line) => escapeRegExp(linePath(line))).join('|'),
    write: (line) => linePath(line).split('/'),
  },
);

// ---------------------------------------------------------------------------
// Show calendar month: /shows/{month}-{year}, e.g. /shows/december-2026
// ---------------------------------------------------------------------------

export const MONTH_SLUGS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** 1 = January. */
const monthSchema = urlParam(
  z.enum(MONTH_SLUGS).transform((slug) => MONTH_SLUGS.indexOf(slug) + 1),
  { pattern: MONTH_SLUGS.join('|'), write: (month) => MONTH_SLUGS[month - 1] ?? 'invalid' },
);

const calendarYearSchema = urlParam(
  z
    .string()
    .regex(/^20\d\d$/)
    .transform(Number),
  { pattern: '20\\d{2}' },
);

// ---------------------------------------------------------------------------
// Content-managed pages
// ---------------------------------------------------------------------------

/**
 * Shapes of spec 2.2's static product landing routes: section -> allowed number of
 * segments after it. `shows/{category}` and `tours/{category}` are category pages;
 * nightlife has `{category}/{name}` and `{category}/{subcategory}/{name}`.
 */
export const STATIC_LANDING_SHAPES = {
  shows: [1, 2],
  tours: [1, 2],
  nightlife: [2, 3],
  gaming: [1, 3],
  attractions: [1, 3],
  restaurants: [1, 3],
  nightclubs: [1, 1],
  pools: [1, 1],
  spas: [1, 1],
  hotels: [1, 1],
  resorts: [1, 1],
  shopping: [1, 1],
} as const satisfies Record<string, readonly [number, number]>;

export type StaticLandingSection = keyof typeof STATIC_LANDING_SHAPES;
const STATIC_SECTIONS = Object.keys(STATIC_LANDING_SHAPES) as [StaticLandingSection, ...StaticLandingSection[]];

function fitsLandingShape({ section, path }: { section: StaticLandingSection; path: readonly string[] }): boolean {
  const [min, max] = STATIC_LANDING_SHAPES[section];
  return path.length >= min && path.length <= max;
}

/** First segments that belong to the app, the API or other systems, never to content. */
export const RESERVED_FIRST_SEGMENTS: readonly string[] = [APP_ROOT_SEGMENT, 'api', '_next', 'mytrip'];

export const MAX_CONTENT_DEPTH = 6;

export const siteRouteDeclarations = {
  home: { path: '/', pageType: 'home' },
  /** Served outside the booking app (spec 2.2: "giftcard leaves the app"). */
  giftcard: { path: '/giftcard', pageType: 'other' },
  vacationPackages: { path: '/vacation-packages', pageType: 'category' },
  airHotelLanding: { path: AIR_HOTEL_LANDING_PATH, pageType: 'category' },
  citywideHotelDealsCalendar: { path: '/hotels/citywide-hotel-deals-calendar', pageType: 'category' },
  /**
   * The my-account app. `error` is where better-auth's e-mail confirmation sends a visitor whose
   * link was bad or expired (its callback URL plus `?error=CODE`).
   */
  myAccount: {
    path: '/mytrip/app/MyAccountLogin',
    query: { error: z.enum(['INVALID_TOKEN', 'TOKEN_EXPIRED', 'USER_NOT_FOUND', 'INVALID_USER']).optional() },
    pageType: 'other',
  },
  /**
   * The hotel search's canonical (storefront 2.2), named by every hotel results page's canonical
   * link: the default hotel search, cached. The hotel search's parameters may come as a query
   * (validated like the path parts of hotelSearchResults); such a url is rewritten to a page that
   * renders that search per request (lib/routes/query-rewrites.json).
   */
  hotelSearchCanonical: { path: HOTEL_SEARCH_CANONICAL_PATH, query: searchRouteDeclarations.hotelSearchResults.params, pageType: 'product-search' },
  /**
   * The chat console (CHAT_URL's default): the header's Live Chat popup and the hotel page's
   * tooltip open it. It brings a compact title bar of its own, so the site chrome stays out.
   */
  chat: { path: '/chat', pageType: 'other', hides: ['siteChrome'] },
  linePage: { path: '/:line', params: { line: linePageSchema }, pageType: 'category' },
  /**
   * The six shopping category pages (spec 2.2), e.g. `/shopping/antique-stores`. Any other
   * `/shopping/{name}` is the content-managed shape of staticProductLandingPage.
   */
  shoppingCategoryPage: {
    path: '/shopping/:category',
    params: { category: z.enum(SHOPPING_CATEGORY_SLUGS) },
    pageType: 'category',
  },
  showCalendarMonth: {
    path: '/shows/:month-:year',
    params: { month: monthSchema, year: calendarYearSchema },
    pageType: 'category',
  },
  /**
   * Builder takes the section and the segments after it, e.g.
   * `{ section: 'nightlife', path: ['bars', 'downtown', 'the-velveteen-rabbit'] }`.
   * Tried after the other routes, so `/shows/december-2026` and `/nightlife/bars` never
   * reach it; a shape the section does not allow falls through to contentPage.
   */
  staticProductLandingPage: {
    path: '/:section/:path',
    params: { section: z.enum(STATIC_SECTIONS), path: contentSegmentsSchema(1, 3) },
    check: fitsLandingShape,
    pageType: 'category',
    fallback: 1,
  },
  /**
   * The catch-all at the end of the router: any other content-service path
   * (/lounge/guide, /weddings, /nightlife/new-years-eve, /about-us, …). Whether the page
   * exists is the content service's answer, not the router's.
   */
  contentPage: {
    path: '/:segments',
    params: { segments: contentSegmentsSchema(1, MAX_CONTENT_DEPTH, RESERVED_FIRST_SEGMENTS) },
    pageType: 'category',
    fallback: 2,
  },
} as const satisfies Record<string, RouteDeclaration>;
