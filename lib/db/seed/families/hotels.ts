// Seed family: Hotels (HOTEL), first: packages and places inside a hotel look theirs up by name.
import { HOTELS, type HotelSeed, type RoomTypeSeed } from '../data/places';
import { ROOM_TAX_RATE, dollars, roomSku, type SkuRow } from '../pricing';
import { hashUnit, rngFor } from '@/lib/prng';
import { productImagePath } from '@/lib/media/image-sizes';

import type { RoomInventory } from '../catalog';
import type { SeedContext, SeedFamily } from './kit';
import { copySuffix, round1, streetLocation, prominenceOf, productRow } from './kit';

/** Free cancellation windows the hotels use, in hours before check-in. */
const CANCELLATION_HOURS = [24, 48, 72, 72, 72, 168];

/** A room type's amenities: what every room has, and more the better the hotel and the room. */
function amenitiesOf(seed: HotelSeed, room: RoomTypeSeed): string[] {
  const list = ['Free Wi-Fi', 'Flat-screen TV', 'Air conditioning', 'Safe', 'Hair dryer'];
  if (seed.stars >= 4) list.push('Rainfall shower', 'Bathrobes and slippers');
  if (seed.stars >= 4.5) list.push('Nespresso machine', 'Soaking tub');
  if (/view|panoramic|penthouse/i.test(room.name)) list.push('Strip view');
  if (/suite|penthouse/i.test(room.name)) list.push('Separate living area', 'Wet bar');
  if (/kitchen|family/i.test(room.name)) list.push('Full kitchen');
  if (!seed.casino) list.push('Smoke-free floor');
  return list;
}

function addHotel(ctx: SeedContext, seed: HotelSeed, copy: number) {
  const id = ctx.nextProductId();
  const name = seed.name + copySuffix(copy);
  const rng = rngFor(`product:HOTEL:${name}`);
  const neighbours = HOTELS.filter((h) => h.area === seed.area);
  const location = streetLocation(seed.area, rng, { index: neighbours.indexOf(seed), count: neighbours.length });
  ctx.hotels.set(name, { ...location, name, seed, productId: id });
  const guestScore = round1(Math.min(9.8, Math.max(6.2, 5.2 + seed.stars * 0.8 + rng.float(-0.7, 0.7))));
  const genre = seed.stars >= 5 ? 'luxury' : seed.stars >= 4 ? 'upscale' : seed.stars >= 3.5 ? 'stylish' : 'budget-friendly';
  const features = [
    { name: 'Pool', description: rng.pick(['Outdoor pool with cabanas and daybeds', 'Heated pool deck with a poolside bar', 'Lazy river and family pool']) },
    ...(seed.casino ? [{ name: 'Casino', description: `${rng.int(60, 160)},000 sq ft of slots and table games` }] : [{ name: 'Non-gaming', description: 'A smoke-free, casino-free hotel' }]),
    { name: 'Spa & Fitness', description: rng.pick(['Full-service spa and 24-hour fitness center', 'Fitness center with Strip views', 'Spa, sauna and fitness center']) },
    { name: 'Dining', description: `${rng.int(4, 18)} restaurants and bars on site` },
    { name: 'Resort Fee', description: `$${seed.resortFee} per room per night plus tax; includes Wi-Fi and fitness center access` },
    { name: 'Parking', description: rng.pick(['Self-parking from $18 per day; valet available', 'Free self-parking for hotel guests', 'Valet and self-parking available']) },
    { name: 'Check-in / Check-out', description: '3:00 PM / 11:00 AM' },
  ];
  const product = productRow(
    id,
    {
      type: 'HOTEL',
      name,
      prominence: prominenceOf(HOTELS, seed),
      location: { ...location, locatedWithin: null },
      provider: `${name.replace(/^The /, '').split(' ').slice(0, 2).join(' ')} Hospitality`,
      hook: seed.hook,
      genre: `${genre} ${seed.casino ? 'casino' : 'non-gaming'}`,
      minAge: null,
      durationMinutes: null,
      sellable: true,
      features,
      rating: round1(guestScore / 2),
      starRating: seed.stars,
      guestScore,
    },
    rng,
  );
  const insider = rng.chance(0.45);
  const weekendFactor = Math.round(rng.float(1.4, 1.9) * 100) / 100;
  const rackFactor = rng.float(1.15, 1.6);
  const skus: SkuRow[] = [];
  const rooms: RoomInventory[] = [];
  // Decided by hashes of the hotel's name, not by its rng, so every value drawn before stays as it was.
  const memberFactor = hashUnit(`member-deal:${name}`) < 0.5 ? Math.round((0.85 + hashUnit(`member-rate:${name}`) * 0.08) * 100) / 100 : null;
  const flatTax = hashUnit(`tax:${name}`) < 0.2;
  const cancellationHours = CANCELLATION_HOURS[Math.floor(hashUnit(`cancel:${name}`) * CANCELLATION_HOURS.length)] ?? 72;
  seed.rooms.forEach((room, i) => {
    const skuId = ctx.skuId();
    const rateCents = dollars(Math.round(seed.fromRate * room.rateFactor)) - 1;
    const sku = roomSku(rng, {
        id: skuId,
        productId: id,
        name: room.name,
        ticketType: 'ROOM',
        rateCents,
        rackFactor,
        feeCents: dollars(seed.resortFee),
        taxRate: ROOM_TAX_RATE,
        maxOccupancy: room.maxOccupancy,
        insider,
        sortOrder: i + 1,
      });
    skus.push(sku);
    const roomType = {
      skuId,
      beds: room.beds,
      photos: [1, 2].map((n) => ({ path: productImagePath(id, 'GALLERY800X533', n), title: `${name} - ${room.name}` })),
      amenities: amenitiesOf(seed, room),
      cancellationHours,
      // Most hotels charge the county's room tax on the rate and resort fee; some quote a flat tax per night.
      taxBasisPoints: flatTax ? null : Math.round(ROOM_TAX_RATE * 10_000),
      taxPerNightCents: flatTax ? Math.round(seed.fromRate * room.rateFactor * ROOM_TAX_RATE) * 100 : null,
    };
    const insiderFactor = sku.insiderPriceCents == null ? null : sku.insiderPriceCents / sku.priceCents;
    // Suites are scarce; standard rooms plentiful.
    rooms.push({ skuId, rateCents, rackFactor, weekendFactor, roomsTotal: room.rateFactor >= 2 ? rng.int(5, 10) : rng.int(15, 40), memberFactor, insiderFactor, roomType });
  });
  ctx.push({ product, venueKey: null, categoryIds: [], skus, weekly: null, rooms }, rng);
}

export const hotelsFamily: SeedFamily = {
  types: ['HOTEL'],
  steps: [
    (ctx, copy) => HOTELS.forEach((h) => addHotel(ctx, h, copy)),
  ],
};
