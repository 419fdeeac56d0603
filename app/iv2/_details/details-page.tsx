import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { productDetailsRequest, type ProductDetailsRequest } from '@/features/details/request';
import { changeSearchSummary, detailsDatesChange, detailsPagePlan, detailsTitle, effectiveRoomQty, pastStayShift } from '@/features/details/rules';
import { getFlags } from '@/lib/config/flags';
import { pacificToday } from '@/lib/dates';
import { JSON_LD_PERFORMANCES, findProductDetailsFresh, findUpcomingPerformances, getProductDetails, getUpcomingPerformances } from '@/features/details/queries';
import type { ProductDetails } from '@/features/details/types';
import { productJsonLd } from '@/features/details/json-ld';
import { ProductDetailsView } from '@/features/details/components/product-details-view';
import { MemberPricesLoader } from '@/features/catalog/components/member-prices';
import { CardPrice } from '@/features/catalog/components/product-card';
import { RecordRecentlyViewed } from '@/features/recently-seen/components/record-recently-viewed';
import { AvailabilityPicker } from '@/features/availability/components/availability-picker';
import { RateCalendar } from '@/features/hotels/components/rate-calendar';
import { PeopleLooking } from '@/features/social-proof/components/people-looking';
import { findDealDeadline, getDealDeadline } from '@/features/deals/queries';
import type { DealDeadline } from '@/features/deals/types';
import { DealDeadlineTimer } from '@/features/deals/components/deal-deadline';
import { findProductReviews, getProductReviews } from '@/features/reviews/queries';
import { ReviewSection } from '@/features/reviews/components/review-section';
import { ChangeSearch } from '@/features/details/components/change-search';
import { NewTabHistory } from '@/features/details/components/new-tab-history';
import { SearchWidget } from '@/features/search/components/search-widget';
import { formatDateRange } from '@/features/search/format';
import { routes } from '@/lib/routes';
import { getSiteSettings } from '@/lib/config/site-settings';
import { absoluteUrl } from '@/lib/routes';
import { JsonLd } from '@/components/json-ld';

/**
 * What a details page reads. The page at its own url is rendered once and served from the cache
 * (catalog tags, five minutes): everything in it is the same for every visitor, dated
 * availability comes as its own fresh part. A url with `?nc=1` (storefront 2.2) is rewritten to
 * app/iv2/fresh (lib/routes/query-rewrites.json), rendered per request from these reads without
 * any cache, and never kept by the front cache.
 */
export interface DetailsReads {
  readonly fresh: boolean;
  readonly details: (id: number) => Promise<ProductDetails | null>;
  readonly upcoming: (id: number) => Promise<string[]>;
  readonly reviews: typeof getProductReviews;
  readonly deal: (id: number) => Promise<DealDeadline | null>;
}

export const CACHED_READS: DetailsReads = {
  fresh: false,
  details: getProductDetails,
  upcoming: getUpcomingPerformances,
  reviews: getProductReviews,
  deal: getDealDeadline,
};

export const FRESH_READS: DetailsReads = {
  fresh: true,
  details: findProductDetailsFresh,
  upcoming: (id) => findUpcomingPerformances(id, JSON_LD_PERFORMANCES),
  reviews: findProductReviews,
  deal: (id) => findDealDeadline(id),
};

export type DetailsProps = { params: Promise<{ base: string; productID: string; productName: string; dates?: string[] }> };

/**
 * The product a url asks for, or notFound() (a malformed url, an unknown id, a product of another
 * type). A wrong name segment redirects (308) to the product's canonical one, dates kept; dates
 * the site would not write redirect to the ones it would (features/details/rules.ts).
 */
async function load(props: DetailsProps, reads: DetailsReads) {
  const { base, productID, productName, dates = [] } = await props.params;
  const request = productDetailsRequest([base, productID, productName, 'dates', ...dates]);
  if (request === null) notFound();
  const details = await reads.details(request.productID);
  if (details === null || !request.types.includes(details.summary.type)) notFound();
  // A product has one base: a strip club asked for under the bars' base moves to its own.
  // A fresh page's redirects stay fresh.
  const nc = (href: string) => (reads.fresh ? `${href}${href.includes('?') ? '&' : '?'}nc=1` : href);
  if (!details.summary.href.startsWith(`/iv2/${request.base}/`)) permanentRedirect(nc(details.summary.href));
  // A wrong name, or dates the site would write otherwise (an end before the start, a window no
  // search can ask for): one redirect to the url the site builds, a 307 where that changes with time.
  const today = pacificToday(new Date());
  const datesChange = detailsDatesChange(details.summary.type, request.startDate, request.endDate, today);
  if (request.productName !== details.slug || datesChange !== null) {
    const dates = datesChange === null ? {} : { startDate: datesChange.dates?.startDate, endDate: datesChange.dates?.endDate };
    const href = nc(request.build({ productName: details.slug, ...dates }));
    if (datesChange === null || datesChange.permanent) permanentRedirect(href);
    redirect(href);
  }
  // Spec 4: a hotel stay that starts in the past moves to today with the same length (307,
  // cached with the page for at most `revalidate` seconds).
  const shifted = pastStayShift(details.summary.type, request.startDate, request.endDate, today);
  if (shifted !== null) redirect(nc(request.build({ productName: details.slug, ...shifted })));
  return { request, details };
}

