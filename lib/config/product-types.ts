// zod/mini: the browser parses product types too (recently seen), and classic zod would add
// tens of kilobytes to every page's JavaScript.
import * as z from 'zod/mini';
import { STICKY_SEARCH_THRESHOLD_PX } from './constants';

export const PRODUCT_TYPES = [
  'HOTEL',
  'AIR_HOTEL',
  'SHOW',
  'TOUR',
  'ATTRACTION',
  'CLUB',
  'RESTAURANT',
  'SPA',
  'BAR',
  'GAY_CLUB',
  'POOL_CLUB',
  'SPORTS_BOOK',
  'SHOPPING',
] as const;

export type ProductType = (typeof PRODUCT_TYPES)[number];

export const productTypeSchema = z.enum(PRODUCT_TYPES);

const productTypeSet: ReadonlySet<unknown> = new Set(PRODUCT_TYPES);

export function isProductType(value: unknown): value is ProductType {
  return productTypeSet.has(value);
}

/** The city word; every url base below is `las-{product}-…`. */
export const CITY_WORD = 'Vegas';
export const CITY_NAME = `Las ${CITY_WORD}`;

/**
 * Product-detail url bases (spec 2.2). Strip clubs and pools have a base but no product
 * type of their own, so they are listed here rather than only in PRODUCT_TYPE_INFO.
 */
export const URL_BASES = {
  attractions: 'las-vegas-attractions',
  clubs: 'las-vegas-clubs',
  spas: 'las-vegas-spas',
  bars: 'las-vegas-bars',
  shopping: 'las-vegas-shopping',
  stripClubs: 'las-vegas-strip-clubs',
  gayClubs: 'las-vegas-gay-clubs',
  poolClubs: 'las-vegas-pool-clubs',
  pools: 'las-vegas-pools',
  sportsBooks: 'las-vegas-sportsbooks',
  tours: 'las-vegas-tours',
  shows: 'las-vegas-shows',
  hotels: 'las-vegas-hotels',
  restaurants: 'las-vegas-restaurants',
} as const;

export type UrlBaseKey = keyof typeof URL_BASES;
export type UrlBase = (typeof URL_BASES)[UrlBaseKey];

/**
 * Canonical line pages (spec 2.2). Written without the trailing slash the spec shows on
 * some of them because Next.js (trailingSlash: false) redirects `/pools/` to `/pools`;
 * emitting the slash would cost every visitor a 308.
 */
export const LINE_PAGES = {
  attractions: '/attractions',
  nightclubs: '/nightclubs',
  spas: '/spas',
  bars: '/nightlife/bars',
  shopping: '/shopping',
  stripClubs: '/nightlife/stripclubs',
  gayClubs: '/nightlife/gayclubs',
  poolClubs: '/nightlife/poolclubs',
  pools: '/pools',
  sportsBooks: '/gaming/sportsbooks',
  tours: '/tours',
  shows: '/shows',
  hotels: '/hotels',
  /** Alias of the hotel line page used by the main navigation. */
  resorts: '/resorts',
  restaurants: '/restaurant',
} as const;

export type LinePage = keyof typeof LINE_PAGES;

/**
 * Shopping category pages (spec 2.2: "Shopping category pages sit under /shopping"), by url
 * slug. The slug is also the category's slug in the SHOPPINGCATEGORIES group of the catalog.
 */
export const SHOPPING_CATEGORY_PAGES = {
  'antique-stores': 'Antique Stores',
  'art-galleries': 'Art Galleries',
  'ethnic-stores': 'Ethnic Stores',
  'souvenir-shops': 'Souvenir Shops',
  'tattoo-parlors': 'Tattoo Parlors',
  'adult-stores': 'Adult Stores',
} as const;

export type ShoppingCategoryPage = keyof typeof SHOPPING_CATEGORY_PAGES;
export const SHOPPING_CATEGORY_SLUGS = Object.keys(SHOPPING_CATEGORY_PAGES) as [ShoppingCategoryPage, ...ShoppingCategoryPage[]];
export const SHOPPING_CATEGORY_GROUP = 'SHOPPINGCATEGORIES';

/**
 * Strip clubs have a detail base and a line page but no product type: they are BAR products
 * in this category. A category rather than a new type or column keeps the schema, the enum
 * and every per-type table as they are; the bar line page leaves them out and the strip-club
 * page lists only them (features/lines), and their cards link under URL_BASES.stripClubs.
 */
