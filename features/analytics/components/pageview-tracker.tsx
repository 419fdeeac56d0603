'use client';

import { useEffect, useLayoutEffect } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { pageTypeFor } from '@/lib/routes';
import { configureAnalytics, track } from '../track';

/**
 * Reports a page_view on the first load and on every client-side navigation.
 * useSearchParams makes this a client-rendered island: render it inside <Suspense>.
 */
export function PageviewTracker({ showtel }: { showtel: boolean }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();

  // A layout effect so the mode is set before any page component's impression effects run.
  useLayoutEffect(() => {
    configureAnalytics({ showtel });
  }, [showtel]);

  useEffect(() => {
    // The new page's <title> is committed after this effect; read it on the next task.
    // Cancelling on cleanup also keeps Strict Mode's double effect from reporting twice.
    const timer = setTimeout(() => {
      track({
        event: 'page_view',
        pageType: pageTypeFor(pathname),
        pagePath: search ? `${pathname}?${search}` : pathname,
        pageTitle: document.title,
        pageLocation: window.location.href,
      });
    }, 0);
    return () => clearTimeout(timer);
  }, [pathname, search]);

  return null;
}
