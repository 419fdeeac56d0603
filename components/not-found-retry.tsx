'use client';

import { useEffect } from 'react';

/** The query flag of the one retry (storefront 2.10). */
export const REDIRECTED_FLAG = 'redirected';

/** Paths of the booking app and the APIs: their not-found answers are final. */
const APP_PATHS = /^\/(?:iv2|api|_next|mytrip)(?:\/|$)/;

/**
 * Where a static route that did not resolve reloads to (storefront 2.10: "the page reloads once
 * with a 'redirected' query flag; a second failure shows the not-found page"), or null when this
 * already is the retry or the path is not a static route.
 */
export function retryHref(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.searchParams.has(REDIRECTED_FLAG) || APP_PATHS.test(url.pathname)) return null;
  url.searchParams.set(REDIRECTED_FLAG, '1');
  return url.toString();
}

/**
 * The not-found page's retry, in the browser: the server has already answered 404 (what crawlers
 * read, and one cached page for every unknown url), and a visitor's browser asks once more in
 * case the content service was briefly unavailable, without adding a history entry.
 */
export function NotFoundRetry() {
  useEffect(() => {
    const next = retryHref(window.location.href);
    if (next !== null) window.location.replace(next);
  }, []);
  return null;
}
