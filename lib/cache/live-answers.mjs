// Live answers: the seat map's shared answers (issue 27 item 2), sent by the front cache
// (front-cache.mjs, in scripts/server.mjs) without entering Next.
//
// Why: the seat map's reads are one snapshot per performance (features/seating/live.ts), so the
// database is read once a second however many visitors poll; what is left per request is Next's
// request path for a route handler (a couple of ms), which held them at about 0.2 of a static
// file's rate. The route handler publishes each snapshot's answer for visitors with nothing of
// their own in it (no cart holding seats there, no insider entitlement) under its exact url,
// until the snapshot is too old; the front cache sends it while it may:
//
// - only a GET of exactly that url (path and query as sent), before `expiresAt`: a snapshot is
//   never sent older than its maximum age; after that the request goes to Next, which reads afresh
//   (one read for all, single flight) and publishes again;
// - `cookies` says which requests may have it: 'any' (the venue layout, the same for everyone),
//   'no-held-cart' (taken seats: not a cart named in `carts`, whose own seats would differ),
//   'anonymous' (ticket prices: no member-deal or session cookie, which may change prices);
// - If-None-Match with the answer's ETag gets a 304, as from the route;
// - bounded: at most MAX_ENTRIES urls, the oldest published first out.
//
// One registry per process on globalThis: Next's bundled server code publishes, the server's own
// module instance reads.

const REGISTRY = Symbol.for('vegas.live-answers');
export const MAX_ENTRIES = 4000;

/**
 * @typedef {{ body: Uint8Array, gzipBody?: Uint8Array, etag: string, cacheControl: string, contentType: string,
 *   expiresAt: number, cookies: 'any' | 'no-held-cart' | 'anonymous', carts?: ReadonlySet<string> }} LiveAnswer
 */

/** @returns {Map<string, LiveAnswer>} */
function registry() {
  const g = /** @type {Record<symbol, any>} */ (globalThis);
  g[REGISTRY] ??= new Map();
  return g[REGISTRY];
}

/** Publishes (or replaces) the answer of a url. @param {string} url @param {LiveAnswer} answer */
export function publishLiveAnswer(url, answer) {
  const answers = registry();
  answers.delete(url);
  answers.set(url, answer);
  while (answers.size > MAX_ENTRIES) {
    const oldest = answers.keys().next();
    if (oldest.done) break;
    answers.delete(oldest.value);
  }
}

/** Forgets every live answer (tests). */
export function forgetLiveAnswers() {
  registry().clear();
}

/** @param {string | undefined} header @returns {Map<string, string>} */
function cookiesOf(header) {
  const cookies = new Map();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(at + 1).trim());
  }
  return cookies;
}

/** Cookies that may change a visitor's ticket prices (lib/member-deals-cookie, the auth session). */
const PRICE_COOKIE = /^(?:memberDeals$|.*session|.*better-auth)/i;

/** @param {LiveAnswer} answer @param {string | undefined} cookieHeader */
function mayHave(answer, cookieHeader) {
  if (answer.cookies === 'any' || !cookieHeader) return true;
  const cookies = cookiesOf(cookieHeader);
  if (answer.cookies === 'no-held-cart') {
    const cart = cookies.get('CART_UUID');
    return cart === undefined || !(answer.carts?.has(cart) ?? false);
  }
  for (const name of cookies.keys()) if (PRICE_COOKIE.test(name)) return false;
  return true;
}

/** Whether Accept-Encoding takes gzip (named, or `*`, with a weight above 0). @param {string | string[] | undefined} header */
function acceptsGzip(header) {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text.split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** @param {string | string[] | undefined} header @param {string} etag */
function matches(header, etag) {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return false;
  const bare = etag.replace(/^W\//, '');
  return text.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/**
 * Sends the live answer of the request's url when there is one it may have; false otherwise
 * (the request goes on to Next).
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {number} [now]
 */
export function serveLiveAnswer(req, res, now = Date.now()) {
  if (req.method !== 'GET' || req.url === undefined) return false;
  const answers = registry();
  if (answers.size === 0) return false;
  const answer = answers.get(req.url);
  if (answer === undefined) return false;
  if (answer.expiresAt <= now) {
    answers.delete(req.url);
    return false;
  }
  if (!mayHave(answer, req.headers.cookie)) return false;
  res.setHeader('Cache-Control', answer.cacheControl);
  res.setHeader('ETag', answer.etag);
  if (answer.gzipBody) res.setHeader('Vary', 'Accept-Encoding');
  if (matches(req.headers['if-none-match'], answer.etag)) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  const gzip = answer.gzipBody !== undefined && acceptsGzip(req.headers['accept-encoding']);
  const body = gzip ? /** @type {Uint8Array} */ (answer.gzipBody) : answer.body;
  res.statusCode = 200;
  res.setHeader('Content-Type', answer.contentType);
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', String(body.byteLength));
  res.end(body);
  return true;
}
