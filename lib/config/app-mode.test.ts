import { describe, expect, it } from 'vitest';
import { devPagesAllowed, isProductionMode, paypalMode, secureCookies, showsDemoNotice } from './app-mode';

const paypal = { PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret' };

describe('app mode', () => {
  it('demo: the notice, the local PayPal page and the dev pages', () => {
    const demo = { APP_MODE: 'demo' as const };
    expect(isProductionMode(demo)).toBe(false);
    expect(showsDemoNotice(demo)).toBe(true);
    expect(devPagesAllowed(demo)).toBe(true);
    expect(paypalMode({ ...demo, PAYPAL_CLIENT_ID: undefined, PAYPAL_CLIENT_SECRET: undefined })).toBe('local');
    expect(paypalMode({ ...demo, ...paypal })).toBe('rest');
  });

  it('production: no notice, no dev pages, PayPal only with credentials (never the local page)', () => {
    const production = { APP_MODE: 'production' as const };
    expect(isProductionMode(production)).toBe(true);
    expect(showsDemoNotice(production)).toBe(false);
    expect(devPagesAllowed(production)).toBe(false);
    expect(paypalMode({ ...production, PAYPAL_CLIENT_ID: undefined, PAYPAL_CLIENT_SECRET: undefined })).toBe('off');
    expect(paypalMode({ ...production, ...paypal })).toBe('rest');
  });

  it('cookies are Secure in production and whenever the site is https', () => {
    expect(secureCookies({ APP_MODE: 'production', SITE_URL: 'http://localhost:3000' })).toBe(true);
    expect(secureCookies({ APP_MODE: 'demo', SITE_URL: 'https://vegasgo.example' })).toBe(true);
    expect(secureCookies({ APP_MODE: 'demo', SITE_URL: 'http://localhost:3000' })).toBe(false);
  });
});