export const STRIP_CLUB_CATEGORY = { group: 'BARCATEGORIES', slug: 'strip-clubs' } as const;

export const HOTEL_SEARCH_CANONICAL_PATH = '/mytrip/app/Products/hotel';
export const AIR_HOTEL_LANDING_PATH = '/lasvegastraveldeals';
/** An air+hotel package sells its hotel's room types with the flight: sku '{room type} + Round-Trip Air'. */
export const PACKAGE_SKU_SUFFIX = ' + Round-Trip Air';

export type UnavailableLabel = 'Sold Out/Unavailable' | 'No Performance' | 'No Vacancy';
export type PriceLabel = 'Tickets from' | 'Prices from';


/** The kind segment of a type's search results (`/iv2/searchresults/{kind}`); lib/routes declares the routes. */
export type SearchKindName = 'shows' | 'tours' | 'attractions' | 'clubs' | 'restaurants' | 'hotels';

/** What a type's search widget asks besides the dates (ticket-buying 2, storefront 5). */
export interface SearchWidgetConfig {
  /** Its results page; null: a page of its own (air+hotel, /iv2/searchresults/airhotels). */
  readonly kind: SearchKindName | null;
  /** The tab's label (storefront 2.3) and the form's accessible name ('Search {formLabel}'). */
  readonly tabLabel: string;
  readonly formLabel: string;
  readonly dateLabels: readonly [start: string, end: string];
  /** A select fetched on mount: a category ('All' first) or the promotional filters ('Any' first). */
  readonly options: 'category' | 'filters' | null;
  /** Rooms and travellers; '5+' rooms goes to the group-travel page where groupTravel is set. */
  readonly rooms: boolean;
  readonly groupTravel: boolean;
  /** Its results can put one product first: a details page's link back asks for that product. */
  readonly pinsProduct: boolean;
  /** The widget's own search asks for `product/any` (spec: the shows widget). */
  readonly asksAnyProduct: boolean;
  /** Its dates live in cookies of its own (`{type}CHECKINDATE`); the others share `CHECKINDATE`. */
  readonly ownDateCookies: boolean;
  /** Its place among the sidebar and home search tabs (storefront 2.13); null: not a tab there. */
  readonly sidebarTab: number | null;
  /** Its details page offers the change-search toggle (spec 2.8). */
  readonly onDetailsPage: boolean;
}

/** The product-line page of a type (spec 2.2); other lines of the same type (pools, strip clubs) live in features/lines. */
export interface LineConfigOfType {
  readonly page: LinePage;
  /** The plural of its heading ('LAS VEGAS NIGHTCLUBS'). */
  readonly plural: string;
  readonly intro: string;
  /**
   * Texts of its own where the generic ones ('Las Vegas Hotels', 'All Las Vegas Hotels') will
   * not do, and the scroll distance after which its sticky search slides in.
   */
  readonly texts: { readonly title: string; readonly description: string; readonly allHeading: string } | null;
  readonly stickyThresholdPx: number;
  /** The types its search offers under tabs (the hotel line: hotels or air+hotel, storefront 2.4); null: its own widget. */
  readonly searchTabs: readonly ProductType[] | null;
  /** Its hero shows the featured slider and the resort deals (storefront 2.4). */
  readonly featuredHero: boolean;
  /** Its cards ask for member prices (hotel rates have none). */
  readonly memberPrices: boolean;
}

/**
 * Adding a product type: its code in PRODUCT_TYPES and its entry below (the compiler then asks for
 * its sort options and search rules in search-rules.ts), a details route for its url base in
 * lib/routes (a registry test fails until there is one), a migration for the enum value
 * (npm run db:generate), and its seed family under lib/db/seed/families, listed last in
 * SEED_FAMILIES with its first ids added to lib/db/seed/catalog.test.ts.
 *
 * Everything that varies by product type, in one record per type. PRODUCT_TYPE_CONFIG below
 * `satisfies Record<ProductType, ProductTypeConfig>`, so a new type does not compile until its
 * entry fills every field; the lists the rest of the code used to write by hand (which types have
 * a search widget, which are sold by date, ...) are derived from it.
 */
