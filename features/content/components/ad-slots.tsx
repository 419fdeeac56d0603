import { HEADER_SLIDES } from '@/lib/config/constants';
import { adSlides } from '../ad-schema';
import { fetchAd, fetchAds } from '../ads';
import { SUB_NAV_AD_SIZE, type Widget } from '../entry-schema';
import { AdCarousel } from './ad-carousel';
import { AdView } from './ad-view';
import { MarkdownText } from './markdown';
import { SiteLink } from './site-link';
import styles from './ads.module.css';

type Of<T extends Widget['widgetType']> = Extract<Widget, { widgetType: T }>;

/**
 * An ad slot (issue 12 item 10): the ad entry of `adId`, read through the content service (cached
 * and tagged with the ad's entry url, so editing the ad renders the pages that show it again), as
 * a linked image of its size under an 'Advertisement' label. A missing or expired ad draws nothing.
 */
export async function AdSlot({ adId }: { adId: string }) {
  const ad = await fetchAd(adId);
  return ad ? <AdView ad={ad} /> : null;
}

/**
 * The sub-navigation's ad slots (storefront 2.10): its ads that run today, in order, each of the
 * 300 size the column is made for (an ad of another size would not fit and is left out). Nothing,
 * not even an empty rail, when none runs.
 */
export async function SubNavAds({ adIds }: { adIds: readonly string[] }) {
  const ads = (await fetchAds(adIds)).filter((ad) => ad.width === SUB_NAV_AD_SIZE);
  if (ads.length === 0) return null;
  return (
    <div className={styles.subNavAds} data-testid="sub-navigation-ads">
      {ads.map((ad) => (
        <AdView key={ad.id} ad={ad} />
      ))}
    </div>
  );
}

/**
 * A row of ad slots (the home page's, storefront 2.3): the ads of `adIds` that run today, in
 * order, under one landmark; nothing at all when none runs.
 */
export async function AdRow({ adIds, label }: { adIds: readonly string[]; label: string }) {
  const ads = await fetchAds(adIds);
  if (ads.length === 0) return null;
  return (
    <aside className={`${styles.adRow} page-section`} aria-label={label} data-testid="ad-row">
      {ads.map((ad) => (
        <AdView key={ad.id} ad={ad} />
      ))}
    </aside>
  );
}

/** The adBox widget of product landing pages: an ad slot with an optional heading. */
export async function AdBox({ block, headingId }: { block: Of<'adBox'>; headingId: string }) {
  const ad = await fetchAd(block.adId);
  if (ad === null) return null;
  return (
    <section className={`${styles.adBox} page-section`} aria-labelledby={block.heading ? headingId : undefined} aria-label={block.heading ? undefined : 'Advertisement'} data-testid="ad-box">
      {block.heading ? <h2 id={headingId}>{block.heading}</h2> : null}
      <AdView ad={ad} />
    </section>
  );
}

/** The textBox widget of product landing pages: a heading, markdown text and an optional link. */
export function TextBox({ block, headingId }: { block: Of<'textBox'>; headingId: string }) {
  return (
    <section className={`${styles.textBox} page-section`} aria-labelledby={headingId} data-testid="text-box">
      <h2 id={headingId}>{block.heading}</h2>
      <MarkdownText source={block.body} />
      {block.link ? (
        <p>
          <SiteLink href={block.link.href}>{block.link.text} ›</SiteLink>
        </p>
      ) : null}
    </section>
  );
}

export const TOP_DEALS_HEADING = "Today's Top Deals";
const TOP_DEALS_PER_SLIDE = 3;
const TOP_DEALS_SLIDES = 3;

/**
 * 'Today's Top Deals' of a product landing page (storefront 2.10): its ads in up to three slides
 * of three; a slide's images load when it is first shown. Nothing when no ad runs.
 */
export async function TopDeals({ adIds }: { adIds: readonly string[] }) {
  const ads = await fetchAds(adIds);
  const slides = adSlides(ads, TOP_DEALS_PER_SLIDE, TOP_DEALS_SLIDES);
  if (slides.length === 0) return null;
  return (
    <section className={`${styles.topDeals} page-section`} aria-labelledby="top-deals-heading" data-testid="top-deals">
      <h2 id="top-deals-heading">{TOP_DEALS_HEADING}</h2>
      <AdCarousel label={TOP_DEALS_HEADING} slides={slides} speedMs={HEADER_SLIDES.speedMs} testId="top-deals-slider" />
    </section>
  );
}

/**
 * The ads of a headerBlockWAds as slides of one ad each, rotating by the block's
 * customSliderSettings (defaults: 7 s first, then 5 s, 500 ms slide; storefront 2.10).
 */
export async function HeaderBlockAds({ block }: { block: Of<'headerBlockWAds'> }) {
  const ads = await fetchAds(block.ads.map((a) => a.adId));
  if (ads.length === 0) return null;
  const settings = block.customSliderSettings;
  return (
    <div className={styles.headerAds}>
      <AdCarousel
        label={`${block.heading}: advertisements`}
        slides={ads.map((ad) => [ad])}
        speedMs={settings?.speedMs ?? HEADER_SLIDES.speedMs}
        rotation={{ firstDelayMs: settings?.firstDelayMs ?? HEADER_SLIDES.firstMs, delayMs: settings?.delayMs ?? HEADER_SLIDES.nextMs }}
        testId="header-block-ads"
      />
    </div>
  );
}
