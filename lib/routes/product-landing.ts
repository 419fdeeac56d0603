import type { ProductType } from '../config/product-types';
import { slugify } from './params';
import { parseRoute, routes } from './routes';
import type { StaticLandingSection } from './site-routes';

/**
 * Where a product type's content-managed landing page sits (storefront 2.2's static routes):
 * the section and the fixed segments between it and the product's name. Shows and tours add
 * their category (the show category, the tour destination) before the name. Air+hotel packages
 * have no landing page.
 */
const LANDING_PLACES: Partial<Record<ProductType, { section: StaticLandingSection; prefix: readonly string[]; byCategory?: true }>> = {
  SHOW: { section: 'shows', prefix: [], byCategory: true },
  TOUR: { section: 'tours', prefix: [], byCategory: true },
  ATTRACTION: { section: 'attractions', prefix: [] },
  RESTAURANT: { section: 'restaurants', prefix: [] },
  CLUB: { section: 'nightclubs', prefix: [] },
  BAR: { section: 'nightlife', prefix: ['bars'] },
  GAY_CLUB: { section: 'nightlife', prefix: ['gayclubs'] },
  POOL_CLUB: { section: 'nightlife', prefix: ['poolclubs'] },
  SPA: { section: 'spas', prefix: [] },
  SPORTS_BOOK: { section: 'gaming', prefix: ['sportsbooks'] },
  SHOPPING: { section: 'shopping', prefix: [] },
  HOTEL: { section: 'hotels', prefix: [] },
};

export type ProductLandingInput = {
  name: string;
  /** The show category's or tour destination's name or slug; required for shows and tours. */
  category?: string | undefined;
  /** Strip clubs are bars with a line of their own (/nightlife/stripclubs). */
  stripClub?: boolean | undefined;
};

/**
 * The landing url the catalog answers for a product (storefront 2.10: "otherwise it asks the
 * product catalog by URL"), e.g. `/shows/comedy/carrot-top`, `/nightlife/bars/the-chandelier`,
 * `/hotels/bellagio`; null for a type without a landing page, a show or tour without a category,
 * or a name whose url another route owns (`/hotels/citywide-hotel-deals-calendar`, a shopping
 * category page, `/shows/december-2026`): such a url would never reach the landing page.
 */
export function productLandingPath(type: ProductType, input: ProductLandingInput): string | null {
  const place = LANDING_PLACES[type];
  if (place === undefined) return null;
  const prefix = type === 'BAR' && input.stripClub === true ? ['stripclubs'] : place.prefix;
  const category = place.byCategory ? (input.category === undefined ? null : slugify(input.category)) : undefined;
  if (category === null) return null;
  const path = [...prefix, ...(category === undefined ? [] : [category]), slugify(input.name)];
  const built = routes.staticProductLandingPage.build({ section: place.section, path });
  return parseRoute(built)?.name === 'staticProductLandingPage' ? built : null;
}
