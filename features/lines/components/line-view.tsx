import Link from 'next/link';
import type { ReactNode } from 'react';
import { InfoTooltip } from '@/components/info-tooltip';
import type { LineConfig } from '../lines';
import { SAMPLE_PRICE_DISCLOSURE } from '../lines';
import { BestSellersSlider } from './best-sellers-slider';
import { StickySearch } from './sticky-search';
import styles from './line-page.module.css';

export interface LineViewProps {
  readonly config: LineConfig;
  readonly searchWidget: ReactNode;
  readonly stickyWidget: ReactNode;
  readonly bestSellers: readonly { key: number; node: ReactNode }[];
  /** What the page puts around the best sellers slider: its analytics list (a feature does not import another's components). */
  readonly frameBestSellers?: (slider: ReactNode) => ReactNode;
  readonly allProducts: ReactNode;
  /** The chat link of the hotel page's info tooltips. */
  readonly chatHref: string;
  /** Links to related pages under the hero: the shopping categories, or back to their line. */
  readonly links?: { readonly label: string; readonly items: readonly { href: string; label: string }[] };
  /** What follows the heading and search: the hotel page's featured slider and resort deals. */
  readonly heroExtras?: ReactNode;
  /**
   * The tabs-search-hero flag (storefront 2.4): the heading becomes a full-width hero banner
   * ('LAS VEGAS HOTELS') with the tab-based search widget across it, the intro below.
   */
  readonly tabsHero?: boolean;
  /** Per-visitor islands near the top (the hotel page's recently seen list). */
  readonly recentlySeen?: ReactNode;
  /** The hotel page's popular hotel search results. */
  readonly popularResults?: ReactNode;
  /** Per-visitor islands at the end (the hotel page's insider-pricing sign-up). */
  readonly insiderPricing?: ReactNode;
}

/** A product-line page's layout: heading and search, sticky search, best sellers, every product. */
export function LineView({
  config,
  searchWidget,
  stickyWidget,
  bestSellers,
  frameBestSellers = (slider) => slider,
  allProducts,
  chatHref,
  links,
  heroExtras,
  tabsHero = false,
  recentlySeen,
  popularResults,
  insiderPricing,
}: LineViewProps) {
  const isHotels = config.type === 'HOTEL';
  return (
    <main id="main" className="page">
      <section className={tabsHero ? `${styles.hero} ${styles.tabsHero}` : styles.hero} aria-labelledby="line-heading" data-testid={tabsHero ? 'tabs-hero' : 'line-hero'}>
        <div className={styles.heroCopy}>
          <h1 id="line-heading" className={styles.heading}>
            {config.heading}
          </h1>
          <p className={styles.intro}>{config.intro}</p>
          {isHotels ? (
            <ul className={styles.promises} aria-label="Why book with us">
              <li>
                <InfoTooltip label="Best Price Guarantee">
                  Find a lower public rate for the same hotel, room and dates and we rebook you at that rate, within the
                  cancellation window.
                </InfoTooltip>
              </li>
              <li>
                <InfoTooltip label="Secure and Trusted">
                  Every booking goes through an encrypted checkout and trusted payment partners.
                </InfoTooltip>
              </li>
              <li>
                <InfoTooltip label="Chat">
                  Questions about a hotel or your trip? <a href={chatHref}>Chat with us</a>, before, during and after
                  your stay.
                </InfoTooltip>
              </li>
            </ul>
          ) : null}
        </div>
        {searchWidget ? <div className={styles.heroSearch}>{searchWidget}</div> : null}
      </section>
      {heroExtras}
      {recentlySeen}
      {popularResults}
      {stickyWidget ? (
        <StickySearch thresholdPx={config.stickyThresholdPx} label={`Search ${config.title}`}>
          {stickyWidget}
        </StickySearch>
      ) : null}
      {links && links.items.length > 0 ? (
        <nav className={styles.links} aria-label={links.label}>
          <ul>
            {links.items.map((item) => (
              <li key={item.href}>
                <Link href={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {bestSellers.length > 0 ? (
        <section className="page-section" aria-labelledby="best-sellers">
          <h2 id="best-sellers">Best Sellers</h2>
          {frameBestSellers(<BestSellersSlider label={`Best selling ${config.title}`} slides={bestSellers} />)}
        </section>
      ) : null}
      <section className="page-section" aria-labelledby="all-products">
        <h2 id="all-products">{config.allHeading}</h2>
        {isHotels ? <p className={styles.disclosure}>{SAMPLE_PRICE_DISCLOSURE}</p> : null}
        {allProducts}
      </section>
      {insiderPricing}
    </main>
  );
}
