// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache, type TestDataCache } from '@/tests/helpers/data-cache';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '@/lib/db/rows';
import { addCalendarDays, differenceInCalendarDays, pacificToday } from '@/lib/dates';
import { routes } from '@/lib/routes';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import type { DealsCalendar, DealsNight } from './deals-calendar';
import { DEALS_CALENDAR_TAGS, getDealsCalendar } from './queries';
import { calendarNights } from './rules';
import { hotelTags } from './tags';

type Deal = Extract<DealsNight, { kind: 'deal' }>;
const dealsOf = (calendar: DealsCalendar): Deal[] =>
  calendar.months.flatMap((m) => m.weeks.flat()).filter((n): n is Deal => n !== null && n.kind === 'deal');

/** Issue 24 item 5: the city-wide deals calendar's data on the seeded demo city. */
describe.each(testDatabaseKinds())('the city-wide hotel deals calendar on %s', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const db = () => database().db;
  let cache: TestDataCache;
  beforeAll(() => {
    cache = installTestDataCache();
  });
  afterAll(() => cache?.uninstall());
  beforeEach(() => cache.clear());

  it('links every night from today to the end of next month to a hotel that has that rate that night, the lowest in the city', async () => {
    const calendar = await getDealsCalendar();
    const { from, until } = calendarNights(null, new Date());
    expect(calendar.from).toBe(pacificToday(new Date()));
    expect([calendar.from, calendar.until]).toEqual([from, until]);
    expect(calendar.months).toHaveLength(2);
    const deals = dealsOf(calendar);
    // The demo city sells rooms every night of its window: every night of the calendar has a deal.
    expect(deals.map((d) => d.night)).toEqual(Array.from({ length: differenceInCalendarDays(until, from) }, (_, i) => addCalendarDays(from, i)));

    // Each hotel's lowest public rate per night over its room types with a room left, read directly.
    const rates = await rows<{ night: string; product_id: number; rate: number }>(
      db(),
      sql`select to_char(rn.night, 'YYYY-MM-DD') as night, k.product_id, min(rn.rate_cents)::int as rate
            from room_nights rn join skus k on k.id = rn.sku_id join products p on p.id = k.product_id
           where p.type = 'HOTEL' and p.sellable and rn.night >= ${from}::date and rn.night < ${until}::date
             and rn.rooms_total - rn.sold - rn.held > 0
           group by rn.night, k.product_id`,
    );
    const hotelRate = new Map(rates.map((r) => [`${r.night}:${Number(r.product_id)}`, Number(r.rate)]));
    const cityLowest = new Map<string, number>();
    for (const r of rates) cityLowest.set(r.night, Math.min(cityLowest.get(r.night) ?? Infinity, Number(r.rate)));
    const hotels = new Map(
      (await rows<{ id: number; name: string; slug: string; type: string }>(db(), sql`select id, name, slug, type from products where type = 'HOTEL'`)).map((h) => [
        Number(h.id),
        h,
      ]),
    );
    for (const deal of deals) {
      expect(hotelRate.get(`${deal.night}:${deal.productId}`), deal.night).toBe(deal.rateCents);
      expect(cityLowest.get(deal.night), deal.night).toBe(deal.rateCents);
      const link = routes.hotelProductDetails.parse(deal.href);
      const hotel = hotels.get(deal.productId);
      expect(hotel, deal.href).toBeDefined();
      expect(link).toMatchObject({ productID: deal.productId, productName: hotel!.slug, startDate: deal.night, endDate: addCalendarDays(deal.night, 1) });
      expect(deal.hotelName).toBe(hotel!.name);
    }
    // More than one hotel wins a night over two months of weekday, weekend and seasonal rates.
    expect(new Set(deals.map((d) => d.productId)).size).toBeGreaterThan(1);
    expect(calendar.lowest?.rateCents).toBe(Math.min(...deals.map((d) => d.rateCents)));
  });

  it('is cached under the rates tag; a rate change shows once the tag is revalidated', async () => {
    const before = await getDealsCalendar();
    const entry = cache.entries().find((e) => e.tags.includes(hotelTags.rates));
    expect(entry?.tags).toEqual([...DEALS_CALENDAR_TAGS]);
    const deal = dealsOf(before)[3]!;
    // Another hotel's cheapest room type that night goes a dollar below the city's lowest.
    const [other] = await rows<{ sku_id: number; product_id: number; rate_cents: number }>(
      db(),
      sql`select rn.sku_id, k.product_id, rn.rate_cents from room_nights rn join skus k on k.id = rn.sku_id join products p on p.id = k.product_id
           where p.type = 'HOTEL' and p.sellable and rn.night = ${deal.night}::date and k.product_id <> ${deal.productId}
             and rn.rooms_total - rn.sold - rn.held > 0
           order by rn.rate_cents, rn.sku_id limit 1`,
    );
    const lower = deal.rateCents - 100;
    const setRate = (cents: number) =>
      db().execute(sql`update room_nights set rate_cents = ${cents}, member_rate_cents = least(member_rate_cents, ${cents}),
                              insider_rate_cents = least(insider_rate_cents, ${cents})
                        where sku_id = ${other!.sku_id} and night = ${deal.night}::date`);
    await setRate(lower);
    try {
      const cached = dealsOf(await getDealsCalendar()).find((d) => d.night === deal.night);
      expect(cached).toEqual(deal);
      cache.expireTags([hotelTags.rates]);
      const fresh = dealsOf(await getDealsCalendar()).find((d) => d.night === deal.night);
      expect(fresh).toMatchObject({ kind: 'deal', night: deal.night, rateCents: lower, productId: Number(other!.product_id) });
      expect(routes.hotelProductDetails.parse(fresh!.href)).toMatchObject({ productID: Number(other!.product_id), startDate: deal.night });
    } finally {
      await db().execute(sql`update room_nights set rate_cents = ${Number(other!.rate_cents)} where sku_id = ${other!.sku_id} and night = ${deal.night}::date`);
    }
  });

  it('leaves out a night where no hotel has a room left', async () => {
    const { from } = calendarNights(null, new Date());
    const night = addCalendarDays(from, 5);
    const saved = await rows<{ sku_id: number; sold: number }>(db(), sql`select sku_id, sold from room_nights where night = ${night}::date`);
    await db().execute(sql`update room_nights set sold = rooms_total - held where night = ${night}::date`);
    try {
      const calendar = await getDealsCalendar();
      const cell = calendar.months.flatMap((m) => m.weeks.flat()).find((n) => n?.night === night);
      expect(cell).toEqual({ kind: 'none', night });
      expect(dealsOf(calendar).some((d) => d.night === night)).toBe(false);
    } finally {
      for (const r of saved) await db().execute(sql`update room_nights set sold = ${Number(r.sold)} where sku_id = ${r.sku_id} and night = ${night}::date`);
    }
  });
});
