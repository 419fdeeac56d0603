'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { SCROLL_POSITION_CACHE_SIZE, SCROLL_RESTORE_MAX_RETRIES, SCROLL_THROTTLE_MS } from '@/lib/config/constants';

export const SCROLL_POSITIONS_KEY = 'scrollPositions';

type Positions = [location: string, y: number][];

/** The positions with one location's set as the most recent, the oldest dropped beyond 20 (spec 9). */
export function rememberPosition(positions: Positions, location: string, y: number): Positions {
  const next = positions.filter(([key]) => key !== location);
  next.push([location, Math.max(0, Math.round(y))]);
  return next.slice(-SCROLL_POSITION_CACHE_SIZE);
}

function read(): Positions {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((e): e is [string, number] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'number')
      : [];
  } catch {
    return [];
  }
}

function write(positions: Positions): void {
  try {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or disabled: positions are a convenience.
  }
}

/** Longest a navigation may take before scroll positions are saved again. */
const NAVIGATION_GRACE_MS = 3_000;

const locationKey = () => `${window.location.pathname}${window.location.search}`;

/**
 * Saves the scroll position per location in session storage (at most 20 locations) and
 * restores it on back and forward navigation, retrying at most twice while the page grows to
 * its height (storefront 2.13, 4). New pushes keep Next's scroll to top.
 */
export function ScrollRestoration() {
  const pathname = usePathname();
  const popped = useRef(false);
  // From a link click or back/forward until the new page is in: the router scrolls the old
  // page to the top before the url changes, which must not be saved as the old page's position.
  const navigating = useRef<number>(0);

  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      last = Date.now();
      if (Date.now() < navigating.current) return;
      write(rememberPosition(read(), locationKey(), window.scrollY));
    };
    const startNavigation = () => {
      navigating.current = Date.now() + NAVIGATION_GRACE_MS;
    };
    const onPop = () => {
      popped.current = true;
      startNavigation();
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link === null || event.defaultPrevented) return;
      clearTimeout(timer);
      save();
      startNavigation();
    };
    const onScroll = () => {
      clearTimeout(timer);
      const wait = SCROLL_THROTTLE_MS - (Date.now() - last);
      if (wait <= 0) save();
      else timer = setTimeout(save, wait);
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('click', onClick, true);
      clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    navigating.current = 0;
    if (!popped.current) return;
    popped.current = false;
    const target = read().find(([key]) => key === locationKey())?.[1];
    if (target === undefined) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 1 && tries < SCROLL_RESTORE_MAX_RETRIES) {
        tries += 1;
        timer = setTimeout(attempt, SCROLL_THROTTLE_MS);
      }
    };
    attempt();
    return () => clearTimeout(timer);
  }, [pathname]);

  return null;
}
