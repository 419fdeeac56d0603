import { describe, expect, it, vi } from 'vitest';
import { redirectOf } from '@/tests/helpers/page-outcome';

// lib/env reads the environment once, on first use: the bases are set before anything loads.
vi.hoisted(() => {
  process.env.LOGIN_BASE_URL = 'https://accounts.example.com/signin';
  process.env.REGISTER_BASE_URL = '/account/register';
  process.env.SITE_URL = 'https://vegasgo.example';
});
vi.mock('@/features/accounts/queries', () => ({ getSignedInProfile: async () => null, socialLoginOptions: () => ({ facebook: false }) }));

const { default: LoginPage } = await import('./page');
const { default: RegisterPage } = await import('../register/page');

/** Where the page redirected to (Next's redirect() throws an error whose digest holds the url). */
async function redirectedTo(run: () => unknown): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    const redirect = redirectOf(error);
    if (redirect === null) throw error;
    return redirect.location;
  }
}

describe('the login and register pages with bases from configuration (storefront 2.2)', () => {
  it('send visitors to the configured login, coming back to where they were', async () => {
    const to = await redirectedTo(() => LoginPage({ searchParams: Promise.resolve({ returnTo: '/iv2/orders' }) }));
    expect(to).toBe('https://accounts.example.com/signin?returnTo=https%3A%2F%2Fvegasgo.example%2Fiv2%2Forders');
  });

  it('send visitors to the configured register path', async () => {
    expect(await redirectedTo(() => RegisterPage({ searchParams: Promise.resolve({}) }))).toBe('/account/register');
    expect(await redirectedTo(() => RegisterPage({ searchParams: Promise.resolve({ returnTo: '/iv2/cart' }) }))).toBe(
      '/account/register?returnTo=%2Fiv2%2Fcart',
    );
  });
});
