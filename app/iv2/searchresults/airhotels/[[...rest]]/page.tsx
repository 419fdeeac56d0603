import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { Stars } from '@/features/catalog/components/product-card';
import { AirHotelResults, type PackageResult } from '@/features/search/components/air-hotel-results';
import { SearchTabs } from '@/features/search/components/search-tabs';
import { sidebarWidgetTypes } from '@/features/search/widget-types';
import { airHotelSearchHref } from '@/features/search/air-hotel/links';
import { airHotelSearchFor, type AirHotelRouteParams } from '@/features/search/air-hotel/request';
import { findAirport, airportLabel } from '@/features/search/air-hotel/airports';
import { seatFareCents } from '@/features/search/air-hotel/airfare';
import { quotePackage, sortPackages } from '@/features/search/air-hotel/packages';
import { getPackageListings } from '@/features/search/air-hotel/queries';
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
  const params = route.params as AirHotelRouteParams;
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
  const airport = request.from === null ? null : await findAirport(request.from);
  const errors = [...(search.status === 'invalid' ? search.errors : [])];
  if (request.from !== null && airport === null) errors.push('Type in a city name or airport code');
  let results: PackageResult[] | null = null;
  if (errors.length === 0 && airport !== null) {
    const seatCents = seatFareCents(airport, request.cabin, request.startDate);
    const listings = await getPackageListings(request.startDate, request.endDate, request.party.length);
    const candidates = listings.map((listing) => ({
      ...listing,
      id: listing.summary.id,
      name: listing.summary.name,
      starRating: listing.hotel?.starRating ?? null,
      rating: listing.summary.rating,
      reviewCount: listing.summary.reviewCount,
      quote: quotePackage(listing.stay.roomTypes, request.party, seatCents),
    }));
    results = sortPackages(candidates, request.sortId).map((c) => ({ summary: c.summary, hotel: c.hotel, quote: c.quote }));
  }
  return (
    <AirHotelResults
      request={request}
      airportLabel={airport ? airportLabel(airport) : null}
      results={results}
      errors={[...new Set(errors)]}
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
            ...(request.from === null ? {} : { from: request.from, fromLabel: airport ? airportLabel(airport) : request.from }),
            cabin: request.cabin,
            depart: request.depart,
            return: request.return,
          }}
        />
      }
    />
  );
}