export interface ProductTypeConfig {
  readonly singular: string;
  readonly plural: string;
  /** Its own product-detail url base; null where it has none (air+hotel packages). */
  readonly urlBaseKey: UrlBaseKey | null;
  /** The base its products' details live under (packages show under the hotels' base). */
  readonly detailsUrlBaseKey: UrlBaseKey;
  /** Its line page; null: a landing page instead (air+hotel, AIR_HOTEL_LANDING_PATH). */
  readonly line: LineConfigOfType | null;
  readonly unavailableLabel: UnavailableLabel;
  readonly priceLabel: PriceLabel;
  /** Bought through the booking flow (dates, skus, cart); catalogue types only where a row says so. */
  readonly sellableByDefault: boolean;
  /** How its details page sells it: a stay of nights, a dated performance/departure/slot/seating, or not at all. */
  readonly soldBy: 'stay' | 'date' | null;
  readonly search: SearchWidgetConfig | null;
  /** Cards and details: a ticket's discount is floored (spec: shows), reviews shown, JSON-LD types. */
  readonly card: { readonly flooredDiscount: boolean };
  readonly details: {
    readonly reviews: boolean;
    /** schema.org type of the page's JSON-LD, and of each dated event on it. */
    readonly jsonLdType: string;
    readonly eventJsonLdType: 'TheaterEvent' | 'Event';
  };
  /** Generated images: colour family (hue), the label on them, and the ground drawn under the sky. */
  readonly image: { readonly hue: number; readonly label: string; readonly scene: 'skyline' | 'desert' };
  /** The seed family file under lib/db/seed/families that makes its demo products. */
  readonly seedFamily: SeedFamilyName;
}

export type SeedFamilyName = 'hotels' | 'packages' | 'shows' | 'tours' | 'attractions' | 'clubs' | 'restaurants' | 'places';

// Generic in the kind so that SearchableType (below) can tell at compile time which types have results pages.
const widget = <K extends SearchKindName | null>(kind: K, tabLabel: string, rest: Partial<Omit<SearchWidgetConfig, 'kind'>> = {}): SearchWidgetConfig & { readonly kind: K } => ({
  kind,
  tabLabel,
  formLabel: kind ?? '',
  dateLabels: ['From', 'To'],
  options: 'category',
  rooms: false,
  groupTravel: false,
  pinsProduct: false,
  asksAnyProduct: false,
  ownDateCookies: true,
  sidebarTab: null,
  onDetailsPage: true,
  ...rest,
});

const line = (page: LinePage, plural: string, intro: string, rest: Partial<Omit<LineConfigOfType, 'page' | 'plural' | 'intro'>> = {}): LineConfigOfType => ({
  page,
  plural,
  intro,
  texts: null,
  stickyThresholdPx: STICKY_SEARCH_THRESHOLD_PX.landing,
  searchTabs: null,
  featuredHero: false,
  memberPrices: true,
  ...rest,
});

const NO_CARD_RULES = { flooredDiscount: false } as const;
const withReviews = (jsonLdType: string, eventJsonLdType: 'TheaterEvent' | 'Event' = 'Event') => ({ reviews: true, jsonLdType, eventJsonLdType }) as const;