function roomQtyOf(request: ProductDetailsRequest): number | null {
  return effectiveRoomQty(request.roomQty);
}

export async function detailsMetadata(props: DetailsProps, reads: DetailsReads): Promise<Metadata> {
  const { request, details } = await load(props, reads);
  const { siteUrl } = getSiteSettings();
  const { summary } = details;
  const canonical = absoluteUrl(request.canonical(details.slug), siteUrl);
  const image = details.gallery[0];
  return {
    title: detailsTitle(summary.name, request.singular),
    description: details.shortDescription,
    alternates: { canonical },
    openGraph: {
      title: summary.name,
      description: details.shortDescription,
      url: canonical,
      ...(image ? { images: [{ url: absoluteUrl(image.path, siteUrl), width: image.width, height: image.height, alt: image.title }] } : {}),
    },
  };
}

export async function ProductDetailsPage({ props, reads }: { props: DetailsProps; reads: DetailsReads }) {
  const { request, details } = await load(props, reads);
  const { siteUrl } = getSiteSettings();
  const plan = detailsPagePlan(details.summary.type, details.sellable);
  const dates = request.startDate !== null && request.endDate !== null ? { startDate: request.startDate, endDate: request.endDate } : null;
  // The deal's end is sent, never a time left (the page is cached).
  const [upcoming, reviews, deal] = await Promise.all([
    plan.upcomingEvents ? reads.upcoming(details.summary.id) : [],
    plan.reviews ? reads.reviews(details.summary.id) : null,
    details.sellable ? reads.deal(details.summary.id) : null,
  ]);
  const jsonLd = productJsonLd(details, request.canonical(details.slug), siteUrl, upcoming, reviews?.latest ?? []);
  return (
    <>
      <JsonLd data={jsonLd} />
      <ProductDetailsView
        details={details}
        lineHref={request.lineHref}
        datesHref={request.datesHref({ ...details.summary, sellable: details.sellable }, getFlags())}
        price={
          details.summary.fromPriceCents === null ? null : (
            <>
              <CardPrice product={details.summary} />
              <MemberPricesLoader productIds={[details.summary.id]} />
              {deal ? <DealDeadlineTimer deal={deal} /> : null}
            </>
          )
        }
        changeSearch={
          plan.changeSearch !== null ? (
            <ChangeSearch summary={changeSearchSummary(dates ? formatDateRange(dates.startDate, dates.endDate) : null, request.singular)}>
              <SearchWidget
                productType={plan.changeSearch}
                groupTravelHref={routes.contentPage.build({ segments: ['lounge', 'group-bookings'] })}
                // Ticket-buying 2: a hotel search from the hotel's own page opens this hotel's details for the dates, with nc=1.
                productDatesPath={details.summary.type === 'HOTEL' ? routes.hotelProductDetails.build({ productID: details.summary.id, productName: details.slug }) : undefined}
                initial={{ ...(dates ?? {}), ...(roomQtyOf(request) === null ? {} : { roomQty: roomQtyOf(request)! }) }}
              />
            </ChangeSearch>
          ) : null
        }
        availability={
          plan.availability !== null ? (
            <>
              {plan.availability.stay ? (
                // Issue 24 item 4: the hotel's two months of lowest one-night rates; picking a stay moves to its details url.
                <RateCalendar
                  productId={details.summary.id}
                  checkIn={request.startDate}
                  checkOut={request.endDate}
                  datesPath={routes.hotelProductDetails.build({ productID: details.summary.id, productName: details.slug })}
                  suffix={roomQtyOf(request) === null ? '' : `/quantity/${roomQtyOf(request)}`}
                />
              ) : null}
              <AvailabilityPicker
                productId={details.summary.id}
                productName={details.summary.name}
                startDate={request.startDate}
                endDate={request.endDate}
                roomQty={roomQtyOf(request)}
                isHotel={plan.availability.stay}
                replaceWhenNothingAvailable={plan.replaceWhenNothingAvailable ? request.datesHref({ ...details.summary, sellable: details.sellable }, getFlags()) : null}
              />
            </>
          ) : null
        }
        reviews={reviews ? <ReviewSection reviews={reviews} productName={details.summary.name} hotel={plan.hotelReviews} /> : null}
        islands={
          <>
            <RecordRecentlyViewed
              productId={details.summary.id}
              productType={details.summary.type}
              startDate={dates?.startDate ?? null}
              endDate={dates?.endDate ?? null}
              quantity={roomQtyOf(request)}
            />
            <PeopleLooking productId={details.summary.id} />
            <NewTabHistory fallbackHref={request.datesHref({ ...details.summary, sellable: details.sellable }, getFlags()) ?? request.lineHref} />
          </>
        }
      />
    </>
  );
}
