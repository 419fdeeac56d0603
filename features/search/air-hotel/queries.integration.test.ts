// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, pacificToday } from '@/lib/dates';
import { rows as rowsOf } from '@/lib/db/rows';
import { testDatabaseKinds, testDatabaseForSuite } from '@/tests/helpers/test-database';
import { findPackageStays, getAirHotelResults, getPackageListings } from './queries';
import { quotePackage } from './packages';
import { airHotelSearchFor } from './request';
import { AIRPORT_MESSAGE, parseParty } from './rules';

installTestDataCache();

const today = pacificToday(new Date());
const start = addCalendarDays(today, 10);
const end = addCalendarDays(today, 13);

describe.each(testDatabaseKinds())('air+hotel package search on %s', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const rows = <T,>(query: ReturnType<typeof sql>) => rowsOf<T>(database().db, query);

  it('prices each package from its own hotel’s room nights, for the room types the package sells', async () => {
    const stays = await findPackageStays(start, end, 1);
    const packages = await rows<{ id: number }>(sql`select id from products where type = 'AIR_HOTEL' and sellable`);
    expect(stays.map((s) => s.packageId).sort((a, b) => a - b)).toEqual(packages.map((p) => Number(p.id)).sort((a, b) => a - b));
    expect(stays.length).toBeGreaterThan(0);
    for (const stay of stays) {
      expect(stay.hotelId).not.toBeNull();
      expect(stay.roomTypes.length).toBeGreaterThan(0);
      for (const room of stay.roomTypes) {
        const [expected] = await rows<{ total: number | null; nights: number }>(sql`
          select sum(rn.rate_cents) as total, count(*) filter (where rn.rooms_total >= 1) as nights
            from room_nights rn join skus s on s.id = rn.sku_id
           where s.id = ${room.skuId} and s.product_id = ${stay.hotelId}
             and rn.night >= ${start}::date and rn.night < ${end}::date`);
        expect(room.stayCents).toBe(Number(expected!.nights) === 3 ? Number(expected!.total) : null);
        const [sold] = await rows<{ n: number }>(sql`
          select count(*) as n from skus where product_id = ${stay.packageId} and name = ${`${room.name} + Round-Trip Air`}`);
        expect(Number(sold!.n)).toBe(1);
      }
    }
  });

  it('leaves out room types whose nights lack the rooms wanted', async () => {
    const [stay] = await findPackageStays(start, end, 1);
    const room = stay!.roomTypes.find((r) => r.stayCents !== null)!;
    await database().db.execute(sql`
      update room_nights set rooms_total = 1 where sku_id = ${room.skuId} and night = ${addCalendarDays(start, 1)}::date`);
    const one = (await findPackageStays(start, end, 1)).find((s) => s.packageId === stay!.packageId)!;
    const two = (await findPackageStays(start, end, 2)).find((s) => s.packageId === stay!.packageId)!;
    expect(one.roomTypes.find((r) => r.skuId === room.skuId)?.stayCents).toBe(room.stayCents);
    expect(two.roomTypes.find((r) => r.skuId === room.skuId)?.stayCents).toBeNull();
  });

  it('lists every package opening on the searched dates, with its hotel, quotable for a party', async () => {
    const listings = await getPackageListings(start, end, 1);
    expect(listings.length).toBeGreaterThan(0);
    for (const listing of listings) {
      expect(listing.summary.type).toBe('AIR_HOTEL');
      expect(listing.summary.href).toContain(`/dates/${start}/${end}`);
      expect(listing.hotel?.type).toBe('HOTEL');
      expect(listing.summary.location).toBe(listing.hotel?.name);
    }
    const quotes = listings.map((l) => quotePackage(l.stay.roomTypes, parseParty('2')!, 11200));
    expect(quotes.some((q) => q !== null && q.airCents === 22400 && q.hotelCents > 0)).toBe(true);
  });

  it('answers a search with its airport and the packages in the order asked, or with why not', async () => {
    const search = airHotelSearchFor({ startDate: start, endDate: end, sortId: 'price-low-high' }, { from: 'LAX', party: '2' }, today);
    const found = await getAirHotelResults(search);
    expect(found.errors).toEqual([]);
    expect(found.airportLabel).toBe('Los Angeles, CA (LAX) - Los Angeles International Airport');
    const perPerson = found.results!.flatMap((r) => (r.quote === null ? [] : [r.quote.perPersonCents]));
    expect(perPerson.length).toBeGreaterThan(1);
    expect(perPerson).toEqual([...perPerson].sort((a, b) => a - b));

    const unknown = await getAirHotelResults(airHotelSearchFor({ startDate: start, endDate: end }, { from: 'QQQ' }, today));
    expect(unknown).toEqual({ airportLabel: null, results: null, errors: [AIRPORT_MESSAGE] });
  });
});
