import type { Metadata } from 'next';
import { FeaturedHotelsSlider } from '@/features/catalog/components/hotel-hero';
import { ProductCard, ProductGrid } from '@/features/catalog/components/product-card';
import { ResortDealsBlock } from '@/features/catalog/components/resort-deals';
import { getFeaturedHotels, getPopularProducts, getProductsOfType, getResortDeals } from '@/features/catalog/queries';
import { LineView } from '@/features/lines/components/line-view';
import { LINE_CONFIGS, type LineConfig } from '@/features/lines/lines';
import { SearchWidget } from '@/features/search/components/search-widget';
import type { LinePage as LineKey } from '@/lib/config/product-types';
import { getSiteSettings } from '@/lib/config/site-settings';
import { addCalendarYears, pacificToday } from '@/lib/dates';
import { absoluteUrl, routes } from '@/lib/routes';

/** The slider's best sellers: the type's most popular. */
const BEST_SELLERS = 9;
/** Slides of the hotel page's featured hotel slider. */
const FEATURED_HOTELS = 5;

/**
 * The hotel page's hero area (storefront 2.4): the featured hotel slider and the resort deals.
 * The travel-until date is a year after today in Las Vegas, fixed when the page renders (it is
 * cached for five minutes at most).
 */
async function HotelHeroExtras() {
  const [featured, deals] = await Promise.all([getFeaturedHotels(FEATURED_HOTELS), getResortDeals()]);
  const travelUntil = addCalendarYears(pacificToday(new Date()), 1);
  return (
    <>
      <FeaturedHotelsSlider featured={featured} travelUntil={travelUntil} />
      <ResortDealsBlock deals={deals} />
    </>
  );
}

function configOf(line: LineKey): LineConfig {
  const config = LINE_CONFIGS[line];
  if (config === undefined) throw new Error(`No line page for ${line}`);
  return config;
}

export function lineMetadata(line: LineKey): Metadata {
  const config = configOf(line);
  const { siteUrl } = getSiteSettings();
  return {
    title: config.title,
    description: config.description,
    // /resorts and /hotels are one page: the canonical is /hotels.
    alternates: { canonical: absoluteUrl(routes.linePage.build({ line: line === 'resorts' ? 'hotels' : line }), siteUrl) },
  };
}

/**
 * A product-line page (storefront 2.2, 2.4, 2.10), composed here because it joins three
 * features: the line's layout (features/lines), the catalog's cards and the search widget.
 */
export async function LinePage({ line }: { line: LineKey }) {
  const config = configOf(line);
  const { siteUrl, chatUrl } = getSiteSettings();
  const [bestSellers, all] = await Promise.all([getPopularProducts(config.type, BEST_SELLERS), getProductsOfType(config.type)]);
  const groupTravelHref = routes.contentPage.build({ segments: ['lounge', 'group-bookings'] });
  const widget = (variant: 'hero' | 'sidebar') =>
    config.searchType ? <SearchWidget productType={config.searchType} groupTravelHref={groupTravelHref} variant={variant} /> : null;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: config.title,
    itemListElement: all.map((p, index) => ({ '@type': 'ListItem', position: index + 1, url: absoluteUrl(p.href, siteUrl), name: p.name })),
  };
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
      <LineView
        config={config}
        searchWidget={widget('hero')}
        stickyWidget={widget('hero')}
        bestSellers={bestSellers.map((p) => ({ key: p.id, node: <ProductCard product={p} /> }))}
        allProducts={<ProductGrid products={all} label={config.allHeading} />}
        chatHref={chatUrl}
        heroExtras={config.type === 'HOTEL' ? <HotelHeroExtras /> : null}
      />
    </>
  );
}
