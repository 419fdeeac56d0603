/**
 * Cache tags of the hotels' cached reads (lib/cache/invalidation.ts publishes them). `rates`: the
 * nightly rates of `room_nights` as a whole, carried by the city-wide deals calendar; whatever
 * writes rates (the seed, `npm run db:seed`) publishes it.
 */
export const hotelTags = {
  rates: 'hotels:rates',
} as const;
