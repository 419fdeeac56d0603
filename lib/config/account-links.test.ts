import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';

describe('LOGIN_BASE_URL and REGISTER_BASE_URL (storefront 2.2)', () => {
  it('default to the app pages (unset) and take an absolute http(s) url or a path', () => {
    const defaults = parseEnv({});
    expect(defaults.LOGIN_BASE_URL).toBeUndefined();
    expect(defaults.REGISTER_BASE_URL).toBeUndefined();
    expect(parseEnv({ LOGIN_BASE_URL: '' }).LOGIN_BASE_URL).toBeUndefined();
    expect(parseEnv({ LOGIN_BASE_URL: 'https://accounts.example.com/signin' }).LOGIN_BASE_URL).toBe('https://accounts.example.com/signin');
    expect(parseEnv({ REGISTER_BASE_URL: '/account/register' }).REGISTER_BASE_URL).toBe('/account/register');
  });

  it('refuse anything else with the variable named', () => {
    for (const value of ['//evil.example.com/login', 'javascript:alert(1)', 'ftp://accounts.example.com', 'accounts/login', '/login?x=1', '/log in']) {
      expect(() => parseEnv({ LOGIN_BASE_URL: value }), value).toThrow(/LOGIN_BASE_URL/);
      expect(() => parseEnv({ REGISTER_BASE_URL: value }), value).toThrow(/REGISTER_BASE_URL/);
    }
  });
});
