import type { SeedFamilyName } from '../../../config/product-types';
import { attractionsFamily } from './attractions';
import { clubsFamily } from './clubs';
import { hotelsFamily } from './hotels';
import type { SeedFamily } from './kit';
import { packagesFamily } from './packages';
import { placesFamily } from './places';
import { restaurantsFamily } from './restaurants';
import { showsFamily } from './shows';
import { toursFamily } from './tours';

/**
 * Every seed family, in the order the catalog is built. Ids are handed out in this order, so a
 * new family goes LAST (the e2e tests and the frozen first ids in catalog.test.ts rely on every
 * earlier id staying put). Hotels come first: packages and places inside a hotel look theirs up.
 */
export const SEED_FAMILIES = {
  hotels: hotelsFamily,
  packages: packagesFamily,
  shows: showsFamily,
  tours: toursFamily,
  attractions: attractionsFamily,
  clubs: clubsFamily,
  restaurants: restaurantsFamily,
  places: placesFamily,
} as const satisfies Record<SeedFamilyName, SeedFamily>;
