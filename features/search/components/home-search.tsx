import { SearchTabs } from './search-tabs';
import styles from './home-search.module.css';

/**
 * The home page's search (storefront 2.3): two groups of widget tabs, shows on the left and
 * hotels on the right; with the tabs-search-hero flag, one row of tabs instead (Shows, Hotels,
 * Tours, Attractions). The package and air+hotel tabs come with their flows.
 */
export function HomeSearch({ tabsHero, groupTravelHref }: { tabsHero: boolean; groupTravelHref: string }) {
  if (tabsHero) {
    return (
      <section className={styles.single} aria-label="Search">
        <SearchTabs label="Search" types={['SHOW', 'HOTEL', 'TOUR', 'ATTRACTION']} groupTravelHref={groupTravelHref} variant="hero" />
      </section>
    );
  }
  return (
    <section className={styles.groups} aria-label="Search">
      <SearchTabs label="Search shows" types={['SHOW']} groupTravelHref={groupTravelHref} />
      <SearchTabs label="Search hotels" types={['HOTEL']} groupTravelHref={groupTravelHref} />
    </section>
  );
}
