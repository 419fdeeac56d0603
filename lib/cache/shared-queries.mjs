// Pages that answer a question (site search, air+hotel results) are the same for everyone who asks
// the same question, so they are cached per normalised question (issue 27): scripts/server.mjs
// asks `sharedQueryOf` for the normalised key of a request and passes it to Next in
// SHARED_QUERY_HEADER; a `beforeFiles` rewrite of next.config.ts (sharedQueryRewrites) sends the
// request to the cached twin of the page under SHARED_RESULTS_PREFIX, rendered once per key and
// kept by Next's cache (tagged like every cached page) and the front cache (keyed on the header,
// in a share of their own: see front-cache.mjs and cache-handler.mjs).
//
// Plain JavaScript because scripts/server.mjs runs without a bundler; the TypeScript that
// validates the same inputs (features/sitesearch/schema.ts, features/search/air-hotel/request.ts)
// is checked against these rules by shared-queries.test.ts.
//
// What is not shared goes to the per-request page as before: a question that is not valid (the
// page shows what is wrong, rendered per request and never kept), `nc=1`, a repeated key, an RSC
// request of a client navigation (its payload belongs to the route the browser is on), and every
// request under `next dev` (no server.mjs, no header).

/** Set by scripts/server.mjs only (it drops any a client sent): the normalised key of a shared question. */
export const SHARED_QUERY_HEADER = 'x-vegas-shared-query';
/** Carried by the cached reads of shared questions: the cache handler keeps them in its query share. */
export const SHARED_QUERY_TAG = 'shared-query';
/** Where the cached twins live (app/iv2/shared-results); never asked for by name (server.mjs). */
export const SHARED_RESULTS_PREFIX = '/iv2/shared-results';
export const SITE_SEARCH_PATH = '/iv2/searchresults/sitesearch';
export const AIR_HOTEL_PATH = '/iv2/searchresults/airhotels';
/** features/sitesearch/schema.ts MAX_SITE_SEARCH_QUERY (a test keeps them equal). */
export const MAX_SITE_SEARCH_QUERY = 200;
/** The longest key: 200 characters of UTF-8 (at most 800 bytes) in base64url, or an air+hotel search. */
export const MAX_KEY_LENGTH = 1100;
/** The characters of a key (base64url), and what the rewrites capture. */
export const KEY_PATTERN = `[A-Za-z0-9_-]{1,${MAX_KEY_LENGTH}}`;

// lib/config/air-hotel.ts (a test keeps them equal).
export const AIRPORT_CODE = /^[A-Z]{3}$/;
export const PARTY = /^[1-4](?:-(?:1[0-7]|[0-9])){0,3}(?:,[1-4](?:-(?:1[0-7]|[0-9])){0,3}){0,3}$/;
export const CABIN_CLASSES = Object.freeze(['Y', 'C', 'F']);
export const FLIGHT_TIMES = Object.freeze(['anytime', 'morning', 'afternoon', 'evening']);
/** The air+hotel query keys the page reads; any other key (utm_*, gclid, …) changes nothing. */
const AIR_HOTEL_KEYS = Object.freeze(['from', 'party', 'cabin', 'depart', 'return']);
/** What the path may hold after /airhotels: the search rewrites have refused any other shape before the page runs. */
const AIR_HOTEL_REST = /^(?:\/\d{4}-\d{2}-\d{2}(?:\/-\/\d{4}-\d{2}-\d{2})?)?(?:\/sort\/[a-z-]{1,32})?$/;

/**
 * The site search's text as the page and its cached read use it: trimmed, inner white space as
 * one space, NFC. Case is kept (the heading repeats what the visitor typed); the cached search
 * under it is keyed on the lower-cased text (features/sitesearch/queries.ts). Null when the page
 * would not search (empty, too long, a NUL).
 * @param {string} text
 */
export function normaliseSiteSearchText(text) {
  const normal = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (normal.length === 0 || normal.length > MAX_SITE_SEARCH_QUERY || normal.includes('\u0000')) return null;
  return normal;
}

