import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { MemberPricesLoader } from '@/features/catalog/components/member-prices';
import { ProductGrid } from '@/features/catalog/components/product-card';
import { SearchResultsView } from '@/features/search/components/search-results-view';
import { SearchTabs } from '@/features/search/components/search-tabs';
import { sidebarWidgetTypes } from '@/features/search/widget-types';
import { formatFilterCode } from '@/features/search/filters';
import { getSearchResults } from '@/features/search/queries';
import { searchPageFor, shiftPastWindow, SEARCH_WINDOW_MESSAGES, type SearchPage, type SearchRouteParams } from '@/features/search/request';
import { searchHref } from '@/features/search/links';
import { formatDateRange } from '@/features/search/format';
import { getFlags } from '@/lib/config/flags';
import { getSiteSettings } from '@/lib/config/site-settings';
import { productTypeInfo } from '@/lib/config/product-types';
import { pacificToday } from '@/lib/dates';
import { absoluteUrl, parseRouteSegments, routes } from '@/lib/routes';
import { SEARCH_KINDS, type SearchKind } from '@/lib/routes/search-results';

// Rendered on its first request and then served from the cache: results move with the
// calendar and with catalog edits (tags of features/search/queries.ts), never per visitor.
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ kind: string; rest?: string[] }> };

/**
 * The search a url asks for. Malformed urls never get here: the rewrites of next.config.ts
 * (lib/routes/search-rewrite.ts) send them to the not-found page before any page runs.
 * A search that starts before today (Pacific) redirects to the same search from today, same
 * length (DESIGN 5); the redirect is cached like the page, for at most `revalidate` seconds.
 */
async function searchPageOf(props: Props): Promise<SearchPage | null> {
  const { kind, rest = [] } = await props.params;
  const route = parseRouteSegments(['iv2', 'searchresults', kind, ...rest]);
  if (route === null) return null;
  const entry = Object.entries(SEARCH_KINDS).find(([, info]) => info.routeName === route.name);
  if (entry === undefined) return null;
  // A search route's params: the kind's subset of SearchRouteParams.
  const params = route.params as SearchRouteParams;
  const today = pacificToday(new Date());
  if (params.startDate !== undefined) {
    const shifted = shiftPastWindow(params.startDate, params.endDate ?? params.startDate, today);
    if (shifted !== null) {
      const builder = routes[route.name] as { build(p: object): string };
      redirect(builder.build({ ...params, ...(params.endDate === undefined ? { startDate: shifted.startDate } : shifted) }));
    }
  }
  return searchPageFor(entry[0] as SearchKind, params, today);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const page = await searchPageOf(props);
  if (page === null) return {};
  const { siteUrl } = getSiteSettings();
  const { request } = page;
  const plural = productTypeInfo(request.type).plural;
  return {
    title: `Las Vegas ${plural}: ${formatDateRange(request.startDate, request.endDate)}`,
    description: `Compare and book Las Vegas ${plural.toLowerCase()} available ${formatDateRange(request.startDate, request.endDate)}, with prices, reviews and locations.`,
    alternates: { canonical: absoluteUrl(searchHref(request), siteUrl) },
    ...(page.status === 'invalid-window' ? { robots: { index: false, follow: true } } : {}),
  };
}

export default async function SearchResultsPage(props: Props) {
  const page = await searchPageOf(props);
  // Unreachable through proxy.ts, which answers these urls before they render.
  if (page === null) notFound();
  const { allInPricing } = getFlags();
  const { siteUrl } = getSiteSettings();
  const results = page.status === 'ok' ? await getSearchResults(page.request) : null;
  const windowErrors =
    page.status === 'invalid-window' ? page.errors.map((error) => SEARCH_WINDOW_MESSAGES[error](page.request.type)) : [];
  const jsonLd = results && {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: results.items
      .filter((c) => c.available)
      .map((c, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absoluteUrl(c.summary.href, siteUrl),
        name: c.summary.name,
      })),
  };
  return (
    <>
      {jsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
      ) : null}
      <SearchResultsView
        request={page.request}
        results={results}
        windowErrors={[...new Set(windowErrors)]}
        allInPricing={allInPricing}
        widget={
          <SearchTabs
            label="Search again"
            types={sidebarWidgetTypes(page.request.type)}
            groupTravelHref={routes.contentPage.build({ segments: ['lounge', 'group-bookings'] })}
            initial={{
              startDate: page.request.startDate,
              endDate: page.request.endDate,
              categoryId: page.request.categoryId,
              ...(page.request.roomQty === null ? {} : { roomQty: page.request.roomQty }),
              ...(formatFilterCode(page.request.filters) ? { filterCode: formatFilterCode(page.request.filters) } : {}),
            }}
          />
        }
        renderCards={(products, label, contextOf) => <ProductGrid products={products} label={label} contextOf={contextOf} />}
      />
      {results ? (
        <MemberPricesLoader
          productIds={results.items.filter((c) => c.available).map((c) => c.summary.id)}
          startDate={page.request.startDate}
          endDate={page.request.endDate}
        />
      ) : null}
    </>
  );
}
