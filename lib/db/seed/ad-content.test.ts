import { describe, expect, it } from 'vitest';
import { HOME_AD_IDS } from '@/lib/config/content-pages';
import { LINE_PAGES } from '@/lib/config/product-types';
import { buildAdContent } from './ad-content';
import { buildCatalog } from './catalog';

describe('the demo ads', () => {
  const entries = buildAdContent(buildCatalog(1));

  it("seeds an ad entry for each of the home page's slots (storefront 2.3)", () => {
    const home = HOME_AD_IDS.map((id) => entries.find((e) => e.url === `/ads/${id}/`));
    expect(home.every(Boolean)).toBe(true);
    for (const entry of home) expect(entry).toMatchObject({ type: 'ad', data: { size: 300, image: { width: 300, height: 300 } } });
    expect(home.map((e) => (e!.data as { href: string }).href)).toEqual([LINE_PAGES.hotels, LINE_PAGES.shows, LINE_PAGES.tours]);
    expect(home.map((e) => (e!.data as { headline: string }).headline)).toEqual(['Best Rate Guarantee', 'Tonight in Las Vegas', 'Grand Canyon Day Trips']);
  });
});
