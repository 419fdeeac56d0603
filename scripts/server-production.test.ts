import { spawnSync } from 'node:child_process';
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
