import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { myAccountTargetsFor } from './my-account';

describe('myAccountTargetsFor (storefront 2.13)', () => {
  it('leads to login, or to the React my-account page once signed in', () => {
    expect(myAccountTargetsFor(false, 'https://account.example.com/')).toEqual({
      loginHref: '/iv2/login',
      accountHref: '/mytrip/app/MyAccountLogin',
      external: false,
    });
  });

  it('with the React my-account pages off, leads everybody to the my-account app served elsewhere', () => {
    expect(myAccountTargetsFor(true, 'https://account.example.com/')).toEqual({
      loginHref: 'https://account.example.com/',
      accountHref: 'https://account.example.com/',
      external: true,
    });
  });

  it('refuses a configuration that turns the pages off without saying where the app is', () => {
    expect(() => parseEnv({ FLAG_DISABLE_REACT_MY_ACCOUNT: 'true' })).toThrow(/MY_ACCOUNT_APP_URL/);
    expect(parseEnv({ FLAG_DISABLE_REACT_MY_ACCOUNT: 'true', MY_ACCOUNT_APP_URL: '/legacy/account' }).MY_ACCOUNT_APP_URL).toBe('/legacy/account');
    expect(() => parseEnv({ MY_ACCOUNT_APP_URL: '//evil.example.com' })).toThrow(/MY_ACCOUNT_APP_URL/);
  });
});
