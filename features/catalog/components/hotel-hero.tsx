import { Slider } from '@/components/slider';
import { SLIDER_AUTOPLAY_MS } from '@/lib/config/constants';
import { formatCalendarDate } from '@/lib/dates';
import type { FeaturedHotel } from '../types';
import { CardPrice, Stars } from './product-card';
import styles from './hotel-hero.module.css';

function FeaturedHotelSlide({ featured, travelUntil, first }: { featured: FeaturedHotel; travelUntil: string; first: boolean }) {
  const { hotel, heroImage } = featured;
  const image = heroImage ?? hotel.image;
  return (
    <article className={styles.slide} data-testid="featured-hotel" data-product-id={hotel.id}>
      <a href={hotel.href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        {image ? (
          // Generated SVGs: next/image would only add a pass-through optimisation step.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={image.path}
            alt=""
            width={image.width}
            height={image.height}
            className={styles.image}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
          />
        ) : null}
      </a>
      <div className={styles.copy}>
        <h3 className={styles.name}>
          <a href={hotel.href}>{hotel.name}</a>
        </h3>
        <p className={styles.area}>
          {hotel.location}
          {hotel.starRating ? <span className={styles.starClass}> · {hotel.starRating}-star hotel</span> : null}
        </p>
        <Stars rating={hotel.rating} reviewCount={hotel.reviewCount} />
        {hotel.promotionName ? <p className={styles.promotion}>{hotel.promotionName}</p> : null}
        <CardPrice product={hotel} className={styles.price} />
        <p className={styles.travelUntil}>
          Book now, travel until <time dateTime={travelUntil}>{formatCalendarDate(travelUntil)}</time>
        </p>
      </div>
    </article>
  );
}

/**
 * The hotel landing page's featured hotel slider (storefront 2.4): one hotel per view, autoplay
 * every 5000 ms. `travelUntil` (yyyy-MM-dd) is a year after today in Las Vegas, computed by the
 * page on the server so the cached HTML and the hydrated slider agree.
 */
export function FeaturedHotelsSlider({ featured, travelUntil }: { featured: readonly FeaturedHotel[]; travelUntil: string }) {
  if (featured.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="featured-hotels">
      <h2 id="featured-hotels" className="visually-hidden">
        Featured Las Vegas Hotels
      </h2>
      <Slider
        label="Featured Las Vegas hotels"
        testId="featured-hotels"
        slidesPerView={1}
        spaceBetweenPx={0}
        autoplayMs={SLIDER_AUTOPLAY_MS.hotelHero}
        slides={featured.map((f, index) => ({
          key: f.hotel.id,
          node: <FeaturedHotelSlide featured={f} travelUntil={travelUntil} first={index === 0} />,
        }))}
      />
    </section>
  );
}
