import type { LinePage, ProductType } from '@/lib/config/product-types';
import { STICKY_SEARCH_THRESHOLD_PX } from '@/lib/config/constants';

export type WidgetLineType = 'SHOW' | 'HOTEL' | 'TOUR' | 'ATTRACTION' | 'CLUB' | 'RESTAURANT';

/** What one product-line page shows (storefront 2.2, 2.4, 2.10). */
export interface LineConfig {
  readonly line: LinePage;
  /** The product type listed. */
  readonly type: ProductType;
  /** Page heading, like 'LAS VEGAS SHOWS'. */
  readonly heading: string;
  readonly title: string;
  readonly description: string;
  readonly intro: string;
  /** The search widget's type, for lines that have search results. */
  readonly searchType: WidgetLineType | null;
  /** Scroll distance after which the sticky search slides in (450 hotels, 650 show/tour/attraction). */
  readonly stickyThresholdPx: number;
  readonly allHeading: string;
}

const landing = STICKY_SEARCH_THRESHOLD_PX.landing;

const HOTELS: Omit<LineConfig, 'line'> = {
  type: 'HOTEL',
  heading: 'LAS VEGAS HOTELS',
  title: 'Las Vegas Hotels with Guaranteed Best Rate',
  description: 'Compare Las Vegas hotels and resorts on and off the Strip, with our best rate guarantee and nightly prices.',
  intro: 'From Strip icons to quiet off-Strip retreats, compare every resort in town and book at our guaranteed best rate.',
  searchType: 'HOTEL',
  stickyThresholdPx: STICKY_SEARCH_THRESHOLD_PX.hotel,
  allHeading: 'All Available Hotels',
};

function line(
  line: LinePage,
  type: ProductType,
  plural: string,
  intro: string,
  searchType: WidgetLineType | null,
): LineConfig {
  return {
    line,
    type,
    heading: `LAS VEGAS ${plural.toUpperCase()}`,
    title: `Las Vegas ${plural}`,
    description: `Las Vegas ${plural.toLowerCase()}: compare prices, reviews and locations, and book online.`,
    intro,
    searchType,
    stickyThresholdPx: landing,
    allHeading: `All Las Vegas ${plural}`,
  };
}

/**
 * Every line page with a product type of its own. Strip clubs have none in the catalog yet,
 * so /nightlife/stripclubs is left to the content pages.
 */
export const LINE_CONFIGS: Readonly<Partial<Record<LinePage, LineConfig>>> = {
  shows: line('shows', 'SHOW', 'Shows', 'Production spectaculars, headliners, comedy, magic and more, every night of the week.', 'SHOW'),
  tours: line('tours', 'TOUR', 'Tours', 'Helicopters over the Grand Canyon, Hoover Dam day trips, Strip tours and desert adventures.', 'TOUR'),
  attractions: line('attractions', 'ATTRACTION', 'Attractions', 'Thrill rides, observation decks, museums and family fun across the valley.', 'ATTRACTION'),
  nightclubs: line('nightclubs', 'CLUB', 'Nightclubs', 'The clubs, lounges and rooftops where Las Vegas nights begin and end.', 'CLUB'),
  spas: line('spas', 'SPA', 'Spas', 'Resort spas, bathhouses and treatment rooms to recover in style.', null),
  bars: line('bars', 'BAR', 'Bars', 'Cocktail dens, dive bars and lounges, on the Strip and downtown.', null),
  gayClubs: line('gayClubs', 'GAY_CLUB', 'Gay Clubs', 'LGBTQ+ dance floors, drag shows and bars across town.', null),
  poolClubs: line('poolClubs', 'POOL_CLUB', 'Pool Clubs', 'Dayclubs, wave pools and cabanas under the desert sun.', null),
  pools: line('pools', 'POOL_CLUB', 'Pools', 'Resort pools and dayclubs to spend a Las Vegas afternoon in.', null),
  sportsBooks: line('sportsBooks', 'SPORTS_BOOK', 'Sportsbooks', 'Wall-to-wall screens and betting windows for every game.', null),
  shopping: line('shopping', 'SHOPPING', 'Shopping', 'Malls, outlets and one-of-a-kind shops from the Strip to downtown.', null),
  restaurants: line('restaurants', 'RESTAURANT', 'Restaurants', 'Celebrity chefs, steakhouses, buffets and late-night bites.', 'RESTAURANT'),
  hotels: { line: 'hotels', ...HOTELS },
  resorts: { line: 'resorts', ...HOTELS },
};

/** The sample-price disclosure of the hotel landing page (storefront 2.4). */
export const SAMPLE_PRICE_DISCLOSURE =
  'Sample prices shown are for select midweek (Sun-Thu) dates... Prices do not include taxes and fees. Based on availability.';
