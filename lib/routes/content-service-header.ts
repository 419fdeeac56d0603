import { CONTENT_PAGE_PATHS } from '../config/content-pages';

/**
 * Storefront 2.10 and 7: a static route tries the content service when its path is in the
 * configured list or when the server sets a `UsesContentService` response header, which the page
 * reads with a HEAD request on its own document. The server sets it (value `true`) on every
 * content-managed path (lib/config/content-pages.ts), on GET and HEAD alike, and on no other path.
 *
 * Set by one `headers()` rule of next.config.ts, read from content-service-headers.json (next.config
 * loads JSON, not the route table); content-service-header.test.ts keeps the file equal to
 * `contentServiceHeaderRules()` and checks it with Next's own path matcher.
 */
export const USES_CONTENT_SERVICE_HEADER = 'UsesContentService';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function contentServiceHeaderRules(paths: readonly string[] = CONTENT_PAGE_PATHS) {
  // One rule for all paths: Next compiles every rule on every request, so fewer is cheaper.
  const alternatives = paths.map((path) => escape(path.replace(/^\/+|\/+$/g, ''))).filter((p) => p.length > 0);
  return [{ source: `/:path(${alternatives.join('|')})`, headers: [{ key: USES_CONTENT_SERVICE_HEADER, value: 'true' }] }];
}
