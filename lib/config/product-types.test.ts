import { describe, expect, expectTypeOf, it } from 'vitest';
import { PRODUCT_DETAILS_ROUTE, SEARCH_KINDS } from '@/lib/routes';
import { SEARCH_RULES, SORT_OPTIONS } from './search-rules';
import {
  CATALOGUE_PRODUCT_TYPES,
  isProductType,
  isSoldByDate,
  isWidgetType,
  LINE_PAGES,
  PRODUCT_TYPE_CONFIG,
  SEARCHABLE_TYPES,
  SIDEBAR_WIDGET_TYPES,
  SOLD_BY_DATE_TYPES,
  WIDGET_TYPES,
  type ProductTypeConfig,
  type SearchableType,
  type SoldByDateType,
  type WidgetType,
  isSellableByDefault,
  linePagePathFor,
  PRODUCT_TYPE_INFO,
  PRODUCT_TYPES,
  priceLabelFor,
  productTypeSchema,
  SELLABLE_PRODUCT_TYPES,
  unavailableLabelFor,
  URL_BASES,
  urlBaseFor,
} from './product-types';

describe('product types', () => {
  it('lists the 13 type codes of the spec', () => {
    expect(PRODUCT_TYPES).toEqual([
      'HOTEL',
      'AIR_HOTEL',
      'SHOW',
      'TOUR',
      'ATTRACTION',
      'CLUB',
      'RESTAURANT',
      'SPA',
      'BAR',
      'GAY_CLUB',
      'POOL_CLUB',
      'SPORTS_BOOK',
      'SHOPPING',
    ]);
    expect(productTypeSchema.safeParse('SHOW').success).toBe(true);
    expect(productTypeSchema.safeParse('show').success).toBe(false);
    expect(isProductType('POOL_CLUB')).toBe(true);
    expect(isProductType('CASINO')).toBe(false);
  });

  it('splits sellable and catalogue types (spec 2.8)', () => {
    expect(SELLABLE_PRODUCT_TYPES).toEqual(['HOTEL', 'AIR_HOTEL', 'SHOW', 'TOUR', 'ATTRACTION', 'CLUB']);
    expect(CATALOGUE_PRODUCT_TYPES).toEqual(['RESTAURANT', 'SPA', 'BAR', 'GAY_CLUB', 'POOL_CLUB', 'SPORTS_BOOK', 'SHOPPING']);
    expect([...SELLABLE_PRODUCT_TYPES, ...CATALOGUE_PRODUCT_TYPES].sort()).toEqual([...PRODUCT_TYPES].sort());
    for (const type of SELLABLE_PRODUCT_TYPES) expect(isSellableByDefault(type)).toBe(true);
    for (const type of CATALOGUE_PRODUCT_TYPES) expect(isSellableByDefault(type)).toBe(false);
  });

  it('names every url base of spec 2.2', () => {
    expect(Object.values(URL_BASES).sort()).toEqual(
      [
        'las-vegas-attractions',
        'las-vegas-clubs',
        'las-vegas-spas',
        'las-vegas-bars',
        'las-vegas-shopping',
        'las-vegas-strip-clubs',
        'las-vegas-gay-clubs',
        'las-vegas-pool-clubs',
        'las-vegas-pools',
        'las-vegas-sportsbooks',
        'las-vegas-tours',
        'las-vegas-shows',
        'las-vegas-hotels',
        'las-vegas-restaurants',
      ].sort(),
    );
  });

  it.each([
    ['HOTEL', 'las-vegas-hotels', '/hotels', 'Hotel', 'Hotels', 'No Vacancy', 'Prices from'],
    ['AIR_HOTEL', null, '/lasvegastraveldeals', 'Air + Hotel', 'Air + Hotel Packages', 'No Vacancy', 'Prices from'],
    ['SHOW', 'las-vegas-shows', '/shows', 'Show', 'Shows', 'No Performance', 'Tickets from'],
    ['TOUR', 'las-vegas-tours', '/tours', 'Tour', 'Tours', 'Sold Out/Unavailable', 'Prices from'],
    ['ATTRACTION', 'las-vegas-attractions', '/attractions', 'Attraction', 'Attractions', 'Sold Out/Unavailable', 'Prices from'],
    ['CLUB', 'las-vegas-clubs', '/nightclubs', 'Club', 'Clubs', 'Sold Out/Unavailable', 'Prices from'],
    ['RESTAURANT', 'las-vegas-restaurants', '/restaurant', 'Restaurant', 'Restaurants', 'Sold Out/Unavailable', 'Prices from'],
    ['SPA', 'las-vegas-spas', '/spas', 'Spa', 'Spas', 'Sold Out/Unavailable', 'Prices from'],
    ['BAR', 'las-vegas-bars', '/nightlife/bars', 'Bar', 'Bars', 'Sold Out/Unavailable', 'Prices from'],
    ['GAY_CLUB', 'las-vegas-gay-clubs', '/nightlife/gayclubs', 'Gay Club', 'Gay Clubs', 'Sold Out/Unavailable', 'Prices from'],
    ['POOL_CLUB', 'las-vegas-pool-clubs', '/nightlife/poolclubs', 'Pool Club', 'Pool Clubs', 'Sold Out/Unavailable', 'Prices from'],
    ['SPORTS_BOOK', 'las-vegas-sportsbooks', '/gaming/sportsbooks', 'Sports Book', 'Sports Books', 'Sold Out/Unavailable', 'Prices from'],
    ['SHOPPING', 'las-vegas-shopping', '/shopping', 'Shopping', 'Shopping', 'Sold Out/Unavailable', 'Prices from'],
  ] as const)('%s: base %s, line page %s, labels', (type, base, line, singular, plural, unavailable, price) => {
    expect(urlBaseFor(type)).toBe(base);
    expect(linePagePathFor(type)).toBe(line);
    expect(PRODUCT_TYPE_INFO[type].singular).toBe(singular);
    expect(PRODUCT_TYPE_INFO[type].plural).toBe(plural);
    expect(unavailableLabelFor(type)).toBe(unavailable);
    expect(priceLabelFor(type)).toBe(price);
    expect(PRODUCT_TYPE_INFO[type].code).toBe(type);
  });
});

