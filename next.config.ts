import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // PGlite ships WebAssembly and data files that must be loaded from node_modules
  // at run time, and pg has optional native bindings: neither may be bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // Migrations are read from disk when the server starts.
  outputFileTracingIncludes: { '/**': ['./lib/db/migrations/**/*'] },
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
};

export default nextConfig;
