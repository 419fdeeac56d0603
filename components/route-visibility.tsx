'use client';

import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { hidesCartLink, hidesNavBar, hidesProductSearch, hidesRecentlySeenLink } from '@/lib/routes';

const RULES = {
  navBar: hidesNavBar,
  productSearch: hidesProductSearch,
  recentlySeenLink: hidesRecentlySeenLink,
  cartLink: hidesCartLink,
} as const;

export type HiddenPart = keyof typeof RULES;

/**
 * Renders its (server-rendered) children except on the routes where the chrome part is
 * hidden. A name rather than a predicate is passed because functions cannot cross from a
 * server layout into a client component.
 */
export function RouteVisibility({ part, children }: { part: HiddenPart; children: ReactNode }) {
  const pathname = usePathname();
  return RULES[part](pathname) ? null : children;
}
