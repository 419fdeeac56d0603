import { describe, expect, it } from 'vitest';
import { hidesCartLink, hidesNavBar, hidesProductSearch, hidesRecentlySeenLink, hidesSiteChrome } from './chrome';
import { pageTypeFor } from './page-type';
import { CHROME_PARTS, hidesChromePart, pageTypeOf } from './route-matcher';
import type { ChromePart, RouteRules } from './route-matcher';
import { buildRouteRules, routeRules } from './route-rules';
import { MALFORMED, samples } from './route-samples.fixture';
import { ROUTE_NAMES } from './routes';

/**
 * The browser answers page type and chrome from RouteRules alone (no zod, no route table).
 * It must give the server's answer for every pathname.
 */

const SERVER: Readonly<Record<ChromePart, (pathname: string) => boolean>> = {
  navBar: hidesNavBar,
  productSearch: hidesProductSearch,
  recentlySeenLink: hidesRecentlySeenLink,
  cartLink: hidesCartLink,
  siteChrome: hidesSiteChrome,
};

/** The client only sees usePathname(), which has no query. */
function pathOnly(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

const UUID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

const SAMPLE_PATHS: readonly string[] = ROUTE_NAMES.flatMap((name) => [samples[name].fullPath, samples[name].minimalPath]);

const OTHER_PATHS: readonly string[] = [
  // Unknown, reserved and odd paths
  '/iv2/nothing',
  '/iv2/no-such-page',
  '/api/catalog',
  '/_next/static/x.js',
  '/mytrip/app/Unknown',
  '/',
  '',
  '//',
  '///',
  '/%',
  '/iv2/%ZZ',
  '/iv2//cart',
  '/iv2/cart/',
  '/iv2/cart//',
  'iv2/cart',
  '/iv2/./cart',
  '/iv2/x/../cart',
  '/IV2/cart',
  '/iv2/Cart',
  '/iv2/cart%2F',
  '/iv2%2Fcart',
  '/%69v2/cart',
  '/iv2/c%61rt',
  '/iv2/billing#payment',
  '/iv2/checkout?step=2',
  // Precedence between fixed, line, calendar, landing and content pages
  '/giftcard',
  '/giftcard/',
  '/giftcard/extra',
  '/chat',
  '/chat/',
  '/chat/extra',
  '/hotels/citywide-hotel-deals-calendar',
  '/hotels/bellagio',
  '/shows/december-2026',
  '/shows/december-1999',
  '/shows/smarch-2026',
  '/shows/comedy',
  '/shows/comedy/carrot-top',
  '/shows/comedy/carrot-top/extra',
  '/nightlife/bars',
  '/nightlife/bars/the-chandelier',
  '/nightlife/new-years-eve',
  '/nightclubs/omnia/tables',
  '/gaming/a/b/c',
  '/gaming/a/b/c/d',
  '/pools/a/b',
  '/lounge/a/b/c/d/e/f',
  '/lounge/a/b/c/d/e/f/g',
  '/lounge/..',
  '/lounge/with%20space',
  `/lounge/${'a'.repeat(120)}`,
  `/lounge/${'a'.repeat(121)}`,
  // Checkout steps and seat selection with broken parameters
  '/iv2/confirmation/VG-12',
  `/iv2/confirmation/${UUID.toUpperCase()}`,
  '/iv2/las-vegas-shows/107/blue-man-group/seats/2026-02-30T19:00/2026-12-01/2026-12-05',
  '/iv2/las-vegas-shows/107/blue-man-group/seats/2026-12-01T19:00/2026-12-01/2026-12-05/x',
  '/iv2/las-vegas-shows/2147483647/blue-man-group/seats/2028-02-29T23:59/2028-02-29/2028-03-01',
  '/iv2/las-vegas-shows/2147483648/blue-man-group/seats/2026-12-01T19:00/2026-12-01/2026-12-05',
  `/iv2/las-vegas-shows/1/${'a'.repeat(120)}/dates`,
  `/iv2/las-vegas-shows/1/${'a'.repeat(121)}/dates`,
  '/iv2/las-vegas-hotels/108/bellagio/dates/quantity/2',
  '/iv2/las-vegas-hotels/108/bellagio/dates/2026-12-01/quantity/5',
];

/** Tokens that sit near the edges of the parameter rules. */
const TOKENS: readonly string[] = [
  '0',
  '1',
  '-1',
  '007',
  '2147483647',
  '2147483648',
  '9999999999',
  '2026-12-01',
  '2026-02-29',
  '2028-02-29',
  '2100-02-29',
  '2000-02-29',
  '2026-04-31',
  '2026-12-01T19:30',
  '2026-12-01T24:00',
  '2026-12-01T23:60',
  '-',
  'dates',
  'quantity',
  'seats',
  'category',
  'filters',
  'rooms',
  'sort',
  'product',
  'all',
  'any',
  'Any',
  'price',
  'vibe',
  'Cuisine-12,HOTEL-5',
  'VG-123456',
  'vg-123456',
  UUID,
  UUID.toUpperCase(),
  'blue-man-group',
  'Blue-Man',
  'december-2026',
  'bars',
  'iv2',
  'api',
  'cart',
  'checkout',
  'billing',
  'confirmation',
  'a.b',
  '.',
  'x y',
  'a'.repeat(120),
  'a'.repeat(121),
];

/** Every sample path with one segment dropped, doubled or replaced, and one added. */
function mutations(path: string): string[] {
  const segments = pathOnly(path).split('/').slice(1).filter((segment) => segment !== '');
  const out: string[] = [];
  const join = (parts: readonly string[]) => `/${parts.map(encodeURIComponent).join('/')}`;
  for (let i = 0; i < segments.length; i += 1) {
    out.push(join([...segments.slice(0, i), ...segments.slice(i + 1)]));
    out.push(join([...segments.slice(0, i + 1), ...segments.slice(i)]));
    for (const token of TOKENS) out.push(join([...segments.slice(0, i), token, ...segments.slice(i + 1)]));
  }
  for (const token of TOKENS) out.push(join([...segments, token]));
  return out;
}

function expectAgreement(rules: RouteRules, paths: readonly string[]): void {
  const disagreements: string[] = [];
  for (const path of paths) {
    const serverPath = pathOnly(path);
    const serverType = pageTypeFor(serverPath);
    const clientType = pageTypeOf(rules, path);
    if (clientType !== serverType) disagreements.push(`${path}: page type ${clientType}, server ${serverType}`);
    for (const part of CHROME_PARTS) {
      const server = SERVER[part](serverPath);
      const client = hidesChromePart(rules, part, path);
      if (client !== server) disagreements.push(`${path}: ${part} hidden ${client}, server ${server}`);
    }
  }
  expect(disagreements).toEqual([]);
}

describe('RouteRules agree with pageTypeFor and hides*', () => {
  const rules = routeRules();

  it('on every sample path of the round-trip tests', () => {
    expectAgreement(rules, SAMPLE_PATHS);
  });

  it('on malformed urls, unknown paths and precedence cases', () => {
    expectAgreement(rules, [...MALFORMED, ...OTHER_PATHS]);
  });

  it('on sample paths with a segment dropped, doubled, replaced or added', () => {
    const paths = [...new Set(SAMPLE_PATHS.flatMap(mutations))];
    expect(paths.length).toBeGreaterThan(10_000);
    expectAgreement(rules, paths);
    // Over 10,000 paths through both matchers: about 20 s of CPU when CI runs it beside the e2e
    // suite on two cores, and it went past the 30 s default once.
  }, 120_000);

  it('survive serialisation (what the layout sends is plain data)', () => {
    const sent = JSON.parse(JSON.stringify(rules)) as RouteRules;
    expect(sent).toEqual(rules);
    expectAgreement(sent, SAMPLE_PATHS);
  });
});

describe('RouteRules in the browser (spec behaviour)', () => {
  const rules = buildRouteRules();
  const SEATS = '/iv2/las-vegas-shows/107/blue-man-group/seats/2026-12-01T19:00/2026-12-01/2026-12-05';
  const CONFIRMATION = '/iv2/confirmation/VG-20261201';

  it.each([
    // [path, page type, navBar, productSearch, recentlySeenLink, cartLink, siteChrome]
    ['/', 'home', false, false, false, false, false],
    ['/shows', 'category', false, false, false, false, false],
    ['/iv2/las-vegas-shows/107/blue-man-group/dates', 'pdp', false, false, false, false, false],
    [SEATS, 'pqp', true, false, false, false, false],
    ['/iv2/cart', 'cart', true, true, true, true, false],
    ['/iv2/checkout', 'cart-guest-info', true, true, false, true, false],
    ['/iv2/billing', 'cart-payment-info', true, true, true, true, false],
    [CONFIRMATION, 'order-complete', true, true, true, true, false],
    ['/chat', 'other', false, false, false, false, true],
    ['/chat/extra', 'category', false, false, false, false, false],
    ['/iv2/no-such-page', 'other', false, false, false, false, false],
    ['/iv2/cart/extra', 'other', false, false, false, false, false],
  ] as const)('%s', (path, pageType, navBar, productSearch, recentlySeenLink, cartLink, siteChrome) => {
    expect(pageTypeOf(rules, path)).toBe(pageType);
    expect(CHROME_PARTS.map((part) => hidesChromePart(rules, part, path))).toEqual([navBar, productSearch, recentlySeenLink, cartLink, siteChrome]);
  });

  it('sends each shared fragment once, and only the ones used', () => {
    const text = JSON.stringify(rules);
    expect(text.length).toBeLessThan(8_000);
    for (const name of Object.keys(rules.fragments)) {
      expect([...rules.patterns, ...Object.values(rules.fragments)].some((source) => source.includes(`{${name}}`)), name).toBe(true);
    }
  });
});
