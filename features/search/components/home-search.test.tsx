// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HomeSearch } from './home-search';
import { forgetCachedFetches } from '@/components/use-cached-fetch';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

afterEach(() => {
  forgetCachedFetches();
  cleanup();
  vi.unstubAllGlobals();
});

function renderHome(tabsHero: boolean) {
  // The widgets fetch their category lists; an empty answer is enough for the tabs.
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ groups: [] }), { headers: { 'content-type': 'application/json' } })));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <HomeSearch tabsHero={tabsHero} groupTravelHref="/lounge/group-bookings" />
    </QueryClientProvider>,
  );
}

const tabsOf = (list: HTMLElement) => within(list).getAllByRole('tab').map((tab) => tab.textContent);

// Storefront 2.3: two groups of tabs by default; the tabs-search-hero flag (FLAG_TABS_SEARCH_HERO)
// turns them into one row: Shows, Hotels, Air+Hotel, Tours, Attractions.
describe('the home page search and FLAG_TABS_SEARCH_HERO', () => {
  it('shows two groups of tabs while the flag is off: SHOWS on the left, HOTELS and HOTEL + FLIGHT on the right', () => {
    renderHome(false);
    const lists = screen.getAllByRole('tablist');
    expect(lists.map((list) => list.getAttribute('aria-label'))).toEqual(['Search shows', 'Search hotels']);
    expect(tabsOf(lists[0]!)).toEqual(['SHOWS']);
    expect(tabsOf(lists[1]!)).toEqual(['HOTELS', 'HOTEL + FLIGHT']);
  });

  it('shows one row of tabs while the flag is on', () => {
    renderHome(true);
    const lists = screen.getAllByRole('tablist');
    expect(lists).toHaveLength(1);
    expect(tabsOf(lists[0]!)).toEqual(['SHOWS', 'HOTELS', 'AIR+HOTEL', 'TOURS', 'ATTRACTIONS']);
    expect(screen.getByRole('form', { name: 'Search shows' })).toBeTruthy();
  });
});
