// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, pacificInstant, pacificToday } from '@/lib/dates';
import { testDatabaseKinds, testDatabaseForSuite } from '@/tests/helpers/test-database';
import { findSearchCandidates, getSearchResults, searchCategoriesExist, searchPlacesExist } from './queries';
import { applySearch } from './results';
import { searchPageFor } from './request';
import type { SearchRequest } from './types';

installTestDataCache();

const today = pacificToday(new Date());
const start = addCalendarDays(today, 3);
const end = addCalendarDays(today, 7);

function request(kind: Parameters<typeof searchPageFor>[0], params: Parameters<typeof searchPageFor>[1]): SearchRequest {
  const page = searchPageFor(kind, params, today);
  if (page?.status !== 'ok') throw new Error(`not a valid search: ${JSON.stringify(params)}`);
  return page.request;
}

describe.each(testDatabaseKinds())('search results on %s', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const rows = async <T,>(query: ReturnType<typeof sql>) =>
    ((await database().db.execute(query)) as unknown as { rows: T[] }).rows;

  it('marks available exactly the shows with a performance in the window, and prices them from their cheapest sku', async () => {
    const from = pacificInstant(start, '00:00');
    const to = pacificInstant(addCalendarDays(end, 1), '00:00');
    const expected = await rows<{ id: number; price: number }>(sql`
      select p.id, min(s.price_cents) as price from products p join skus s on s.product_id = p.id
       where p.type = 'SHOW' and p.id in (
         select product_id from performances where not cancelled and starts_at >= ${from.toISOString()}::timestamptz
            and starts_at < ${to.toISOString()}::timestamptz and starts_at > now())
       group by p.id`);
    const candidates = await findSearchCandidates('SHOW', start, end, 1);
    const available = candidates.filter((c) => c.available);
    expect(available.map((c) => c.summary.id).sort((a, b) => a - b)).toEqual(expected.map((r) => Number(r.id)).sort((a, b) => a - b));
    const priceOf = new Map(expected.map((r) => [Number(r.id), Number(r.price)]));
    for (const c of available) {
      expect(c.offer?.priceCents).toBe(priceOf.get(c.summary.id));
      expect(c.offer!.basePriceCents).toBeGreaterThanOrEqual(c.offer!.priceCents);
      expect(c.offer!.totalCents).toBeGreaterThanOrEqual(c.offer!.totalBeforeTaxCents);
      expect(c.summary.href).toContain(`/dates/${start}/${end}`);
    }
    for (const c of candidates.filter((x) => !x.available)) expect(c.offer).toBeNull();
  });

  it('knows a made-up category from a real one (issue 25: every category id rendered a page of its own)', async () => {
    expect(await searchCategoriesExist(request('shows', { startDate: start, endDate: end, categoryId: 259 }))).toBe(true);
    expect(await searchCategoriesExist(request('shows', { startDate: start, endDate: end }))).toBe(true);
    expect(await searchCategoriesExist(request('shows', { startDate: start, endDate: end, categoryId: 99_999 }))).toBe(false);
    // A category of another type is not one of this type's.
    const [tour] = await rows<{ id: number }>(sql`select id from categories where product_type = 'TOUR' limit 1`);
    expect(await searchCategoriesExist(request('shows', { startDate: start, endDate: end, categoryId: Number(tour!.id) }))).toBe(false);
    const [cuisine] = await rows<{ id: number }>(sql`select id from categories where product_type = 'RESTAURANT' and group_code = 'Cuisine' limit 1`);
    const restaurants = (filterCode: string) => request('restaurants', { startDate: start, endDate: end, filterCode });
    expect(await searchCategoriesExist(restaurants(`Cuisine-${Number(cuisine!.id)}`))).toBe(true);
    expect(await searchCategoriesExist(restaurants('Cuisine-99999'))).toBe(false);
    expect(await searchCategoriesExist(restaurants('RESTAURANTPRICES-99999'))).toBe(false);
  });

  it('knows a made-up place, hotel filter or pinned product from one of the type\'s products', async () => {
    const [show] = await rows<{ area: string; hotel_id: number | null }>(sql`
      select p.area, (select h.id from products h where h.type = 'HOTEL' and h.name = p.located_within order by h.id limit 1) as hotel_id
        from products p where p.type = 'SHOW' and p.located_within is not null
         and exists (select 1 from products h where h.type = 'HOTEL' and h.name = p.located_within) limit 1`);
    const area = show!.area.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const shows = (filterCode: string) => request('shows', { startDate: start, endDate: end, filterCode });
    expect(await searchPlacesExist(shows(`LOCATIONS-${area}`))).toBe(true);
    expect(await searchPlacesExist(shows(`LOCATIONS-${area},HOTEL-${Number(show!.hotel_id)}`))).toBe(true);
    expect(await searchPlacesExist(shows('LOCATIONS-nowhere-at-all'))).toBe(false);
    expect(await searchPlacesExist(shows(`LOCATIONS-${area},HOTEL-99999`))).toBe(false);
    expect(await searchPlacesExist(request('shows', { startDate: start, endDate: end }))).toBe(true);
    // The product a search pins first: one of the type's, or not found ('any' pins none).
    const [pinned] = await rows<{ id: number }>(sql`select id from products where type = 'SHOW' limit 1`);
    const [hotel] = await rows<{ id: number }>(sql`select id from products where type = 'HOTEL' limit 1`);
    const pin = (preferredProductId: number | 'any') => request('shows', { startDate: start, endDate: end, preferredProductId });
    expect(await searchPlacesExist(pin(Number(pinned!.id)))).toBe(true);
    expect(await searchPlacesExist(pin('any'))).toBe(true);
    expect(await searchPlacesExist(pin(99_999))).toBe(false);
    expect(await searchPlacesExist(pin(Number(hotel!.id)))).toBe(false);
  });

  it('filters by category and sorts by price, the unpriced last', async () => {
    const results = await getSearchResults(request('shows', { startDate: start, endDate: end, categoryId: 259, sortId: 'price' }));
    expect(results.items.length).toBeGreaterThan(1);
    const comedy = await rows<{ product_id: number }>(sql`select product_id from product_categories where category_id = 259`);
    const comedyIds = new Set(comedy.map((r) => Number(r.product_id)));
    for (const item of results.items) expect(comedyIds.has(item.summary.id)).toBe(true);
    const prices = results.items.filter((c) => c.available).map((c) => c.offer!.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(results.items.slice(prices.length).every((c) => !c.available)).toBe(true);
    expect(results.categories.find((c) => c.id === 259)?.count).toBeGreaterThanOrEqual(results.items.length);
  });

  it('prices a hotel stay at its cheapest room type free every night, per night', async () => {
    const nights = 3;
    const checkOut = addCalendarDays(start, nights);
    const expected = await rows<{ product_id: number; total: number }>(sql`
      select s.product_id, min(t.total) as total from skus s join (
        select sku_id, sum(rate_cents) as total, count(*) as n from room_nights
         where night >= ${start}::date and night < ${checkOut}::date and rooms_total >= 2 group by sku_id) t on t.sku_id = s.id
       where t.n = ${nights} group by s.product_id`);
    const results = await getSearchResults(request('hotels', { startDate: start, endDate: checkOut, roomQty: 2 }));
    const expectedById = new Map(expected.map((r) => [Number(r.product_id), Math.round(Number(r.total) / nights)]));
    const available = results.items.filter((c) => c.available);
    expect(available.length).toBe(expectedById.size);
    for (const c of available) expect(c.offer?.priceCents).toBe(expectedById.get(c.summary.id));
    expect(results.facets.map((f) => f.group)).toEqual(['STAR_RATING', 'LOCATIONS']);
  });

  it('leaves out of a hotel stay the rooms already sold (room_nights.sold)', async () => {
    const night = addCalendarDays(today, 100);
    const [hotel] = await rows<{ product_id: number }>(sql`select id as product_id from products where type = 'HOTEL' order by id limit 1`);
    const productId = Number(hotel!.product_id);
    const search = async () => (await findSearchCandidates('HOTEL', night, addCalendarDays(night, 1), 1)).find((c) => c.summary.id === productId);
    await database().db.execute(sql`update room_nights rn set rooms_total = 4, held = 0, sold = 1 from skus k
                                     where k.id = rn.sku_id and k.product_id = ${productId} and rn.night = ${night}::date`);
    expect(await search()).toMatchObject({ available: true, roomsLeft: 3 });
    await database().db.execute(sql`update room_nights rn set sold = 4 from skus k
                                     where k.id = rn.sku_id and k.product_id = ${productId} and rn.night = ${night}::date`);
    expect((await search())?.offer ?? null).toBeNull();
  });

  it('narrows hotels by star rating and location, counting each option with the other groups kept', async () => {
    const base = request('hotels', { startDate: start, endDate: addCalendarDays(start, 2) });
    const all = await getSearchResults(base);
    const stars = all.facets.find((f) => f.group === 'STAR_RATING')!;
    const option = stars.options.find((o) => o.count > 0)!;
    const narrowed = await getSearchResults({ ...base, filters: { STAR_RATING: [option.value] } });
    expect(narrowed.items.length).toBe(option.count);
    for (const c of narrowed.items) expect(Math.floor(c.starRating ?? 0)).toBe(Number(option.value));
    // The star facet still offers the other classes with their full counts.
    expect(narrowed.facets.find((f) => f.group === 'STAR_RATING')!.options).toEqual(
      stars.options.map((o) => ({ ...o, chosen: o.value === option.value })),
    );
  });

  it('counts the places left on the best performance of the window, seats and general admission (card urgency)', async () => {
    const day = addCalendarDays(today, 90);
    const from = pacificInstant(day, '00:00').toISOString();
    const to = pacificInstant(addCalendarDays(day, 1), '00:00').toISOString();
    // A tour of the day: sell all its places but 4 on every departure, then all but 3 and 7 on two.
    const [tour] = await rows<{ id: number }>(sql`
      select p.id from products p where p.type = 'TOUR'
         and exists (select 1 from performances pf where pf.product_id = p.id and pf.starts_at >= ${from}::timestamptz and pf.starts_at < ${to}::timestamptz)
       order by p.id limit 1`);
    const tourId = Number(tour!.id);
    const sellAllBut = async (left: number) =>
      database().db.execute(sql`
        insert into ga_inventory (performance_id, sku_id, capacity, held, sold)
        select pf.id, k.id, k.capacity_per_performance, 0,
               k.capacity_per_performance - case when k.id = (select min(k2.id) from skus k2 where k2.product_id = k.product_id and k2.capacity_per_performance >= ${left}::int) then ${left}::int else 0 end
          from performances pf join skus k on k.product_id = pf.product_id and k.capacity_per_performance is not null
         where pf.product_id = ${tourId} and pf.starts_at >= ${from}::timestamptz and pf.starts_at < ${to}::timestamptz
        on conflict (performance_id, sku_id) do update set sold = excluded.sold, held = 0`);
    const tourCandidate = async () => (await findSearchCandidates('TOUR', day, day, 1)).find((c) => c.summary.id === tourId)!;
    await sellAllBut(4);
    expect(await tourCandidate()).toMatchObject({ available: true, placesLeft: 4, roomsLeft: null });
    await sellAllBut(12);
    expect((await tourCandidate()).placesLeft).toBe(12);
    await sellAllBut(0);
    expect((await tourCandidate()).placesLeft).toBe(0);

    // A seated show with nothing claimed: its venue's seats plus its general-admission capacity.
    const [show] = await rows<{ id: number; seats: number; ga: number }>(sql`
      select p.id, max(v.seat_count) as seats,
             (select coalesce(sum(k.capacity_per_performance), 0) from skus k where k.product_id = p.id and not k.supports_seat_selection) as ga
        from products p join performances pf on pf.product_id = p.id join venues v on v.id = pf.venue_id
       where p.type = 'SHOW' and pf.starts_at >= ${from}::timestamptz and pf.starts_at < ${to}::timestamptz
         and exists (select 1 from skus k where k.product_id = p.id and k.supports_seat_selection)
       group by p.id order by p.id limit 1`);
    const showCandidate = (await findSearchCandidates('SHOW', day, day, 1)).find((c) => c.summary.id === Number(show!.id))!;
    expect(showCandidate.placesLeft).toBe(Number(show!.seats) + Number(show!.ga));

    // Beyond the calendar nothing is counted.
    const far = addCalendarDays(today, 400);
    expect((await findSearchCandidates('TOUR', far, far, 1)).every((c) => c.placesLeft === null)).toBe(true);
  });

  it('finds nothing on sale beyond the bookable calendar', async () => {
    const far = addCalendarDays(today, 400);
    const results = await getSearchResults(request('shows', { startDate: far, endDate: addCalendarDays(far, 3) }));
    expect(results.availableCount).toBe(0);
    expect(results.items.length).toBeGreaterThan(0);
  });

  it('lists restaurants whether or not they sell seatings, filtered by cuisine', async () => {
    const restaurants = await findSearchCandidates('RESTAURANT', start, end, 1);
    expect(restaurants.every((c) => c.available)).toBe(true);
    const [first] = restaurants;
    const cuisine = first!.categoryIds[0]!;
    const filtered = applySearch(restaurants, [], request('restaurants', { filterCode: `Cuisine-${cuisine}` }));
    expect(filtered.items.length).toBeGreaterThan(0);
    for (const c of filtered.items) expect(c.categoryIds).toContain(cuisine);
  });

  it('puts a preferred product first', async () => {
    const plain = await getSearchResults(request('shows', { startDate: start, endDate: end, sortId: 'name' }));
    const last = plain.items.filter((c) => c.available).at(-1)!;
    const pinned = await getSearchResults(
      request('shows', { startDate: start, endDate: end, sortId: 'name', preferredProductId: last.summary.id }),
    );
    expect(pinned.items[0]!.summary.id).toBe(last.summary.id);
  });
});
