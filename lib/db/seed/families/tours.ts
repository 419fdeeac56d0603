// Seed family: Tours (TOUR): departures with ticket options.
import { TOUR_AREA } from '../data/categories';
import { TOURS } from '../data/experiences';
import { rngFor } from '@/lib/prng';

import type { SeedContext, SeedFamily } from './kit';
import { copySuffix, streetLocation, insideHotel, prominenceOf, productRow, everyDay, timesText, ageText, optionSkus } from './kit';

const TOUR_GENRE: Record<number, string> = {
  [TOUR_AREA.COLORADO_RIVER]: 'Colorado River',
  [TOUR_AREA.GRAND_CANYON]: 'Grand Canyon',
  [TOUR_AREA.HOOVER_DAM]: 'Hoover Dam',
  [TOUR_AREA.LAKE_MEAD]: 'Lake Mead',
  [TOUR_AREA.OTHER]: 'desert day trip',
  [TOUR_AREA.RED_ROCK]: 'Red Rock Canyon',
  [TOUR_AREA.VALLEY_OF_FIRE]: 'Valley of Fire',
  [TOUR_AREA.STRIP_TOURS]: 'Las Vegas Strip',
};

const TOUR_DESTINATION: Record<number, string> = {
  [TOUR_AREA.COLORADO_RIVER]: 'the Colorado River below Hoover Dam',
  [TOUR_AREA.GRAND_CANYON]: 'the Grand Canyon',
  [TOUR_AREA.HOOVER_DAM]: 'Hoover Dam',
  [TOUR_AREA.LAKE_MEAD]: 'Lake Mead',
  [TOUR_AREA.OTHER]: 'some of the most spectacular scenery in the Southwest',
  [TOUR_AREA.RED_ROCK]: 'Red Rock Canyon',
  [TOUR_AREA.VALLEY_OF_FIRE]: 'the Valley of Fire',
  [TOUR_AREA.STRIP_TOURS]: 'the sights of Las Vegas by night',
};

function addTour(ctx: SeedContext, seed: (typeof TOURS)[number], copy: number) {
  const id = ctx.nextProductId();
  const name = seed.name + copySuffix(copy);
  const rng = rngFor(`product:TOUR:${name}`);
  const location = 'hotel' in seed.departsFrom ? insideHotel(ctx.hotel(seed.departsFrom.hotel, copy), rng) : streetLocation(seed.departsFrom.area, rng);
  const closed = rng.chance(0.25) ? [rng.pick([0, 2, 3])] : [];
  const weekly = everyDay(seed.departures, closed);
  const skus = optionSkus(id, ctx.skuId, seed.options, seed.price, seed.capacity, rng);
  const product = productRow(
    id,
    {
      type: 'TOUR',
      name,
      prominence: prominenceOf(TOURS, seed),
      location,
      provider: seed.provider,
      hook: seed.hook,
      genre: TOUR_GENRE[seed.destination] ?? 'desert',
      destination: TOUR_DESTINATION[seed.destination],
      minAge: seed.minAge,
      durationMinutes: seed.durationMinutes,
      sellable: true,
      features: [
        { name: 'Departures', description: timesText(weekly) },
        { name: 'Duration', description: `About ${Math.round(seed.durationMinutes / 30) / 2} hours` },
        { name: 'Pickup', description: 'hotel' in seed.departsFrom ? `Meet at ${seed.departsFrom.hotel}` : 'Complimentary pickup from most Strip resorts' },
        { name: 'Includes', description: rng.pick(['Guide, transportation and bottled water', 'Guide, transportation, snacks and water', 'All equipment, guide and transportation']) },
        { name: 'Age Requirement', description: ageText(seed.minAge) },
        { name: 'Group Size', description: `Up to ${seed.capacity} guests` },
      ],
    },
    rng,
  );
  ctx.push({ product, venueKey: null, categoryIds: [seed.destination], skus, weekly, rooms: [] }, rng);
}

export const toursFamily: SeedFamily = {
  types: ['TOUR'],
  steps: [
    (ctx, copy) => TOURS.forEach((t) => addTour(ctx, t, copy)),
  ],
};
