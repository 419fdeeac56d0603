import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds } from '@/tests/helpers/test-database';
import type { DatabaseHandle, Db } from '../client';
import { IMAGE_SIZE_PIXELS } from '@/lib/media/image-sizes';
import type { ProductType } from './data/types';
import { EXPECTED_SHOPPING_CATEGORY_SLUGS, EXPECTED_STRIP_CLUB_BASE, EXPECTED_STRIP_CLUB_CATEGORY, EXPECTED_URL_BASE } from './test-expectations';
import { addCalendarDays, pacificToday } from '@/lib/dates';
import { extendBookableWindow, isSeeded, resetDemoCity, seedDemoCity, type SeedSummary } from './index';
import { rows } from '@/lib/db/rows';

const ALL_TYPES = ['HOTEL', 'AIR_HOTEL', 'SHOW', 'TOUR', 'ATTRACTION', 'CLUB', 'RESTAURANT', 'SPA', 'BAR', 'GAY_CLUB', 'POOL_CLUB', 'SPORTS_BOOK', 'SHOPPING'];

const MIN_COUNTS: Record<string, number> = { SHOW: 30, HOTEL: 25, TOUR: 20, ATTRACTION: 20, CLUB: 12, RESTAURANT: 40, BAR: 8, SHOPPING: 18 };

/** Tests that seed whole cities again: about 20 s alone, twice that on a busy two-core machine. */
const SEEDS_TWICE_MS = 120_000;

/** A digest of catalog rows in a fixed order, leaving out the created/updated timestamps. */
async function catalogDigest(db: Db): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  const tables: Record<string, string> = {
    products: `select id, type, name, slug, url, short_description, description, located_within, address, city, postal_code,
                      area, on_strip, latitude, longitude, provider_name, min_age, rating, review_count, star_rating, guest_score,
                      sellable, duration_minutes, venue_id, local_phone, features, popularity from products order by id`,
    skus: 'select * from skus order by id',
    seats: 'select * from seats order by id',
    venues: 'select * from venues order by id',
    venue_sections: 'select * from venue_sections order by id',
    categories: 'select * from categories order by id',
    product_categories: 'select * from product_categories order by product_id, category_id',
    product_images: 'select * from product_images order by id',
    merch_list_items: 'select * from merch_list_items order by list_code, position',
    reviews: 'select product_id, rating, title, body, author_name, author_location, visited_on from reviews order by id',
  };
  for (const [name, query] of Object.entries(tables)) {
    const [row] = await rows<{ digest: string; n: string | number }>(
      db,
      sql.raw(`select md5(coalesce(string_agg(t::text, '|'), '')) as digest, count(*) as n from (${query}) t`),
    );
    digests[name] = `${row?.n}:${row?.digest}`;
  }
  return digests;
}

