import { getMerchListProducts } from '@/features/catalog/queries';
import type { ProductSummary } from '@/features/catalog/types';
import { MarkdownText } from '@/features/content/components/markdown';
import type { PageEntry } from '@/features/content/types';
import { PromotionTabs } from '@/features/search/components/promotion-tabs';
import { isWidgetType, unavailableLabelFor, type WidgetType } from '@/lib/config/product-types';
import { routes } from '@/lib/routes';
import { TrackedProductGrid } from '../_cards/tracked-product-grid';
import styles from './promotion.module.css';

/**
 * The PROMOTION layout of storefront 2.10, composed from the content entry (features/content),
 * the catalog's merchandising lists and the search widgets: splash image, summary and video under
 * the heading, the synced widget and results tabs, then the terms of service.
 */

/** Cards per results tab. */
export const PROMOTION_RESULTS_LIMIT = 12;
const groupTravelHref = routes.contentPage.build({ segments: ['lounge', 'group-bookings'] });

/** A card's state in a results tab: nothing on sale from today on reads as the type's unavailable label. */
export function promotionCardContext(product: ProductSummary) {
  return product.fromPriceCents === null ? { unavailableLabel: unavailableLabelFor(product.type) } : {};
}

/**
 * One results tab: the merchandised list in list order, each card with its review rating and
 * count, from-price, promotion name and last-booked metric; unavailable items stay in the list,
 * marked as such.
 */
async function PromotionResultsList({ code, label }: { code: string; label: string }) {
  const products = await getMerchListProducts(code, PROMOTION_RESULTS_LIMIT);
  if (products.length === 0) return <p>No offers in this promotion right now.</p>;
  return <TrackedProductGrid products={products} label={label} contextOf={promotionCardContext} />;
}

/** The widget tabs: the entry's list, else (entries written before the tabs) its default search product. */
export function promotionWidgetTypes(content: PageEntry['content']): WidgetType[] {
  if (content.promotionWidgets) return [...content.promotionWidgets];
  return isWidgetType(content.defaultSearchProduct) ? [content.defaultSearchProduct] : [];
}

export function PromotionBody({ entry }: { entry: PageEntry }) {
  const { content } = entry;
  const results = content.promotionResults ?? [];
  return (
    <>
      {content.splashImage ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={content.splashImage.publicPath}
          alt={content.splashImage.title ?? ''}
          className={styles.splash}
          data-testid="promotion-splash"
          fetchPriority="high"
        />
      ) : null}
      {content.summary ? <MarkdownText source={content.summary} className={styles.summary} /> : null}
      {content.video ? (
        <section className={styles.video} aria-label={content.video.title} data-testid="promotion-video">
          {content.video.embedUrl ? (
            <iframe
              src={content.video.embedUrl}
              title={content.video.title}
              loading="lazy"
              allow="encrypted-media; picture-in-picture"
              sandbox="allow-scripts allow-same-origin allow-presentation"
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
            />
          ) : null}
          <p>
            <a href={content.video.link} target="_blank" rel="noopener noreferrer">
              Watch: {content.video.title}
            </a>
          </p>
        </section>
      ) : null}
      <PromotionTabs
        widgetTypes={promotionWidgetTypes(content)}
        groupTravelHref={groupTravelHref}
        results={results.map((tab) => ({
          productType: tab.productType,
          merchList: tab.merchList,
          label: tab.label,
          panel: <PromotionResultsList code={tab.merchList} label={tab.label ?? `${entry.name}: ${tab.productType.toLowerCase()}`} />,
        }))}
      />
      {content.termsOfService ? (
        <section className={styles.terms} aria-labelledby="promotion-terms" data-testid="promotion-terms">
          <h2 id="promotion-terms">Terms of service</h2>
          <MarkdownText source={content.termsOfService} />
        </section>
      ) : null}
    </>
  );
}
