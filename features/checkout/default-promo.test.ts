// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { keepDefaultPromoFromUrl } from './components/default-promo-from-url';
import { DEFAULT_PROMO_COOKIE, defaultPromoFromSearch, parseDefaultPromo } from './default-promo';

afterEach(() => {
  Cookies.remove(DEFAULT_PROMO_COOKIE, { path: '/' });
});

describe('the default promo cookie (storefront 3: "also a default promo ... cookie")', () => {
  it('takes a campaign link’s ?promo= code, trimmed and upper case', () => {
    expect(defaultPromoFromSearch('?utm_source=mail&promo=fiveoff')).toBe('FIVEOFF');
    expect(defaultPromoFromSearch('?promo=%20Spring-26%20')).toBe('SPRING-26');
    expect(parseDefaultPromo('vip10')).toBe('VIP10');
  });

  it('refuses what is no promo code', () => {
    expect(defaultPromoFromSearch('')).toBeNull();
    expect(defaultPromoFromSearch('?promo=')).toBeNull();
    expect(defaultPromoFromSearch('?promo=%3Cscript%3E')).toBeNull();
    expect(defaultPromoFromSearch('?promo=a%3Bpath%3D%2F')).toBeNull();
    expect(defaultPromoFromSearch(`?promo=${'A'.repeat(41)}`)).toBeNull();
    expect(parseDefaultPromo(undefined)).toBeNull();
    expect(parseDefaultPromo(null)).toBeNull();
  });

  it('keeps the code in the cookie, and leaves the cookie alone when the url has none or a bad one', () => {
    expect(keepDefaultPromoFromUrl('?promo=fiveoff')).toBe(true);
    expect(Cookies.get(DEFAULT_PROMO_COOKIE)).toBe('FIVEOFF');
    expect(keepDefaultPromoFromUrl('?utm_medium=email')).toBe(false);
    expect(keepDefaultPromoFromUrl('?promo=bad%20code')).toBe(false);
    expect(Cookies.get(DEFAULT_PROMO_COOKIE)).toBe('FIVEOFF');
    expect(keepDefaultPromoFromUrl('?promo=later')).toBe(true);
    expect(Cookies.get(DEFAULT_PROMO_COOKIE)).toBe('LATER');
  });
});
