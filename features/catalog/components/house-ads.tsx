import styles from './house-ads.module.css';

export interface HouseAd {
  readonly href: string;
  readonly title: string;
  readonly text: string;
}

/** The home page's ad slots (storefront 2.3), filled with the site's own promotions. */
export function HouseAds({ ads }: { ads: readonly HouseAd[] }) {
  return (
    <aside className={styles.ads} aria-label="Promotions">
      {ads.map((ad) => (
        <a key={ad.href} href={ad.href} className={styles.ad}>
          <strong>{ad.title}</strong>
          <span>{ad.text}</span>
        </a>
      ))}
    </aside>
  );
}
