// Seed family: Nightclubs (CLUB): nights out with entry and table skus.
import { CLUB_CATEGORY } from '../data/categories';
import { CLUBS } from '../data/nightlife';
import { dollars, productDiscount, ticketSku, type SkuRow } from '../pricing';
import { rngFor } from '@/lib/prng';

import type { SeedContext, SeedFamily } from './kit';
import { copySuffix, daysText, insideHotel, prominenceOf, productRow, onDays, ageText } from './kit';

/**
 * A club table is not a ticket at the door: the host holds it under the buyer's name (the sku's
 * fulfillment message replaces the default ticket information, ticket-buying 1).
 */
export const CLUB_TABLE_FULFILLMENT = 'Your table is held under the name on this order: check in at the VIP host stand with a photo ID.';

function addClub(ctx: SeedContext, seed: (typeof CLUBS)[number], copy: number) {
  const id = ctx.nextProductId();
  const name = seed.name + copySuffix(copy);
  const rng = rngFor(`product:CLUB:${name}`);
  const location = insideHotel(ctx.hotel(seed.hotel, copy), rng);
  const weekly = onDays(['22:30'], seed.nights);
  const skus: SkuRow[] = [];
  const discount = productDiscount(rng);
  const sku = (input: Omit<Parameters<typeof ticketSku>[1], 'id' | 'productId' | 'sortOrder' | 'discount'>) =>
    skus.push(ticketSku(rng, { ...input, discount, id: ctx.skuId(), productId: id, sortOrder: skus.length + 1, maxQuantity: input.maxQuantity ?? 10 }));
  sku({ name: 'General Admission - Women', ticketType: 'GENERAL_ADMISSION', boxOfficeCents: dollars(seed.cover * 0.6), capacityPerPerformance: Math.round(seed.capacity * 0.4) });
  sku({ name: 'General Admission - Men', ticketType: 'GENERAL_ADMISSION', boxOfficeCents: dollars(seed.cover), capacityPerPerformance: Math.round(seed.capacity * 0.4) });
  sku({ name: 'Express Entry', ticketType: 'VIP', boxOfficeCents: dollars(seed.cover * 1.8), capacityPerPerformance: Math.round(seed.capacity * 0.1) });
  sku({ name: 'Bottle Service Table (groups of 4)', ticketType: 'TABLE', boxOfficeCents: dollars(rng.int(15, 30) * 10), capacityPerPerformance: 40, purchaseQuantities: [4], fulfillmentMessage: CLUB_TABLE_FULFILLMENT });
  if (seed.capacity >= 500) {
    sku({ name: 'VIP Booth (6 to 10 guests)', ticketType: 'TABLE', boxOfficeCents: dollars(rng.int(25, 45) * 10), capacityPerPerformance: 30, purchaseQuantities: [6, 8, 10], fulfillmentMessage: CLUB_TABLE_FULFILLMENT });
  }
  const product = productRow(
    id,
    {
      type: 'CLUB',
      name,
      prominence: prominenceOf(CLUBS, seed),
      location,
      provider: `${location.locatedWithin ?? 'Strip'} Nightlife Group`,
      hook: seed.hook,
      genre: seed.categories.includes(CLUB_CATEGORY.ULTRA_LOUNGES) ? 'ultra lounge' : 'nightclub',
      minAge: 21,
      durationMinutes: null,
      sellable: true,
      features: [
        { name: 'Open', description: `${daysText(seed.nights)}, 10:30 PM until late` },
        { name: 'Dress Code', description: 'Upscale nightlife attire; no athletic wear, hats or flip-flops' },
        { name: 'Age Requirement', description: ageText(21) },
        { name: 'Capacity', description: `${seed.capacity} guests` },
      ],
    },
    rng,
  );
  ctx.push({ product, venueKey: null, categoryIds: [...seed.categories], skus, weekly, rooms: [] }, rng);
}

export const clubsFamily: SeedFamily = {
  types: ['CLUB'],
  steps: [
    (ctx, copy) => CLUBS.forEach((c) => addClub(ctx, c, copy)),
  ],
};