/** @param {string} text */
function toKey(text) {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** @param {string} key @returns {string | null} */
function fromKey(key) {
  if (key.length > MAX_KEY_LENGTH || !new RegExp(`^${KEY_PATTERN}$`).test(key)) return null;
  const text = Buffer.from(key, 'base64url').toString('utf8');
  // Only the one spelling toKey writes (base64url decoding forgives, and a key must be one entry).
  return toKey(text) === key ? text : null;
}

/** @param {string} query */
export function siteSearchKey(query) {
  return toKey(query);
}

/**
 * The site search text of a key, or null when the key is not one that siteSearchKey writes for
 * a normalised text (a made-up key is not a page of its own).
 * @param {string} key
 */
export function siteSearchTextOfKey(key) {
  const text = fromKey(key);
  return text !== null && normaliseSiteSearchText(text) === text ? text : null;
}

/**
 * @typedef {{ day: string, rest: string, from: string, party: string | null, cabin: string, depart: string, return: string }} AirHotelQuestion
 *   an air+hotel search as its results page reads it: the Pacific day it is asked on (the default
 *   dates and the window rules follow it), the path after /airhotels, and the query with its
 *   defaults (a missing party stays null: the page's default room)
 */

/** @param {AirHotelQuestion} question */
export function airHotelKey(question) {
  return toKey(JSON.stringify([question.day, question.rest, question.from, question.party, question.cabin, question.depart, question.return]));
}

/**
 * @param {string} key
 * @returns {AirHotelQuestion | null}
 */
export function airHotelQuestionOfKey(key) {
  const text = fromKey(key);
  if (text === null) return null;
  let parts;
  try {
    parts = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parts) || parts.length !== 7) return null;
  const [day, rest, from, party, cabin, depart, back] = parts;
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day) || typeof rest !== 'string' || !AIR_HOTEL_REST.test(rest)) return null;
  /** @type {AirHotelQuestion} */
  const question = { day, rest, from, party, cabin, depart, return: back };
  const valid =
    typeof from === 'string' &&
    AIRPORT_CODE.test(from) &&
    (party === null || (typeof party === 'string' && PARTY.test(party))) &&
    CABIN_CLASSES.includes(cabin) &&
    FLIGHT_TIMES.includes(depart) &&
    FLIGHT_TIMES.includes(back);
  return valid && airHotelKey(question) === key ? question : null;
}

const pacificDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Pacific calendar day of an instant, yyyy-MM-dd (lib/dates pacificToday, without date-fns). @param {number} at */
export function pacificDayOf(at) {
  return pacificDay.format(at);
}

/**
 * The one value of a query key, undefined when absent, null when repeated (the page would read
 * the first; a repeated key is not a question worth an entry).
 * @param {URLSearchParams} query @param {string} name
 */
function single(query, name) {
  const values = query.getAll(name);
  if (values.length > 1) return null;
  return values[0];
}

/**
 * The shared question a request asks, as `{ kind, key }`, or null when it is answered per request.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} req
 * @param {number} [now]
 * @returns {{ kind: 'sitesearch' | 'airhotels', key: string } | null}
 */
export function sharedQueryOf(req, now = Date.now()) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return null;
  if (req.headers.rsc !== undefined) return null;
  const mark = req.url.indexOf('?');
  const pathname = mark === -1 ? req.url : req.url.slice(0, mark);
  if (pathname !== SITE_SEARCH_PATH && pathname !== AIR_HOTEL_PATH && !pathname.startsWith(`${AIR_HOTEL_PATH}/`)) return null;
  const query = new URLSearchParams(mark === -1 ? '' : req.url.slice(mark + 1));
  const nc = query.get('nc');
  if (nc === '1' || nc === 'true') return null;
  if (pathname === SITE_SEARCH_PATH) {
    const rq = single(query, 'rq');
    if (typeof rq !== 'string') return null;
    const text = normaliseSiteSearchText(rq);
    return text === null ? null : { kind: 'sitesearch', key: siteSearchKey(text) };
  }
  const rest = pathname.slice(AIR_HOTEL_PATH.length);
  if (!AIR_HOTEL_REST.test(rest)) return null;
  /** @type {Record<string, string | undefined>} */
  const values = {};
  for (const name of AIR_HOTEL_KEYS) {
    const value = single(query, name);
    if (value === null) return null;
    values[name] = value;
  }
  const question = {
    day: pacificDayOf(now),
    rest,
    from: values.from ?? '',
    party: values.party ?? null,
    cabin: values.cabin ?? 'Y',
    depart: values.depart ?? 'anytime',
    return: values.return ?? 'anytime',
  };
  const key = airHotelKey(question);
  // Only a question the page answers with results: one with errors is shown per request.
  return airHotelQuestionOfKey(key) === null ? null : { kind: 'airhotels', key };
}

/**
 * The rewrites of next.config.ts (beforeFiles, after the rules that refuse bad urls): a request
 * that server.mjs found a shared question in goes to the cached twin of its page.
 */
export function sharedQueryRewrites() {
  const has = [{ type: /** @type {const} */ ('header'), key: SHARED_QUERY_HEADER, value: `(?<key>${KEY_PATTERN})` }];
  return [
    { source: SITE_SEARCH_PATH, has, destination: `${SHARED_RESULTS_PREFIX}/sitesearch/:key` },
    { source: `${AIR_HOTEL_PATH}/:rest*`, has, destination: `${SHARED_RESULTS_PREFIX}/airhotels/:key` },
  ];
}

/**
 * Whether a request names a twin itself: nobody links there, and a twin's key comes only from
 * server.mjs, so such a request is answered as not found before anything keys on it.
 * @param {string | undefined} url
 */
export function namesSharedResults(url) {
  if (!url) return false;
  const lower = url.toLowerCase();
  return lower === SHARED_RESULTS_PREFIX || lower.startsWith(`${SHARED_RESULTS_PREFIX}/`) || lower.startsWith(`${SHARED_RESULTS_PREFIX}?`);
}
