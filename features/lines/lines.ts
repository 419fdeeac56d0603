import type { CategoryFilter } from '@/features/catalog/types';
import {
  PRODUCT_TYPE_CONFIG,
  PRODUCT_TYPES,
  SHOPPING_CATEGORY_GROUP,
  SHOPPING_CATEGORY_PAGES,
  STRIP_CLUB_CATEGORY,
  type LineConfigOfType,
  type LinePage,
  type ProductType,
  type SearchableType,
  type ShoppingCategoryPage,
} from '@/lib/config/product-types';
import { STICKY_SEARCH_THRESHOLD_PX } from '@/lib/config/constants';

/** A line page's search widget: the types with a results page of their own. */
export type WidgetLineType = SearchableType;

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
  /** The types searched under tabs instead of searchType's widget (the hotel line). */
  readonly searchTabs: readonly ProductType[] | null;
  /** The hero shows the featured slider and the resort deals (the hotel line). */
  readonly featuredHero: boolean;
  /** The cards ask for member prices. */
  readonly memberPrices: boolean;
}

const landing = STICKY_SEARCH_THRESHOLD_PX.landing;


function line(
  line: LinePage,
  type: ProductType,
  plural: string,
  intro: string,
  searchType: WidgetLineType | null,
  filter?: CategoryFilter,
  own?: LineConfigOfType,
): LineConfig {
  return {
    line,
    type,
    heading: `LAS VEGAS ${plural.toUpperCase()}`,
    title: own?.texts?.title ?? `Las Vegas ${plural}`,
    description: own?.texts?.description ?? `Las Vegas ${plural.toLowerCase()}: compare prices, reviews and locations, and book online.`,
    intro,
    searchType,
    stickyThresholdPx: own?.stickyThresholdPx ?? landing,
    allHeading: own?.texts?.allHeading ?? `All Las Vegas ${plural}`,
    ...(filter ? { filter } : {}),
    searchTabs: own?.searchTabs ?? null,
    featuredHero: own?.featuredHero ?? false,
    memberPrices: own?.memberPrices ?? true,
  };
}

/** A line's search widget: its type's, where the type has a results page (lib/config/product-types.ts). */
function searchTypeOf(type: ProductType): WidgetLineType | null {
  const search = PRODUCT_TYPE_CONFIG[type].search;
  return search !== null && search.kind !== null ? (type as WidgetLineType) : null;
}

/** Each type's own line page, from its registry entry (the hotels' page has the best-rate texts of its own there). */
function linesOfTypes(): Partial<Record<LinePage, LineConfig>> {
  const lines: Partial<Record<LinePage, LineConfig>> = {};
  for (const type of PRODUCT_TYPES) {
    const own = PRODUCT_TYPE_CONFIG[type].line;
    if (own === null) continue;
    lines[own.page] = line(own.page, type, own.plural, own.intro, searchTypeOf(type), undefined, own);
  }
  return lines;
}

/**
 * Every line page: one per type (above), and the lines that share a type. Strip clubs have no
 * product type of their own: they are bars filed under STRIP_CLUB_CATEGORY (lib/config/product-types.ts),
 * so the bar page leaves that category out and the strip-club page lists only it.
 */
const TYPE_LINES = linesOfTypes();
export const LINE_CONFIGS: Readonly<Partial<Record<LinePage, LineConfig>>> = {
  ...TYPE_LINES,
  ...(TYPE_LINES.bars ? { bars: { ...TYPE_LINES.bars, filter: { notIn: STRIP_CLUB_CATEGORY } } } : {}),
  stripClubs: line(
    'stripClubs',
    'BAR',
    'Strip Clubs',
    "Gentlemen's clubs and showclubs for a grown-up night out; all are 21 and over with a valid photo ID.",
    null,
    { in: STRIP_CLUB_CATEGORY },
  ),
  pools: line('pools', 'POOL_CLUB', 'Pools', 'Resort pools and dayclubs to spend a Las Vegas afternoon in.', null),
  ...(TYPE_LINES.hotels ? { resorts: { ...TYPE_LINES.hotels, line: 'resorts' as const } } : {}),
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