// The spec names unavailable labels only for shows, hotels and attractions/clubs/tours;
// hotel-like air+hotel shares 'No Vacancy', the catalogue types share the generic label.
export const PRODUCT_TYPE_CONFIG = {
  HOTEL: {
    singular: 'Hotel',
    plural: 'Hotels',
    urlBaseKey: 'hotels',
    detailsUrlBaseKey: 'hotels',
    line: line('hotels', 'Hotels', 'From Strip icons to quiet off-Strip retreats, compare every resort in town and book at our guaranteed best rate.', {
      texts: {
        title: 'Las Vegas Hotels with Guaranteed Best Rate',
        description: 'Compare Las Vegas hotels and resorts on and off the Strip, with our best rate guarantee and nightly prices.',
        allHeading: 'All Available Hotels',
      },
      stickyThresholdPx: STICKY_SEARCH_THRESHOLD_PX.hotel,
      searchTabs: ['HOTEL', 'AIR_HOTEL'],
      featuredHero: true,
      memberPrices: false,
    }),
    unavailableLabel: 'No Vacancy',
    priceLabel: 'Prices from',
    sellableByDefault: true,
    soldBy: 'stay',
    search: widget('hotels', 'HOTELS', {
      dateLabels: ['Check-in', 'Check-out'],
      options: null,
      rooms: true,
      groupTravel: true,
      pinsProduct: true,
      sidebarTab: 2,
    }),
    card: NO_CARD_RULES,
    details: withReviews('Hotel'),
    image: { hue: 42, label: 'HOTEL', scene: 'skyline' },
    seedFamily: 'hotels',
  },
  AIR_HOTEL: {
    singular: 'Air + Hotel',
    plural: 'Air + Hotel Packages',
    urlBaseKey: null,
    detailsUrlBaseKey: 'hotels',
    line: null,
    unavailableLabel: 'No Vacancy',
    priceLabel: 'Prices from',
    sellableByDefault: true,
    soldBy: null,
    search: widget(null, 'AIR+HOTEL', {
      formLabel: 'air + hotel packages',
      dateLabels: ['Depart', 'Return'],
      options: null,
      rooms: true,
      ownDateCookies: false,
      sidebarTab: 3,
      onDetailsPage: false,
    }),
    card: NO_CARD_RULES,
    details: withReviews('Hotel'),
    image: { hue: 205, label: 'AIR + HOTEL', scene: 'skyline' },
    seedFamily: 'packages',
  },
  SHOW: {
    singular: 'Show',
    plural: 'Shows',
    urlBaseKey: 'shows',
    detailsUrlBaseKey: 'shows',
    line: line('shows', 'Shows', 'Production spectaculars, headliners, comedy, magic and more, every night of the week.'),
    unavailableLabel: 'No Performance',
    priceLabel: 'Tickets from',
    sellableByDefault: true,
    soldBy: 'date',
    search: widget('shows', 'SHOWS', { pinsProduct: true, asksAnyProduct: true, sidebarTab: 1 }),
    card: { flooredDiscount: true },
    details: withReviews('TouristAttraction', 'TheaterEvent'),
    image: { hue: 300, label: 'SHOW', scene: 'skyline' },
    seedFamily: 'shows',
  },
  TOUR: {
    singular: 'Tour',
    plural: 'Tours',
    urlBaseKey: 'tours',
    detailsUrlBaseKey: 'tours',
    line: line('tours', 'Tours', 'Helicopters over the Grand Canyon, Hoover Dam day trips, Strip tours and desert adventures.'),
    unavailableLabel: 'Sold Out/Unavailable',
    priceLabel: 'Prices from',
    sellableByDefault: true,
    soldBy: 'date',
    search: widget('tours', 'TOURS', { sidebarTab: 4 }),
    card: NO_CARD_RULES,
    details: withReviews('TouristAttraction'),
    image: { hue: 18, label: 'TOUR', scene: 'desert' },
    seedFamily: 'tours',
  },
  ATTRACTION: {
    singular: 'Attraction',
    plural: 'Attractions',
    urlBaseKey: 'attractions',
    detailsUrlBaseKey: 'attractions',
    line: line('attractions', 'Attractions', 'Thrill rides, observation decks, museums and family fun across the valley.'),
    unavailableLabel: 'Sold Out/Unavailable',
    priceLabel: 'Prices from',
    sellableByDefault: true,
    soldBy: 'date',
    search: widget('attractions', 'ATTRACTIONS', { sidebarTab: 5 }),
    card: NO_CARD_RULES,
    details: withReviews('TouristAttraction'),
    image: { hue: 172, label: 'ATTRACTION', scene: 'skyline' },
    seedFamily: 'attractions',
  },
  CLUB: {
    singular: 'Club',
    plural: 'Clubs',
    urlBaseKey: 'clubs',
    detailsUrlBaseKey: 'clubs',
    line: line('nightclubs', 'Nightclubs', 'The clubs, lounges and rooftops where Las Vegas nights begin and end.'),
    unavailableLabel: 'Sold Out/Unavailable',
    priceLabel: 'Prices from',
    sellableByDefault: true,
    soldBy: 'date',
    search: widget('clubs', 'CLUBS'),
    card: NO_CARD_RULES,
    details: withReviews('NightClub'),
    image: { hue: 268, label: 'NIGHTCLUB', scene: 'skyline' },
    seedFamily: 'clubs',
  },
  RESTAURANT: {
    singular: 'Restaurant',
    plural: 'Restaurants',
    urlBaseKey: 'restaurants',
    detailsUrlBaseKey: 'restaurants',
    line: line('restaurants', 'Restaurants', 'Celebrity chefs, steakhouses, buffets and late-night bites.'),
    unavailableLabel: 'Sold Out/Unavailable',
    priceLabel: 'Prices from',
    sellableByDefault: false,
    soldBy: 'date',
    // Spec 2.8: restaurant pages have no change-search toggle and no reviews.
    search: widget('restaurants', 'RESTAURANTS', { options: 'filters', ownDateCookies: false, onDetailsPage: false }),
    card: NO_CARD_RULES,
    details: { reviews: false, jsonLdType: 'Restaurant', eventJsonLdType: 'Event' },
    image: { hue: 4, label: 'DINING', scene: 'skyline' },
    seedFamily: 'restaurants',
  },
  SPA: catalogueType('Spa', 'Spas', 'spas', line('spas', 'Spas', 'Resort spas, bathhouses and treatment rooms to recover in style.'), 'DaySpa', 150, 'SPA'),
  BAR: catalogueType('Bar', 'Bars', 'bars', line('bars', 'Bars', 'Cocktail dens, dive bars and lounges, on the Strip and downtown.'), 'BarOrPub', 30, 'BAR'),
  GAY_CLUB: catalogueType(
    'Gay Club',
    'Gay Clubs',
    'gayClubs',
    line('gayClubs', 'Gay Clubs', 'LGBTQ+ dance floors, drag shows and bars across town.'),
    'NightClub',
    325,
    'NIGHTLIFE',
  ),
  POOL_CLUB: catalogueType(
    'Pool Club',
    'Pool Clubs',
    'poolClubs',
    line('poolClubs', 'Pool Clubs', 'Dayclubs, wave pools and cabanas under the desert sun.'),
    'NightClub',
    190,
    'POOL CLUB',
  ),
  SPORTS_BOOK: catalogueType(
    'Sports Book',
    'Sports Books',
    'sportsBooks',
    line('sportsBooks', 'Sportsbooks', 'Wall-to-wall screens and betting windows for every game.'),
    'Casino',
    120,
    'SPORTS BOOK',
  ),
  SHOPPING: catalogueType(
    'Shopping',
    'Shopping',
    'shopping',
    line('shopping', 'Shopping', 'Malls, outlets and one-of-a-kind shops from the Strip to downtown.'),
    'Store',
    345,
    'SHOPPING',
  ),
} as const satisfies Record<ProductType, ProductTypeConfig>;

