import { SIDEBAR_WIDGET_TYPES } from '@/lib/config/product-types';
import { SearchTabs } from './search-tabs';
import styles from './home-search.module.css';

/**
 * The home page's search (storefront 2.3): two groups of widget tabs, shows on the left and
 * hotels with HOTEL + FLIGHT on the right; with the tabs-search-hero flag, one row of tabs
 * instead (Shows, Hotels, Air+Hotel, Tours, Attractions). The spec's HOTEL+SHOW PACKAGE tab
 * belongs to a hotel+show package flow this store does not sell (no FLAG_SHOWTEL: docs/operations/configuration.md).
 */
export function HomeSearch({ tabsHero, groupTravelHref }: { tabsHero: boolean; groupTravelHref: string }) {
  if (tabsHero) {
    return (
      <section className={styles.single} aria-label="Search">
        <SearchTabs label="Search" types={SIDEBAR_WIDGET_TYPES} groupTravelHref={groupTravelHref} variant="hero" formId="home" />
      </section>
    );
  }
  return (
    <section className={styles.groups} aria-label="Search">
      <SearchTabs label="Search shows" types={['SHOW']} groupTravelHref={groupTravelHref} formId="home-shows" />
      <SearchTabs label="Search hotels" types={['HOTEL', 'AIR_HOTEL']} tabLabels={{ AIR_HOTEL: 'HOTEL + FLIGHT' }} groupTravelHref={groupTravelHref} formId="home-hotels" />
    </section>
  );
}
