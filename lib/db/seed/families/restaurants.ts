// Seed family: Restaurants (RESTAURANT): seatings, catalogue-only unless a row says sellable.
import { RESTAURANT_PRICE, cuisineId } from '../data/categories';
import { RESTAURANTS } from '../data/dining';
import { dollars, productDiscount, ticketSku, type SkuRow } from '../pricing';
import { rngFor } from '@/lib/prng';

import type { WeeklyTimes } from '../catalog';
import type { SeedContext, SeedFamily } from './kit';
import { copySuffix, formatTime, prominenceOf, productRow, everyDay, onDays } from './kit';

const PRICE_BAND_CATEGORY: Record<1 | 2 | 3 | 4, number> = {
  1: RESTAURANT_PRICE.BUDGET,
  2: RESTAURANT_PRICE.MODERATE,
  3: RESTAURANT_PRICE.UPSCALE,
  4: RESTAURANT_PRICE.FINE_DINING,
};

function addRestaurant(ctx: SeedContext, seed: (typeof RESTAURANTS)[number], copy: number) {
  const id = ctx.nextProductId();
  const name = seed.name + copySuffix(copy);
  const rng = rngFor(`product:RESTAURANT:${name}`);
  const location = ctx.locate(seed.where, copy, rng);
  const skus: SkuRow[] = [];
  let weekly: WeeklyTimes | null = null;
  if (seed.setMenu) {
    const brunch = /brunch/i.test(seed.setMenu.name);
    weekly = brunch ? onDays(['10:00', '11:30', '13:00'], [6, 0]) : everyDay(['17:30', '19:00', '20:30']);
    skus.push(
      ticketSku(rng, {
        id: ctx.skuId(),
        productId: id,
        name: seed.setMenu.name,
        ticketType: 'DINING',
        boxOfficeCents: dollars(seed.setMenu.price),
        discount: productDiscount(rng),
        capacityPerPerformance: rng.int(20, 40),
        maxQuantity: 10,
        sortOrder: 1,
      }),
    );
  }
  const opens = rng.pick(['11:00', '11:30', '17:00', '17:30', '07:00']);
  const product = productRow(
    id,
    {
      type: 'RESTAURANT',
      name,
      prominence: prominenceOf(RESTAURANTS, seed),
      location,
      provider: location.locatedWithin ? `${location.locatedWithin} Dining` : name,
      hook: seed.hook,
      genre: seed.cuisines.join(', '),
      minAge: null,
      durationMinutes: null,
      sellable: seed.setMenu !== undefined,
      features: [
        { name: 'Cuisine', description: seed.cuisines.join(', ') },
        { name: 'Price Range', description: '$'.repeat(seed.priceBand) },
        {
          name: 'Hours',
          description: seed.cuisines.includes('Open 24 Hours') ? 'Open 24 hours' : `Daily ${formatTime(opens)} - ${formatTime(rng.pick(['22:00', '22:30', '23:00', '00:00']))}`,
        },
        { name: 'Reservations', description: seed.setMenu ? 'Book a seating online' : rng.pick(['Recommended', 'Walk-ins welcome']) },
      ],
    },
    rng,
  );
  const categoryIds = [...seed.cuisines.slice(0, 3).map(cuisineId), PRICE_BAND_CATEGORY[seed.priceBand]];
  ctx.push({ product, venueKey: null, categoryIds, skus, weekly, rooms: [] }, rng);
}

/** `list`: the seed list the place heads or trails (prominence), when not its type's own. */

export const restaurantsFamily: SeedFamily = {
  types: ['RESTAURANT'],
  steps: [
    (ctx, copy) => RESTAURANTS.forEach((r) => addRestaurant(ctx, r, copy)),
  ],
};
