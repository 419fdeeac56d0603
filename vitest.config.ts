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
    // The files are the projects' (below): `extends: true` would add a list here to theirs.
    environment: 'node',
    // Gives the run a place for the seeded database templates that integration files copy.
    globalSetup: ['tests/helpers/vitest-global-setup.ts'],
    // Two cores: integration files each open a database; keep parallelism modest.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.test.ts', '**/*.test.tsx'],
          exclude: ['node_modules/**', '.next/**', 'tests/e2e/**', '.data/**', '**/*.integration.test.*'],
          // Unit files share a worker's loaded packages (React, Next, zod, drizzle): vitest still
          // evaluates our own modules afresh for each file, but a fresh process per file cost about
          // 100 s of the run's CPU in imports (measured: 134 files 142 s -> 43 s).
          isolate: false,
          setupFiles: ['tests/helpers/fresh-modules.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['**/*.integration.test.ts', '**/*.integration.test.tsx'],
          exclude: ['node_modules/**', '.next/**', 'tests/e2e/**', '.data/**'],
          // Each integration file gets a process of its own: some swap configuration (mail, OAuth,
          // the content service) that packages read once, and they leak into the next file.
        },
      },
    ],
  },
});
