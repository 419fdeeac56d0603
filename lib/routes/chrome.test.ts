import { describe, expect, it } from 'vitest';
import { hidesCartLink, hidesNavBar, hidesProductSearch, hidesRecentlySeenLink, hidesSiteChrome } from './chrome';

const SEATS = '/iv2/las-vegas-shows/107/blue-man-group/seats/2026-12-01T19:00/2026-12-01/2026-12-05';
const SKUS = '/iv2/las-vegas-shows/107/blue-man-group/quantity/2026-12-01T19:00';
const CART = '/iv2/cart';
const GUEST_INFO = '/iv2/checkout';
const BILLING = '/iv2/billing';
const CONFIRMATION = '/iv2/confirmation/VG-20261201';

// [path, navBar, productSearch, recentlySeenLink, cartLink] hidden?
const TABLE: readonly (readonly [string, boolean, boolean, boolean, boolean])[] = [
  ['/', false, false, false, false],
  ['/shows', false, false, false, false],
  ['/iv2/searchresults/shows', false, false, false, false],
  ['/iv2/las-vegas-shows/107/blue-man-group/dates', false, false, false, false],
  [SKUS, false, false, false, false],
  [SEATS, true, false, false, false],
  [CART, true, true, true, true],
  [GUEST_INFO, true, true, false, true],
  [BILLING, true, true, true, true],
  [CONFIRMATION, true, true, true, true],
  ['/iv2/login', false, false, false, false],
];

describe('chrome hiding rules', () => {
  for (const [path, navBar, productSearch, recentlySeen, cartLink] of TABLE) {
    it(path, () => {
      expect(hidesNavBar(path)).toBe(navBar);
      expect(hidesProductSearch(path)).toBe(productSearch);
      expect(hidesRecentlySeenLink(path)).toBe(recentlySeen);
      expect(hidesCartLink(path)).toBe(cartLink);
    });
  }

  it('hides the whole site chrome on the chat console only', () => {
    expect(hidesSiteChrome('/chat')).toBe(true);
    expect(hidesSiteChrome('/chat?utm_source=mail')).toBe(true);
    for (const [path] of TABLE) expect(hidesSiteChrome(path), path).toBe(false);
    expect(hidesNavBar('/chat')).toBe(false);
  });

  it('reads full urls with a query', () => {
    expect(hidesNavBar(new URL('https://www.example.com/iv2/billing?step=2'))).toBe(true);
    expect(hidesCartLink('/iv2/cart?utm_source=mail')).toBe(true);
  });
});
