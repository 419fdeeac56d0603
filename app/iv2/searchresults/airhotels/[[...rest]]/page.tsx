import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { TrackedList } from '@/features/analytics/components/tracked-list';
import { cardProduct } from '@/features/analytics/track';
import { Stars } from '@/features/catalog/components/product-card';
import { AirHotelResults } from '@/features/search/components/air-hotel-results';
import { SearchTabs } from '@/features/search/components/search-tabs';
import { sidebarWidgetTypes } from '@/features/search/widget-types';
import { airHotelSearchHref } from '@/features/search/air-hotel/links';
import { airHotelSearchFor, type AirHotelRouteParams } from '@/features/search/air-hotel/request';
import { getAirHotelResults } from '@/features/search/air-hotel/queries';
import { formatParty } from '@/features/search/air-hotel/rules';
import { getSiteSettings } from '@/lib/config/site-settings';
import { shiftPastWindow } from '@/lib/config/search-rules';
import { pacificToday } from '@/lib/dates';
import { absoluteUrl, parseRouteSegments, routes } from '@/lib/routes';

// Each visitor's own flight and party: rendered per request and kept out of search engines.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ rest?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Malformed paths never get here: the rewrites of next.config.ts answer them with the not-found page. */
async function searchOf(props: Props) {
  const { rest = [] } = await props.params;
  const route = parseRouteSegments(['iv2', 'searchresults', 'airhotels', ...rest]);
  if (route === null || route.name !== 'airHotelSearchResults') return null;
  const params: AirHotelRouteParams = route.params;
  const query = await props.searchParams;
  const today = pacificToday(new Date());
  const search = airHotelSearchFor(params, query, today);
  // A search that starts before today moves to today, same length, like every search (DESIGN 5).
  if (params.startDate !== undefined && search.status === 'ok') {
    const shifted = shiftPastWindow(search.request.startDate, search.request.endDate, today);
    if (shifted !== null) redirect(airHotelSearchHref({ ...search.request, ...shifted }));
  }
  return search;
}

export async function generateMetadata(): Promise<Metadata> {
  const { siteUrl } = getSiteSettings();
  return {
    title: 'Las Vegas Air + Hotel Packages: Search Results',
    robots: { index: false, follow: true },
    alternates: { canonical: absoluteUrl(routes.airHotelLanding.build(), siteUrl) },
  };
}

export default async function AirHotelResultsPage(props: Props) {
  const search = await searchOf(props);
  if (search === null) notFound();
  const { request } = search;
  const { airportLabel, results, errors } = await getAirHotelResults(search);
  // A package is reported at the per-person price its row shows.
  const listed = (results ?? []).map((r) => cardProduct(r.summary, r.quote?.perPersonCents ?? null));
  return (
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
  );
}
