'use client';

import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { hidesChromePart } from '@/lib/routes/route-matcher';
import type { ChromePart, RouteRules } from '@/lib/routes/route-matcher';

export type HiddenPart = ChromePart;

/**
 * Renders its (server-rendered) children except on the routes where the chrome part is
 * hidden. The rules come from the root layout (`routeRules()` of lib/routes) as plain data:
 * a function cannot cross from a server layout into a client component, and the route table
 * itself would put zod and date-fns into every page's JavaScript.
 */
export function RouteVisibility({ part, rules, children }: { part: HiddenPart; rules: RouteRules; children: ReactNode }) {
  const pathname = usePathname();
  return hidesChromePart(rules, part, pathname) ? null : children;
}
