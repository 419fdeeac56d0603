// Security headers on every response of the production server (scripts/server.mjs sets them
// before Next or the front cache answers; the front cache stores them with a page, so a cached
// answer carries them too). Plain ESM, so the server loads it without a build.
//
// - Content-Security-Policy: no page of ours may be framed (frame-ancestors 'none', with
//   X-Frame-Options for older browsers), no <base> may re-point relative urls, no plugins. It has
//   no script-src yet: Next's inline scripts on cached pages would need hashes or 'strict-dynamic'
//   (issue 25, item 6).
// - Strict-Transport-Security only when the site is served over https (SITE_URL): a browser told
//   so on http://localhost would refuse the plain-http demo.

/**
 * The headers, as [name, value] pairs.
 * @param {{ siteUrl?: string }} [options]
 * @returns {[string, string][]}
 */
export function securityHeaders({ siteUrl = process.env.SITE_URL ?? '' } = {}) {
  const headers = /** @type {[string, string][]} */ ([
    ['Content-Security-Policy', "frame-ancestors 'none'; base-uri 'self'; object-src 'none'"],
    ['X-Frame-Options', 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self)'],
  ]);
  if (siteUrl.startsWith('https://')) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  return headers;
}
