import { z } from 'zod';
import { AIR_HOTEL_LANDING_PATH, HOTEL_SEARCH_CANONICAL_PATH, LINE_PAGES } from '../config/product-types';
import type { LinePage } from '../config/product-types';
import { APP_ROOT_SEGMENT, defineRoute, pathnameToSegments } from './define-route';
import { contentSegmentSchema } from './params';

function segmentsOf(path: string): readonly string[] {
  const segments = pathnameToSegments(path);
  if (segments === null) throw new Error(`Bad fixed path: ${path}`);
  return segments;
}

function sameSegments(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((segment, i) => segment === b[i]);
}

/** A fixed path outside the app root (content, landing and legacy pages). */
function fixedSiteRoute<N extends string>(name: N, path: string) {
  const segments = segmentsOf(path);
  return defineRoute({
    name,
    schema: z.object({}),
    toUrl: () => ({ segments }),
    match: (actual) => (sameSegments(actual, segments) ? {} : null),
  });
}

export const home = fixedSiteRoute('home', '/');
/** Served outside the booking app (spec 2.2: "giftcard leaves the app"). */
export const giftcard = fixedSiteRoute('giftcard', '/giftcard');
export const vacationPackages = fixedSiteRoute('vacationPackages', '/vacation-packages');
export const airHotelLanding = fixedSiteRoute('airHotelLanding', AIR_HOTEL_LANDING_PATH);
export const citywideHotelDealsCalendar = fixedSiteRoute(
  'citywideHotelDealsCalendar',
  '/hotels/citywide-hotel-deals-calendar',
);
export const myAccount = fixedSiteRoute('myAccount', '/mytrip/app/MyAccountLogin');
export const hotelSearchCanonical = fixedSiteRoute('hotelSearchCanonical', HOTEL_SEARCH_CANONICAL_PATH);

// ---------------------------------------------------------------------------
// Line pages
// ---------------------------------------------------------------------------

const LINE_PAGE_KEYS = Object.keys(LINE_PAGES) as [LinePage, ...LinePage[]];
const linePageSegments = LINE_PAGE_KEYS.map((line) => [line, segmentsOf(LINE_PAGES[line])] as const);

export const linePage = defineRoute({
  name: 'linePage',
  schema: z.object({ line: z.enum(LINE_PAGE_KEYS) }),
  toUrl: (params) => ({ segments: segmentsOf(LINE_PAGES[params.line]) }),
  match: (segments) => {
    const found = linePageSegments.find(([, fixed]) => sameSegments(segments, fixed));
    return found ? { line: found[0] } : null;
  },
});

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

const MONTH_SEGMENT = new RegExp(`^(${MONTH_SLUGS.join('|')})-(\\d{4})$`);

export const showCalendarMonth = defineRoute({
  name: 'showCalendarMonth',
  schema: z.object({
    year: z.coerce.number().int().min(2000).max(2099),
    /** 1 = January. */
    month: z.coerce.number().int().min(1).max(12),
  }),
  toUrl: (params) => ({ segments: ['shows', `${MONTH_SLUGS[params.month - 1] ?? 'invalid'}-${params.year}`] }),
  match: (segments) => {
    if (segments.length !== 2 || segments[0] !== 'shows') return null;
    const found = MONTH_SEGMENT.exec(segments[1] ?? '');
    if (!found || found[1] === undefined) return null;
    const month = (MONTH_SLUGS as readonly string[]).indexOf(found[1]) + 1;
    return { year: found[2], month };
  },
});

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

function isStaticSection(value: string): value is StaticLandingSection {
  return (STATIC_SECTIONS as readonly string[]).includes(value);
}

/**
 * Builder takes the section and the segments after it, e.g.
 * `{ section: 'nightlife', path: ['bars', 'downtown', 'the-velveteen-rabbit'] }`.
 * parseRoute tries line pages, the show calendar and fixed pages first, so
 * `/shows/december-2026` and `/nightlife/bars` never reach this route.
 */
export const staticProductLandingPage = defineRoute({
  name: 'staticProductLandingPage',
  schema: z
    .object({ section: z.enum(STATIC_SECTIONS), path: z.array(contentSegmentSchema).min(1).max(3) })
    .refine(({ section, path }) => {
      const [min, max] = STATIC_LANDING_SHAPES[section];
      return path.length >= min && path.length <= max;
    }, 'unsupported landing page shape'),
  toUrl: (params) => ({ segments: [params.section, ...params.path] }),
  match: (segments) => {
    const [section, ...path] = segments;
    return section !== undefined && isStaticSection(section) ? { section, path } : null;
  },
});

/** First segments that belong to the app, the API or other systems, never to content. */
export const RESERVED_FIRST_SEGMENTS: readonly string[] = [APP_ROOT_SEGMENT, 'api', '_next', 'mytrip'];

export const MAX_CONTENT_DEPTH = 6;

/**
 * The catch-all at the end of the router: any other content-service path
 * (/lounge/guide, /weddings, /nightlife/new-years-eve, /about-us, …). Whether the page
 * exists is the content service's answer, not the router's.
 */
export const contentPage = defineRoute({
  name: 'contentPage',
  schema: z.object({ segments: z.array(contentSegmentSchema).min(1).max(MAX_CONTENT_DEPTH) }),
  toUrl: (params) => ({ segments: params.segments }),
  match: (segments) => {
    const first = segments[0];
    return first !== undefined && !RESERVED_FIRST_SEGMENTS.includes(first) ? { segments: [...segments] } : null;
  },
});
