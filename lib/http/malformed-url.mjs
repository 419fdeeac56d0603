// Broken percent-encoding in a request's path (`/iv2/paypal/%ZZ`, `/x/%E0%A4%A`, `/x/%C3%28`):
// Next decodes dynamic segments before any page runs and answers some of these with a bare 500
// (issue 25 item 7). scripts/server.mjs sends such a request to the not-found answer instead, before
// Next and the front cache see it: the full not-found page (404), or the APIs' JSON 404 under
// /api. Plain ESM, loaded by the server without a build. Tested in malformed-url.test.ts and
// through the built server in tests/e2e/headers.spec.ts.

export const NOT_FOUND_PAGE_PATH = '/_not-found';
export const NOT_FOUND_API_PATH = '/api/not-found';

/**
 * The path of a request url cannot be percent-decoded (a '%' without two hex digits, or bytes
 * that are not UTF-8). The query is not looked at: pages read it with URLSearchParams, which
 * leaves a broken escape as it is.
 * @param {string | undefined} url the request target (`/path?query`)
 */
export function hasMalformedPath(url) {
  if (!url) return false;
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.includes('%')) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * Where a request with a malformed path is answered: the not-found page, or the APIs' not-found
 * route under /api. Null when the path is well formed.
 * @param {string | undefined} url
 */
export function notFoundTargetForMalformed(url) {
  if (!hasMalformedPath(url)) return null;
  return /^\/api(?:\/|%|$)/.test(url ?? '') ? NOT_FOUND_API_PATH : NOT_FOUND_PAGE_PATH;
}
