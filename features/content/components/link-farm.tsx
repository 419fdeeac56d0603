import type { ReactNode } from 'react';
import type { Widget } from '../entry-schema';
import { AdSlot } from './ad-slots';
import { SiteLink } from './site-link';
import styles from './content.module.css';

export type LinkFarmData = Omit<Extract<Widget, { widgetType: 'linkFarm' }>, 'widgetType'>;
type InfoCardData = NonNullable<LinkFarmData['infoCard']>;

/** An info card; productId ("name;url;id") links the card to that product's page. */
export function InfoCard({ card }: { card: InfoCardData }) {
  const productUrl = card.productId?.split(';')[1];
  const href = card.href ?? productUrl;
  const body = (
    <>
      <strong className={styles.infoCardTitle}>{card.title}</strong>
      {card.description ? <span>{card.description}</span> : null}
    </>
  );
  return (
    <div className={styles.infoCard} data-testid="info-card">
      {href ? <SiteLink href={href}>{body}</SiteLink> : body}
    </div>
  );
}

/**
 * The linkFarm and dynamicLinkFarm widgets (storefront 3 "Link farm"): a heading, columns of
 * links with optional text before and after each, a closing link, and a side column chosen by
 * selectDisplayType (a merchandising list, the info card, an ad, or none for LINKS). The merch
 * list joins another feature, so the page passes it in as `merchList`.
 */
export function LinkFarm({ farm, merchList, headingId }: { farm: LinkFarmData; merchList?: ReactNode; headingId: string }) {
  const side =
    farm.selectDisplayType === 'INFO_CARD' && farm.infoCard ? (
      <InfoCard card={farm.infoCard} />
    ) : farm.selectDisplayType === 'AD' && farm.adId ? (
      <AdSlot adId={farm.adId} />
    ) : farm.selectDisplayType === 'MERCH_LIST' ? (
      (merchList ?? null)
    ) : null;
  const columns = farm.columns.filter((column) => column.links.length > 0);
  return (
    <section className={styles.widget} aria-labelledby={farm.heading ? headingId : undefined} data-testid="link-farm">
      {farm.heading ? <h2 id={headingId}>{farm.heading}</h2> : null}
      <div className={side ? styles.linkFarmWithSide : styles.linkFarm}>
        <div className={styles.linkColumns}>
          {columns.map((column, index) => (
            <ul key={index} className={styles.linkColumn}>
              {column.links.map((link) => (
                <li key={`${link.href} ${link.text}`}>
                  {link.preText ? <span className={styles.linkAside}>{link.preText} </span> : null}
                  <SiteLink href={link.href}>{link.text}</SiteLink>
                  {link.postText ? <span className={styles.linkAside}> {link.postText}</span> : null}
                </li>
              ))}
            </ul>
          ))}
        </div>
        {side ? <aside className={styles.linkFarmSide}>{side}</aside> : null}
      </div>
      {farm.closingLink ? (
        <p className={styles.closingLink}>
          <SiteLink href={farm.closingLink.url}>{farm.closingLink.text} ›</SiteLink>
        </p>
      ) : null}
    </section>
  );
}
