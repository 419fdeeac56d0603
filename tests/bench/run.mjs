#!/usr/bin/env node
// npm run bench [-- --duration 10 --connections 10 --scale 1 --port 3200 --runs 3 --strict --next-only --no-lighthouse]
//
// The project's performance report, on a production build served by `next start` on loopback with
// a seeded embedded database (.data/bench-scale-N):
//   1. throughput (autocannon req/s, p50, p99) of each page kind, of the same page's HTML served as
//      a static file from public/ (its own copy: the budget), and of a small static file (reference);
//   2. first-load JavaScript of each page kind (gzip, from the build output on disk), beside the
//      framework floor of the same build (framework-floor.mjs);
//   3. LCP, CLS and total blocking time of each page kind in Chromium (Playwright + web-vitals);
//   4. Lighthouse (desktop preset, performance category) on each page kind (lighthouse.mjs).
// The budgets are in budgets.mjs.
// Budgets print pass/FAIL beside each figure; results go to bench/results.json. The exit code is
// non-zero when requests fail or a page kind answers an unexpected status (and, with --strict,
// when a budget fails). Absolute numbers drift on shared machines: compare the ratios.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BUDGETS, budgetFailuresOf, firstLoadJsLimit, pageBudgets } from './budgets.mjs';
import { holdTwoSeats, measureCheckout } from './checkout.mjs';
import { measureVisibleAfterHold, SEAT_MAP_BUDGETS, seatMapResults, versionedLayoutPath, writeLayoutCopy } from './seat-map.mjs';
import { firstLoadJs, GZIP_LEVEL } from './first-load-js.mjs';
import { frameworkFloor } from './framework-floor.mjs';
import { LIGHTHOUSE_PRESET, measureLighthouse } from './lighthouse.mjs';
import { assertPortFree, startServer, waitForHealth } from './server.mjs';
import { formatTable } from './table.mjs';
import { measureVitals, QUIET_MS, VIEWPORT, WEB_VITALS_VERSION } from './web-vitals.mjs';

// The page kinds of the storefront; later issues append theirs. `cached`: served from the cache,
// so held to at least BUDGETS.cachedMinRatioToOwnCopy of its own HTML served as a static file.
/** A Pacific calendar date `days` after today, for search urls that must not lie in the past. */
function pacificDate(days) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The seeded PRODUCT_LANDING_PAGE entry's path (lib/config/content-pages.ts, lib/db/seed). Keep it equal
 * to the seed's: the bench fails when the page answers anything but 200.
 */
const PRODUCT_LANDING_PATH = '/deals/today';

/** This month's show calendar page, /shows/{month}-{year} (Pacific calendar). */
function showCalendarPath() {
  const [year, month] = pacificDate(0).split('-').map(Number);
  const name = new Date(Date.UTC(year, month - 1, 15)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }).toLowerCase();
  return `/shows/${name}-${year}`;
}

const PAGE_KINDS = [
  { id: 'home', label: 'home page', path: '/', status: 200, cached: true },
  { id: 'not-found', label: 'not-found page', path: '/iv2/no-such-page-bench', status: 404, cached: true },
  {
    id: 'show-results',
    label: 'show search results',
    path: `/iv2/searchresults/shows/${pacificDate(7)}/-/${pacificDate(11)}/category/259/sort/price`,
    status: 200,
    cached: true,
  },
  {
    id: 'hotel-results',
    label: 'hotel search results',
    path: `/iv2/searchresults/hotels/${pacificDate(7)}/-/${pacificDate(9)}/rooms/2`,
    status: 200,
    cached: true,
  },
  { id: 'line', label: 'line page (shows)', path: '/shows', status: 200, cached: true },
  { id: 'content', label: 'content page (conditional link farm)', path: '/lounge/guide', status: 200, cached: true },
  // Issue 12 ('What it must show'): a LINK_FARM page and a PRODUCT_LANDING_PAGE, both cached content pages.
  { id: 'link-farm', label: 'link-farm page', path: '/lounge/blog', status: 200, cached: true },
  { id: 'landing', label: 'product landing page', path: PRODUCT_LANDING_PATH, status: 200, cached: true },
  // The chat console of the header's Live Chat popup: a cached page around a client island.
  { id: 'chat', label: 'chat console', path: '/chat', status: 200, cached: true },
  // Product ids move with the seed scale: the path is the first card's link of the line page.
  {
    id: 'show-details',
    label: 'show details',
    discover: { from: '/shows', link: /href="(\/iv2\/las-vegas-shows\/\d+\/[a-z0-9-]+\/dates)"/ },
    status: 200,
    cached: true,
  },
  {
    id: 'hotel-details',
    label: 'hotel details',
    discover: { from: '/hotels', link: /href="(\/iv2\/las-vegas-hotels\/\d+\/[a-z0-9-]+\/dates)"/ },
    status: 200,
    cached: true,
  },
  // Issue 26 item 3: a content-managed static route answered from the catalog (a show's landing
  // url, /shows/{category}/{name}), cached like every content page; found in the shows sitemap.
  {
    id: 'catalog-landing',
    label: 'catalog landing page (content-managed route)',
    discover: { from: '/sitemaps/products-show-1.xml', link: /<loc>https?:\/\/[^/<]+(\/shows\/[a-z0-9-]+\/[a-z0-9-]+)<\/loc>/ },
    status: 200,
    cached: true,
  },
  // The seat page of a performance in the largest venue (found with the api targets below).
  { id: 'seat-page', label: 'seat selection page', resolve: (found) => found.seated.href, status: 200, cached: true },
  // Per visitor (CART_UUID), never cached: a cart holding two seats of the largest venue.
  { id: 'cart', label: 'cart page (2 seats held)', path: '/iv2/cart', status: 200, cached: false, visitor: (found) => found.cartCookie },
  // Issue 27: checkout step 3 (route checkout) of another visitor whose cart holds two seats of that
  // performance (the page sends a visitor with an empty cart back to the cart). Per request.
  {
    id: 'billing',
    label: 'billing page (2 seats held)',
    path: '/iv2/billing',
    status: 200,
    cached: false,
    visitor: (found) => found.billingCookie,
    mustContain: 'data-testid="billing-page"',
  },
  // Issue 12 item 7 and 3: this month's show calendar and the promotion page, cached.
  { id: 'show-calendar', label: 'show calendar (this month)', path: showCalendarPath(), status: 200, cached: true },
  { id: 'promotion', label: 'promotion page', path: '/deals/holiday-shows', status: 200, cached: true },
  // Issue 24 items 5 and 8: the city-wide hotel deals calendar, cached (public rates, tag hotels:rates).
  { id: 'deals-calendar', label: 'hotel deals calendar', path: '/hotels/citywide-hotel-deals-calendar', status: 200, cached: true },
  // Issue 24 items 2 and 8: a room type's selection page (hotelSkuSelection) for a 2-night stay, the
  // first room 'Select' link of the first hotel of /hotels; cached (its prices come from an island).
  { id: 'room-selection', label: 'room selection page (2 nights)', resolve: (found) => found.hotel.roomPath, status: 200, cached: true },
  // Air+hotel packages for a party from LAX: per request (each visitor's flight and party).
  {
    id: 'air-hotel-results',
    label: 'air+hotel results',
    path: `/iv2/searchresults/airhotels/${pacificDate(9)}/-/${pacificDate(11)}?from=LAX&party=2`,
    status: 200,
    cached: false,
  },
  // Per request by design (it answers what a visitor typed): its p99 is the figure to watch.
  { id: 'site-search', label: 'site search', path: '/iv2/searchresults/sitesearch?rq=comedy', status: 200, cached: false },
];

