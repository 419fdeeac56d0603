import type { Metadata } from 'next';
import { MemberPricesLoader } from '@/features/catalog/components/member-prices';
import { SearchResultsView } from '@/features/search/components/search-results-view';
import { SearchTabs } from '@/features/search/components/search-tabs';
import { sidebarWidgetTypes } from '@/features/search/widget-types';
import { formatFilterCode } from '@/features/search/filters';
import { getSearchResults } from '@/features/search/queries';
import { SEARCH_WINDOW_MESSAGES, type SearchPage } from '@/features/search/request';
import { searchHref } from '@/features/search/links';
import { formatDateRange } from '@/features/search/format';
import { getFlags } from '@/lib/config/flags';
import { getSiteSettings } from '@/lib/config/site-settings';
import { productTypeInfo } from '@/lib/config/product-types';
import { absoluteUrl, routes } from '@/lib/routes';
import { JsonLd } from '@/components/json-ld';
import { TrackedProductGrid } from '../_cards/tracked-product-grid';

// A search results page, composed here because it joins the search, the catalog's cards and member
// prices: served by the results routes (app/iv2/searchresults/[kind]) and by the canonical hotel
// search (app/mytrip/app/Products/hotel).

/**
 * A search results page's metadata. Hotel searches name the canonical hotel search
 * (storefront 2.2: /mytrip/app/Products/hotel); the others their own one url (links.ts).
 */
export function searchMetadata(page: SearchPage): Metadata {
  const { siteUrl } = getSiteSettings();
  const { request } = page;
  const plural = productTypeInfo(request.type).plural;
  return {
    title: `Las Vegas ${plural}: ${formatDateRange(request.startDate, request.endDate)}`,
    description: `Compare and book Las Vegas ${plural.toLowerCase()} available ${formatDateRange(request.startDate, request.endDate)}, with prices, reviews and locations.`,
    alternates: { canonical: absoluteUrl(request.type === 'HOTEL' ? routes.hotelSearchCanonical.build({}) : searchHref(request), siteUrl) },
    ...(page.status === 'invalid-window' ? { robots: { index: false, follow: true } } : {}),
  };
}

/** A search results page (storefront 2.6): the results or the search error screen, the sidebar widget, member prices. */
export async function SearchResultsPage({ page }: { page: SearchPage }) {
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
        <JsonLd data={jsonLd} />
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
        renderCards={(products, label, contextOf) => (
          <TrackedProductGrid
            products={products}
            label={label}
            listName={`Search results: ${productTypeInfo(page.request.type).plural}`}
            contextOf={contextOf}
          />
        )}
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
