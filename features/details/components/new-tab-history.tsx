'use client';

import { useEffect } from 'react';

/**
 * Storefront 2.8: a details page opened in a new tab (history length 1, so Back would do
 * nothing) gets an entry before it, so that Back goes to the page that linked here (same site)
 * or else to the product's search results. Renders nothing.
 */
export function NewTabHistory({ fallbackHref }: { fallbackHref: string }) {
  useEffect(() => {
    if (window.history.length !== 1) return;
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    const back = backHref(document.referrer, window.location.origin, fallbackHref);
    if (back === here) return;
    window.history.replaceState(window.history.state, '', back);
    window.history.pushState(window.history.state, '', here);
  }, [fallbackHref]);
  return null;
}

/** The referrer's path when it is a page of this site, else the fallback. */
export function backHref(referrer: string, origin: string, fallbackHref: string): string {
  if (referrer === '') return fallbackHref;
  try {
    const url = new URL(referrer);
    return url.origin === origin ? `${url.pathname}${url.search}` : fallbackHref;
  } catch {
    return fallbackHref;
  }
}
