import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium.mjs';

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

// E2E_PORT moves both servers (pglite on it, postgres on the next port), so two checkouts can
// run their suites side by side without one reusing the other's server.
const pglitePort = Number(process.env.E2E_PORT ?? 3100);
const postgresPort = pglitePort + 1;
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  testDir: './tests/e2e',
  // Its own folder, which Playwright empties when it starts: npm test runs vitest beside it, whose
  // report lands in test-results/.
  outputDir: './test-results/playwright',
  // Two spec files at a time: a test mostly waits on the server or the browser, so the two
  // cores serve both (measured: the whole run 7.5 -> 6.1 min, nothing flaky). Tests in one file
  // still run in order, one after the other.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    launchOptions: chromium,
    // Recording a trace costs every test CPU (snapshots of each step) on a two-core machine: CI
    // records one only when it retries a failed test; a local run keeps it for each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    { name: 'pglite', use: { baseURL: `http://127.0.0.1:${pglitePort}` }, testIgnore: /postgres\.spec\.ts/ },
    ...(withPostgres
      ? [{ name: 'postgres', use: { baseURL: `http://127.0.0.1:${postgresPort}` }, testMatch: /postgres\.spec\.ts/ }]
      : []),
  ],
  webServer: [
    {
      command: `node scripts/serve-e2e.mjs pglite ${pglitePort}`,
      url: `http://127.0.0.1:${pglitePort}/api/health`,
      timeout: 240_000,
      reuseExistingServer: !process.env.CI,
      // SIGTERM lets scripts/serve-e2e.mjs stop the server and drop its PostgreSQL database.
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
      stdout: 'pipe',
      stderr: 'pipe',
    },
    ...(withPostgres
      ? [
          {
            command: `node scripts/serve-e2e.mjs postgres ${postgresPort}`,
            url: `http://127.0.0.1:${postgresPort}/api/health`,
            timeout: 240_000,
            reuseExistingServer: !process.env.CI,
      // SIGTERM lets scripts/serve-e2e.mjs stop the server and drop its PostgreSQL database.
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
            stdout: 'pipe' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
