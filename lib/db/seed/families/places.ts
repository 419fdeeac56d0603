// Seed family: Catalogue places (SPA, BAR, GAY_CLUB, POOL_CLUB, SPORTS_BOOK, SHOPPING): no skus, no dates.
import { BAR_CATEGORY, SHOPPING_CATEGORY } from '../data/categories';
import { MORE_SHOPPING, SPAS, SPORTS_BOOKS, SHOPPING } from '../data/more';
import { BARS, GAY_CLUBS, POOL_CLUBS, STRIP_CLUBS, type VenueSeed as PlaceSeed } from '../data/nightlife';
import { rngFor } from '@/lib/prng';
import { routes } from '../../../routes';

import type { SeedContext, SeedFamily } from './kit';
import { copySuffix, prominenceOf, productRow, ageText } from './kit';

const PLACE_GENRE: Record<'SPA' | 'BAR' | 'GAY_CLUB' | 'POOL_CLUB' | 'SPORTS_BOOK' | 'SHOPPING', string> = {
  SPA: 'day spa',
  BAR: 'cocktail bar',
  GAY_CLUB: 'LGBTQ+ nightlife',
  POOL_CLUB: 'pool party',
  SPORTS_BOOK: 'race and sports book',
  SHOPPING: 'shopping',
};

const PLACE_LISTS: Record<keyof typeof PLACE_GENRE, PlaceSeed[]> = {
  SPA: SPAS,
  BAR: BARS,
  GAY_CLUB: GAY_CLUBS,
  POOL_CLUB: POOL_CLUBS,
  SPORTS_BOOK: SPORTS_BOOKS,
  SHOPPING,
};

const PLACE_HOURS: Record<keyof typeof PLACE_GENRE, string[]> = {
  SPA: ['Daily 8:00 AM - 8:00 PM', 'Daily 7:00 AM - 7:00 PM', 'Daily 9:00 AM - 9:00 PM'],
  BAR: ['Daily 4:00 PM - 2:00 AM', 'Open 24 hours', 'Daily 5:00 PM - 3:00 AM'],
  GAY_CLUB: ['Thu-Sun 10:00 PM - 5:00 AM', 'Open 24 hours', 'Daily 8:00 PM - 4:00 AM'],
  POOL_CLUB: ['Seasonal, March-October: Fri-Sun 11:00 AM - 6:00 PM', 'Seasonal: Daily 10:00 AM - 6:00 PM'],
  SPORTS_BOOK: ['Open 24 hours', 'Daily 7:00 AM - 1:00 AM'],
  SHOPPING: ['Daily 10:00 AM - 11:00 PM', 'Mon-Sat 10:00 AM - 9:00 PM, Sun 11:00 AM - 7:00 PM', 'Daily 9:00 AM - midnight'],
};

function addPlace(ctx: SeedContext, 
  type: 'SPA' | 'BAR' | 'GAY_CLUB' | 'POOL_CLUB' | 'SPORTS_BOOK' | 'SHOPPING',
  seed: PlaceSeed,
  copy: number,
  list: readonly PlaceSeed[] = PLACE_LISTS[type],
) {
  const id = ctx.nextProductId();
  const name = seed.name + copySuffix(copy);
  const rng = rngFor(`product:${type}:${name}`);
  const location = ctx.locate(seed.where, copy, rng);
  const hours = PLACE_HOURS[type];
  const product = productRow(
    id,
    {
      type,
      name,
      prominence: prominenceOf(list, seed),
      location,
      provider: location.locatedWithin ?? name,
      hook: seed.hook,
      genre: seed.genre ?? PLACE_GENRE[type],
      minAge: seed.minAge,
      durationMinutes: null,
      sellable: false,
      features: [
        { name: 'Hours', description: rng.pick(hours) },
        { name: 'Age Requirement', description: ageText(seed.minAge) },
        { name: 'Location', description: location.locatedWithin ?? `${location.address}, ${location.city}` },
      ],
    },
    rng,
  );
  const categoryIds = seed.categories ?? (type === 'SHOPPING' ? [SHOPPING_CATEGORY.MALLS] : []);
  // Strip clubs are bars by type (STRIP_CLUB_CATEGORY) but have a details base of their own.
  if (categoryIds.includes(BAR_CATEGORY.STRIP_CLUBS)) {
    product.url = routes.stripClubProductDetails.build({ productID: id, productName: product.slug });
  }
  ctx.push({ product, venueKey: null, categoryIds, skus: [], weekly: null, rooms: [] }, rng);
}

export const placesFamily: SeedFamily = {
  types: ['SPA', 'BAR', 'GAY_CLUB', 'POOL_CLUB', 'SPORTS_BOOK', 'SHOPPING'],
  steps: [
    (ctx, copy) => SPAS.forEach((p) => addPlace(ctx, 'SPA', p, copy)),
    (ctx, copy) => BARS.forEach((p) => addPlace(ctx, 'BAR', p, copy)),
    (ctx, copy) => GAY_CLUBS.forEach((p) => addPlace(ctx, 'GAY_CLUB', p, copy)),
    (ctx, copy) => POOL_CLUBS.forEach((p) => addPlace(ctx, 'POOL_CLUB', p, copy)),
    (ctx, copy) => SPORTS_BOOKS.forEach((p) => addPlace(ctx, 'SPORTS_BOOK', p, copy)),
    (ctx, copy) => SHOPPING.forEach((p) => addPlace(ctx, 'SHOPPING', p, copy)),
    // Added later: appended after everything above, so the ids above never move.
    (ctx, copy) => MORE_SHOPPING.forEach((p) => addPlace(ctx, 'SHOPPING', p, copy, MORE_SHOPPING)),
    (ctx, copy) => STRIP_CLUBS.forEach((p) => addPlace(ctx, 'BAR', p, copy, STRIP_CLUBS)),
  ],
};
