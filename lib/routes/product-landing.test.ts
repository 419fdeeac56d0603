import { describe, expect, it } from 'vitest';
import { parseRoute, routes } from './routes';
import { productLandingPath } from './product-landing';

describe('productLandingPath (storefront 2.2 content-managed static routes)', () => {
  it('puts each product type at its static route shape', () => {
    expect(productLandingPath('SHOW', { name: 'Carrot Top', category: 'Comedy' })).toBe('/shows/comedy/carrot-top');
    expect(productLandingPath('TOUR', { name: 'West Rim by Bus', category: 'Grand Canyon' })).toBe('/tours/grand-canyon/west-rim-by-bus');
    expect(productLandingPath('BAR', { name: 'The Chandelier' })).toBe('/nightlife/bars/the-chandelier');
    expect(productLandingPath('BAR', { name: 'Sapphire', stripClub: true })).toBe('/nightlife/stripclubs/sapphire');
    expect(productLandingPath('GAY_CLUB', { name: 'Piranha' })).toBe('/nightlife/gayclubs/piranha');
    expect(productLandingPath('POOL_CLUB', { name: 'Wet Republic' })).toBe('/nightlife/poolclubs/wet-republic');
    expect(productLandingPath('CLUB', { name: 'Omnia' })).toBe('/nightclubs/omnia');
    expect(productLandingPath('HOTEL', { name: 'Bellagio' })).toBe('/hotels/bellagio');
    expect(productLandingPath('SPA', { name: 'Qua' })).toBe('/spas/qua');
    expect(productLandingPath('SHOPPING', { name: 'Fashion Show Mall' })).toBe('/shopping/fashion-show-mall');
    expect(productLandingPath('SPORTS_BOOK', { name: 'Westgate SuperBook' })).toBe('/gaming/sportsbooks/westgate-superbook');
    expect(productLandingPath('ATTRACTION', { name: 'High Roller' })).toBe('/attractions/high-roller');
    expect(productLandingPath('RESTAURANT', { name: 'Joël Robuchon' })).toBe('/restaurants/joel-robuchon');
  });

  it('parses back as the static landing route and builds the same path', () => {
    for (const path of ['/shows/comedy/carrot-top', '/nightlife/stripclubs/sapphire', '/gaming/sportsbooks/westgate-superbook', '/hotels/bellagio']) {
      const parsed = parseRoute(path);
      expect(parsed?.name, path).toBe('staticProductLandingPage');
      if (parsed?.name === 'staticProductLandingPage') expect(routes.staticProductLandingPage.build(parsed.params)).toBe(path);
    }
  });

  it('gives no landing url where another route owns the path or the shape needs a category', () => {
    expect(productLandingPath('AIR_HOTEL', { name: 'Bellagio + flight' })).toBeNull();
    expect(productLandingPath('SHOW', { name: 'Carrot Top' })).toBeNull();
    expect(productLandingPath('HOTEL', { name: 'Citywide Hotel Deals Calendar' })).toBeNull();
    expect(productLandingPath('SHOPPING', { name: 'Antique Stores' })).toBeNull();
  });
});
