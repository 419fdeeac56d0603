import type { Widget } from '../entry-schema';
import { AdSlot, HeaderBlockAds } from './ad-slots';
import { MarkdownText } from './markdown';
import { SiteLink } from './site-link';
import styles from './content.module.css';

type Of<T extends Widget['widgetType']> = Extract<Widget, { widgetType: T }>;

/**
 * headerBlock and headerBlockWAds: a heading, a banner, body text and an optional video link;
 * the "with ads" form adds its ads beside it, one a slide, rotating.
 */
export function HeaderBlock({ block }: { block: Of<'headerBlock'> | Of<'headerBlockWAds'> }) {
  const banner = block.bannerImages[0];
  return (
    <section className={styles.headerBlock} data-testid="header-block">
      <div>
        <h2>{block.heading}</h2>
        {banner ? (
          // Banner images are editor-supplied paths of any size; next/image would need their sizes.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={banner.publicPath} alt={banner.title ?? ''} className={styles.banner} loading="lazy" />
        ) : null}
        {block.body ? <MarkdownText source={block.body} /> : null}
        {block.videoLink ? (
          <p>
            <SiteLink href={block.videoLink}>Watch the video ›</SiteLink>
          </p>
        ) : null}
      </div>
      {block.widgetType === 'headerBlockWAds' && block.ads.length > 0 ? <HeaderBlockAds block={block} /> : null}
    </section>
  );
}

/** promoBlock: a heading, a description and a button to the promotion. */
export function PromoBlock({ block }: { block: Of<'promoBlock'> }) {
  return (
    <section className={styles.promoBlock} data-testid="promo-block" data-promo-type={block.promoType}>
      <h2>{block.heading}</h2>
      {block.description ? <MarkdownText source={block.description} /> : null}
      <SiteLink href={block.href} className="button-primary">
        {block.buttonText ?? 'See the offer'}
      </SiteLink>
    </section>
  );
}

/** markdownBlock: a heading and markdown text. */
export function MarkdownBlock({ block, headingId }: { block: Of<'markdownBlock'>; headingId: string }) {
  return (
    <section className={styles.widget} aria-labelledby={block.heading ? headingId : undefined} data-testid="markdown-block">
      {block.heading ? <h2 id={headingId}>{block.heading}</h2> : null}
      <MarkdownText source={block.body} />
    </section>
  );
}

/** markdownList: a heading and a list whose items are markdown. */
export function MarkdownList({ block, headingId }: { block: Of<'markdownList'>; headingId: string }) {
  if (block.items.length === 0) return null;
  return (
    <section className={styles.widget} aria-labelledby={block.heading ? headingId : undefined} data-testid="markdown-list">
      {block.heading ? <h2 id={headingId}>{block.heading}</h2> : null}
      <ul className={styles.markdownList}>
        {block.items.map((item, index) => (
          <li key={index}>
            <MarkdownText source={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** formSelector: the forms a visitor can choose from (group requests, wedding enquiries...). */
export function FormSelector({ block, headingId }: { block: Of<'formSelector'>; headingId: string }) {
  if (block.forms.length === 0) return null;
  return (
    <section className={styles.widget} aria-labelledby={headingId} data-testid="form-selector">
      <h2 id={headingId}>{block.heading ?? 'Choose a form'}</h2>
      <ul className={styles.formList}>
        {block.forms.map((form) => (
          <li key={form.link}>
            <SiteLink href={form.link} className="button-primary">
              {form.title}
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AdBlock({ block }: { block: Of<'adBlock'> }) {
  return <AdSlot adId={block.adId} />;
}
