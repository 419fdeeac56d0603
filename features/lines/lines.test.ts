import { describe, expect, it } from 'vitest';
import { LINE_CONFIGS, SHOPPING_CATEGORY_CONFIGS } from './lines';
import { stickyVisible } from './components/sticky-search';

describe('line pages', () => {
  it('slide the sticky search in past 450 px on hotels and 650 px on show, tour and attraction pages', () => {
    expect(LINE_CONFIGS.hotels?.stickyThresholdPx).toBe(450);
    expect(LINE_CONFIGS.resorts?.stickyThresholdPx).toBe(450);
    for (const line of ['shows', 'tours', 'attractions'] as const) expect(LINE_CONFIGS[line]?.stickyThresholdPx).toBe(650);
    expect(stickyVisible(650, 650)).toBe(false);
    expect(stickyVisible(651, 650)).toBe(true);
    expect(stickyVisible(449, 450)).toBe(false);
  });

  it("are titled like 'LAS VEGAS SHOWS', the hotel page with the best-rate title", () => {
    expect(LINE_CONFIGS.shows?.heading).toBe('LAS VEGAS SHOWS');
    expect(LINE_CONFIGS.tours?.heading).toBe('LAS VEGAS TOURS');
    expect(LINE_CONFIGS.hotels?.title).toBe('Las Vegas Hotels with Guaranteed Best Rate');
    expect(LINE_CONFIGS.hotels?.heading).toBe('LAS VEGAS HOTELS');
    expect(LINE_CONFIGS.resorts?.title).toBe('Las Vegas Hotels with Guaranteed Best Rate');
    expect(LINE_CONFIGS.resorts?.allHeading).toBe('All Available Hotels');
  });

  it('search hotels or air+hotel under tabs with the featured hero on the hotel pages only, and ask member prices elsewhere', () => {
    for (const line of ['hotels', 'resorts'] as const) {
      expect(LINE_CONFIGS[line]).toMatchObject({ searchTabs: ['HOTEL', 'AIR_HOTEL'], featuredHero: true, memberPrices: false });
    }
    for (const line of ['shows', 'tours', 'stripClubs', 'pools'] as const) {
      expect(LINE_CONFIGS[line]).toMatchObject({ searchTabs: null, featuredHero: false, memberPrices: true });
    }
  });

  it('gives each shopping category a page of its own, narrowed to its category', () => {
    expect(SHOPPING_CATEGORY_CONFIGS['antique-stores'].heading).toBe('LAS VEGAS ANTIQUE STORES');
    expect(SHOPPING_CATEGORY_CONFIGS['tattoo-parlors'].title).toBe('Las Vegas Tattoo Parlors');
    expect(Object.keys(SHOPPING_CATEGORY_CONFIGS).sort()).toEqual(
      ['adult-stores', 'antique-stores', 'art-galleries', 'ethnic-stores', 'souvenir-shops', 'tattoo-parlors'],
    );
    for (const [slug, config] of Object.entries(SHOPPING_CATEGORY_CONFIGS)) {
      expect(config.type).toBe('SHOPPING');
      expect(config.filter).toEqual({ in: { group: 'SHOPPINGCATEGORIES', slug } });
    }
  });

  it('lists strip clubs on their own page and never among the bars', () => {
    const strip = { group: 'BARCATEGORIES', slug: 'strip-clubs' };
    expect(LINE_CONFIGS.stripClubs).toMatchObject({ type: 'BAR', heading: 'LAS VEGAS STRIP CLUBS', filter: { in: strip } });
    expect(LINE_CONFIGS.bars?.filter).toEqual({ notIn: strip });
    expect(LINE_CONFIGS.nightclubs?.filter).toBeUndefined();
  });
});
