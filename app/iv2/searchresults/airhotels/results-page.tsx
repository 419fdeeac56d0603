import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { TrackedControls } from '@/features/analytics/components/tracked-controls';
import { TrackedList } from '@/features/analytics/components/tracked-list';
import { cardProduct } from '@/features/analytics/track';
import { Stars } from '@/features/catalog/components/product-card';
import { AirHotelResults } from '@/features/search/components/air-hotel-results';
import { SearchTabs } from '@/features/search/components/search-tabs';
import { sidebarWidgetTypes } from '@/features/search/widget-types';
import { airHotelSearchHref } from '@/features/search/air-hotel/links';
import { airHotelSearchFor, type AirHotelRouteParams, type AirHotelSearch } from '@/features/search/air-hotel/request';
import { getAirHotelResults } from '@/features/search/air-hotel/queries';
import { formatParty } from '@/features/search/air-hotel/rules';
import { getSiteSettings } from '@/lib/config/site-settings';
import { shiftPastWindow } from '@/lib/config/search-rules';
import { pacificToday } from '@/lib/dates';
import { absoluteUrl, parseRouteSegments, routes } from '@/lib/routes';

/**
 * The air+hotel search a results url asks for (path segments after /airhotels and the query),
 * or null when the path is no such search; a search starting before today redirects to today.
 * Malformed paths never get here: the rewrites of next.config.ts answer them with the not-found page.
 */
export function airHotelSearchOf(rest: readonly string[], query: Readonly<Record<string, string | string[] | undefined>>): AirHotelSearch | null {
  const route = parseRouteSegments(['iv2', 'searchresults', 'airhotels', ...rest]);
  if (route === null || route.name !== 'airHotelSearchResults') return null;
  const params: AirHotelRouteParams = route.params;
  const today = pacificToday(new Date());
  const search = airHotelSearchFor(params, query, today);
  // A search that starts before today moves to today, same length, like every search (DESIGN 5).
  if (params.startDate !== undefined && search.status === 'ok') {
    const shifted = shiftPastWindow(search.request.startDate, search.request.endDate, today);
    if (shifted !== null) redirect(airHotelSearchHref({ ...search.request, ...shifted }));
  }
  return search;
}

export function airHotelResultsMetadata(): Metadata {
  const { siteUrl } = getSiteSettings();
  return {
    title: 'Las Vegas Air + Hotel Packages: Search Results',
    robots: { index: false, follow: true },
    alternates: { canonical: absoluteUrl(routes.airHotelLanding.build(), siteUrl) },
  };
}

/**
 * The air+hotel results page (ticket-buying 9, storefront 9): one body for the per-request page
 * (app/iv2/searchresults/airhotels) and its cached twin (app/iv2/shared-results/airhotels).
 */
export async function AirHotelResultsBody({ search }: { search: AirHotelSearch }) {
  const { request } = search;
  const { airportLabel, results, errors } = await getAirHotelResults(search);
  // A package is reported at the per-person price its row shows.
  const listed = (results ?? []).map((r) => cardProduct(r.summary, r.quote?.perPersonCents ?? null));
  return (
    <TrackedControls category="Search Results">
      <TrackedList listName="Search results: Air + Hotel Packages" products={listed}>
        <AirHotelResults
          request={request}
          airportLabel={airportLabel}
          results={results}
          errors={errors}
          renderRating={(product) => <Stars rating={product.rating} reviewCount={product.reviewCount} />}
          widget={
            <SearchTabs
              label="Search again"
              types={sidebarWidgetTypes('AIR_HOTEL')}
              groupTravelHref={routes.contentPage.build({ segments: ['lounge', 'group-bookings'] })}
              initial={{
                startDate: request.startDate,
                endDate: request.endDate,
                roomQty: request.party.length,
                party: formatParty(request.party),
                ...(request.from === null ? {} : { from: request.from, fromLabel: airportLabel ?? request.from }),
                cabin: request.cabin,
                depart: request.depart,
                return: request.return,
              }}
            />
          }
        />
      </TrackedList>
    </TrackedControls>
  );
}
