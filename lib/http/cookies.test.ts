import { describe, expect, it, vi } from 'vitest';

/** cookieHeader with this environment (lib/env parses it once per module instance). */
async function cookieHeaderWith(env: Record<string, string>) {
  Object.assign(process.env, env);
  vi.resetModules();
  return (await import('./cookies')).cookieHeader;
}

const overHttp = new Request('http://127.0.0.1:3000/api/holds', { method: 'POST' });

describe('first-party cookies', () => {
  it('demo over plain http: no Secure (the browser would drop it)', async () => {
    const cookieHeader = await cookieHeaderWith({ APP_MODE: 'demo', SITE_URL: 'http://localhost:3000' });
    expect(cookieHeader(overHttp, 'CART_UUID', 'abc', { maxAgeSeconds: 60 })).toBe('CART_UUID=abc; Path=/; Max-Age=60; SameSite=Lax; HttpOnly');
  });

  it('Secure in production, even when the proxy that ends TLS does not say so', async () => {
    const cookieHeader = await cookieHeaderWith({ APP_MODE: 'production', SITE_URL: 'https://vegasgo.example' });
    expect(cookieHeader(overHttp, 'CART_UUID', 'abc', { maxAgeSeconds: 60 })).toBe('CART_UUID=abc; Path=/; Max-Age=60; SameSite=Lax; HttpOnly; Secure');
    expect(cookieHeader(overHttp, 'memberDeals', '1', { maxAgeSeconds: 60, httpOnly: false })).toBe('memberDeals=1; Path=/; Max-Age=60; SameSite=Lax; Secure');
  });

  it('Secure whenever SITE_URL is https, and over https', async () => {
    const cookieHeader = await cookieHeaderWith({ APP_MODE: 'demo', SITE_URL: 'https://vegasgo.example' });
    expect(cookieHeader(overHttp, 'CART_UUID', 'abc', { maxAgeSeconds: 60 })).toMatch(/; Secure$/);
    const plain = await cookieHeaderWith({ APP_MODE: 'demo', SITE_URL: 'http://localhost:3000' });
    expect(plain(new Request('https://vegasgo.example/api/holds'), 'CART_UUID', 'abc', { maxAgeSeconds: 60 })).toMatch(/; Secure$/);
  });
});
