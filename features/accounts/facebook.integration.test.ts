import { describe, expect, it } from 'vitest';
import { testDatabaseForSuite } from '@/tests/helpers/test-database';

// Set before anything reads the environment (lib/env parses it once per process).
process.env.FACEBOOK_CLIENT_ID = 'test-facebook-app';
process.env.FACEBOOK_CLIENT_SECRET = 'test-facebook-secret';

describe('Facebook login when configured, and the origin checks', () => {
  testDatabaseForSuite('pglite');

  it('is offered, and sends the browser to Facebook with our callback', async () => {
    const { getAuth, facebookLoginEnabled } = await import('./auth');
    expect(facebookLoginEnabled()).toBe(true);
    const auth = await getAuth();
    const response = await auth.handler(
      new Request('http://localhost:3000/api/auth/sign-in/social', {
        method: 'POST',
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', 'x-vegas-client-ip': '203.0.113.90' },
        body: JSON.stringify({ provider: 'facebook', callbackURL: '/mytrip/app/MyAccountLogin' }),
      }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { url: string };
    const url = new URL(body.url);
    expect(url.hostname).toMatch(/facebook\.com$/);
    expect(url.searchParams.get('client_id')).toBe('test-facebook-app');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/facebook');
  });

  it('refuses a callback to another site', async () => {
    const { getAuth } = await import('./auth');
    const auth = await getAuth();
    const response = await auth.handler(
      new Request('http://localhost:3000/api/auth/sign-in/social', {
        method: 'POST',
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', 'x-vegas-client-ip': '203.0.113.91' },
        body: JSON.stringify({ provider: 'facebook', callbackURL: 'https://evil.example.com/' }),
      }),
    );
    expect(response.status).toBe(403);
  });

  it('refuses a post from another site (CSRF)', async () => {
    const { getAuth } = await import('./auth');
    const auth = await getAuth();
    const response = await auth.handler(
      new Request('http://localhost:3000/api/auth/sign-out', {
        method: 'POST',
        headers: { origin: 'https://evil.example.com', cookie: 'better-auth.session_token=abc', 'content-type': 'application/json', 'x-vegas-client-ip': '203.0.113.92' },
        body: '{}',
      }),
    );
    expect(response.status).toBe(403);
  });
});
