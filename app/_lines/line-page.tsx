import type { Metadata } from 'next';
import Link from 'next/link';
import { FeaturedHotelsSlider } from '@/features/catalog/components/hotel-hero';
import { MemberPricesLoader } from '@/features/catalog/components/member-prices';
import { ProductCard } from '@/features/catalog/components/product-card';
import { MEMBER_PRICES_MAX_IDS } from '@/features/catalog/schema';
import { ResortDealsBlock } from '@/features/catalog/components/resort-deals';
import { getFeaturedHotels, getPopularProducts, getProductsOfType, getResortDeals } from '@/features/catalog/queries';
import { LineView, type LineViewProps } from '@/features/lines/components/line-view';
import { LINE_CONFIGS, SHOPPING_CATEGORY_CONFIGS, type LineConfig } from '@/features/lines/lines';
import { SearchWidget } from '@/features/search/components/search-widget';
import { SearchTabs } from '@/features/search/components/search-tabs';
import { cardContextOf } from '@/features/search/components/search-results-view';
import { getSearchResults } from '@/features/search/queries';
import { searchPageFor } from '@/features/search/request';
import { formatDateRange } from '@/features/search/format';
import { RecentlySeenList } from '@/features/recently-seen/components/recently-seen-list';
import { InsiderSignupBlock } from '@/features/member-deals/components/insider-signup-block';
import { EmailSignupForm } from '@/features/email/components/email-signup-form';
import { getFlags } from '@/lib/config/flags';
import { monthLabel, monthOfDate } from '@/features/show-calendar/month';
import {
  SHOPPING_CATEGORY_PAGES,
  isWidgetType,
  SHOPPING_CATEGORY_SLUGS,
  type LinePage as LineKey,
  type ShoppingCategoryPage as ShoppingCategory,
} from '@/lib/config/product-types';
import { getSiteSettings } from '@/lib/config/site-settings';
import { addCalendarYears, pacificToday } from '@/lib/dates';
import { absoluteUrl, routes } from '@/lib/routes';
import { JsonLd } from '@/components/json-ld';
import { TrackedCards, TrackedProductGrid } from '../_cards/tracked-product-grid';

/** Cards of the hotel page's popular hotel search results. */
export const POPULAR_HOTEL_RESULTS = 6;

/**
 * The hotel page's popular hotel search results (storefront 2.4, 7: the search results query with
 * productType HOTEL and sortId popular): the default hotel search (today, two nights, one room),
 * its first bookable hotels with the stay's prices, and a link to the whole search at the
 * canonical hotel search. The results are the search's own cached read.
 */
async function PopularHotelResults() {
  const page = searchPageFor('hotels', {}, pacificToday(new Date()));
  if (page === null || page.status !== 'ok') return null;
  const results = await getSearchResults(page.request);
  const shown = results.items.filter((c) => c.available).slice(0, POPULAR_HOTEL_RESULTS);
  if (shown.length === 0) return null;
  const { allInPricing } = getFlags();
  const byId = new Map(shown.map((c) => [c.summary.id, c]));
  const dates = formatDateRange(page.request.startDate, page.request.endDate);
  return (
    <section className="page-section" aria-labelledby="popular-hotel-results" data-testid="popular-hotel-results">
      <h2 id="popular-hotel-results">Popular Hotel Search Results</h2>
      <p>
        The most popular hotels with rooms {dates}, one room.{' '}
        <Link href={routes.hotelSearchCanonical.build({})}>See all {results.availableCount} available hotels</Link>
      </p>
      <TrackedProductGrid
        products={shown.map((c) => c.summary)}
        label={`Popular hotels available ${dates}`}
        listName="Popular Hotel Search Results"
        contextOf={(p) => {
          const candidate = byId.get(p.id);
          return candidate ? cardContextOf(candidate, allInPricing) : {};
        }}
      />
    </section>
  );
}

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
      <TrackedCards listName="Featured Las Vegas hotels" products={featured.map((f) => f.hotel)}>
        <FeaturedHotelsSlider featured={featured} travelUntil={travelUntil} />
      </TrackedCards>
      <TrackedCards listName="Resort Deals" products={[...deals.dailyDeals, ...deals.bestValue, ...deals.trending]}>
        <ResortDealsBlock deals={deals} />
      </TrackedCards>
    </>
  );
}

function configOf(line: LineKey): LineConfig {
  const config = LINE_CONFIGS[line];
  if (config === undefined) throw new Error(`No line page for ${line}`);
  return config;
}

function metadataOf(config: LineConfig, canonicalPath: string): Metadata {
  const { siteUrl } = getSiteSettings();
  return {
    title: config.title,
    description: config.description,
    alternates: { canonical: absoluteUrl(canonicalPath, siteUrl) },
  };
}

