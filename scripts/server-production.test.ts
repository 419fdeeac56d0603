import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The production server started as `npm start` starts it, with only these settings. */
function startServer(env: Record<string, string>) {
  const { PATH = '', HOME = '' } = process.env;
  return spawnSync(process.execPath, ['scripts/server.mjs', '-p', '0'], {
    cwd: root,
    env: { PATH, HOME, NODE_ENV: 'production', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('node scripts/server.mjs with APP_MODE=production', () => {
  it('exits before listening, with one message naming every missing setting (no build needed)', () => {
    const run = startServer({ APP_MODE: 'production' });
    expect(run.status).toBe(78);
    expect(run.stdout).not.toContain('Ready on');
    expect(run.stderr).toContain('APP_MODE=production refuses to start: 6 settings missing or unsafe');
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SITE_URL', 'SMTP_URL', 'BETTER_AUTH_SECRET']) {
      expect(run.stderr).toContain(`  - ${name} is missing`);
    }
    expect(run.stderr).toContain('  - AUTO_SEED must be 0 in production');
  });

  it('names an unsafe value too: plain-http SITE_URL and the outbox page', () => {
    const run = startServer({
      APP_MODE: 'production',
      STRIPE_SECRET_KEY: 'sk_live_0123456789abcdef',
      STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
      SITE_URL: 'http://vegasgo.example',
      SMTP_URL: 'smtp://smtp.vegasgo.example:25',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      OUTBOX_PAGE: '1',
      AUTO_SEED: '0',
    });
    expect(run.status).toBe(78);
    expect(run.stderr).toContain('APP_MODE=production refuses to start: 2 settings missing or unsafe');
    expect(run.stderr).toContain('  - SITE_URL must be https in production');
    expect(run.stderr).toContain('  - OUTBOX_PAGE must be off in production');
  });
});

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

// Needs a build (`npx next build`); the refusals above do not.
describe.skipIf(!existsSync(path.join(root, '.next/BUILD_ID')))('the built server with APP_MODE=production and everything configured', () => {
  it('starts, shows no demo notice, and the dev pages and the local PayPal page are not found', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const { PATH = '', HOME = '' } = process.env;
    const server = spawn(process.execPath, ['scripts/server.mjs', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: root,
      env: {
        PATH,
        HOME,
        NODE_ENV: 'production',
        APP_MODE: 'production',
        AUTO_SEED: '0',
        JOBS: '0',
        PGLITE_DATA_DIR: 'memory://',
        SITE_URL: 'https://vegasgo.example',
        SMTP_URL: 'smtp://127.0.0.1:2599',
        BETTER_AUTH_SECRET: 'x'.repeat(40),
        STRIPE_SECRET_KEY: 'sk_test_0123456789abcdef',
        STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        let output = '';
        server.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Ready on')) resolve();
        });
        server.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
      });
      const base = `http://127.0.0.1:${port}`;
      const home = await fetch(`${base}/`);
      expect(home.status).toBe(200);
      const html = await home.text();
      expect(html).toContain('id="main"');
      expect(html).not.toContain('data-testid="demo-notice"');
      expect(home.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(home.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
      for (const page of ['/iv2/dev/outbox', '/iv2/dev/paypal?token=abcdefghijklmnop', '/iv2/paypal/approved?token=abcdefghijklmnop']) {
        expect((await fetch(`${base}${page}`)).status, page).toBe(404);
      }
    } finally {
      server.kill('SIGTERM');
    }
  });
});

