import type { Metadata } from 'next';
import { ProductCard } from '@/features/catalog/components/product-card';
import { getMerchListProducts, getPopularProducts } from '@/features/catalog/queries';
import { SubNavAds, TopDeals } from '@/features/content/components/ad-slots';
import { ContentPageView, type ContentSlots } from '@/features/content/components/content-page-view';
import { ProductEntryView } from '@/features/content/components/product-entry-view';
import { contentJsonLd } from '@/features/content/json-ld';
import type { PageEntry, PageOrProductEntry, Widget } from '@/features/content/types';
import { GiftCardShop } from '@/features/giftcards/components/gift-card-shop';
import { cardPaysOnHostedPage } from '@/lib/payments/card-provider';
import { GroupRequestSection } from '@/features/group-travel/components/group-request-section';
import { BestSellersSlider } from '@/features/lines/components/best-sellers-slider';
import { RecentlySeenList } from '@/features/recently-seen/components/recently-seen-list';
import { SearchWidget } from '@/features/search/components/search-widget';
import { EventCalendarNav } from '@/features/show-calendar/components/event-calendar';
import { monthLabel, monthsOf, SHOW_CALENDAR_FRAGMENT_BASE } from '@/features/show-calendar/month';
import { getShowCalendarFragment, getShowCalendarRange, monthSlug } from '@/features/show-calendar/queries';
import { getFlags } from '@/lib/config/flags';
import { isWidgetType, type ProductType, type WidgetType } from '@/lib/config/product-types';
import { getSiteSettings } from '@/lib/config/site-settings';
import { absoluteUrl, productDetailsPath, routes } from '@/lib/routes';
import styles from './content-page.module.css';
import { PromotionBody } from './promotion';
import { JsonLd } from '@/components/json-ld';
import { TrackedCards, TrackedProductGrid } from '../_cards/tracked-product-grid';

/**
 * A content-managed page (storefront 2.10), composed here because its widgets join three
 * features: the content entry's layout and widgets (features/content), the catalog's cards and
 * merchandising lists, and the search widgets.
 */

const MERCH_CARDS = 9;
const SIDE_CARDS = 3;
const groupTravelHref = routes.contentPage.build({ segments: ['lounge', 'group-bookings'] });

const widgetTypeOf = (type: string | undefined): WidgetType | null => (isWidgetType(type) ? type : null);

function Search({ type, variant = 'sidebar' }: { type: string | undefined; variant?: 'hero' | 'sidebar' }) {
  const widgetType = widgetTypeOf(type);
  // A content page has no dates of its own: its widgets start on the static-page fallback (storefront 9).
  return widgetType ? <SearchWidget productType={widgetType} groupTravelHref={groupTravelHref} variant={variant} staticPage /> : null;
}

async function MerchCards({ code, heading, limit }: { code: string; heading: string | undefined; limit: number }) {
  const products = await getMerchListProducts(code, limit);
  if (products.length === 0) return null;
  return (
    <section className="page-section" aria-label={heading ?? 'Featured'} data-testid="merch-list" data-merch-list={code}>
      {heading ? <h2>{heading}</h2> : null}
      <TrackedProductGrid products={products} label={heading ?? 'Featured'} listName={heading ?? code} />
    </section>
  );
}

