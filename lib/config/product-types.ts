// zod/mini: the browser parses product types too (recently seen), and classic zod would add
// tens of kilobytes to every page's JavaScript.
import * as z from 'zod/mini';

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

/** Types bought through the booking flow (dates, skus, cart). */
export const SELLABLE_PRODUCT_TYPES = ['HOTEL', 'AIR_HOTEL', 'SHOW', 'TOUR', 'ATTRACTION', 'CLUB'] as const satisfies readonly ProductType[];

/**
 * Catalogue-only types (spec 2.8): their details load through the catalog request
 * unless a product row is explicitly flagged sellable.
 */
export const CATALOGUE_PRODUCT_TYPES = [
  'RESTAURANT',
  'SPA',
  'BAR',
  'GAY_CLUB',
  'POOL_CLUB',
  'SPORTS_BOOK',
  'SHOPPING',
] as const satisfies readonly ProductType[];

export type SellableProductType = (typeof SELLABLE_PRODUCT_TYPES)[number];
export type CatalogueProductType = (typeof CATALOGUE_PRODUCT_TYPES)[number];

const sellableSet: ReadonlySet<ProductType> = new Set(SELLABLE_PRODUCT_TYPES);

export function isSellableByDefault(type: ProductType): boolean {
  return sellableSet.has(type);
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

export interface ProductTypeInfo {
  readonly code: ProductType;
  readonly singular: string;
  readonly plural: string;
  /** Product-detail url base; null where the type has no detail page (air+hotel packages). */
  readonly urlBaseKey: UrlBaseKey | null;
  /** Key into LINE_PAGES; air+hotel uses its landing page instead. */
  readonly linePage: LinePage | null;
  readonly linePagePath: string;
  readonly unavailableLabel: UnavailableLabel;
  readonly priceLabel: PriceLabel;
  readonly sellableByDefault: boolean;
}

function info(
  code: ProductType,
  singular: string,
  plural: string,
  urlBaseKey: UrlBaseKey | null,
  linePage: LinePage | null,
  unavailableLabel: UnavailableLabel,
): ProductTypeInfo {
  return {
    code,
    singular,
    plural,
    urlBaseKey,
    linePage,
    linePagePath: linePage === null ? AIR_HOTEL_LANDING_PATH : LINE_PAGES[linePage],
    unavailableLabel,
    priceLabel: code === 'SHOW' ? 'Tickets from' : 'Prices from',
    sellableByDefault: isSellableByDefault(code),
  };
}

// The spec names unavailable labels only for shows, hotels and attractions/clubs/tours;
// hotel-like air+hotel shares 'No Vacancy', the catalogue types share the generic label.
export const PRODUCT_TYPE_INFO: Readonly<Record<ProductType, ProductTypeInfo>> = {
  HOTEL: info('HOTEL', 'Hotel', 'Hotels', 'hotels', 'hotels', 'No Vacancy'),
  AIR_HOTEL: info('AIR_HOTEL', 'Air + Hotel', 'Air + Hotel Packages', null, null, 'No Vacancy'),
  SHOW: info('SHOW', 'Show', 'Shows', 'shows', 'shows', 'No Performance'),
  TOUR: info('TOUR', 'Tour', 'Tours', 'tours', 'tours', 'Sold Out/Unavailable'),
  ATTRACTION: info('ATTRACTION', 'Attraction', 'Attractions', 'attractions', 'attractions', 'Sold Out/Unavailable'),
  CLUB: info('CLUB', 'Club', 'Clubs', 'clubs', 'nightclubs', 'Sold Out/Unavailable'),
  RESTAURANT: info('RESTAURANT', 'Restaurant', 'Restaurants', 'restaurants', 'restaurants', 'Sold Out/Unavailable'),
  SPA: info('SPA', 'Spa', 'Spas', 'spas', 'spas', 'Sold Out/Unavailable'),
  BAR: info('BAR', 'Bar', 'Bars', 'bars', 'bars', 'Sold Out/Unavailable'),
  GAY_CLUB: info('GAY_CLUB', 'Gay Club', 'Gay Clubs', 'gayClubs', 'gayClubs', 'Sold Out/Unavailable'),
  POOL_CLUB: info('POOL_CLUB', 'Pool Club', 'Pool Clubs', 'poolClubs', 'poolClubs', 'Sold Out/Unavailable'),
  SPORTS_BOOK: info('SPORTS_BOOK', 'Sports Book', 'Sports Books', 'sportsBooks', 'sportsBooks', 'Sold Out/Unavailable'),
  SHOPPING: info('SHOPPING', 'Shopping', 'Shopping', 'shopping', 'shopping', 'Sold Out/Unavailable'),
};

export function productTypeInfo(type: ProductType): ProductTypeInfo {
  return PRODUCT_TYPE_INFO[type];
}

export function urlBaseFor(type: ProductType): UrlBase | null {
  const key = PRODUCT_TYPE_INFO[type].urlBaseKey;
  return key === null ? null : URL_BASES[key];
}

export function linePagePathFor(type: ProductType): string {
  return PRODUCT_TYPE_INFO[type].linePagePath;
}

export function unavailableLabelFor(type: ProductType): UnavailableLabel {
  return PRODUCT_TYPE_INFO[type].unavailableLabel;
}

export function priceLabelFor(type: ProductType): PriceLabel {
  return PRODUCT_TYPE_INFO[type].priceLabel;
}
