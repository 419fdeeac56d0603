// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { LINE_CONFIGS } from '../lines';
import { LineView } from './line-view';

afterEach(cleanup);

function renderHotels(tabsHero: boolean) {
  return render(
    <LineView
      config={LINE_CONFIGS.hotels!}
      searchWidget={<form aria-label="Search hotels" />}
      stickyWidget={null}
      bestSellers={[]}
      allProducts={null}
      chatHref="/chat"
      tabsHero={tabsHero}
    />,
  );
}

// Storefront 2.4: "A feature flag switches to a tab-based search widget with a hero banner
// 'LAS {product} HOTELS'" (FLAG_TABS_SEARCH_HERO; app/_lines/line-page.tsx passes it for hotels).
describe('the hotel landing hero and FLAG_TABS_SEARCH_HERO', () => {
  it('keeps the heading beside the search while the flag is off', () => {
    renderHotels(false);
    expect(screen.queryByTestId('tabs-hero')).toBeNull();
    const hero = screen.getByTestId('line-hero');
    expect(within(hero).getByRole('heading', { level: 1 }).textContent).toBe('LAS VEGAS HOTELS');
    expect(within(hero).getByRole('form', { name: 'Search hotels' })).toBeTruthy();
  });

  it('makes the heading a hero banner with the search across it while the flag is on', () => {
    renderHotels(true);
    expect(screen.queryByTestId('line-hero')).toBeNull();
    const hero = screen.getByTestId('tabs-hero');
    expect(within(hero).getByRole('heading', { level: 1 }).textContent).toBe('LAS VEGAS HOTELS');
    expect(within(hero).getByRole('form', { name: 'Search hotels' })).toBeTruthy();
  });
});