async function SideMerchList({ code }: { code: string }) {
  const products = await getMerchListProducts(code, SIDE_CARDS);
  return (
    <TrackedCards listName={`Featured: ${code}`} products={products}>
      <ul aria-label="Featured" className={styles.sideList}>
        {products.map((p) => (
          <li key={p.id}>
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </TrackedCards>
  );
}

async function PopularOfType({ type, heading }: { type: ProductType; heading: string }) {
  const products = await getPopularProducts(type, MERCH_CARDS);
  if (products.length === 0) return null;
  return (
    <section className="page-section" aria-label={heading} data-testid="category-products">
      <h2>{heading}</h2>
      <TrackedProductGrid products={products} label={heading} />
    </section>
  );
}

async function ShowBestSellers() {
  const products = await getPopularProducts('SHOW', MERCH_CARDS);
  if (products.length === 0) return null;
  return (
    <TrackedCards listName="Best-selling shows" products={products}>
      <BestSellersSlider label="Best-selling shows" slides={products.map((p) => ({ key: p.id, node: <ProductCard product={p} /> }))} />
    </TrackedCards>
  );
}

/**
 * The sub-navigation's shows calendar under the ltc flag (storefront 2.10): this month's event
 * calendar HTML drawn here, the other months of the range fetched from their static calendar page.
 */
async function ShowEventCalendar() {
  const range = await getShowCalendarRange();
  const html = await getShowCalendarFragment(range.first);
  if (html === null) return null;
  const months = monthsOf(range).map((month) => ({ label: monthLabel(month), fragmentHref: `${SHOW_CALENDAR_FRAGMENT_BASE}/${monthSlug(month)}` }));
  return <EventCalendarNav months={months} initialHtml={html} />;
}

function renderWidget(entry: PageEntry) {
  return function WidgetSlot(widget: Widget, index: number) {
    switch (widget.widgetType) {
      case 'featuredList':
      case 'merchCardList':
        return <MerchCards code={widget.merchList} heading={widget.heading} limit={MERCH_CARDS} />;
      case 'standardSearch':
        return <Search type={widget.productType ?? entry.content.defaultSearchProduct ?? 'SHOW'} variant="hero" />;
      case 'promotionalSearch':
        return (
          <section className="page-section" aria-label={widget.heading ?? 'Find a restaurant'}>
            {widget.heading ? <h2>{widget.heading}</h2> : null}
            <Search type="RESTAURANT" variant="hero" />
          </section>
        );
      case 'giftCardShop':
        return <GiftCardShop headingId={`widget-${index}`} hostedCard={cardPaysOnHostedPage()} />;
      case 'groupRequestForm':
        return <GroupRequestSection headingId={`widget-${index}`} />;
      default:
        return null;
    }
  };
}

/** What each layout adds above its widgets (storefront 2.10). */
function heroOf(entry: PageEntry) {
  const { content } = entry;
  switch (entry.type) {
    case 'CATEGORY_SEARCH': {
      const type = content.searchHero?.productType ?? content.defaultSearchProduct;
      return (
        <>
          {content.searchHero ? (
            <section className="page-section" aria-label={content.searchHero.heading}>
              <h2>{content.searchHero.heading}</h2>
              {content.searchHero.intro ? <p>{content.searchHero.intro}</p> : null}
            </section>
          ) : null}
          <Search type={type} variant="hero" />
          {content.activeMerchList ? (
            <MerchCards code={content.activeMerchList} heading="Top picks" limit={MERCH_CARDS} />
          ) : type ? (
            <PopularOfType type={type} heading="Most popular" />
          ) : null}
        </>
      );
    }
    case 'PRODUCT_LANDING_PAGE':
      // Banner and circle divider come with the view; then today's deals and the optional merch list.
      return (
        <>
          {content.searchHero ? <Search type={content.searchHero.productType} variant="hero" /> : null}
          {content.adReel && content.adReel.length > 0 ? (
            <TopDeals adIds={content.adReel.map((a) => a.adId)} />
          ) : content.adReelMerchList ? (
            <MerchCards code={content.adReelMerchList} heading="Today's Top Deals" limit={MERCH_CARDS} />
          ) : null}
          {content.activeMerchList ? <MerchCards code={content.activeMerchList} heading="Featured" limit={MERCH_CARDS} /> : null}
        </>
      );
    case 'TWO_COLUMN_PRODUCT_LANDING_PAGE':
      // The hero, then a best-sellers slider for shows (the left column is recently seen).
      return (
        <>
          {content.searchHero ? (
            <section className="page-section" aria-label={content.searchHero.heading}>
              <h2>{content.searchHero.heading}</h2>
              {content.searchHero.intro ? <p>{content.searchHero.intro}</p> : null}
              <Search type={content.searchHero.productType} variant="hero" />
            </section>
          ) : null}
          {(content.searchHero?.productType ?? content.defaultSearchProduct) === 'SHOW' ? <ShowBestSellers /> : null}
        </>
      );
    case 'PROMOTION':
      return <PromotionBody entry={entry} />;
    default:
      return null;
  }
}

/** `path`: the page's canonical path (entries are stored with a trailing slash, links have none). */
export function ContentPage({ entry, path }: { entry: PageOrProductEntry; path: string }) {
  const { siteUrl } = getSiteSettings();
  const jsonLd = contentJsonLd(entry, absoluteUrl(path, siteUrl));
  const ld = <JsonLd data={jsonLd} />;
  if (entry.type === 'product') {
    const product = entry.data;
    const href = productDetailsPath(product.productType, { productID: product.id, productName: product.name });
    return (
      <>
        {ld}
        <ProductEntryView
          product={product}
          book={href ? (
            <p>
              <a href={href} className="button-primary">
                See dates and prices
              </a>
            </p>
          ) : null}
        />
      </>
    );
  }
  const page = entry.data;
  const slots: ContentSlots = {
    widget: renderWidget(page),
    merchList: (code) => <SideMerchList code={code} />,
    search: (type) => <Search type={type} />,
    hero: heroOf(page),
    ...(page.content.subNavigation && getFlags().ltcCalendar ? { eventCalendar: <ShowEventCalendar /> } : {}),
    subNavAds: (adIds) => <SubNavAds adIds={adIds} />,
    ...(page.content.subNavigation?.recentlySeen ? { recentlySeen: <RecentlySeenList variant="sidebar" /> } : {}),
    ...(page.type === 'TWO_COLUMN_PRODUCT_LANDING_PAGE' || page.content.layoutType === 'TWO_COLUMN'
      ? { leftColumn: <RecentlySeenList variant="sidebar" /> }
      : {}),
  };
  return (
    <>
      {ld}
      <ContentPageView entry={page} slots={slots} />
    </>
  );
}

/** Title from seoMeta.pageTitle (else the entry's name), its description and robots, the canonical. */
export function contentMetadata(entry: PageOrProductEntry, canonicalPath: string): Metadata {
  const { siteUrl } = getSiteSettings();
  const seo = entry.data.seoMeta;
  const title = seo.pageTitle ?? (entry.type === 'product' ? (entry.data.displayTitle ?? entry.data.name) : entry.data.name);
  const canonical = absoluteUrl(canonicalPath, siteUrl);
  return {
    title,
    ...(seo.description ? { description: seo.description } : {}),
    ...(seo.robots ? { robots: seo.robots } : {}),
    alternates: { canonical },
    openGraph: { title, url: canonical, ...(seo.description ? { description: seo.description } : {}) },
  };
}
