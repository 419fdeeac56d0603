// Seed family: Air+hotel packages (AIR_HOTEL): a hotel's room types sold with the flight.
import { dollars, roomSku, type SkuRow } from '../pricing';
import { rngFor } from '@/lib/prng';
import { PACKAGE_SKU_SUFFIX } from '../../../config/product-types';

import type { SeedContext, SeedFamily } from './kit';
import { round1, phone, prominenceOf, productRow } from './kit';

const PACKAGE_HOTELS = [
  'Neon Mirage Resort & Casino',
  'Palazzo Aurelia Resort',
  'Solara Bay Resort & Casino',
  'Lumière Parisienne Hotel & Casino',
  'Emberly Grand Las Vegas',
  'Fremont Royale Hotel & Casino',
];

function addPackage(ctx: SeedContext, hotelName: string, copy: number) {
  const hotel = ctx.hotel(hotelName, copy);
  const id = ctx.nextProductId();
  const name = `${hotel.name} Air + Hotel Package`;
  const rng = rngFor(`product:AIR_HOTEL:${name}`);
  const product = productRow(
    id,
    {
      type: 'AIR_HOTEL',
      name,
      prominence: prominenceOf(PACKAGE_HOTELS, hotelName),
      location: { ...hotel, locatedWithin: hotel.name, localPhone: phone(rng) },
      provider: 'VegasGo Vacations',
      hook: hotel.seed.hook,
      genre: 'air and hotel',
      minAge: null,
      durationMinutes: null,
      sellable: true,
      features: [
        { name: 'Includes', description: 'Round-trip economy airfare and hotel nights' },
        { name: 'Airlines', description: 'More than 400 airlines and 1,700 departure cities' },
        { name: 'Travelers', description: 'Up to 8 travelers per booking; up to 4 per room' },
        { name: 'Hotel', description: `${hotel.name}, ${hotel.area}` },
      ],
      rating: round1(rng.float(4.0, 4.8)),
    },
    rng,
  );
  const airfare = rng.int(189, 329);
  const skus: SkuRow[] = [];
  hotel.seed.rooms.slice(0, 3).forEach((room, i) => {
    const skuId = ctx.skuId();
    const nightly = hotel.seed.fromRate * room.rateFactor * 0.9;
    // Priced per person for the typical three-night trip, sharing a room with one other traveler.
    const perPerson = dollars(Math.round((nightly * 3) / 2 + airfare));
    skus.push(
      roomSku(rng, {
        id: skuId,
        productId: id,
        name: `${room.name}${PACKAGE_SKU_SUFFIX}`,
        ticketType: 'PACKAGE',
        rateCents: perPerson,
        rackFactor: rng.float(1.1, 1.3),
        feeCents: dollars(rng.int(38, 56)),
        taxRate: 0.07,
        maxOccupancy: room.maxOccupancy,
        insider: false,
        sortOrder: i + 1,
      }),
    );
  });
  // Dates and room inventory come from the hotel's own room nights; the package adds the flight.
  ctx.push({ product, venueKey: null, categoryIds: [], skus, weekly: null, rooms: [] }, rng);
}

export const packagesFamily: SeedFamily = {
  types: ['AIR_HOTEL'],
  steps: [
    (ctx, copy) => PACKAGE_HOTELS.forEach((h) => addPackage(ctx, h, copy)),
  ],
};
