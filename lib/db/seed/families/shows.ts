// Seed family: Shows (SHOW): seated and general-admission performances in the venues.
import { SHOW_CATEGORY } from '../data/categories';
import { SHOWS, VENUES, type ShowSeed } from '../data/shows';
import { dollars, productDiscount, ticketSku, type SkuRow } from '../pricing';
import { rngFor } from '@/lib/prng';

import type { WeeklyTimes } from '../catalog';
import type { Location, SeedContext, SeedFamily } from './kit';
import { copySuffix, insideHotel, prominenceOf, productRow, everyDay, onDays, darkDays, timesText, ageText } from './kit';

const SHOW_GENRE: Record<number, string> = {
  [SHOW_CATEGORY.ADULT]: 'adult',
  [SHOW_CATEGORY.ACROBATIC_THEATRE]: 'acrobatic theatre',
  [SHOW_CATEGORY.COMEDY]: 'comedy',
  [SHOW_CATEGORY.CONCERTS]: 'live music',
  [SHOW_CATEGORY.HYPNOSIS]: 'hypnosis',
  [SHOW_CATEGORY.IMPERSONATORS]: 'impersonator',
  [SHOW_CATEGORY.MAGIC]: 'magic',
  [SHOW_CATEGORY.MUSICALS]: 'musical theatre',
  [SHOW_CATEGORY.PRODUCTION]: 'production',
  [SHOW_CATEGORY.TRIBUTE]: 'tribute',
  [SHOW_CATEGORY.VARIETY]: 'variety',
};

function addShow(ctx: SeedContext, seed: ShowSeed, copy: number) {
  const id = ctx.nextProductId();
  const name = seed.name + copySuffix(copy);
  const rng = rngFor(`product:SHOW:${name}`);
  const staging = seed.staging;
  const genre = SHOW_GENRE[seed.categories[0] ?? SHOW_CATEGORY.VARIETY] ?? 'variety';
  const skus: SkuRow[] = [];
  let weekly: WeeklyTimes;
  let location: Location;
  let room: string;
  let venueKey: string | null = null;
  const discount = productDiscount(rng);
  const sku = (input: Omit<Parameters<typeof ticketSku>[1], 'id' | 'productId' | 'sortOrder' | 'discount'>) =>
    skus.push(ticketSku(rng, { ...input, discount, id: ctx.skuId(), productId: id, sortOrder: skus.length + 1 }));

  if (staging.kind === 'seated') {
    const venueSeed = VENUES.find((v) => v.key === staging.venue);
    const venue = ctx.venues.find((v) => v.key === (copy === 0 ? staging.venue : `${staging.venue}-${copy + 1}`));
    if (!venueSeed || !venue) throw new Error(`Seed data names an unknown venue: ${staging.venue}`);
    venueKey = venue.key;
    room = venue.name;
    location = insideHotel(ctx.hotel(venueSeed.hotel, copy), rng);
    const open = [0, 1, 2, 3, 4, 5, 6].filter((d) => !venueSeed.darkDays.includes(d));
    weekly =
      staging.program === 0
        ? onDays(['19:00', '21:30'], open)
        : staging.program === 1
          ? onDays(['20:00'], venueSeed.darkDays)
          : staging.program === 2
            ? everyDay(['16:00'], darkDays(rng, 1))
            : onDays(['13:30'], [3, 5, 6, 0]);
    for (let tier = 1; tier <= venue.tierCount; tier += 1) {
      sku({
        name: `${venueSeed.tierNames[tier - 1] ?? `Price Level ${tier}`} Seating`,
        ticketType: 'RESERVED',
        boxOfficeCents: dollars(Math.max(29, seed.topPrice * (1 - 0.16 * (tier - 1)))),
        priceTier: tier,
        supportsSeatSelection: true,
      });
    }
    // A second ticket type on the cheapest seats, so a seat of that price can be bought as either
    // (ticket-buying 4: the map's info card with an 'Add' per ticket type). Its own PRNG stream
    // keeps every other figure of the show as it was.
    skus.push(
      ticketSku(rngFor(`product:SHOW:${name}:senior`), {
        name: 'Senior (65+) Seating',
        ticketType: 'SENIOR',
        boxOfficeCents: dollars(Math.max(29, seed.topPrice * (1 - 0.16 * (venue.tierCount - 1))) * 0.85),
        priceTier: venue.tierCount,
        supportsSeatSelection: true,
        insiderChance: 0,
        discount,
        id: ctx.skuId(),
        productId: id,
        sortOrder: skus.length + 1,
      }),
    );
    if (staging.vip) {
      sku({ name: 'VIP Meet & Greet Package', ticketType: 'VIP', boxOfficeCents: dollars(seed.topPrice * 1.6), capacityPerPerformance: 20, maxQuantity: 8 });
    }
    if (staging.booths) {
      sku({ name: 'Booth Seating (sold in pairs)', ticketType: 'BOOTH', boxOfficeCents: dollars(seed.topPrice * 1.1), capacityPerPerformance: 24, purchaseQuantities: [2, 4, 6] });
    }
  } else {
    room = staging.room;
    location = insideHotel(ctx.hotel(staging.hotel, copy), rng);
    weekly = everyDay(staging.times, darkDays(rng, staging.darkDays));
    sku({ name: 'General Admission', ticketType: 'GENERAL_ADMISSION', boxOfficeCents: dollars(seed.topPrice * 0.7), capacityPerPerformance: Math.round(staging.capacity * 0.8) });
    sku({ name: 'VIP Front Section', ticketType: 'VIP', boxOfficeCents: dollars(seed.topPrice), capacityPerPerformance: Math.round(staging.capacity * 0.2) });
    if (rng.chance(0.35)) {
      sku({ name: 'Table for Four (sold in groups of 4)', ticketType: 'TABLE', boxOfficeCents: dollars(seed.topPrice * 0.9), capacityPerPerformance: 40, purchaseQuantities: [4] });
    }
  }
  const product = productRow(
    id,
    {
      type: 'SHOW',
      name,
      prominence: prominenceOf(SHOWS, seed),
      location,
      room,
      provider: seed.provider,
      hook: seed.hook,
      genre,
      minAge: seed.minAge,
      durationMinutes: seed.durationMinutes,
      sellable: true,
      features: [
        { name: 'Show Times', description: timesText(weekly) },
        { name: 'Duration', description: `${seed.durationMinutes} minutes` },
        { name: 'Age Requirement', description: ageText(seed.minAge) },
        { name: 'Venue', description: `${room} at ${location.locatedWithin ?? location.address}` },
        {
          name: 'Seating',
          description: staging.kind === 'seated' ? 'Reserved seating: pick your seats on the seat map' : 'General admission: seating is first come, first served',
        },
        { name: 'Dress Code', description: rng.pick(['Casual', 'Smart casual', 'Upscale casual']) },
      ],
    },
    rng,
  );
  ctx.push({ product, venueKey, categoryIds: [...seed.categories], skus, weekly, rooms: [] }, rng);
}

export const showsFamily: SeedFamily = {
  types: ['SHOW'],
  steps: [
    (ctx, copy) => SHOWS.forEach((s) => addShow(ctx, s, copy)),
  ],
};