// Requests behind client islands: answered per request (fresh data), measured for p50 / p99 only.
// `resolve` gets what discovery found (a show id; the performance of the largest seated venue).
const API_KINDS = [
  { id: 'airports', label: 'airport suggestions (air+hotel widget)', resolve: () => '/api/airports?q=los', status: 200 },
  { id: 'availability', label: 'availability (a show, default window)', resolve: (found) => `/api/availability?productId=${found.showId}`, status: 200 },
  {
    id: 'seat-tickets',
    label: 'ticket types of a performance (largest venue)',
    resolve: (found) => `/api/performances/${found.seated.performanceId}/tickets`,
    status: 200,
  },
  {
    id: 'seat-states',
    label: 'taken seats of a performance (largest venue)',
    resolve: (found) => `/api/performances/${found.seated.performanceId}/seats`,
    status: 200,
  },
  {
    id: 'venue-seats',
    label: 'seats of the largest venue (versioned, immutable)',
    // As the seat map asks for it: under the version its ticket types name (tests/bench/seat-map.mjs).
    resolve: (found) => found.layoutPath,
    status: 200,
  },
  // The content service (issue 12): entry(url) of a seeded page over GET, as a plain GraphQL client asks.
  {
    id: 'graphql-entry',
    label: 'GraphQL entry(url) (a content page)',
    resolve: () => `/api/graphql?${new URLSearchParams({ query: 'query($url:String!){entry(url:$url){__typename url ...on PageEntry{name layoutId type seoMeta{pageTitle} content}}}', variables: '{"url":"/nightlife/new-years-eve/"}' })}`,
    status: 200,
  },
  // Issue 24 items 4 and 8: the hotel details page's rate calendar (two months of lowest one-night
  // rates) and the room selection page's offer (every room type over the stay), fresh per visitor.
  { id: 'rate-calendar', label: 'hotel rate calendar (two months)', resolve: (found) => `/api/stays/rate-calendar?productId=${found.hotel.productId}`, status: 200 },
  {
    id: 'stay-offer',
    label: 'room selection offer (a 2-night stay)',
    resolve: ({ hotel }) => `/api/stays/offer?${new URLSearchParams({ productId: String(hotel.productId), checkIn: hotel.checkIn, checkOut: hotel.checkOut, rooms: '1' })}`,
    status: 200,
  },
];

/**
 * The first hotel of /hotels with a room free for a 2-night stay a week out, and that room's
 * 'Select' link (the room selection page, route hotelSkuSelection), as the details page's room
 * list gives it (GET /api/availability).
 */
async function discoverHotel(base, json) {
  const hotels = (await fetchPage(base, '/hotels')).body.toString('utf8');
  const ids = [...new Set([...hotels.matchAll(/href="\/iv2\/las-vegas-hotels\/(\d+)\/[a-z0-9-]+\/dates"/g)].map((m) => m[1]))];
  const checkIn = pacificDate(7);
  const checkOut = pacificDate(9);
  for (const id of ids) {
    const availability = await json(`/api/availability?productId=${id}&startDate=${checkIn}&endDate=${checkOut}`);
    const room = availability.rooms?.find((r) => r.href);
    if (room) return { productId: Number(id), checkIn, checkOut, roomPath: room.href };
  }
  throw new Error(`no hotel of /hotels has a room free from ${checkIn} to ${checkOut}`);
}

