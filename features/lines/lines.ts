import type { CategoryFilter } from '@/features/catalog/types';
import {
  SHOPPING_CATEGORY_GROUP,
  SHOPPING_CATEGORY_PAGES,
  STRIP_CLUB_CATEGORY,
  type LinePage,
  type ProductType,
  type ShoppingCategoryPage,
} from '@/lib/config/product-types';
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
  /** Narrows the type's products to a category (or leaves one out); none lists the whole type. */
  readonly filter?: CategoryFilter;
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
  filter?: CategoryFilter,
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
    ...(filter ? { filter } : {}),
  };
}

/**
 * Every line page. Strip clubs have no product type of their own: they are bars filed under
 * STRIP_CLUB_CATEGORY (lib/config/product-types.ts), so the bar page leaves that category out
 * and the strip-club page lists only it.
 */
export const LINE_CONFIGS: Readonly<Partial<Record<LinePage, LineConfig>>> = {
  shows: line('shows', 'SHOW', 'Shows', 'Production spectaculars, headliners, comedy, magic and more, every night of the week.', 'SHOW'),
  tours: line('tours', 'TOUR', 'Tours', 'Helicopters over the Grand Canyon, Hoover Dam day trips, Strip tours and desert adventures.', 'TOUR'),
  attractions: line('attractions', 'ATTRACTION', 'Attractions', 'Thrill rides, observation decks, museums and family fun across the valley.', 'ATTRACTION'),
  nightclubs: line('nightclubs', 'CLUB', 'Nightclubs', 'The clubs, lounges and rooftops where Las Vegas nights begin and end.', 'CLUB'),
  spas: line('spas', 'SPA', 'Spas', 'Resort spas, bathhouses and treatment rooms to recover in style.', null),
  bars: line('bars', 'BAR', 'Bars', 'Cocktail dens, dive bars and lounges, on the Strip and downtown.', null, { notIn: STRIP_CLUB_CATEGORY }),
  stripClubs: line(
    'stripClubs',
    'BAR',
    'Strip Clubs',
    "Gentlemen's clubs and showclubs for a grown-up night out; all are 21 and over with a valid photo ID.",
    null,
    { in: STRIP_CLUB_CATEGORY },
  ),
  gayClubs: line('gayClubs', 'GAY_CLUB', 'Gay Clubs', 'LGBTQ+ dance floors, drag shows and bars across town.', null),
  poolClubs: line('poolClubs', 'POOL_CLUB', 'Pool Clubs', 'Dayclubs, wave pools and cabanas under the desert sun.', null),
  pools: line('pools', 'POOL_CLUB', 'Pools', 'Resort pools and dayclubs to spend a Las Vegas afternoon in.', null),
  sportsBooks: line('sportsBooks', 'SPORTS_BOOK', 'Sportsbooks', 'Wall-to-wall screens and betting windows for every game.', null),
  shopping: line('shopping', 'SHOPPING', 'Shopping', 'Malls, outlets and one-of-a-kind shops from the Strip to downtown.', null),
  restaurants: line('restaurants', 'RESTAURANT', 'Restaurants', 'Celebrity chefs, steakhouses, buffets and late-night bites.', 'RESTAURANT'),
  hotels: { line: 'hotels', ...HOTELS },
  resorts: { line: 'resorts', ...HOTELS },
};

const SHOPPING_CATEGORY_INTROS: Readonly<Record<ShoppingCategoryPage, string>> = {
  'antique-stores': 'Vintage casino chips, mid-century furniture and Old Vegas treasures from the valley\u2019s antique dealers.',
  'art-galleries': 'Fine art on the Strip and open studios in the Arts District, from masters to local talent.',
  'ethnic-stores': 'Markets and shops from Chinatown to the east side: food, crafts and gifts from around the world.',
  'souvenir-shops': 'Dice clocks, logo wear and a little Las Vegas to take home, from the Strip to Fremont Street.',
  'tattoo-parlors': 'Walk in for Vegas flash or book a custom piece with the city\u2019s award-winning artists.',
  'adult-stores': 'Lingerie boutiques and bachelor and bachelorette party shops, discreet and 18 and over.',
};

/**
 * The shopping category pages (spec 2.2: "Shopping category pages sit under /shopping"): the
 * shopping line narrowed to one category of the SHOPPINGCATEGORIES group.
 */
export const SHOPPING_CATEGORY_CONFIGS: Readonly<Record<ShoppingCategoryPage, LineConfig>> = Object.fromEntries(
  (Object.entries(SHOPPING_CATEGORY_PAGES) as [ShoppingCategoryPage, string][]).map(([slug, name]) => [
    slug,
    line('shopping', 'SHOPPING', name, SHOPPING_CATEGORY_INTROS[slug], null, { in: { group: SHOPPING_CATEGORY_GROUP, slug } }),
  ]),
) as Record<ShoppingCategoryPage, LineConfig>;

/** The sample-price disclosure of the hotel landing page (storefront 2.4). */
export const SAMPLE_PRICE_DISCLOSURE =
  'Sample prices shown are for select midweek (Sun-Thu) dates... Prices do not include taxes and fees. Based on availability.';
