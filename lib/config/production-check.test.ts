import { describe, expect, it } from 'vitest';
import { productionProblems, productionStartError } from './production-check.mjs';

const READY = {
  APP_MODE: 'production',
  STRIPE_SECRET_KEY: 'sk_live_0123456789abcdef',
  STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
  SITE_URL: 'https://vegasgo.example',
  SMTP_URL: 'smtps://mailer:secret@smtp.vegasgo.example:465',
  BETTER_AUTH_SECRET: 'x'.repeat(48),
  AUTO_SEED: '0',
};

describe('productionProblems', () => {
  it('asks nothing of the demo (APP_MODE unset or demo)', () => {
    expect(productionProblems({})).toEqual([]);
    expect(productionProblems({ APP_MODE: 'demo' })).toEqual([]);
    expect(productionStartError({})).toBeNull();
  });

  it('lets a fully configured production start; PayPal is optional', () => {
    expect(productionProblems(READY)).toEqual([]);
    expect(productionStartError(READY)).toBeNull();
  });

  it('names every missing setting in one message when nothing is configured', () => {
    const message = productionStartError({ APP_MODE: 'production' });
    expect(message).not.toBeNull();
    const lines = message!.split('\n');
    expect(lines[0]).toBe('APP_MODE=production refuses to start: 6 settings missing or unsafe');
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SITE_URL', 'SMTP_URL', 'BETTER_AUTH_SECRET']) {
      expect(lines.filter((line) => line.startsWith(`  - ${name} is missing`))).toHaveLength(1);
    }
    expect(lines).toContain('  - AUTO_SEED must be 0 in production: it seeds the demo city (its products, venues and prices) into an empty database');
    expect(lines.at(-1)).toContain('docs/operations/configuration.md');
  });

  it('refuses a SITE_URL that is plain http or this machine', () => {
    expect(productionProblems({ ...READY, SITE_URL: 'http://vegasgo.example' })).toEqual([
      'SITE_URL must be https in production (got http://vegasgo.example): cookies are Secure and HSTS is sent',
    ]);
    for (const local of ['https://localhost:3000', 'https://127.0.0.1', 'https://shop.localhost', 'https://[::1]:8443', 'https://0.0.0.0']) {
      expect(productionProblems({ ...READY, SITE_URL: local }), local).toEqual([expect.stringMatching(/^SITE_URL must be the public address, not this machine/)]);
    }
    expect(productionProblems({ ...READY, SITE_URL: 'not a url' })).toEqual(['SITE_URL is not a url: not a url']);
  });

  it('refuses seeding the demo city, a short signing secret, the outbox page and a stand-in Stripe host', () => {
    expect(productionProblems({ ...READY, AUTO_SEED: '1' })).toEqual([expect.stringMatching(/^AUTO_SEED must be 0 in production/)]);
    expect(productionProblems({ ...READY, AUTO_SEED: 'off' })).toEqual([]);
    expect(productionProblems({ ...READY, BETTER_AUTH_SECRET: 'short' })).toEqual(['BETTER_AUTH_SECRET is too short: at least 32 random characters']);
    expect(productionProblems({ ...READY, OUTBOX_PAGE: '1' })).toEqual([
      'OUTBOX_PAGE must be off in production: it lists every mail sent, with its links, at /iv2/dev/outbox',
    ]);
    expect(productionProblems({ ...READY, OUTBOX_PAGE: 'off' })).toEqual([]);
    expect(productionProblems({ ...READY, STRIPE_API_URL: 'http://127.0.0.1:12111' })).toEqual([
      'STRIPE_API_URL must be unset in production: it sends payments to another host than Stripe (a test stand-in)',
    ]);
  });

  it('treats empty values as unset', () => {
    expect(productionProblems({ ...READY, SMTP_URL: '', BETTER_AUTH_SECRET: '  ' })).toEqual([
      expect.stringMatching(/^SMTP_URL is missing/),
      expect.stringMatching(/^BETTER_AUTH_SECRET is missing/),
    ]);
  });
});
