// Seed family: Attractions (ATTRACTION): timed entry slots with ticket options.
import { ATTRACTION_CATEGORY } from '../data/categories';
import { ATTRACTIONS } from '../data/experiences';
import { rngFor } from '@/lib/prng';

import type { SeedContext, SeedFamily } from './kit';
import { copySuffix, formatTime, daysText, prominenceOf, productRow, everyDay, slotTimes, ageText, optionSkus } from './kit';

const ATTRACTION_GENRE: Record<number, string> = {
  [ATTRACTION_CATEGORY.THRILL_RIDES]: 'thrill ride',
  [ATTRACTION_CATEGORY.OBSERVATION_DECKS]: 'observation deck',
  [ATTRACTION_CATEGORY.MUSEUMS]: 'museum',
  [ATTRACTION_CATEGORY.FAMILY_FUN]: 'family attraction',
  [ATTRACTION_CATEGORY.OUTDOOR_ADVENTURES]: 'outdoor adventure',
  [ATTRACTION_CATEGORY.IMMERSIVE]: 'immersive experience',
  [ATTRACTION_CATEGORY.ANIMAL_ENCOUNTERS]: 'animal encounter',
  [ATTRACTION_CATEGORY.MOTORSPORTS_AND_RANGES]: 'adrenaline experience',
  [ATTRACTION_CATEGORY.GAMES_AND_ESCAPE_ROOMS]: 'game room',
};

function addAttraction(ctx: SeedContext, seed: (typeof ATTRACTIONS)[number], copy: number) {
  const id = ctx.nextProductId();
  const name = seed.name + copySuffix(copy);
  const rng = rngFor(`product:ATTRACTION:${name}`);
  const location = ctx.locate(seed.where, copy, rng);
  const closed = rng.chance(0.2) ? [2] : [];
  const slots = slotTimes(seed.slots.first, seed.slots.last, seed.slots.everyMinutes);
  const weekly = everyDay(slots, closed);
  const skus = optionSkus(id, ctx.skuId, seed.options, seed.price, seed.capacity, rng);
  const product = productRow(
    id,
    {
      type: 'ATTRACTION',
      name,
      prominence: prominenceOf(ATTRACTIONS, seed),
      location,
      provider: seed.provider,
      hook: seed.hook,
      genre: ATTRACTION_GENRE[seed.categories[0] ?? ATTRACTION_CATEGORY.FAMILY_FUN] ?? 'attraction',
      minAge: seed.minAge,
      durationMinutes: seed.durationMinutes,
      sellable: true,
      features: [
        { name: 'Hours', description: `${daysText([0, 1, 2, 3, 4, 5, 6].filter((d) => !closed.includes(d)))}, first entry ${formatTime(seed.slots.first)}, last entry ${formatTime(seed.slots.last)}` },
        { name: 'Time Needed', description: `About ${seed.durationMinutes} minutes` },
        { name: 'Age Requirement', description: ageText(seed.minAge) },
        { name: 'Location', description: location.locatedWithin ?? `${location.address}, ${location.city}` },
      ],
    },
    rng,
  );
  ctx.push({ product, venueKey: null, categoryIds: [...seed.categories], skus, weekly, rooms: [] }, rng);
}

export const attractionsFamily: SeedFamily = {
  types: ['ATTRACTION'],
  steps: [
    (ctx, copy) => ATTRACTIONS.forEach((a) => addAttraction(ctx, a, copy)),
  ],
};
