import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.dirname(new URL(import.meta.url).pathname);

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}/` },
      // `server-only` throws outside React Server Components; in tests the server code runs in plain Node.
      { find: /^server-only$/, replacement: `${root}/tests/helpers/empty-module.ts` },
      // graphql ships CommonJS (main) and ESM (module) builds; libraries loaded by Node get the
      // CommonJS one, so tested code must too, or instanceof checks fail across the two copies.
      { find: /^graphql$/, replacement: `${root}/node_modules/graphql/index.js` },
    ],
  },
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', '.next/**', 'tests/e2e/**', '.data/**'],
    environment: 'node',
    // Gives the run a place for the seeded database templates that integration files copy.
    globalSetup: ['tests/helpers/vitest-global-setup.ts'],
    // Files share a worker (no process per file): a fresh process per file spent most of the run
    // importing the same packages again (React, Next, zod, drizzle, PGlite). The setup file starts
    // each file with the worker's first environment and our own modules evaluated afresh, as a
    // process of its own would (measured on a quiet machine: the whole vitest run 6:00 -> 2:17;
    // green with one worker and the files shuffled).
    isolate: false,
    setupFiles: ['tests/helpers/fresh-modules.ts'],
    // Two cores: integration files each open a database; keep parallelism modest.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
