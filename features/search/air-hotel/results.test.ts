import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@/features/catalog/types';
import type { PackageRoomType } from './packages';
import { CABIN_MESSAGE, airHotelSearchFor } from './request';
import { airHotelSearchErrors, priceAndSortPackages, type PackageListingFacts } from './results';
import { AIRPORT_MESSAGE, parseParty } from './rules';

const TODAY = '2026-11-23';

const summary = (id: number, name: string, rating: number, starRating: number | null = null): ProductSummary => ({
  id,
  type: 'AIR_HOTEL',
  name,
  href: `/p/${id}`,
  image: null,
  location: 'Las Vegas Strip',
  rating,
  reviewCount: 10,
  starRating,
  minAge: null,
  fromPriceCents: null,
  fromBasePriceCents: null,
  promotionName: null,
});
const room = (skuId: number, name: string, maxOccupancy: number | null, stayCents: number | null): PackageRoomType => ({ skuId, name, maxOccupancy, stayCents });
const listing = (id: number, name: string, roomTypes: PackageRoomType[], stars: number, rating: number): PackageListingFacts => ({
  summary: summary(id, name, rating),
  hotel: summary(100 + id, `${name} Hotel`, rating, stars),
  stay: { roomTypes },
  popularity: id,
});

describe('air+hotel results (ticket-buying 9, storefront 9)', () => {
  // Most popular first: Bravo (400 a stay), Alpha (no room free), Charlie (300 a stay).
  const listings = [
    listing(0, 'Bravo', [room(1, 'King', 2, 40000)], 4, 4.1),
    listing(1, 'Alpha', [room(2, 'King', 2, null)], 5, 4.9),
    listing(2, 'Charlie', [room(3, 'Queen', 2, 30000), room(4, 'Suite', 4, 20000)], 3, 4.5),
  ];
  const party = parseParty('2')!;
  const order = (sortId: Parameters<typeof priceAndSortPackages>[3]) => priceAndSortPackages(listings, party, 11200, sortId).map((r) => r.summary.name);

  it('prices each package for the party with the seat fare, the cheapest room type that fits', () => {
    const [bravo, charlie, alpha] = priceAndSortPackages(listings, party, 11200, 'popular');
    expect(bravo!.quote).toEqual({ rooms: [{ name: 'King', stayCents: 40000 }], hotelCents: 40000, airCents: 22400, totalCents: 62400, perPersonCents: 31200 });
    expect(charlie!.quote!.rooms).toEqual([{ name: 'Suite', stayCents: 20000 }]);
    expect(alpha!.quote).toBeNull();
    expect(bravo!.hotel!.name).toBe('Bravo Hotel');
    expect(Object.keys(bravo!)).toEqual(['summary', 'hotel', 'quote']);
  });

  it('puts bookable packages first, then the chosen order, with the hotel’s stars', () => {
    expect(order('popular')).toEqual(['Bravo', 'Charlie', 'Alpha']);
    expect(order('price-low-high')).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect(order('price-high-low')).toEqual(['Bravo', 'Charlie', 'Alpha']);
    expect(order('hotel-name')).toEqual(['Bravo', 'Charlie', 'Alpha']);
    expect(order('star-rating')).toEqual(['Bravo', 'Charlie', 'Alpha']);
    expect(order('customer-rating')).toEqual(['Charlie', 'Bravo', 'Alpha']);
  });

  it('says each problem once, and names an unknown airport', () => {
    const ok = airHotelSearchFor({}, { from: 'LAX' }, TODAY);
    expect(airHotelSearchErrors(ok, true)).toEqual([]);
    expect(airHotelSearchErrors(ok, false)).toEqual([AIRPORT_MESSAGE]);
    const noAirport = airHotelSearchFor({}, {}, TODAY);
    expect(airHotelSearchErrors(noAirport, false)).toEqual([AIRPORT_MESSAGE]);
    const badCabin = airHotelSearchFor({}, { from: 'QQQ', cabin: 'Q' }, TODAY);
    expect(airHotelSearchErrors(badCabin, false)).toEqual([CABIN_MESSAGE, AIRPORT_MESSAGE]);
  });
});