describe.each(testDatabaseKinds())('demo city seed on %s', (kind) => {
  let handle: DatabaseHandle;
  let db: Db;
  let summary: SeedSummary;
  let seededBefore: boolean;
  const now = new Date();
  const today = pacificToday(now);

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    db = handle.db;
    seededBefore = await isSeeded(db);
    summary = await seedDemoCity(db, { scale: 1, now });
    console.info(`[seed] ${kind} scale 1 seeded in ${summary.milliseconds} ms`);
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('reports seeded only once products exist', async () => {
    expect(seededBefore).toBe(false);
    expect(await isSeeded(db)).toBe(true);
  });

  it('has every product type, with the minimum counts', async () => {
    const counts = await rows<{ type: string; n: number | string }>(db, sql`select type, count(*) as n from products group by type`);
    const byType = Object.fromEntries(counts.map((c) => [c.type, Number(c.n)]));
    expect(Object.keys(byType).sort()).toEqual([...ALL_TYPES].sort());
    for (const type of ALL_TYPES) {
      const min = MIN_COUNTS[type] ?? 4;
      expect(byType[type], type).toBeGreaterThanOrEqual(min);
      if (!(type in MIN_COUNTS)) expect(byType[type], type).toBeLessThanOrEqual(8);
    }
    expect(summary.productsByType).toEqual(byType);
  });

  it('writes guest reviews before the seed day, for most products but not all', async () => {
    const [stats] = await rows<{ n: number | string; products: number | string; latest: string; earliest: string }>(
      db,
      sql`select count(*) as n, count(distinct product_id) as products,
                 max((created_at at time zone 'America/Los_Angeles')::date)::text as latest,
                 min((created_at at time zone 'America/Los_Angeles')::date)::text as earliest
            from reviews`,
    );
    expect(Number(stats?.n)).toBe(summary.reviews);
    expect(summary.reviews).toBeGreaterThan(1000);
    expect(Number(stats?.products)).toBeGreaterThan(summary.products * 0.7);
    expect(Number(stats?.products)).toBeLessThan(summary.products);
    expect(stats!.latest < summary.firstDate).toBe(true);
    expect(stats!.earliest >= addCalendarDays(summary.firstDate, -720)).toBe(true);
  });

  it('numbers products from 1001 and gives each a details url of its own', async () => {
    const products = await rows<{ id: number; type: ProductType; slug: string; url: string; strip_club: boolean }>(
      db,
      sql`select id, type, slug, url, exists (
                   select 1 from product_categories pc join categories c on c.id = pc.category_id
                    where pc.product_id = products.id
                      and c.group_code = ${EXPECTED_STRIP_CLUB_CATEGORY.group} and c.slug = ${EXPECTED_STRIP_CLUB_CATEGORY.slug}) as strip_club
            from products order by id`,
    );
    expect(products[0]?.id).toBe(1001);
    expect(new Set(products.map((p) => p.url)).size).toBe(products.length);
    for (const p of products) {
      const base = p.strip_club ? EXPECTED_STRIP_CLUB_BASE : EXPECTED_URL_BASE[p.type];
      expect(p.url).toBe(`/iv2/${base}/${p.id}/${p.slug}/dates`);
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('places products in Las Vegas with plausible addresses, areas and ratings', async () => {
    const products = await rows<{
      type: string; postal_code: string; latitude: number; longitude: number; area: string; address: string;
      rating: string | number; review_count: number; star_rating: string | number | null; guest_score: string | number | null;
      located_within: string | null; description: string; short_description: string;
    }>(db, sql`select * from products`);
    const areas = new Set(products.map((p) => p.area));
    for (const area of ['South Strip', 'Center Strip', 'North Strip', 'Downtown', 'Off Strip', 'Henderson', 'Summerlin']) expect(areas).toContain(area);
    const hotelNames = new Set((await rows<{ name: string }>(db, sql`select name from products where type = 'HOTEL'`)).map((h) => h.name));
    for (const p of products) {
      expect(p.postal_code).toMatch(/^89[01]\d\d$/);
      expect(p.latitude).toBeGreaterThan(35.9);
      expect(p.latitude).toBeLessThan(36.3);
      expect(p.longitude).toBeGreaterThan(-115.4);
      expect(p.longitude).toBeLessThan(-114.8);
      expect(Number(p.rating)).toBeGreaterThanOrEqual(0);
      expect(Number(p.rating)).toBeLessThanOrEqual(5);
      expect(p.description.split('. ').length).toBeGreaterThanOrEqual(3);
      expect(p.short_description.length).toBeGreaterThan(20);
      if (p.located_within) expect(hotelNames).toContain(p.located_within);
      if (p.type === 'HOTEL') {
        expect(Number(p.star_rating)).toBeGreaterThanOrEqual(1);
        expect(Number(p.guest_score)).toBeGreaterThan(0);
        expect(Number(p.guest_score)).toBeLessThanOrEqual(10);
      }
    }
    const shows = products.filter((p) => p.type === 'SHOW');
    expect(shows.every((s) => s.located_within !== null)).toBe(true);
  });

  it('has the spec category ids and files every show, tour and restaurant', async () => {
    const categories = await rows<{ id: number; group_code: string; name: string }>(db, sql`select id, group_code, name from categories`);
    const byId = new Map(categories.map((c) => [c.id, c]));
    const spec: [number, string, string][] = [
      [263, 'SHOWCATEGORIES', 'Adult'], [1022, 'SHOWCATEGORIES', 'Acrobatic Theatre'], [259, 'SHOWCATEGORIES', 'Comedy'],
      [257, 'SHOWCATEGORIES', 'Concerts'], [265, 'SHOWCATEGORIES', 'Hypnosis'], [254, 'SHOWCATEGORIES', 'Impersonators'],
      [260, 'SHOWCATEGORIES', 'Magic'], [1023, 'SHOWCATEGORIES', 'Musicals'], [255, 'SHOWCATEGORIES', 'Production'],
      [256, 'SHOWCATEGORIES', 'Tribute'], [1025, 'SHOWCATEGORIES', 'Variety'],
      [878, 'TOURAREAS', 'Colorado River'], [879, 'TOURAREAS', 'Grand Canyon'], [880, 'TOURAREAS', 'Hoover Dam'],
      [881, 'TOURAREAS', 'Lake Mead'], [882, 'TOURAREAS', 'Other'], [883, 'TOURAREAS', 'Red Rock'],
      [884, 'TOURAREAS', 'Valley of Fire'], [885, 'TOURAREAS', 'Strip tours'],
    ];
    for (const [id, group, name] of spec) expect(byId.get(id), String(id)).toMatchObject({ group_code: group, name });
    expect(categories.filter((c) => c.group_code === 'Cuisine').length).toBeGreaterThanOrEqual(100);

    const filed = await rows<{ type: string; id: number; n: number | string }>(
      db,
      sql`select p.type, p.id, count(c.id) as n
            from products p
            left join product_categories pc on pc.product_id = p.id
            left join categories c on c.id = pc.category_id
             and c.group_code = case p.type when 'SHOW' then 'SHOWCATEGORIES' when 'TOUR' then 'TOURAREAS' else 'Cuisine' end
           where p.type in ('SHOW', 'TOUR', 'RESTAURANT')
           group by p.type, p.id`,
    );
    for (const f of filed) {
      const n = Number(f.n);
      if (f.type === 'RESTAURANT') {
        expect(n, `restaurant ${f.id}`).toBeGreaterThanOrEqual(1);
        expect(n, `restaurant ${f.id}`).toBeLessThanOrEqual(3);
      } else {
        expect(n, `${f.type} ${f.id}`).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('files several stores under each shopping category page of spec 2.2', async () => {
    const counts = await rows<{ slug: string; n: number | string }>(
      db,
      sql`select c.slug, count(p.id) as n
            from categories c
            join product_categories pc on pc.category_id = c.id
            join products p on p.id = pc.product_id and p.type = 'SHOPPING'
           where c.group_code = 'SHOPPINGCATEGORIES'
           group by c.slug`,
    );
    const bySlug = new Map(counts.map((c) => [c.slug, Number(c.n)]));
    for (const slug of EXPECTED_SHOPPING_CATEGORY_SLUGS) expect(bySlug.get(slug) ?? 0, slug).toBeGreaterThanOrEqual(3);
  });

  it('lists 6-8 strip clubs as 21+ catalogue bars, numbered after every other product', async () => {
    const clubs = await rows<{ id: number; type: string; min_age: number | null; sellable: boolean }>(
      db,
      sql`select p.id, p.type, p.min_age, p.sellable
            from products p
            join product_categories pc on pc.product_id = p.id
            join categories c on c.id = pc.category_id
           where c.group_code = ${EXPECTED_STRIP_CLUB_CATEGORY.group} and c.slug = ${EXPECTED_STRIP_CLUB_CATEGORY.slug}`,
    );
    expect(clubs.length).toBeGreaterThanOrEqual(6);
    expect(clubs.length).toBeLessThanOrEqual(8);
    for (const club of clubs) expect(club).toMatchObject({ type: 'BAR', min_age: 21, sellable: false });
    // Added last, so the ids that urls, fixtures and tests already carry did not move.
    const [products] = await rows<{ n: number | string; max: number }>(db, sql`select count(*) as n, max(id) as max from products`);
    const ids = clubs.map((c) => Number(c.id)).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: clubs.length }, (_, i) => Number(products?.max) - clubs.length + 1 + i));
  });

  it('has a small, a medium and a large seat map, with one seat per position', async () => {
    const venues = await rows<{ id: number; seat_count: number; map_width: number; map_height: number; seats: number | string; positions: number | string }>(
      db,
      sql`select v.id, v.seat_count, v.map_width, v.map_height, count(s.id) as seats, count(distinct (s.x, s.y)) as positions
            from venues v join seats s on s.venue_id = v.id group by v.id`,
    );
    const sizes = venues.map((v) => Number(v.seats));
    expect(sizes.some((n) => n >= 250 && n <= 350)).toBe(true);
    expect(sizes.some((n) => n >= 1300 && n <= 1700)).toBe(true);
    expect(sizes.some((n) => n >= 4000)).toBe(true);
    for (const v of venues) {
      expect(Number(v.seats)).toBe(v.seat_count);
      expect(Number(v.positions)).toBe(Number(v.seats));
    }
    const [outside] = await rows<{ n: number | string }>(
      db,
      sql`select count(*) as n from seats s join venues v on v.id = s.venue_id
           where s.x < 0 or s.y < 0 or s.x > v.map_width or s.y > v.map_height`,
    );
    expect(Number(outside?.n)).toBe(0);
    // Several shows share a theatre, as real residencies do.
    const shared = await rows<{ venue_id: number; n: number | string }>(
      db,
      sql`select venue_id, count(*) as n from products where venue_id is not null group by venue_id having count(*) > 1`,
    );
    expect(shared.length).toBeGreaterThanOrEqual(3);
  });

  it('sells seated shows by venue price tier and the rest by capacity', async () => {
    const [mismatch] = await rows<{ n: number | string }>(
      db,
      sql`select count(*) as n from skus k join products p on p.id = k.product_id
           where k.supports_seat_selection
             and not exists (select 1 from seats s where s.venue_id = p.venue_id and s.price_tier = k.price_tier)`,
    );
    expect(Number(mismatch?.n)).toBe(0);
    const kinds = await rows<{ seated: boolean; ga: boolean; n: number | string }>(
      db,
      sql`select bool_or(k.supports_seat_selection) as seated, bool_or(k.capacity_per_performance is not null) as ga, count(*) as n
            from products p join skus k on k.product_id = p.id where p.type = 'SHOW' group by p.id`,
    );
    expect(kinds.some((k) => k.seated && !k.ga)).toBe(true);
    expect(kinds.some((k) => !k.seated && k.ga)).toBe(true);
    expect(kinds.some((k) => k.seated && k.ga)).toBe(true);
    const [bad] = await rows<{ n: number | string }>(
      db,
      sql`select count(*) as n from skus k join products p on p.id = k.product_id
           where (k.supports_seat_selection and (k.price_tier is null or k.capacity_per_performance is not null))
              or (p.type in ('TOUR', 'ATTRACTION', 'CLUB') and k.capacity_per_performance is null)
              or (p.type in ('HOTEL', 'AIR_HOTEL') and k.max_occupancy is null)`,
    );
    expect(Number(bad?.n)).toBe(0);
  });

  it('prices every sku in cents with base >= price, fees and taxes, and some insider and grouped skus', async () => {
    const skus = await rows<{
      product_id: number; type: string; ticket_type: string; price_cents: number; base_price_cents: number; fee_cents: number; tax_cents: number;
      insider_price_cents: number | null; insider_password_protected: boolean; purchase_quantities: number[]; max_quantity: number;
    }>(db, sql`select k.*, p.type from skus k join products p on p.id = k.product_id`);
    expect(skus.length).toBeGreaterThan(300);
    for (const k of skus) {
      for (const cents of [k.price_cents, k.base_price_cents, k.fee_cents, k.tax_cents]) expect(Number.isInteger(cents)).toBe(true);
      expect(k.price_cents).toBeGreaterThan(0);
      expect(k.base_price_cents).toBeGreaterThanOrEqual(k.price_cents);
      expect(k.fee_cents).toBeGreaterThan(0);
      expect(k.tax_cents).toBeGreaterThan(0);
      if (k.insider_price_cents !== null) expect(k.insider_price_cents).toBeLessThan(k.price_cents);
      if (k.purchase_quantities.length > 0) expect(Math.max(...k.purchase_quantities)).toBeLessThanOrEqual(k.max_quantity);
      if (!['HOTEL', 'AIR_HOTEL'].includes(k.type)) {
        // Service fees run 10-15% of the ticket; tax is Clark County's 8.375%.
        expect(k.fee_cents / k.price_cents).toBeGreaterThanOrEqual(0.095);
        expect(k.fee_cents / k.price_cents).toBeLessThanOrEqual(0.155);
        expect(Math.abs(k.tax_cents - k.price_cents * 0.08375)).toBeLessThanOrEqual(1);
      }
    }
    expect(skus.some((k) => k.base_price_cents > k.price_cents)).toBe(true);
    expect(skus.some((k) => k.insider_price_cents !== null)).toBe(true);
    expect(skus.some((k) => k.insider_password_protected)).toBe(true);
    expect(skus.some((k) => k.purchase_quantities.join() === '4')).toBe(true);
    expect(skus.some((k) => k.purchase_quantities.join() === '2,4,6')).toBe(true);

    const sellableWithoutSkus = await rows<{ id: number }>(
      db,
      sql`select id from products p where sellable and not exists (select 1 from skus k where k.product_id = p.id)`,
    );
    expect(sellableWithoutSkus).toEqual([]);
    const roomTypes = await rows<{ n: number | string }>(db, sql`select count(*) as n from skus k join products p on p.id = k.product_id where p.type = 'HOTEL' group by p.id`);
    for (const r of roomTypes) {
      expect(Number(r.n)).toBeGreaterThanOrEqual(3);
      expect(Number(r.n)).toBeLessThanOrEqual(5);
    }
  });

  it('schedules the next 120 Pacific days for every sellable type', async () => {
    const lastDay = addCalendarDays(today, 119);
    const spans = await rows<{ type: string; first: string; last: string; products: number | string; cancelled: number | string }>(
      db,
      sql`select p.type,
                 to_char(min(f.starts_at at time zone 'America/Los_Angeles'), 'YYYY-MM-DD') as first,
                 to_char(max(f.starts_at at time zone 'America/Los_Angeles'), 'YYYY-MM-DD') as last,
                 count(distinct p.id) as products,
                 count(*) filter (where f.cancelled) as cancelled
            from performances f join products p on p.id = f.product_id group by p.type`,
    );
    const byType = new Map(spans.map((s) => [s.type, s]));
    for (const type of ['SHOW', 'TOUR', 'ATTRACTION']) {
      const span = byType.get(type);
      expect(span, type).toBeDefined();
      expect(span?.first, type).toBe(today);
      expect(span?.last, type).toBe(lastDay);
    }
    // No club opens on Monday or Tuesday, so the first and last club nights fall within the
    // window's first and last week rather than on its first and last day.
    const clubs = byType.get('CLUB');
    expect(clubs?.first && clubs.first >= today && clubs.first <= addCalendarDays(today, 6), `CLUB first ${clubs?.first}`).toBe(true);
    expect(clubs?.last && clubs.last <= lastDay && clubs.last >= addCalendarDays(lastDay, -6), `CLUB last ${clubs?.last}`).toBe(true);
    expect(spans.reduce((n, s) => n + Number(s.cancelled), 0)).toBeGreaterThan(0);
    // Each show, tour, attraction and club plays in the first and the last week of the window.
    const [idle] = await rows<{ n: number | string }>(
      db,
      sql`select count(*) as n from products p
           where p.type in ('SHOW', 'TOUR', 'ATTRACTION', 'CLUB')
             and (not exists (select 1 from performances f where f.product_id = p.id
                               and (f.starts_at at time zone 'America/Los_Angeles')::date < ${addCalendarDays(today, 7)}::date)
               or not exists (select 1 from performances f where f.product_id = p.id
                               and (f.starts_at at time zone 'America/Los_Angeles')::date > ${addCalendarDays(today, 112)}::date))`,
    );
    expect(Number(idle?.n)).toBe(0);

    const [nights] = await rows<{ first: string; last: string; fewest: number | string; most: number | string }>(
      db,
      sql`select to_char(min(first), 'YYYY-MM-DD') as first, to_char(max(last), 'YYYY-MM-DD') as last,
                 min(n) as fewest, max(n) as most
            from (select sku_id, min(night) as first, max(night) as last, count(*) as n from room_nights group by sku_id) per_sku`,
    );
    expect(nights).toMatchObject({ first: today, last: lastDay });
    expect(Number(nights?.fewest)).toBe(120);
    expect(Number(nights?.most)).toBe(120);
    const [avg] = await rows<{ weekend: string | number; midweek: string | number }>(
      db,
      sql`select avg(rate_cents) filter (where extract(isodow from night) in (5, 6)) as weekend,
                 avg(rate_cents) filter (where extract(isodow from night) in (1, 2, 3)) as midweek from room_nights`,
    );
    expect(Number(avg?.weekend)).toBeGreaterThan(Number(avg?.midweek) * 1.2);
  });

  it('starts performances at the Pacific times of their kind', async () => {
    const times = await rows<{ type: string; time: string }>(
      db,
      sql`select distinct p.type, to_char(f.starts_at at time zone 'America/Los_Angeles', 'HH24:MI') as time
            from performances f join products p on p.id = f.product_id`,
    );
    const of = (type: string) => new Set(times.filter((t) => t.type === type).map((t) => t.time));
    expect([...of('CLUB')]).toEqual(['22:30']);
    expect(of('SHOW')).toContain('19:00');
    expect(of('SHOW')).toContain('21:30');
    for (const t of of('TOUR')) expect(t < '21:01', t).toBe(true);
  });

  it('gives every product one primary SQUARELARGE image, a hero and a gallery', async () => {
    const images = await rows<{ product_id: number; size: keyof typeof IMAGE_SIZE_PIXELS; path: string; is_primary: boolean; width: number; height: number; title: string }>(
      db,
      sql`select * from product_images`,
    );
    const [productCount] = await rows<{ n: number | string }>(db, sql`select count(*) as n from products`);
    const byProduct = new Map<number, typeof images>();
    for (const image of images) byProduct.set(image.product_id, [...(byProduct.get(image.product_id) ?? []), image]);
    expect(byProduct.size).toBe(Number(productCount?.n));
    for (const [productId, list] of byProduct) {
      const primary = list.filter((i) => i.is_primary);
      expect(primary).toHaveLength(1);
      expect(primary[0]?.size).toBe('SQUARELARGE');
      expect(list.some((i) => i.size === 'HERO658X251')).toBe(true);
      expect(list.filter((i) => i.size === 'GALLERY800X533').length).toBeGreaterThanOrEqual(3);
      for (const i of list) {
        expect(i.path).toMatch(new RegExp(`^/media/products/${productId}/${i.size}-[1-9][0-9]*\\.svg$`));
        expect({ width: i.width, height: i.height }).toEqual(IMAGE_SIZE_PIXELS[i.size]);
        expect(i.title.length).toBeGreaterThan(0);
      }
    }
  });

  it('fills the merchandising lists', async () => {
    const lists = await rows<{ list_code: string; n: number | string; promotions: number | string }>(
      db,
      sql`select list_code, count(*) as n, count(promotion_name) as promotions from merch_list_items group by list_code`,
    );
    const codes = new Map(lists.map((l) => [l.list_code, l]));
    for (const code of ['WWWResortsPage', 'Hotel_Page_Hero_Slot', 'HomeFeaturedShows', 'HomeFeaturedHotels', 'MoreShows', 'MoreTours', 'MoreAttractions', 'DailyDeals', 'BestValue', 'Trending']) {
      expect(Number(codes.get(code)?.n), code).toBeGreaterThanOrEqual(5);
    }
    const [typed] = await rows<{ n: number | string }>(
      db,
      sql`select count(*) as n from merch_list_items m join products p on p.id = m.product_id
           where (m.list_code in ('MoreShows', 'HomeFeaturedShows') and p.type <> 'SHOW')
              or (m.list_code in ('WWWResortsPage', 'Hotel_Page_Hero_Slot', 'HomeFeaturedHotels', 'DailyDeals', 'BestValue', 'Trending') and p.type <> 'HOTEL')`,
    );
    expect(Number(typed?.n)).toBe(0);
    expect(lists.reduce((n, l) => n + Number(l.promotions), 0)).toBeGreaterThan(3);
  });

  it('seeds deals of discounted sellable products, some ending within a day of the seed', async () => {
    const [counts] = await rows<{ n: number | string; soon: number | string; products: number | string; unsold: number | string }>(
      db,
      sql`select count(*) as n,
                 count(*) filter (where d.ends_at > ${now.toISOString()}::timestamptz and d.ends_at <= ${now.toISOString()}::timestamptz + interval '86400 seconds') as soon,
                 count(distinct d.product_id) as products,
                 count(*) filter (where not p.sellable) as unsold
            from deals d join products p on p.id = d.product_id`,
    );
    expect(Number(counts?.n)).toBe(summary.deals);
    expect(Number(counts?.soon)).toBeGreaterThan(0);
    expect(Number(counts?.products)).toBeGreaterThan(20);
    expect(Number(counts?.unsold)).toBe(0);
    const [names] = await rows<{ bad: number | string }>(db, sql`select count(*) as bad from deals where name !~ '^Save up to [1-9][0-9]%$'`);
    expect(Number(names?.bad)).toBe(0);
  });

  it('builds the same catalog in another fresh database; reset and seeded days earlier, then topped up, it has what a fresh seed has', async () => {
    const first = await catalogDigest(db);
    // The run's seeded template: another database seeded from empty by prepareDatabase.
    const other = await createTestDatabase(kind, { seed: true });
    try {
      expect(await catalogDigest(other.db)).toEqual(first);

      await resetDemoCity(other.db);
      expect(await isSeeded(other.db)).toBe(false);
      // Seeded ten days ago, as a server that ran since then would have it, and topped up today.
      await seedDemoCity(other.db, { scale: 1, now: new Date(now.getTime() - 10 * 86_400_000) });
      const added = await extendBookableWindow(other.db, { scale: 1, now });
      expect(added.performances).toBeGreaterThan(0);
      expect(added.roomNights).toBeGreaterThan(0);
      expect(added.deals).toBeGreaterThan(0);
      expect(await extendBookableWindow(other.db, { scale: 1, now })).toEqual({ performances: 0, roomNights: 0, deals: 0 });

      // The catalog is the same whatever the seed day, but for the reviews, written before it.
      const withoutReviews = (digest: Record<string, string>) => Object.fromEntries(Object.entries(digest).filter(([table]) => table !== 'reviews'));
      expect(withoutReviews(await catalogDigest(other.db))).toEqual(withoutReviews(first));

      const windowDigest = async (target: Db) => {
        const [row] = await rows<{ digest: string; n: number | string }>(
          target,
          sql`select md5(string_agg(concat_ws(',', product_id, starts_at, venue_id, cancelled), '|' order by product_id, starts_at)) as digest, count(*) as n
                from performances where (starts_at at time zone 'America/Los_Angeles')::date >= ${today}::date`,
        );
        const [nights] = await rows<{ digest: string }>(
          target,
          sql`select md5(string_agg(concat_ws(',', sku_id, night, rate_cents, base_rate_cents, rooms_total), '|' order by sku_id, night)) as digest
                from room_nights where night >= ${today}::date`,
        );
        const [dealt] = await rows<{ digest: string }>(
          target,
          sql`select md5(string_agg(concat_ws(',', product_id, name, starts_at, ends_at), '|' order by product_id, ends_at)) as digest
                from deals where (ends_at at time zone 'America/Los_Angeles')::date >= ${today}::date`,
        );
        return `${row?.n}:${row?.digest}:${nights?.digest}:${dealt?.digest}`;
      };
      expect(await windowDigest(other.db)).toBe(await windowDigest(db));
    } finally {
      await other.close();
    }
  }, SEEDS_TWICE_MS);
});