/**
 * The first show of /shows, and a performance in the venue with the most seats (4,211 in the demo
 * city): each show's next seated performance is asked for its venue, and its venue for its seats.
 */
async function discoverApiTargets(base) {
  const shows = (await fetchPage(base, '/shows')).body.toString('utf8');
  const ids = [...new Set([...shows.matchAll(/href="\/iv2\/las-vegas-shows\/(\d+)\/[a-z0-9-]+\/dates"/g)].map((m) => m[1]))];
  if (ids.length === 0) throw new Error('no show link in /shows');
  const json = async (path) => JSON.parse((await fetchPage(base, path)).body.toString('utf8'));
  const venues = new Map();
  let seated = null;
  for (const id of ids) {
    const availability = await json(`/api/availability?productId=${id}&startDate=${pacificDate(1)}&endDate=${pacificDate(8)}`);
    const slot = availability.slots.find((s) => s.available && s.href?.includes('/seats/'));
    if (!slot) continue;
    const tickets = await json(`/api/performances/${slot.performanceId}/tickets`);
    if (!tickets.venue) continue;
    if (!venues.has(tickets.venue.id)) venues.set(tickets.venue.id, (await json(`/api/venues/${tickets.venue.id}/seats`)).ids.length);
    const seats = venues.get(tickets.venue.id);
    if (seated === null || seats > seated.seats) seated = { performanceId: slot.performanceId, venueId: tickets.venue.id, seats, href: slot.href };
  }
  if (seated === null) throw new Error('no seated show performance found');
  // The cart page's and the billing page's visitors: two seats of that performance each, in a cart of their own.
  const cartCookie = await holdTwoSeats(base, seated.performanceId, seated.venueId);
  const billingCookie = await holdTwoSeats(base, seated.performanceId, seated.venueId, { nth: 1 });
  return { showId: ids[0], seated, cartCookie, billingCookie, hotel: await discoverHotel(base, json) };
}

const SMALL_STATIC = '/static-baseline.txt';
const COPIES_DIR = 'public/bench-copies'; // git-ignored; created and removed by each run
const COPIES_URL = '/bench-copies';
const RESULTS_FILE = 'bench/results.json';
const WARMUP_SECONDS = 2;