/** A catalogue-only place (spec 2.8): no booking flow, no search widget; its details load through the catalog. */
function catalogueType(
  singular: string,
  plural: string,
  urlBaseKey: UrlBaseKey,
  lineOfType: LineConfigOfType,
  jsonLdType: string,
  hue: number,
  imageLabel: string,
) {
  return {
    singular,
    plural,
    urlBaseKey,
    detailsUrlBaseKey: urlBaseKey,
    line: lineOfType,
    unavailableLabel: 'Sold Out/Unavailable',
    priceLabel: 'Prices from',
    sellableByDefault: false,
    soldBy: null,
    search: null,
    card: NO_CARD_RULES,
    details: withReviews(jsonLdType),
    image: { hue, label: imageLabel, scene: 'skyline' },
    seedFamily: 'places',
  } as const satisfies ProductTypeConfig;
}

type Config = typeof PRODUCT_TYPE_CONFIG;

export function productTypeConfig(type: ProductType): ProductTypeConfig {
  return PRODUCT_TYPE_CONFIG[type];
}

function typesWhere(test: (config: ProductTypeConfig) => boolean): ProductType[] {
  return PRODUCT_TYPES.filter((type) => test(PRODUCT_TYPE_CONFIG[type]));
}

/** Types bought through the booking flow (dates, skus, cart). */
export type SellableProductType = { [T in ProductType]: Config[T]['sellableByDefault'] extends true ? T : never }[ProductType];
export type CatalogueProductType = Exclude<ProductType, SellableProductType>;
export const SELLABLE_PRODUCT_TYPES = typesWhere((c) => c.sellableByDefault) as readonly SellableProductType[];
/**
 * Catalogue-only types (spec 2.8): their details load through the catalog request
 * unless a product row is explicitly flagged sellable.
 */
export const CATALOGUE_PRODUCT_TYPES = typesWhere((c) => !c.sellableByDefault) as readonly CatalogueProductType[];

export function isSellableByDefault(type: ProductType): boolean {
  return PRODUCT_TYPE_CONFIG[type].sellableByDefault;
}

