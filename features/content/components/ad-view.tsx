import type { AdView as AdData } from '../ad-schema';
import styles from './ads.module.css';

/**
 * One ad as a slot shows it: the 'Advertisement' label, then the image linking to the ad's page
 * and its optional headline and text. The image's width and height are always set, so the slot's
 * box is reserved before it loads; with `loadImage` false (a slide not shown yet) only that box is
 * drawn and nothing is requested. No hooks: the server and the client sliders both draw it.
 */
export function AdView({ ad, loadImage = true }: { ad: AdData; loadImage?: boolean }) {
  return (
    <figure className={styles.ad} style={{ width: ad.width }} data-testid="ad" data-ad-id={ad.id}>
      <figcaption className={styles.label}>Advertisement</figcaption>
      <a href={ad.href} className={styles.link}>
        {loadImage ? (
          // Generated ad artwork of a known size; next/image would add nothing but a wrapper.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={ad.src} alt={ad.alt} width={ad.width} height={ad.height} className={styles.frame} />
        ) : (
          <span role="img" aria-label={ad.alt} className={styles.frame} style={{ width: ad.width, height: ad.height }} />
        )}
        {ad.headline ? <span className={styles.headline}>{ad.headline}</span> : null}
        {ad.text ? <span className={styles.text}>{ad.text}</span> : null}
      </a>
    </figure>
  );
}
