import { describe, expect, it } from 'vitest';
import { milesToLasVegas, partyFareCents, seatFareCents } from './airfare';
import { quotePackage, sortPackages, type PackageCandidate, type PackageRoomType } from './packages';
import { CABIN_MESSAGE, FLIGHT_TIME_MESSAGE, PARTY_MESSAGE, airHotelSearchFor } from './request';
import { AIRPORT_MESSAGE, MAX_TRAVELLERS_MESSAGE, formatParty, parseParty, partyError, travellersOf } from './rules';

const TODAY = '2026-11-23';
const LAX = { lat: 33.942501, lon: -118.407997 };
const JFK = { lat: 40.639801, lon: -73.7789 };

describe('air+hotel party (ticket-buying 9)', () => {
  it('writes and reads rooms, adults and child ages', () => {
    const rooms = [
      { adults: 2, children: 2, childAges: [7, 10] },
      { adults: 1, children: 0, childAges: [] },
    ];
    expect(formatParty(rooms)).toBe('2-7-10,1');
    expect(parseParty('2-7-10,1')).toEqual(rooms);
    expect(parseParty('2-0')).toEqual([{ adults: 2, children: 1, childAges: [0] }]);
  });

  it('refuses more than 4 rooms, more than 4 people in a room, and ages over 17', () => {
    expect(parseParty('2,2,2,2,2')).toBeNull();
    expect(parseParty('3-5-6')).toBeNull();
    expect(parseParty('2-18')).toBeNull();
    expect(parseParty('0')).toBeNull();
    expect(parseParty('5')).toBeNull();
    expect(parseParty('')).toBeNull();
  });

  it('blocks more than 8 travellers with the spec message', () => {
    expect(MAX_TRAVELLERS_MESSAGE).toBe('The maximum number of travelers we can book in one air + hotel package transaction is 8.');
    const eight = parseParty('4,4')!;
    expect(travellersOf(eight)).toBe(8);
    expect(partyError(eight)).toBeNull();
    expect(partyError(parseParty('4,4,1')!)).toBe(MAX_TRAVELLERS_MESSAGE);
  });
});

describe('air fares', () => {
  it('grow with the distance to Las Vegas', () => {
    expect(Math.round(milesToLasVegas(LAX))).toBe(236);
    expect(Math.round(milesToLasVegas(JFK))).toBe(2243);
    // Tuesday 2026-12-08: no peak-day surcharge. 79 + 0.14 × 236 = 112.
    expect(seatFareCents(LAX, 'Y', '2026-12-08')).toBe(11200);
    expect(seatFareCents(JFK, 'Y', '2026-12-08')).toBe(39300);
  });

  it('cost more in business and first, and on Fridays and Sundays', () => {
    expect(seatFareCents(LAX, 'C', '2026-12-08')).toBe(Math.round((79 + 0.14 * milesToLasVegas(LAX)) * 2.6) * 100);
    expect(seatFareCents(LAX, 'F', '2026-12-08')).toBeGreaterThan(seatFareCents(LAX, 'C', '2026-12-08'));
    expect(seatFareCents(LAX, 'Y', '2026-12-11')).toBe(Math.round((79 + 0.14 * milesToLasVegas(LAX)) * 1.12) * 100);
    expect(seatFareCents(LAX, 'Y', '2026-12-13')).toBe(seatFareCents(LAX, 'Y', '2026-12-11'));
  });

  it('never go below the minimum fare', () => {
    expect(seatFareCents({ lat: 36.2, lon: -115.2 }, 'Y', '2026-12-08')).toBe(9900);
  });

  it('sell a seat to every traveller of two and up, and a lap fare below two', () => {
    expect(partyFareCents(11200, [], 2)).toBe(22400);
    expect(partyFareCents(11200, [7, 1], 2)).toBe(3 * 11200 + 1100);
    expect(partyFareCents(11200, [0], 1)).toBe(11200 + 1100);
  });
});

const room = (skuId: number, name: string, maxOccupancy: number | null, stayCents: number | null): PackageRoomType => ({ skuId, name, maxOccupancy, stayCents });

