import { describe, expect, it } from 'vitest';
import { buildCatalog, productUrl, roman } from './catalog';
import { SEED_FAMILIES } from './families';
import { CLUB_TABLE_FULFILLMENT } from './families/clubs';
import { PRODUCT_TYPES, PRODUCT_TYPE_CONFIG, type ProductType } from '@/lib/config/product-types';
import { EXPECTED_STRIP_CLUB_BASE, EXPECTED_URL_BASE as TYPE_BASE } from './test-expectations';

import { buildMerchLists } from './merch';
import { addCalendarDays, pacificInstant, pacificToday, weekdayOf } from '@/lib/dates';
import { dateRange, performancesFor, roomNightsFor } from './schedule';

const catalog = buildCatalog(1);

describe('buildCatalog', () => {
  it('is identical on every build', () => {
    expect(buildCatalog(1)).toEqual(catalog);
  });

  it('gives unique names, slugs per type, urls and ids, also at a larger scale', () => {
    for (const plan of [catalog, buildCatalog(3)]) {
      const rows = plan.products.map((p) => p.product);
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
      expect(new Set(rows.map((r) => r.url)).size).toBe(rows.length);
      expect(new Set(rows.map((r) => `${r.type}:${r.slug}`)).size).toBe(rows.length);
      expect(new Set(rows.map((r) => `${r.type}:${r.name}`)).size).toBe(rows.length);
      for (const r of rows) expect(r.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('multiplies every count by the scale', () => {
    const scaled = buildCatalog(2);
    const count = (plan: typeof catalog, type: string) => plan.products.filter((p) => p.product.type === type).length;
    for (const type of Object.keys(TYPE_BASE)) expect(count(scaled, type)).toBe(2 * count(catalog, type));
    expect(scaled.venues).toHaveLength(2 * catalog.venues.length);
    expect(scaled.products.some((p) => p.product.name.endsWith(' II'))).toBe(true);
  });

  it("gives a club's tables their fulfillment message and every other sku none (the default ticket information)", () => {
    const skus = catalog.products.flatMap((p) => p.skus.map((sku) => ({ type: p.product.type, sku })));
    const tables = skus.filter(({ type, sku }) => type === 'CLUB' && sku.ticketType === 'TABLE');
    expect(tables.length).toBeGreaterThan(0);
    for (const { sku } of tables) expect(sku.fulfillmentMessage).toBe(CLUB_TABLE_FULFILLMENT);
    for (const { type, sku } of skus) if (!(type === 'CLUB' && sku.ticketType === 'TABLE')) expect(sku.fulfillmentMessage ?? null).toBeNull();
  });

  it('rejects a scale outside 1-50', () => {
    expect(() => buildCatalog(0)).toThrow(RangeError);
    expect(() => buildCatalog(1.5)).toThrow(RangeError);
  });

  it('builds each url as /iv2/{typeBase}/{id}/{slug}/dates', () => {
    for (const { product, categoryIds } of catalog.products) {
      // 3401: the Strip Clubs category of the bars; strip clubs have the details base of spec 2.2.
      const base = categoryIds.includes(3401) ? EXPECTED_STRIP_CLUB_BASE : TYPE_BASE[product.type];
      expect(product.url).toBe(`/iv2/${base}/${product.id}/${product.slug}/dates`);
    }
    expect(productUrl('AIR_HOTEL', 1030, 'x')).toBe('/iv2/las-vegas-hotels/1030/x/dates');
  });

  it('maps every seated show sku onto a price tier that exists in its venue', () => {
    for (const plan of catalog.products.filter((p) => p.venueKey)) {
      const venue = catalog.venues.find((v) => v.key === plan.venueKey);
      expect(venue).toBeDefined();
      const tiers = new Set(venue?.sections.flatMap((s) => s.seats.map((seat) => seat.priceTier)));
      const seatSkus = plan.skus.filter((s) => s.supportsSeatSelection && s.ticketType === 'RESERVED');
      expect(seatSkus.map((s) => s.priceTier).sort()).toEqual([...tiers].sort());
      // Better seats cost more.
      const prices = [...seatSkus].sort((a, b) => (a.priceTier ?? 0) - (b.priceTier ?? 0)).map((s) => s.basePriceCents);
      expect([...prices].sort((a, b) => b - a)).toEqual(prices);
      // The cheapest seats are also sold as a second ticket type (the map's info card), for less.
      const seniors = plan.skus.filter((s) => s.ticketType === 'SENIOR');
      expect(seniors).toHaveLength(1);
      expect(seniors[0]).toMatchObject({ supportsSeatSelection: true, priceTier: Math.max(...tiers) });
      expect(seniors[0]!.basePriceCents).toBeLessThan(prices.at(-1)!);
    }
  });

  it('marks a wheelchair space at each end of every last row of four seats or more, a companion seat beside each', () => {
    for (const venue of catalog.venues) {
      let spaces = 0;
      for (const section of venue.sections) {
        const rows = new Map<string, typeof section.seats>();
        for (const seat of section.seats) rows.set(seat.rowName, [...(rows.get(seat.rowName) ?? []), seat]);
        const rowNames = [...rows.keys()];
        for (const [name, seats] of rows) {
          const marked = seats.filter((s) => s.accessibility !== null).map((s) => [s.seatNumber, s.accessibility]);
          const last = name === rowNames.at(-1) && seats.length >= 4;
          expect(marked).toEqual(
            last
              ? [
                  [1, 'wheelchair'],
                  [2, 'companion'],
                  [seats.length - 1, 'companion'],
                  [seats.length, 'wheelchair'],
                ]
              : [],
          );
          if (last) spaces += 2;
        }
      }
      expect(spaces).toBeGreaterThan(0);
    }
  });

  it('lays seats out like a theatre: inside the drawing, below the stage, no two on one spot', () => {
    for (const venue of catalog.venues) {
      const seats = venue.sections.flatMap((s) => s.seats);
      expect(seats).toHaveLength(venue.seatCount);
      expect(new Set(seats.map((s) => `${s.x},${s.y}`)).size).toBe(seats.length);
      for (const s of seats) {
        expect(s.x).toBeGreaterThan(0);
        expect(s.x).toBeLessThan(venue.mapWidth);
        expect(s.y).toBeGreaterThan(venue.stage.y);
        expect(s.y).toBeLessThan(venue.mapHeight);
      }
      for (const section of venue.sections) {
        const keys = section.seats.map((s) => `${s.rowName}:${s.seatName}`);
        expect(new Set(keys).size).toBe(keys.length);
      }
    }
  });

  it('names rows A..Z without I and O, then AA, BB', async () => {
    const { rowName } = await import('./venues');
    expect([0, 1, 7, 8, 13, 23, 24, 25].map(rowName)).toEqual(['A', 'B', 'H', 'J', 'P', 'Z', 'AA', 'BB']);
  });

  it('slugs names with accents, ampersands and apostrophes the way lib/routes does', () => {
    const slugOf = (name: string) => catalog.products.find((p) => p.product.name === name)?.product.slug;
    expect(slugOf('Cirque Lumière: AURA')).toBe('cirque-lumiere-aura');
    expect(slugOf("Dr. Delirium's Comedy Hypnosis")).toBe('dr-deliriums-comedy-hypnosis');
    expect(slugOf('Neon Mirage Resort & Casino')).toBe('neon-mirage-resort-and-casino');
    expect(roman(2)).toBe('II');
    expect(roman(49)).toBe('XLIX');
  });

  it('fills every merchandising list the storefront asks for', () => {
    const { lists, items } = buildMerchLists(catalog.products);
    const codes = lists.map((l) => l.code);
    for (const code of ['WWWResortsPage', 'Hotel_Page_Hero_Slot', 'HomeFeaturedShows', 'HomeFeaturedHotels', 'MoreShows', 'MoreTours', 'MoreAttractions', 'DailyDeals', 'BestValue', 'Trending']) {
      expect(codes).toContain(code);
      expect(items.filter((i) => i.listCode === code).length).toBeGreaterThanOrEqual(5);
    }
    expect(items.some((i) => i.promotionName === 'Save 30%')).toBe(true);
  });
});

describe('schedule', () => {
  it('computes Pacific calendar dates and instants across daylight-saving changes', () => {
    expect(pacificToday(new Date('2026-03-08T07:59:00Z'))).toBe('2026-03-07');
    expect(pacificToday(new Date('2026-03-08T08:00:00Z'))).toBe('2026-03-08');
    expect(addCalendarDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addCalendarDays('2026-10-31', 2)).toBe('2026-11-02');
    expect(weekdayOf('2026-11-22')).toBe(0);
    // 7:00 pm is 03:00Z in winter (PST) and 02:00Z in summer (PDT).
    expect(pacificInstant('2026-03-07', '19:00').toISOString()).toBe('2026-03-08T03:00:00.000Z');
    expect(pacificInstant('2026-03-08', '19:00').toISOString()).toBe('2026-03-09T02:00:00.000Z');
  });

  it('gives the same performances for a date whenever the seed runs', () => {
    const show = catalog.products.find((p) => p.product.type === 'SHOW');
    if (!show) throw new Error('no show');
    const early = performancesFor(show, dateRange('2026-01-01', 60));
    const late = performancesFor(show, dateRange('2026-01-31', 60));
    const key = (p: { startsAt: Date; cancelled?: boolean }) => `${p.startsAt.toISOString()}:${p.cancelled}`;
    const overlapEarly = early.filter((p) => p.startsAt >= new Date('2026-01-31T08:00:00Z')).map(key);
    const overlapLate = late.filter((p) => p.startsAt < new Date('2026-03-02T08:00:00Z')).map(key);
    expect(overlapEarly).toEqual(overlapLate);
  });

  it('prices weekend hotel nights above the same week\u2019s midweek nights', () => {
    const hotel = catalog.products.find((p) => p.product.type === 'HOTEL');
    if (!hotel) throw new Error('no hotel');
    const nights = roomNightsFor(hotel, dateRange('2026-11-22', 7)).filter((n) => n.skuId === hotel.rooms[0]?.skuId);
    expect(nights).toHaveLength(7);
    const saturday = nights.find((n) => n.night === '2026-11-28');
    const tuesday = nights.find((n) => n.night === '2026-11-24');
    expect(saturday?.rateCents).toBeGreaterThan(tuesday?.rateCents ?? Infinity);
    for (const n of nights) expect(n.baseRateCents).toBeGreaterThanOrEqual(n.rateCents);
  });
});

describe('seed families', () => {
  // Frozen: e2e tests and bookmarked urls name these ids. A new family goes last in
  // SEED_FAMILIES (lib/db/seed/families/index.ts) and adds its row here; no row above may change.
  const FIRST_IDS: Record<keyof typeof SEED_FAMILIES, { product: number; sku: number | null }> = {
    hotels: { product: 1001, sku: 1 },
    packages: { product: 1030, sku: 122 },
    shows: { product: 1036, sku: 140 },
    tours: { product: 1069, sku: 280 },
    attractions: { product: 1092, sku: 323 },
    clubs: { product: 1114, sku: 366 },
    restaurants: { product: 1126, sku: 421 },
    places: { product: 1170, sku: null },
  };
  const FIRST_ID_OF_TYPE: Record<ProductType, number> = {
    HOTEL: 1001,
    AIR_HOTEL: 1030,
    SHOW: 1036,
    TOUR: 1069,
    ATTRACTION: 1092,
    CLUB: 1114,
    RESTAURANT: 1126,
    SPA: 1170,
    BAR: 1176,
    GAY_CLUB: 1184,
    POOL_CLUB: 1188,
    SPORTS_BOOK: 1194,
    SHOPPING: 1199,
  };

  it('keeps the first product and sku id of each family, in family order', () => {
    expect(Object.keys(SEED_FAMILIES)).toEqual(Object.keys(FIRST_IDS));
    for (const [name, family] of Object.entries(SEED_FAMILIES)) {
      const plans = catalog.products.filter((p) => family.types.includes(p.product.type));
      const withSkus = plans.find((p) => p.skus.length > 0);
      expect({ product: plans[0]?.product.id, sku: withSkus?.skus[0]?.id ?? null }, name).toEqual(FIRST_IDS[name as keyof typeof SEED_FAMILIES]);
    }
  });

  it('keeps the first id of each type and the last id of the catalog', () => {
    const first: Partial<Record<ProductType, number>> = {};
    for (const { product } of catalog.products) first[product.type] ??= product.id;
    expect(first).toEqual(FIRST_ID_OF_TYPE);
    expect(catalog.products).toHaveLength(225);
    expect(catalog.products.at(-1)?.product.id).toBe(1225);
  });

  it("makes each type in the family its registry entry names, and every family's types only", () => {
    for (const type of PRODUCT_TYPES) {
      const family = SEED_FAMILIES[PRODUCT_TYPE_CONFIG[type].seedFamily];
      expect(family.types, type).toContain(type);
    }
    for (const [name, family] of Object.entries(SEED_FAMILIES)) {
      for (const type of family.types) expect(PRODUCT_TYPE_CONFIG[type].seedFamily, type).toBe(name);
    }
  });
});