let values;
try {
  ({ values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      scale: { type: 'string', default: '1' },
      port: { type: 'string', default: '3200' },
      runs: { type: 'string', default: '3' },
      strict: { type: 'boolean', default: false },
      'next-only': { type: 'boolean', default: false },
      'no-holds': { type: 'boolean', default: false },
      'no-lighthouse': { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  console.error(`${error.message}\nusage: npm run bench -- [--duration S] [--connections N] [--scale N] [--port P] [--runs N] [--strict] [--next-only] [--no-holds] [--no-lighthouse]`);
  process.exit(2);
}
const settings = {
  duration: Number(values.duration),
  connections: Number(values.connections),
  scale: Number(values.scale),
  port: Number(values.port),
  vitalsRuns: Number(values.runs),
  // --next-only: Next alone, without the front cache of scripts/server.mjs (for comparison).
  frontCache: !values['next-only'],
  // --no-lighthouse: skip the Lighthouse runs (the longest part after the throughput runs).
  lighthouse: !values['no-lighthouse'],
};
for (const [name, key, min, max] of [
  ['duration', 'duration', 1, 120],
  ['connections', 'connections', 1, 200],
  ['scale', 'scale', 1, 50],
  ['port', 'port', 1024, 65535],
  ['runs', 'vitalsRuns', 1, 9],
]) {
  const v = settings[key];
  if (!/^\d+$/.test(values[name]) || !Number.isInteger(v) || v < min || v > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max}`);
    process.exit(2);
  }
}
const strict = values.strict;
const { duration, connections, scale, port } = settings;

// ---- cleanup, whatever happens: the server is killed and the copies removed -----------------------
let server = null;
const removeCopies = () => rmSync(COPIES_DIR, { recursive: true, force: true });
process.on('exit', () => {
  server?.killNow();
  removeCopies();
});
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));
// Stops by itself: startup (seeding) + every autocannon run + the browser runs, with room to spare.
const targetsMeasured = 3 + 2 * PAGE_KINDS.length + API_KINDS.length;
const watchdogMs =
  2 * 300_000 +
  targetsMeasured * (WARMUP_SECONDS + duration + 15) * 1000 +
  PAGE_KINDS.length * settings.vitalsRuns * (60_000 + (settings.lighthouse ? 120_000 : 0));
setTimeout(() => {
  console.error(`bench: still running after ${Math.round(watchdogMs / 1000)} s, giving up`);
  process.exit(1);
}, watchdogMs).unref();

const failures = []; // requests that failed, unexpected statuses: always fatal
const fail = (message) => {
  failures.push(message);
  console.error(`FAILED: ${message}`);
};

if (!existsSync('.next/BUILD_ID')) {
  console.log('No production build yet: running next build...');
  const r = spawnSync('node_modules/.bin/next', ['build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const buildId = readFileSync('.next/BUILD_ID', 'utf8').trim();

const dataDir = `.data/bench-scale-${scale}`;
mkdirSync(dataDir, { recursive: true });
// Loopback is the bench's proxy: the checkout buyers are different visitors (each its own address
// in X-Forwarded-For, checkout.mjs), not one address hammering the per-address limits.
const serverEnv = {
  PGLITE_DATA_DIR: `${dataDir}/pglite`,
  SEED_SCALE: String(scale),
  DATABASE_URL: '',
  FRONT_CACHE: settings.frontCache ? '1' : '0',
  AUTH_TRUSTED_PROXIES: '127.0.0.1,::1',
  // The cart and billing visitors' seats are held once, at the start, and must still be held when
  // Chromium and Lighthouse load those pages at the end (billing sends an expired cart back to the
  // cart page): the longest hold the app allows (lib/env.ts), not the default 15 minutes.
  HOLD_MINUTES: '120',
};
const machine = () => ({
  cores: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  node: process.version,
  platform: `${os.platform()} ${os.release()} ${os.arch()}`,
  memoryGb: Math.round(os.totalmem() / 1e9),
});
const loadAverageAtStart = os.loadavg().map((x) => Number(x.toFixed(2)));

async function fetchPage(base, path, cookie) {
  const r = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(60_000), redirect: 'manual', headers: cookie ? { cookie } : {} });
  return { status: r.status, contentType: r.headers.get('content-type') ?? '', body: Buffer.from(await r.arrayBuffer()) };
}

function load(base, path, seconds, cookie) {
  return autocannon({ url: `${base}${path}`, connections, duration: seconds, timeout: 10, ...(cookie ? { headers: { cookie } } : {}) });
}

/** Warm-up, then the measured run; every answer must carry `status`. */
async function measure(base, name, path, status, cookie) {
  await load(base, path, WARMUP_SECONDS, cookie); // caches, JIT
  const r = await load(base, path, duration, cookie);
  const unexpected = Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => Number(code) !== status)
    .reduce((sum, [, s]) => sum + s.count, 0);
  const failed = r.errors + unexpected;
  if (failed > 0) {
    const codes = Object.entries(r.statusCodeStats ?? {}).map(([c, s]) => `${c}: ${s.count}`).join(', ');
    fail(`${name} (${path}): ${r.errors} request errors (${r.timeouts} timeouts), ${unexpected} answers other than ${status} [${codes}]`);
  }
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total, failed };
}

const copyPath = (kind) => `${COPIES_URL}/${kind.id}.html`;

try {
  // ---- 1. each page kind's own HTML, fetched once, written under public/ --------------------------
  // `next start` lists public/ when it starts and never again (files added later answer 404: the
  // probe below checks it every run), so the copies are written first and the measuring server is
  // started after them.
  removeCopies();
  console.log(`bench: fetching the HTML of ${PAGE_KINDS.length} page kinds (build ${buildId}, seed scale ${scale})`);
  await assertPortFree(port);
  server = startServer({ port, env: serverEnv, label: 'fetch' });
  await waitForHealth(server, 300_000);
  const found = await discoverApiTargets(server.base);
  found.layoutPath = await versionedLayoutPath(server.base, found.seated.performanceId);
  for (const kind of PAGE_KINDS) {
    if (kind.resolve) kind.path = kind.resolve(found);
    if (kind.visitor) kind.cookie = kind.visitor(found);
    if (!kind.discover) continue;
    const from = await fetchPage(server.base, kind.discover.from);
    const link = kind.discover.link.exec(from.body.toString('utf8'))?.[1];
    if (from.status !== 200 || link === undefined) throw new Error(`${kind.label}: no link in ${kind.discover.from} (${from.status})`);
    kind.path = link;
  }
  console.log(`bench: largest seated venue ${found.seated.venueId} (${found.seated.seats} seats), performance ${found.seated.performanceId}; hotel ${found.hotel.productId}, room page ${found.hotel.roomPath}`);
  for (const api of API_KINDS) {
    api.path = api.resolve(found);
    const answer = await fetchPage(server.base, api.path);
    if (answer.status !== api.status) fail(`${api.label} (${api.path}) answered ${answer.status}, expected ${api.status}`);
  }
  const pages = {};
  for (const kind of PAGE_KINDS) {
    const page = await fetchPage(server.base, kind.path, kind.cookie);
    if (page.status !== kind.status) fail(`${kind.label} (${kind.path}) answered ${page.status}, expected ${kind.status}`);
    if (!page.contentType.startsWith('text/html')) fail(`${kind.label} (${kind.path}) answered ${page.contentType}, expected text/html`);
    if (kind.mustContain && !page.body.includes(kind.mustContain)) fail(`${kind.label} (${kind.path}) answered without ${kind.mustContain}`);
    pages[kind.id] = page;
  }
  mkdirSync(COPIES_DIR, { recursive: true });
  for (const kind of PAGE_KINDS) writeFileSync(`${COPIES_DIR}/${kind.id}.html`, pages[kind.id].body);
  const layoutCopy = await writeLayoutCopy(server.base, found.layoutPath, COPIES_DIR, COPIES_URL);
  const probe = await fetchPage(server.base, copyPath(PAGE_KINDS[0]));
  const publicAddedAfterStart = probe.status === 200 ? 'served' : `not served (${probe.status})`;
  await server.stop();
  server = null;
  if (failures.length > 0) throw new Error('a page kind answered an unexpected status');

  // ---- 2. throughput, all targets on one server ---------------------------------------------------
  await assertPortFree(port);
  server = startServer({ port, env: serverEnv, label: 'bench' });
  await waitForHealth(server, 300_000);
  for (const kind of PAGE_KINDS) {
    const copy = await fetchPage(server.base, copyPath(kind));
    if (copy.status !== 200 || !copy.body.equals(pages[kind.id].body)) {
      throw new Error(`the static copy ${copyPath(kind)} answered ${copy.status}${copy.status === 200 ? ' with other bytes' : ''}`);
    }
  }
  const small = await fetchPage(server.base, SMALL_STATIC);
  if (small.status !== 200) throw new Error(`${SMALL_STATIC} answered ${small.status}`);

  console.log(`bench: ${connections} connections, ${WARMUP_SECONDS} s warm-up + ${duration} s per target`);
  const smallStatic = { path: SMALL_STATIC, bytes: small.body.length, ...(await measure(server.base, 'small static file', SMALL_STATIC, 200)) };
  const kinds = [];
  for (const kind of PAGE_KINDS) {
    console.log(`  ${kind.label}: page, then its static copy`);
    const live = await measure(server.base, kind.label, kind.path, kind.status, kind.cookie);
    const copy = await measure(server.base, `${kind.label} static copy`, copyPath(kind), 200);
    kinds.push({ kind, live, copy, htmlBytes: pages[kind.id].body.length });
  }
  const apis = [];
  for (const api of API_KINDS) {
    console.log(`  ${api.label}`);
    apis.push({ api, live: await measure(server.base, api.label, api.path, api.status) });
  }
  // The seat map (issue 27 item 2): the layout's own bytes as a static file, and a hold seen by another map.
  const layoutCopyAnswer = await fetchPage(server.base, layoutCopy.path);
  if (layoutCopyAnswer.status !== 200 || !layoutCopyAnswer.body.equals(layoutCopy.body)) throw new Error(`the static copy ${layoutCopy.path} answered ${layoutCopyAnswer.status}`);
  console.log('  venue layout: its static copy; then a held seat seen by another map');
  const layoutCopyRun = await measure(server.base, 'venue layout static copy', layoutCopy.path, 200);
  const seatMap = seatMapResults({ apis, smallStatic, layoutCopy, layoutCopyRun, visibleAfterMs: await measureVisibleAfterHold(server.base, found.seated.performanceId, found.layoutPath) });

  // ---- 3. first-load JavaScript, beside the framework floor of the same build ---------------------
  const floor = frameworkFloor();
  for (const k of kinds) k.js = firstLoadJs(pages[k.kind.id].body.toString('utf8'));

  // ---- 4. web vitals in Chromium ------------------------------------------------------------------
  console.log(`bench: web vitals in Chromium, ${settings.vitalsRuns} runs per page kind`);
  const vitals = await measureVitals({ base: server.base, kinds: PAGE_KINDS, runs: settings.vitalsRuns, log: console.log });
  for (const k of kinds) {
    k.vitals = vitals.results[k.kind.id];
    for (const run of k.vitals.runs) {
      if (!run.statusOk) fail(`${k.kind.label} (${k.kind.path}) answered ${run.status} in Chromium, expected ${k.kind.status}`);
    }
  }
  // ---- 5. Lighthouse, desktop preset --------------------------------------------------------------
  let lighthouse = null;
  if (settings.lighthouse) {
    console.log(`bench: Lighthouse (${LIGHTHOUSE_PRESET}), ${settings.vitalsRuns} runs per page kind`);
    lighthouse = await measureLighthouse({ base: server.base, kinds: PAGE_KINDS, runs: settings.vitalsRuns, log: console.log });
    for (const k of kinds) {
      k.lighthouse = lighthouse.results[k.kind.id];
      const expected = new URL(k.lighthouse.url);
      for (const run of k.lighthouse.runs) {
        if (run.runtimeError) continue; // no figures: its budgets fail
        if (run.status !== k.kind.status) fail(`${k.kind.label} (${expected.pathname}) answered ${run.status} to Lighthouse, expected ${k.kind.status}`);
        const final = run.finalUrl ? new URL(run.finalUrl) : null;
        if (final && final.pathname + final.search !== expected.pathname + expected.search) fail(`${k.kind.label} (${expected.pathname}) sent Lighthouse to ${final.pathname}${final.search}`);
      }
    }
  }
  // ---- 6. checkout submissions, last: they sell seats of the largest venue's performance ----------
  console.log(`bench: checkout submissions with the test card, ${connections} buyers, ${duration} s`);
  const checkout = await measureCheckout(server.base, { performanceId: found.seated.performanceId, venueId: found.seated.venueId, seconds: duration, buyers: connections });
  if (checkout.failed > 0) fail(`checkout: ${checkout.failed} submissions did not end in an order (${checkout.errors.slice(0, 3).join('; ')})`);
  await server.stop();
  server = null;
  removeCopies();

  // ---- report -------------------------------------------------------------------------------------
  const floorSrcs = floor.chunks.map((c) => c.src);
  const results = kinds.map(({ kind, live, copy, htmlBytes, js, vitals: v, lighthouse: lh }) => {
    const ratioToOwnCopy = live.rps / copy.rps;
    const ratioToSmallStatic = live.rps / smallStatic.rps;
    return {
      id: kind.id,
      label: kind.label,
      path: kind.path,
      expectedStatus: kind.status,
      cached: kind.cached,
      htmlBytes,
      rps: round(live.rps, 1),
      p50Ms: live.p50,
      p99Ms: live.p99,
      requests: live.requests,
      failedRequests: live.failed,
      staticCopy: { path: copyPath(kind), rps: round(copy.rps, 1), p50Ms: copy.p50, p99Ms: copy.p99, failedRequests: copy.failed },
      ratioToOwnCopy: round(ratioToOwnCopy, 3),
      ratioToSmallStatic: round(ratioToSmallStatic, 3),
      staticCopyRatioToSmallStatic: round(copy.rps / smallStatic.rps, 3),
      firstLoadJs: {
        gzipBytes: js.gzipBytes,
        rawBytes: js.rawBytes,
        overFloorGzipBytes: js.gzipBytes - floor.gzipBytes,
        maxGzipBytes: firstLoadJsLimit(kind.id, floor.gzipBytes),
        // The floor's chunks the page does not name (none expected: every app page loads them all).
        floorChunksNotLoaded: floorSrcs.filter((src) => !js.scripts.some((s) => s.src === src)),
        scripts: js.scripts,
        notCountedNoModule: js.skippedNoModule,
        // Checked against what Chromium fetched: counted but never fetched / fetched later, not counted.
        countedNotFetchedInBrowser: js.scripts.map((s) => s.src).filter((src) => !v.jsChunks.includes(src)),
        fetchedInBrowserNotCounted: v.jsChunks.filter((src) => !js.scripts.some((s) => s.src === src)),
      },
      vitals: {
        lcpMs: round(v.lcp, 0),
        cls: round(v.cls, 4),
        tbtMs: round(v.tbt, 0),
        blockingBeforeFcpMs: round(v.blockingBeforeFcp, 0),
        fcpMs: round(v.fcp, 0),
        lcpElement: v.lcpTarget,
        runs: v.runs.map((r) => ({
          status: r.status,
          lcpMs: round(r.lcp, 0),
          cls: round(r.cls, 4),
          tbtMs: round(r.tbt, 0),
          blockingBeforeFcpMs: round(r.blockingBeforeFcp, 0),
          fcpMs: round(r.fcp, 0),
          longTasks: r.longTasks,
          pageErrors: r.pageErrors,
        })),
      },
      lighthouse: lh
        ? {
            url: lh.url,
            score: lh.score,
            tbtMs: round(lh.tbtMs, 0),
            lcpMs: round(lh.lcpMs, 0),
            fcpMs: round(lh.fcpMs, 0),
            cls: round(lh.cls, 4),
            runs: lh.runs.map((r) => ({ ...r, tbtMs: round(r.tbtMs, 0), lcpMs: round(r.lcpMs, 0), fcpMs: round(r.fcpMs, 0), speedIndexMs: round(r.speedIndexMs, 0), cls: round(r.cls, 4) })),
          }
        : null,
      budgets: pageBudgets(kind, {
        ratioToOwnCopy,
        ratioToSmallStatic,
        p99Ms: live.p99,
        jsGzipBytes: js.gzipBytes,
        floorGzipBytes: floor.gzipBytes,
        lcpMs: v.lcp,
        cls: v.cls,
        lighthouse: lh ? { score: lh.score, tbtMs: lh.tbtMs, lcpMs: lh.lcpMs } : null,
      }),
    };
  });
  const budgetFailures = [...budgetFailuresOf(results), ...seatMap.failures];

  const line = (s = '') => console.log(s);
  const kb = (bytes) => (bytes / 1000).toFixed(1);
  const withVerdict = (figure, v) => (v ? `${figure} ${v}` : `${figure} (no budget)`);
  line();
  line(`Throughput: ${connections} connections, ${duration} s per target, seed scale ${scale}, 127.0.0.1, no compression, ${settings.frontCache ? 'front cache on (scripts/server.mjs)' : 'Next alone (--next-only)'}`);
  line(`small static file ${SMALL_STATIC} (${smallStatic.bytes} B): ${smallStatic.rps.toFixed(0)} req/s, p50 ${smallStatic.p50} ms, p99 ${smallStatic.p99} ms`);
  line(
    formatTable(
      [
        'page kind',
        'status',
        'HTML bytes',
        'req/s',
        'p50 ms',
        `p99 ms (per request: budget < ${BUDGETS.perRequestMaxP99Ms})`,
        'own copy req/s',
        `vs own copy (cached: budget >= ${BUDGETS.cachedMinRatioToOwnCopy})`,
        `vs small file (per request: budget >= ${BUDGETS.perRequestMinRatioToSmallStatic})`,
      ],
      results.map((r) => [
        r.label,
        `${r.expectedStatus}, ${r.cached ? 'cached' : 'per request'}`,
        r.htmlBytes,
        r.rps.toFixed(0),
        r.p50Ms,
        withVerdict(r.p99Ms, r.budgets.perRequestP99),
        r.staticCopy.rps.toFixed(0),
        withVerdict(r.ratioToOwnCopy.toFixed(3), r.budgets.ratioToOwnCopy),
        withVerdict(r.ratioToSmallStatic.toFixed(3), r.budgets.perRequestRatioToSmallStatic),
      ]),
    ),
  );
  line();
  line('Requests behind islands (per request, fresh data; no budget, the ratio to the small static file for reference):');
  line(
    formatTable(
      ['request', 'path', 'req/s', 'p50 ms', 'p99 ms', 'vs small file'],
      // Long query strings (the GraphQL document) are cut in the table; results.json keeps them whole.
      apis.map(({ api, live }) => [
        api.label,
        api.path.length > 64 ? `${api.path.slice(0, 61)}...` : api.path,
        live.rps.toFixed(0),
        live.p50,
        live.p99,
        (live.rps / smallStatic.rps).toFixed(3),
      ]),
    ),
  );
  line();
  line('Seat map at on-sale scale (issue 27 item 2): no compression, full 200 answers (a poll with If-None-Match gets a bodiless 304)');
  line(
    formatTable(
      ['request', 'req/s', 'p99 ms', 'against', 'ratio', 'budget'],
      seatMap.rows.map((r) => [r.label, r.rps.toFixed(0), r.p99Ms, r.against, r.ratio.toFixed(3), `>= ${r.budget} ${r.verdict}`]),
    ),
  );
  line(`a seat held by one buyer seen by another map's poll after ${seatMap.visible.ms ?? 'never'} ms (budget <= ${SEAT_MAP_BUDGETS.visibleWithinMs} ms) ${seatMap.visible.verdict}`);
  line();
  line('Checkout (hold 2 seats, guest info, then the measured POST /api/checkout/orders with the approving test card):');
  line(
    formatTable(
      ['orders', 'orders/s', 'p50 ms', 'p99 ms', 'failed', 'seats left after'],
      [[checkout.orders, checkout.ordersPerSecond.toFixed(1), checkout.p50, checkout.p99, checkout.failed, checkout.pairsLeft * 2]],
    ),
  );
  line();
  line(`First-load JavaScript: /_next/static chunks named by the HTML (script tags + RSC payload), gzip level ${GZIP_LEVEL} per file, 1 kB = 1000 B`);
  line(
    `framework floor of this build (.next/build-manifest.json rootMainFiles, polyfills not counted): ${floor.chunks.length} chunks, ${kb(floor.rawBytes)} kB raw, ${kb(floor.gzipBytes)} kB gzip; ` +
      `budget: floor + ${kb(BUDGETS.firstLoadJsOverFloorMaxBytes)} kB (${kb(floor.gzipBytes + BUDGETS.firstLoadJsOverFloorMaxBytes)} kB), the seat page floor + ${kb(BUDGETS.seatPageFirstLoadJsOverFloorMaxBytes)} kB (${kb(floor.gzipBytes + BUDGETS.seatPageFirstLoadJsOverFloorMaxBytes)} kB)`,
  );
  line(
    formatTable(
      ['page kind', 'chunks', 'via script tag', 'via RSC payload', 'raw kB', 'floor gzip kB', 'over floor kB', 'gzip kB (budget <= floor + allowance)', 'as fetched by Chromium'],
      results.map((r) => {
        const js = r.firstLoadJs;
        const check =
          js.countedNotFetchedInBrowser.length + js.fetchedInBrowserNotCounted.length === 0
            ? 'same chunks'
            : `${js.countedNotFetchedInBrowser.length} not fetched, ${js.fetchedInBrowserNotCounted.length} more fetched`;
        return [
          r.label,
          js.scripts.length,
          js.scripts.filter((s) => s.from === 'script tag').length,
          js.scripts.filter((s) => s.from === 'RSC payload').length,
          kb(js.rawBytes),
          kb(floor.gzipBytes) + (js.floorChunksNotLoaded.length > 0 ? ` (${js.floorChunksNotLoaded.length} not loaded)` : ''),
          kb(js.overFloorGzipBytes),
          withVerdict(`${kb(js.gzipBytes)} <= ${kb(js.maxGzipBytes)}`, r.budgets.firstLoadJs),
          check,
        ];
      }),
    ),
  );
  line();
  line(`Web vitals: Chromium ${vitals.browserVersion}, ${VIEWPORT.width}x${VIEWPORT.height}, no throttling, median of ${settings.vitalsRuns} runs, web-vitals ${WEB_VITALS_VERSION}`);
  line(
    formatTable(
      ['page kind', `LCP ms (budget < ${BUDGETS.lcpMaxMs})`, `CLS (budget < ${BUDGETS.clsMax})`, 'TBT ms', 'FCP ms', 'blocking before FCP ms', 'LCP element'],
      results.map((r) => [
        r.label,
        withVerdict(r.vitals.lcpMs ?? 'none', r.budgets.lcp),
        withVerdict(r.vitals.cls?.toFixed(4) ?? 'none', r.budgets.cls),
        r.vitals.tbtMs ?? 'n/a',
        r.vitals.fcpMs ?? 'n/a',
        r.vitals.blockingBeforeFcpMs ?? 'n/a',
        tail(r.vitals.lcpElement ?? '', 48),
      ]),
    ),
  );
  line();
  if (lighthouse) {
    line(`Lighthouse ${lighthouse.version}: ${LIGHTHOUSE_PRESET}, Chromium ${lighthouse.browserVersion}, loopback, median of ${settings.vitalsRuns} runs`);
    line(
      formatTable(
        ['page kind', `score (budget >= ${BUDGETS.lighthouseMinScore})`, `TBT ms (budget < ${BUDGETS.lighthouseMaxTbtMs})`, `LCP ms (budget < ${BUDGETS.lighthouseMaxLcpMs})`, 'FCP ms', 'CLS', 'runs failed'],
        results.map((r) => [
          r.label,
          withVerdict(r.lighthouse.score ?? 'none', r.budgets.lighthouseScore),
          withVerdict(r.lighthouse.tbtMs ?? 'none', r.budgets.lighthouseTbt),
          withVerdict(r.lighthouse.lcpMs ?? 'none', r.budgets.lighthouseLcp),
          r.lighthouse.fcpMs ?? 'n/a',
          r.lighthouse.cls?.toFixed(4) ?? 'n/a',
          r.lighthouse.runs.filter((x) => x.runtimeError).length,
        ]),
      ),
    );
  } else {
    line('Lighthouse: not run (--no-lighthouse); its budgets are not judged');
  }
  line();
  line(`public/ files created after next start: ${publicAddedAfterStart} (so the copies are written before the measuring server starts)`);
  line(`budgets: ${budgetFailures.length === 0 ? 'all pass' : `${budgetFailures.length} FAIL (${budgetFailures.join('; ')})`}${strict ? ' [--strict]' : ''}`);

  mkdirSync('bench', { recursive: true });
  const report = {
    when: new Date().toISOString(),
    commit: gitHead(),
    buildId,
    machine: { ...machine(), loadAverage1_5_15AtStart: loadAverageAtStart, loadAverage1_5_15AtEnd: os.loadavg().map((x) => Number(x.toFixed(2))) },
    settings: {
      ...settings,
      warmupSeconds: WARMUP_SECONDS,
      host: '127.0.0.1',
      compression: 'none (autocannon sends no Accept-Encoding)',
      firstLoadJs: `chunks of <script src> tags and of the inline RSC payload, gzip level ${GZIP_LEVEL} per chunk, nomodule scripts not counted`,
      lighthouse: lighthouse ? { version: lighthouse.version, browser: `Chromium ${lighthouse.browserVersion}`, preset: LIGHTHOUSE_PRESET, aggregate: 'median of each figure' } : 'not run (--no-lighthouse)',
      vitals: {
        browser: `Chromium ${vitals.browserVersion}`,
        viewport: VIEWPORT,
        throttling: 'none',
        aggregate: 'median',
        webVitals: WEB_VITALS_VERSION,
        tbt: `long tasks clipped at FCP, minus 50 ms each, until network idle and ${QUIET_MS} ms without a long task`,
      },
    },
    budgets: BUDGETS,
    frameworkFloor: { source: '.next/build-manifest.json rootMainFiles, polyfillFiles not counted', ...floor },
    publicFilesCreatedAfterStart: publicAddedAfterStart,
    smallStatic: { path: smallStatic.path, bytes: smallStatic.bytes, rps: round(smallStatic.rps, 1), p50Ms: smallStatic.p50, p99Ms: smallStatic.p99, failedRequests: smallStatic.failed },
    kinds: results,
    requests: apis.map(({ api, live }) => ({
      id: api.id,
      label: api.label,
      path: api.path,
      rps: round(live.rps, 1),
      p50Ms: live.p50,
      p99Ms: live.p99,
      requests: live.requests,
      failedRequests: live.failed,
      ratioToSmallStatic: round(live.rps / smallStatic.rps, 3),
    })),
    seatMap: {
      budgets: SEAT_MAP_BUDGETS,
      layoutCopy: { path: layoutCopy.path, bytes: layoutCopy.bytes, rps: round(layoutCopyRun.rps, 1), p99Ms: layoutCopyRun.p99, failedRequests: layoutCopyRun.failed },
      requests: seatMap.rows.map((r) => ({ id: r.id, path: r.path, rps: round(r.rps, 1), p99Ms: r.p99Ms, against: r.against, ratio: round(r.ratio, 3), budget: r.budget, verdict: r.verdict })),
      visibleAfterHold: seatMap.visible,
    },
    checkout: { orders: checkout.orders, ordersPerSecond: round(checkout.ordersPerSecond, 2), p50Ms: checkout.p50, p99Ms: checkout.p99, failed: checkout.failed },
    budgetFailures,
    failures,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  line(`results: ${RESULTS_FILE}`);

  if (failures.length > 0) {
    console.error(`bench: ${failures.length} failure(s):\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else if (strict && budgetFailures.length > 0) {
    console.error('bench: budgets failed (--strict)');
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`bench failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  if (server) await server.stop();
  removeCopies();
}

// ---- hold contention (issue 10), after the server is gone: PostgreSQL, 200 buyers, beside pgbench --
// tests/bench/holds.mjs does the run (also `npm run bench:holds`); its result joins results.json.
if (!values['no-holds'] && process.exitCode !== 1) {
  const holds = spawnSync(process.execPath, ['tests/bench/holds.mjs', '--seconds', String(Math.max(5, duration))], { stdio: 'inherit', timeout: 900_000 });
  if (holds.status === 0 && existsSync('bench/results-holds.json')) {
    const result = JSON.parse(readFileSync('bench/results-holds.json', 'utf8'));
    const report = JSON.parse(readFileSync(RESULTS_FILE, 'utf8'));
    report.holds = result;
    if (result.verdict !== 'pass') report.budgetFailures = [...(report.budgetFailures ?? []), `holds: ratio to pgbench ${result.ratioToPgbench} < ${result.budget}`];
    writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
    if (strict && result.verdict !== 'pass') process.exitCode = 1;
  } else {
    // No PostgreSQL (or pgbench) here: the page and API figures stand; --no-holds skips this part.
    console.error('bench: the hold-contention run did not complete (it needs PostgreSQL and pgbench; see above)');
    if (strict) process.exitCode = 1;
  }
}

function tail(text, max) {
  return text.length <= max ? text : `…${text.slice(-(max - 1))}`;
}

function round(x, digits) {
  if (typeof x !== 'number' || !Number.isFinite(x)) return null;
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

function gitHead() {
  const r = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}
