import { describe, expect, it } from 'vitest';
import { disallowedPaths, staticPrefix, withoutCovered } from './robots';

describe('robots rules', () => {
  it('keeps crawlers out of every per-visitor page, the endpoints and the booking steps', () => {
    const paths = disallowedPaths();
    for (const path of [
      '/iv2/cart',
      '/iv2/checkout',
      '/iv2/billing',
      '/iv2/confirmation/',
      '/iv2/orders',
      '/iv2/tickets/',
      '/iv2/dev/',
      '/iv2/login',
      '/iv2/register',
      '/iv2/forgot-password',
      '/iv2/reset-password/',
      '/iv2/paypal/',
      '/iv2/abandoned-cart/',
      '/mytrip/app/MyAccountLogin',
      '/api/',
      '/iv2/*/quantity/',
      '/iv2/*/seats/',
    ]) {
      expect(paths).toContain(path);
    }
    // /iv2/orders covers the order search pages, /iv2/dev/ every development page.
    expect(paths).not.toContain('/iv2/orders/search');
    expect(paths).not.toContain('/iv2/dev/outbox');
  });

  it('never keeps them out of the pages that are meant to be found', () => {
    const blocked = (path: string) =>
      disallowedPaths().some((rule) => new RegExp(`^${rule.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`).test(path));
    for (const path of ['/', '/shows', '/hotels', '/iv2/las-vegas-shows/1001/magic/dates', '/iv2/searchresults/shows', '/deals', '/sitemap.xml', '/mytrip/app/Products/hotel']) {
      expect(blocked(path), path).toBe(false);
    }
    expect(blocked('/iv2/las-vegas-shows/1001/magic/quantity/2026-12-01T19:30')).toBe(true);
  });

  it('takes the literal start of a path shape, and drops prefixes another covers', () => {
    expect(staticPrefix('/iv2/confirmation/:orderId')).toBe('/iv2/confirmation/');
    expect(staticPrefix('/iv2/tickets/:orderId[/:itemId]')).toBe('/iv2/tickets/');
    expect(staticPrefix('/iv2/cart')).toBe('/iv2/cart');
    expect(withoutCovered(['/b/c', '/a', '/b', '/a'])).toEqual(['/a', '/b']);
  });
});
