import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { SearchResultsPage, searchMetadata } from '@/app/_search/search-page';
import { canonicalFilterParams, droppedPreferredProduct, searchPageFor, shiftPastWindow, type SearchPage, type SearchRouteParams } from '@/features/search/request';
import { searchCategoriesExist, searchPlacesExist } from '@/features/search/queries';
import { getFlags } from '@/lib/config/flags';
import { pacificToday } from '@/lib/dates';
import { parseRouteSegments, routes } from '@/lib/routes';
import { SEARCH_KINDS, type SearchKind } from '@/lib/routes/search-results';

// Rendered on its first request and then served from the cache: results move with the
// calendar and with catalog edits (tags of features/search/queries.ts), never per visitor.
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ kind: string; rest?: string[] }> };

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The search a url asks for. Malformed urls never get here: the rewrites of next.config.ts
 * (lib/routes/search-rewrite.ts) send them to the not-found page before any page runs.
 * A search that starts before today (Pacific) redirects to the same search from today, same
 * length (DESIGN 5); the redirect is cached like the page, for at most `revalidate` seconds.
 */
async function searchPageOf(props: Props): Promise<SearchPage | null> {
  const { kind, rest = [] } = await props.params;
  // Next hands dynamic segments over still percent-encoded: a filter code's ',' arrives as %2C
  // (so every url with two filters was not found). Broken encoding never gets here (the rewrites).
  const route = parseRouteSegments(['iv2', 'searchresults', kind, ...rest].map(decodeSegment));
  if (route === null) return null;
  const entry = Object.entries(SEARCH_KINDS).find(([, info]) => info.routeName === route.name);
  if (entry === undefined) return null;
  // A search route's params: the kind's subset of SearchRouteParams.
  const params = route.params as SearchRouteParams;
  const builder = routes[route.name] as { build(p: object): string };
  // One url per search: filters written another way move to the builders' way (308), so that
  // reordered or repeated items are not pages (and cache entries) of their own.
  const canonical = canonicalFilterParams(entry[0] as SearchKind, params);
  if (canonical !== null) permanentRedirect(builder.build(canonical));
  // Shows drop a pinned product while FLAG_DISABLE_PREFERRED_PRODUCT is on (storefront 2.2). A 307,
  // not a 308: the flag can be switched back. Next caches this answer like the page, in the
  // server's own memory (lib/cache/cache-handler.mjs), which a restart (how a flag changes) empties.
  const withoutProduct = droppedPreferredProduct(entry[0] as SearchKind, params, getFlags());
  if (withoutProduct !== null) redirect(builder.build(withoutProduct));
  const today = pacificToday(new Date());
  if (params.startDate !== undefined) {
    const shifted = shiftPastWindow(params.startDate, params.endDate ?? params.startDate, today);
    if (shifted !== null) {
      redirect(builder.build({ ...params, ...(params.endDate === undefined ? { startDate: shifted.startDate } : shifted) }));
    }
  }
  const page = searchPageFor(entry[0] as SearchKind, params, today);
  if (page === null) return null;
  // A category (or a restaurant filter that is one) the type does not have, a filtered place or
  // hotel none of its products is in, a pinned product that is not one of them: not found.
  // (A search window in error fetches no products.)
  if (!(await searchCategoriesExist(page.request))) return null;
  if (page.status === 'ok' && !(await searchPlacesExist(page.request))) return null;
  return page;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const page = await searchPageOf(props);
  return page === null ? {} : searchMetadata(page);
}

export default async function Page(props: Props) {
  const page = await searchPageOf(props);
  // Malformed urls never get here (the rewrites of next.config.ts answer them); a category the type lacks does.
  if (page === null) notFound();
  return <SearchResultsPage page={page} />;
}
