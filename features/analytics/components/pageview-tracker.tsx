'use client';

import { useEffect } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { pageTypeOf } from '@/lib/routes/route-matcher';
import type { RouteRules } from '@/lib/routes/route-matcher';
import { track } from '../track';

/**
 * Reports a page_view on the first load and on every client-side navigation.
 * useSearchParams makes this a client-rendered island: render it inside <Suspense>.
 * `routeRules` (from `routeRules()` of lib/routes, passed by the root layout) tell the page
 * type of a pathname without shipping the route table to the browser.
 */
export function PageviewTracker({ routeRules }: { routeRules: RouteRules }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  // A string, so a layout re-render that hands over equal rules reports nothing new.
  const pageType = pageTypeOf(routeRules, pathname);

  useEffect(() => {
    // The new page's <title> is committed after this effect; read it on the next task.
    // Cancelling on cleanup also keeps Strict Mode's double effect from reporting twice.
    const timer = setTimeout(() => {
      track({
        event: 'page_view',
        pageType,
        pagePath: search ? `${pathname}?${search}` : pathname,
        pageTitle: document.title,
        pageLocation: window.location.href,
      });
    }, 0);
    return () => clearTimeout(timer);
  }, [pathname, search, pageType]);

  return null;
}
