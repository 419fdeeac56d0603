// Security headers on every response of the production server (scripts/server.mjs sets them
// before Next or the front cache answers; the front cache stores them with a page, so a cached
// answer carries them too). Plain ESM, so the server loads it without a build.
//
// - Content-Security-Policy: the strict policy of a response that is not a page (nothing loads or
//   runs in it, nothing frames it). HTML pages get theirs from lib/security/script-policy.mjs
//   (applyResponsePolicy, installed by scripts/server.mjs): script-src 'self' and the hashes of the
//   page's own inline scripts, frame-ancestors 'none' (with X-Frame-Options for older browsers),
//   base-uri, object-src, form-action and the other sources the site needs.
// - Strict-Transport-Security only when the site is served over https (SITE_URL): a browser told
//   so on http://localhost would refuse the plain-http demo.
import { RESOURCE_CONTENT_SECURITY_POLICY } from './script-policy.mjs';

/**
 * The headers, as [name, value] pairs.
 * @param {{ siteUrl?: string }} [options]
 * @returns {[string, string][]}
 */
export function securityHeaders({ siteUrl = process.env.SITE_URL ?? '' } = {}) {
  const headers = /** @type {[string, string][]} */ ([
    ['Content-Security-Policy', RESOURCE_CONTENT_SECURITY_POLICY],
    ['X-Frame-Options', 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self)'],
  ]);
  if (siteUrl.startsWith('https://')) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  return headers;
}
