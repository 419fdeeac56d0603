import { PRODUCT_TYPE_CONFIG } from '@/lib/config/product-types';
import { absoluteUrl } from '@/lib/routes';
import type { Review } from '@/features/reviews/types';
import type { ProductDetails } from './types';

/**
 * The page's JSON-LD: what the product is, where, how it is rated and what it costs from
 * (priceRange), with absolute urls. Plain data: the page serialises it.
 */
export function productJsonLd(
  details: ProductDetails,
  canonicalPath: string,
  siteUrl: string,
  upcoming: readonly string[] = [],
  reviews: readonly Review[] = [],
): Record<string, unknown> {
  const { summary } = details;
  // schema.org types come from the registry; dated offers (Events) come with the availability.
  const config = PRODUCT_TYPE_CONFIG[summary.type].details;
  const fromDollars = summary.fromPriceCents === null ? null : Math.round(summary.fromPriceCents / 100);
  const url = absoluteUrl(canonicalPath, siteUrl);
  const address = {
    '@type': 'PostalAddress',
    streetAddress: details.address,
    addressLocality: details.city,
    addressRegion: 'NV',
    postalCode: details.postalCode,
    addressCountry: 'US',
  };
  // Dated performances, tours and nights out are Events of the place, each with its offer.
  const events =
    summary.fromPriceCents === null
      ? []
      : upcoming.map((startDate) => ({
          '@type': config.eventJsonLdType,
          name: summary.name,
          startDate,
          eventStatus: 'https://schema.org/EventScheduled',
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          location: { '@type': 'Place', name: details.locatedWithin ?? summary.name, address },
          offers: {
            '@type': 'Offer',
            price: (summary.fromPriceCents! / 100).toFixed(2),
            priceCurrency: 'USD',
            availability: 'https://schema.org/InStock',
            url,
          },
        }));
  return {
    '@context': 'https://schema.org',
    '@type': config.jsonLdType,
    name: summary.name,
    description: details.shortDescription,
    url,
    image: details.gallery.map((image) => absoluteUrl(image.path, siteUrl)),
    address,
    geo: { '@type': 'GeoCoordinates', latitude: details.latitude, longitude: details.longitude },
    ...(details.localPhone ? { telephone: details.localPhone } : {}),
    ...(summary.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: summary.rating,
            bestRating: 5,
            worstRating: 0,
            reviewCount: summary.reviewCount,
          },
        }
      : {}),
    ...(PRODUCT_TYPE_CONFIG[summary.type].soldBy === 'stay' && summary.starRating !== null
      ? { starRating: { '@type': 'Rating', ratingValue: summary.starRating } }
      : {}),
    ...(fromDollars === null ? {} : { priceRange: `From $${fromDollars}` }),
    ...(events.length > 0 ? { event: events } : {}),
    ...(reviews.length > 0
      ? {
          review: reviews.slice(0, JSON_LD_REVIEWS).map((review) => ({
            '@type': 'Review',
            name: review.title,
            reviewBody: review.body,
            datePublished: review.createdAt.slice(0, 10),
            author: { '@type': 'Person', name: review.authorName },
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}

/** The latest reviews the JSON-LD carries: enough for rich results, not the whole list. */
const JSON_LD_REVIEWS = 5;

/** '1 hr 30 min', '2 hrs', '45 min'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? 'hr' : 'hrs'}`);
  if (rest > 0 || hours === 0) parts.push(`${rest} min`);
  return parts.join(' ');
}

/** A map link for the product's place: a search by name and address, pinned by coordinates. */
export function mapHref(details: Pick<ProductDetails, 'address' | 'city' | 'postalCode' | 'latitude' | 'longitude'> & { name: string }): string {
  const query = `${details.name}, ${details.address}, ${details.city}, NV ${details.postalCode}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}&center=${details.latitude},${details.longitude}`;
}
