import { describe, expect, it } from 'vitest';
import { isExternalAccountEntry, loginHref, registerHref } from './account-links';

const SITE = 'https://vegasgo.example';

describe('login and register links from configured bases (storefront 2.2)', () => {
  it("without a base, the app's own pages under the root path, returnTo kept", () => {
    expect(loginHref({}, SITE)).toBe('/iv2/login');
    expect(loginHref({}, SITE, '/iv2/billing')).toBe('/iv2/login?returnTo=%2Fiv2%2Fbilling');
    expect(registerHref({}, SITE, '/mytrip/app/MyAccountLogin')).toBe('/iv2/register?returnTo=%2Fmytrip%2Fapp%2FMyAccountLogin');
    // The default written out is the default.
    expect(loginHref({ login: '/iv2/login' }, SITE, '/iv2/orders')).toBe('/iv2/login?returnTo=%2Fiv2%2Forders');
    expect(isExternalAccountEntry('login', { login: '/iv2/login' })).toBe(false);
    expect(isExternalAccountEntry('register', {})).toBe(false);
  });

  it('with an account service elsewhere, its url with an absolute returnTo to come back to', () => {
    const bases = { login: 'https://accounts.example.com/signin', register: 'https://accounts.example.com/join?brand=vegas' };
    expect(loginHref(bases, SITE)).toBe('https://accounts.example.com/signin');
    expect(loginHref(bases, SITE, '/iv2/orders')).toBe('https://accounts.example.com/signin?returnTo=https%3A%2F%2Fvegasgo.example%2Fiv2%2Forders');
    expect(registerHref(bases, SITE, '/iv2/orders')).toBe(
      'https://accounts.example.com/join?brand=vegas&returnTo=https%3A%2F%2Fvegasgo.example%2Fiv2%2Forders',
    );
    expect(isExternalAccountEntry('login', bases)).toBe(true);
  });

  it('with a path served by a proxy in front, that path with the same-site returnTo', () => {
    expect(loginHref({ login: '/account/login' }, SITE, '/iv2/cart')).toBe('/account/login?returnTo=%2Fiv2%2Fcart');
    expect(registerHref({ register: '/account/register' }, SITE)).toBe('/account/register');
    // Each base is its own: a login base leaves register on the app's page.
    expect(registerHref({ login: '/account/login' }, SITE)).toBe('/iv2/register');
  });
});