/** Types with a search widget (the widget module, tabs, promotion and content pages read this). */
export type WidgetType = { [T in ProductType]: Config[T]['search'] extends null ? never : T }[ProductType];
/** Types with a search results page of the shared kind (`/iv2/searchresults/{kind}`). */
export type SearchableType = { [T in ProductType]: Config[T]['search'] extends { readonly kind: SearchKindName } ? T : never }[ProductType];
/** Types sold by date on their details page: performances, departures, slots, seatings, hotel nights. */
export type SoldByDateType = { [T in ProductType]: Config[T]['soldBy'] extends null ? never : T }[ProductType];

/** In the order the spec lists the widgets (storefront 2.3): shows, hotels, air+hotel, tours, attractions, clubs, restaurants. */
const WIDGET_ORDER: readonly ProductType[] = ['SHOW', 'HOTEL', 'AIR_HOTEL', 'TOUR', 'ATTRACTION', 'CLUB', 'RESTAURANT'];
const inWidgetOrder = (types: readonly ProductType[]) =>
  [...types].sort((a, b) => (WIDGET_ORDER.indexOf(a) + 1 || Infinity) - (WIDGET_ORDER.indexOf(b) + 1 || Infinity));

export const WIDGET_TYPES = inWidgetOrder(typesWhere((c) => c.search !== null)) as readonly WidgetType[];
export const SEARCHABLE_TYPES = typesWhere((c) => c.search?.kind != null) as [SearchableType, ...SearchableType[]];
export const SOLD_BY_DATE_TYPES = typesWhere((c) => c.soldBy !== null) as readonly SoldByDateType[];

export function isWidgetType(value: unknown): value is WidgetType {
  return isProductType(value) && PRODUCT_TYPE_CONFIG[value].search !== null;
}

export function isSoldByDate(type: ProductType): type is SoldByDateType {
  return PRODUCT_TYPE_CONFIG[type].soldBy !== null;
}

export function searchWidgetConfig(type: WidgetType): SearchWidgetConfig {
  // WidgetType is exactly the types whose search is not null.
  return PRODUCT_TYPE_CONFIG[type].search as SearchWidgetConfig;
}

/** The sidebar and home search tabs (storefront 2.13), in their order. */
export const SIDEBAR_WIDGET_TYPES: readonly WidgetType[] = WIDGET_TYPES.filter((type) => searchWidgetConfig(type).sidebarTab !== null).sort(
  (a, b) => (searchWidgetConfig(a).sidebarTab ?? 0) - (searchWidgetConfig(b).sidebarTab ?? 0),
);

/** Read-only view kept for callers of the first registry (labels, bases, line pages). */
export interface ProductTypeInfo {
  readonly code: ProductType;
  readonly singular: string;
  readonly plural: string;
  readonly urlBaseKey: UrlBaseKey | null;
  readonly linePage: LinePage | null;
  readonly linePagePath: string;
  readonly unavailableLabel: UnavailableLabel;
  readonly priceLabel: PriceLabel;
  readonly sellableByDefault: boolean;
}

export const PRODUCT_TYPE_INFO: Readonly<Record<ProductType, ProductTypeInfo>> = Object.fromEntries(
  PRODUCT_TYPES.map((code) => {
    const config: ProductTypeConfig = PRODUCT_TYPE_CONFIG[code];
    const linePage = config.line?.page ?? null;
    const info: ProductTypeInfo = {
      code,
      singular: config.singular,
      plural: config.plural,
      urlBaseKey: config.urlBaseKey,
      linePage,
      linePagePath: linePage === null ? AIR_HOTEL_LANDING_PATH : LINE_PAGES[linePage],
      unavailableLabel: config.unavailableLabel,
      priceLabel: config.priceLabel,
      sellableByDefault: config.sellableByDefault,
    };
    return [code, info];
  }),
) as Record<ProductType, ProductTypeInfo>;

export function productTypeInfo(type: ProductType): ProductTypeInfo {
  return PRODUCT_TYPE_INFO[type];
}

export function urlBaseFor(type: ProductType): UrlBase | null {
  const key = PRODUCT_TYPE_CONFIG[type].urlBaseKey;
  return key === null ? null : URL_BASES[key];
}

export function linePagePathFor(type: ProductType): string {
  return PRODUCT_TYPE_INFO[type].linePagePath;
}

export function unavailableLabelFor(type: ProductType): UnavailableLabel {
  return PRODUCT_TYPE_CONFIG[type].unavailableLabel;
}

export function priceLabelFor(type: ProductType): PriceLabel {
  return PRODUCT_TYPE_CONFIG[type].priceLabel;
}
