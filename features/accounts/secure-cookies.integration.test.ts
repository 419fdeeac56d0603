import { describe, expect, it } from 'vitest';
import { testDatabaseForSuite } from '@/tests/helpers/test-database';

// Set before anything reads the environment (lib/env parses it once per process). Production mode
// on a plain-http SITE_URL (the start-up check would refuse it; the cookie rule holds on its own).
process.env.APP_MODE = 'production';
process.env.SITE_URL = 'http://localhost:3000';
process.env.FACEBOOK_CLIENT_ID = 'test-facebook-app';
process.env.FACEBOOK_CLIENT_SECRET = 'test-facebook-secret';

describe('better-auth cookies in production mode', () => {
  testDatabaseForSuite('pglite');

  it('are Secure (and __Secure- prefixed) even without https in SITE_URL', async () => {
    const { getAuth } = await import('./auth');
    const auth = await getAuth();
    const response = await auth.handler(
      new Request('http://localhost:3000/api/auth/sign-in/social', {
        method: 'POST',
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.92' },
        body: JSON.stringify({ provider: 'facebook', callbackURL: '/mytrip/app/MyAccountLogin' }),
      }),
    );
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Secure-better-auth\./);
      expect(cookie).toMatch(/;\s*Secure(;|$)/i);
    }
  });
});