describe('package quotes', () => {
  const types = [room(1, 'Deluxe King', 2, 40000), room(2, 'Two Queens', 4, 46000), room(3, 'Suite', 4, null)];

  it('gives each room the cheapest room type that sleeps its people and is free every night', () => {
    const quote = quotePackage(types, parseParty('2,2-7-10')!, 11200);
    expect(quote).not.toBeNull();
    expect(quote!.rooms).toEqual([
      { name: 'Deluxe King', stayCents: 40000 },
      { name: 'Two Queens', stayCents: 46000 },
    ]);
    expect(quote!.hotelCents).toBe(86000);
    expect(quote!.airCents).toBe(6 * 11200);
    expect(quote!.totalCents).toBe(86000 + 67200);
    // 153200 / 6 = 25533.3 cents: whole dollars, rounded up.
    expect(quote!.perPersonCents).toBe(25600);
  });

  it('is unavailable when some room has no room type free for it', () => {
    expect(quotePackage([room(1, 'Deluxe King', 2, 40000)], parseParty('3')!, 11200)).toBeNull();
    expect(quotePackage([room(3, 'Suite', 4, null)], parseParty('2')!, 11200)).toBeNull();
    expect(quotePackage([], parseParty('2')!, 11200)).toBeNull();
  });

  it('sorts bookable packages first, then by the hotel sorts of storefront 9', () => {
    const candidate = (id: number, name: string, per: number | null, stars: number, rating: number): PackageCandidate => ({
      id,
      name,
      popularity: id,
      starRating: stars,
      rating,
      reviewCount: 10,
      quote: per === null ? null : { rooms: [], hotelCents: 0, airCents: 0, totalCents: per, perPersonCents: per },
    });
    const items = [candidate(1, 'Bravo', 50000, 4, 4.1), candidate(2, 'Alpha', null, 5, 4.9), candidate(3, 'Charlie', 30000, 3, 4.5)];
    const ids = (sortId: Parameters<typeof sortPackages>[1]) => sortPackages(items, sortId).map((c) => c.id);
    expect(ids('popular')).toEqual([1, 3, 2]);
    expect(ids('price-low-high')).toEqual([3, 1, 2]);
    expect(ids('price-high-low')).toEqual([1, 3, 2]);
    expect(ids('hotel-name')).toEqual([1, 3, 2]);
    expect(ids('star-rating')).toEqual([1, 3, 2]);
    expect(ids('customer-rating')).toEqual([3, 1, 2]);
  });
});

describe('air+hotel search urls', () => {
  const query = { from: 'LAX', party: '2', cabin: 'Y', depart: 'anytime', return: 'evening' };

  it('fills the defaults: 7 days ahead, 2 nights, one room of two, economy, any time', () => {
    const search = airHotelSearchFor({}, { from: 'LAX' }, TODAY);
    expect(search).toEqual({
      status: 'ok',
      request: { startDate: '2026-11-30', endDate: '2026-12-02', sortId: 'popular', from: 'LAX', party: [{ adults: 2, children: 0, childAges: [] }], cabin: 'Y', depart: 'anytime', return: 'anytime' },
    });
  });

  it('asks for the airport when there is none', () => {
    expect(airHotelSearchFor({}, {}, TODAY)).toMatchObject({ status: 'invalid', errors: [AIRPORT_MESSAGE] });
    expect(airHotelSearchFor({}, { ...query, from: 'lax' }, TODAY)).toMatchObject({ status: 'invalid', errors: [AIRPORT_MESSAGE] });
  });

  it('refuses a stay that ends on its start day or lasts more than 14 nights', () => {
    expect(airHotelSearchFor({ startDate: '2026-12-08', endDate: '2026-12-08' }, query, TODAY)).toMatchObject({ status: 'invalid', errors: ['End date not after start'] });
    expect(airHotelSearchFor({ startDate: '2026-12-08', endDate: '2026-12-23' }, query, TODAY)).toMatchObject({
      status: 'invalid',
      errors: ['Please choose a search of 14 days or less.'],
    });
    expect(airHotelSearchFor({ startDate: '2026-12-08', endDate: '2026-12-22' }, query, TODAY).status).toBe('ok');
  });

  it('says what is wrong with a bad party, cabin or flight time', () => {
    expect(airHotelSearchFor({}, { ...query, party: '4,4,1' }, TODAY)).toMatchObject({ errors: [MAX_TRAVELLERS_MESSAGE] });
    expect(airHotelSearchFor({}, { ...query, party: '9' }, TODAY)).toMatchObject({ errors: [PARTY_MESSAGE] });
    expect(airHotelSearchFor({}, { ...query, cabin: 'Q' }, TODAY)).toMatchObject({ errors: [CABIN_MESSAGE] });
    expect(airHotelSearchFor({}, { ...query, return: 'midnight' }, TODAY)).toMatchObject({ errors: [FLIGHT_TIME_MESSAGE] });
  });
});