describe('the product-type registry', () => {
  const entries = PRODUCT_TYPES.map((type) => [type, PRODUCT_TYPE_CONFIG[type] as ProductTypeConfig] as const);

  it('has one complete entry per type and nothing else', () => {
    expect(Object.keys(PRODUCT_TYPE_CONFIG).sort()).toEqual([...PRODUCT_TYPES].sort());
    const fields = Object.keys(PRODUCT_TYPE_CONFIG.SHOW).sort();
    for (const [type, config] of entries) {
      expect(Object.keys(config).sort(), type).toEqual(fields);
      for (const [field, value] of Object.entries(config)) expect(value, `${type}.${field}`).not.toBeUndefined();
      expect(config.singular.length, type).toBeGreaterThan(0);
      expect(config.plural.length, type).toBeGreaterThan(0);
      expect(config.details.jsonLdType, type).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(config.image.hue, type).toBeGreaterThanOrEqual(0);
      expect(config.image.hue, type).toBeLessThan(360);
      // The other per-type tables the compiler checks stay complete too.
      expect(SEARCH_RULES[type], type).toBeDefined();
      expect(SORT_OPTIONS[type].length, type).toBeGreaterThan(0);
    }
  });

  it('gives each type its own url base and line page; a type without a base files under one that has it', () => {
    const bases = entries.flatMap(([, c]) => (c.urlBaseKey === null ? [] : [URL_BASES[c.urlBaseKey]]));
    expect(new Set(bases).size).toBe(bases.length);
    const lines = entries.flatMap(([, c]) => (c.line === null ? [] : [LINE_PAGES[c.line.page]]));
    expect(new Set(lines).size).toBe(lines.length);
    for (const [type, config] of entries) {
      if (config.urlBaseKey !== null) expect(config.detailsUrlBaseKey, type).toBe(config.urlBaseKey);
      else expect(entries.some(([, other]) => other.urlBaseKey === config.detailsUrlBaseKey), type).toBe(true);
      // Every base of a type has its details route (lib/routes declares them).
      expect(PRODUCT_DETAILS_ROUTE[type] !== null, type).toBe(config.urlBaseKey !== null);
    }
  });

  it('derives which types have a search widget, a results page, dates of their own and a date picker', () => {
    expect(WIDGET_TYPES).toEqual(['SHOW', 'HOTEL', 'AIR_HOTEL', 'TOUR', 'ATTRACTION', 'CLUB', 'RESTAURANT']);
    expect([...SEARCHABLE_TYPES].sort()).toEqual(['ATTRACTION', 'CLUB', 'HOTEL', 'RESTAURANT', 'SHOW', 'TOUR']);
    expect([...SOLD_BY_DATE_TYPES].sort()).toEqual(['ATTRACTION', 'CLUB', 'HOTEL', 'RESTAURANT', 'SHOW', 'TOUR']);
    expect(SIDEBAR_WIDGET_TYPES).toEqual(['SHOW', 'HOTEL', 'AIR_HOTEL', 'TOUR', 'ATTRACTION']);
    expect(isWidgetType('AIR_HOTEL')).toBe(true);
    expect(isWidgetType('SPA')).toBe(false);
    expect(isWidgetType(undefined)).toBe(false);
    expect(isSoldByDate('HOTEL')).toBe(true);
    expect(isSoldByDate('AIR_HOTEL')).toBe(false);
    expectTypeOf<WidgetType>().toEqualTypeOf<'SHOW' | 'HOTEL' | 'AIR_HOTEL' | 'TOUR' | 'ATTRACTION' | 'CLUB' | 'RESTAURANT'>();
    expectTypeOf<SearchableType>().toEqualTypeOf<'SHOW' | 'HOTEL' | 'TOUR' | 'ATTRACTION' | 'CLUB' | 'RESTAURANT'>();
    expectTypeOf<SoldByDateType>().toEqualTypeOf<'SHOW' | 'HOTEL' | 'TOUR' | 'ATTRACTION' | 'CLUB' | 'RESTAURANT'>();
  });

  it("matches each widget's results kind to the search route that lists its type", () => {
    const kinds = entries.flatMap(([type, c]) => (c.search?.kind ? [[c.search.kind, type] as const] : []));
    expect(new Set(kinds.map(([kind]) => kind)).size).toBe(kinds.length);
    expect(kinds.map(([kind]) => kind).sort()).toEqual(Object.keys(SEARCH_KINDS).sort());
    for (const [kind, type] of kinds) expect(SEARCH_KINDS[kind].productType).toBe(type);
  });

  it('keeps widget tab labels and sidebar places unique, and a widget only where it can be searched or sold', () => {
    const widgets = entries.flatMap(([type, c]) => (c.search === null ? [] : [[type, c.search] as const]));
    expect(new Set(widgets.map(([, w]) => w.tabLabel)).size).toBe(widgets.length);
    const places = widgets.flatMap(([, w]) => (w.sidebarTab === null ? [] : [w.sidebarTab]));
    expect(new Set(places).size).toBe(places.length);
    for (const [type, w] of widgets) {
      expect(w.formLabel.length, type).toBeGreaterThan(0);
      // A '5+' group trip needs rooms; a details-page toggle needs a results page to go to.
      if (w.groupTravel) expect(w.rooms, type).toBe(true);
      if (w.onDetailsPage) expect(w.kind, type).not.toBeNull();
    }
  });
});