export function lineMetadata(line: LineKey): Metadata {
  // /resorts and /hotels are one page: the canonical is /hotels.
  return metadataOf(configOf(line), routes.linePage.build({ line: line === 'resorts' ? 'hotels' : line }));
}

export function shoppingCategoryMetadata(category: ShoppingCategory): Metadata {
  return metadataOf(SHOPPING_CATEGORY_CONFIGS[category], routes.shoppingCategoryPage.build({ category }));
}

/**
 * A product-line page (storefront 2.2, 2.4, 2.10), composed here because it joins three
 * features: the line's layout (features/lines), the catalog's cards and the search widget.
 */
async function LineContent({ config, links }: { config: LineConfig; links?: LineViewProps['links'] }) {
  const { siteUrl, chatUrl } = getSiteSettings();
  const [bestSellers, all] = await Promise.all([
    getPopularProducts(config.type, BEST_SELLERS, config.filter),
    getProductsOfType(config.type, config.filter),
  ]);
  const groupTravelHref = routes.contentPage.build({ segments: ['lounge', 'group-bookings'] });
  const hotelLanding = config.type === 'HOTEL';
  // Storefront 2.4: under the tabs-search-hero flag the hotel page's heading is a hero banner with the tab widget.
  const tabsHero = hotelLanding && getFlags().tabsSearchHero;
  // The hotel line searches hotels or air+hotel packages under tabs (storefront 2.4), sticky widget included.
  const widget = (variant: 'hero' | 'sidebar') =>
    config.searchTabs ? (
      <SearchTabs label={`Search ${config.heading.replace(/^LAS VEGAS /, '').toLowerCase()}`} types={config.searchTabs.filter(isWidgetType)} groupTravelHref={groupTravelHref} variant={variant} />
    ) : config.searchType ? (
      <SearchWidget productType={config.searchType} groupTravelHref={groupTravelHref} variant={variant} />
    ) : null;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: config.title,
    itemListElement: all.map((p, index) => ({ '@type': 'ListItem', position: index + 1, url: absoluteUrl(p.href, siteUrl), name: p.name })),
  };
  return (
    <>
      <JsonLd data={jsonLd} />
      <LineView
        config={config}
        searchWidget={widget('hero')}
        stickyWidget={widget('hero')}
        bestSellers={bestSellers.map((p) => ({ key: p.id, node: <ProductCard product={p} /> }))}
        frameBestSellers={(slider) => (
          <TrackedCards listName={`Best selling ${config.title}`} products={bestSellers}>
            {slider}
          </TrackedCards>
        )}
        allProducts={<TrackedProductGrid products={all} label={config.allHeading} />}
        chatHref={chatUrl}
        links={links}
        heroExtras={config.featuredHero ? <HotelHeroExtras /> : null}
        tabsHero={tabsHero}
        // The hotel page (storefront 2.4): per-visitor islands (the page is cached for everybody) and the popular search.
        recentlySeen={hotelLanding ? <RecentlySeenList variant="sidebar" /> : null}
        popularResults={hotelLanding ? <PopularHotelResults /> : null}
        insiderPricing={
          hotelLanding ? (
            <InsiderSignupBlock>
              <EmailSignupForm label="Insider pricing sign-up" />
            </InsiderSignupBlock>
          ) : null
        }
      />
      {/* One request for the cards of both lists (storefront 6); hotel rates have no member price. */}
      {config.memberPrices ? (
        <MemberPricesLoader productIds={[...new Set([...bestSellers, ...all].map((p) => p.id))].slice(0, MEMBER_PRICES_MAX_IDS)} />
      ) : null}
    </>
  );
}

/** The shopping line links to its category pages (spec 2.2), the shows line to its calendar. */
function linksOf(line: LineKey): LineViewProps['links'] {
  if (line === 'shows') {
    // This month's calendar in Las Vegas, fixed when the page renders (cached five minutes at most).
    const month = monthOfDate(pacificToday(new Date()));
    return { label: 'Shows calendar', items: [{ href: routes.showCalendarMonth.build(month), label: `Shows calendar: ${monthLabel(month)}` }] };
  }
  if (line !== 'shopping') return undefined;
  return {
    label: 'Shop by category',
    items: SHOPPING_CATEGORY_SLUGS.map((category) => ({
      href: routes.shoppingCategoryPage.build({ category }),
      label: SHOPPING_CATEGORY_PAGES[category],
    })),
  };
}

export function LinePage({ line }: { line: LineKey }) {
  return <LineContent config={configOf(line)} links={linksOf(line)} />;
}

/** A shopping category page: the shopping line narrowed to one category, with a way back. */
export function ShoppingCategoryLinePage({ category }: { category: ShoppingCategory }) {
  const back = { href: routes.linePage.build({ line: 'shopping' }), label: 'All Las Vegas Shopping' };
  return <LineContent config={SHOPPING_CATEGORY_CONFIGS[category]} links={{ label: 'More shopping', items: [back] }} />;
}
