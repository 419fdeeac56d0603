'use client';

import { useEffect } from 'react';
import Cookies from 'js-cookie';
import { PERSISTED_STATE_TTL_DAYS } from '@/lib/config/constants';
import { DEFAULT_PROMO_COOKIE, defaultPromoFromSearch } from '../default-promo';

/** Keeps a campaign link's promo code (`?promo=CODE`) in the default-promo cookie; false when the url has none. */
export function keepDefaultPromoFromUrl(search: string): boolean {
  const code = defaultPromoFromSearch(search);
  if (code === null) return false;
  Cookies.set(DEFAULT_PROMO_COOKIE, code, { path: '/', expires: PERSISTED_STATE_TTL_DAYS, sameSite: 'lax', secure: window.location.protocol === 'https:' });
  return true;
}

/**
 * Mounted once in the layout. In the browser because pages are served from a cache that never
 * holds a response setting a cookie.
 */
export function DefaultPromoFromUrl() {
  useEffect(() => {
    keepDefaultPromoFromUrl(window.location.search);
  }, []);
  return null;
}
