// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { merchListFor, PromotionTabs, type PromotionResultPanel } from './promotion-tabs';
import { forgetCachedFetches } from '@/components/use-cached-fetch';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const NOW = new Date('2026-11-23T20:00:00Z');
const RESULTS: PromotionResultPanel[] = [
  { productType: 'SHOW', merchList: 'HolidayShows', panel: <p>Holiday show list</p> },
  { productType: 'HOTEL', merchList: 'DailyDeals', label: 'Hotel deals', panel: <p>Hotel deal list</p> },
  { productType: 'TOUR', merchList: 'MoreTours', panel: <p>Tour list</p> },
];

let openMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  router.push.mockReset();
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ groups: [] }), { headers: { 'Content-Type': 'application/json' } })));
  openMock = vi.fn(() => null);
  vi.stubGlobal('open', openMock);
});

afterEach(() => {
  forgetCachedFetches();
  cleanup();
  for (const name of ['showCHECKINDATE', 'showCHECKOUTDATE', 'CHECKINDATE', 'CHECKOUTDATE']) Cookies.remove(name, { path: '/' });
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderTabs(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const widgetTabs = () => within(screen.getByRole('tablist', { name: 'Search this promotion' }));
const resultTabs = () => within(screen.getByRole('tablist', { name: 'Promotion results' }));
const selected = (tabs: ReturnType<typeof widgetTabs>) => tabs.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;
const visiblePanel = () =>
  within(screen.getByTestId('promotion-results'))
    .getAllByRole('tabpanel', { hidden: true })
    .filter((panel) => !panel.hidden)
    .map((panel) => panel.textContent);

describe('PromotionTabs (storefront 2.10: two tab sets kept in sync by product type)', () => {
  const setUp = () =>
    renderTabs(<PromotionTabs widgetTypes={['SHOW', 'HOTEL', 'ATTRACTION', 'TOUR', 'AIR_HOTEL']} results={RESULTS} groupTravelHref="/lounge/group-bookings" />);

  it('starts both sets at their first tab, with every results panel in the markup', () => {
    setUp();
    expect(widgetTabs().getAllByRole('tab').map((t) => t.textContent)).toEqual(['SHOWS', 'HOTELS', 'ATTRACTIONS', 'TOURS', 'AIR+HOTEL']);
    expect(resultTabs().getAllByRole('tab').map((t) => t.textContent)).toEqual(['SHOWS', 'Hotel deals', 'TOURS']);
    expect(selected(widgetTabs())).toBe('SHOWS');
    expect(selected(resultTabs())).toBe('SHOWS');
    expect(visiblePanel()).toEqual(['Holiday show list']);
    expect(screen.getByText('Hotel deal list')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Search shows' })).toBeTruthy();
  });

  it('choosing a widget tab selects the results tab of the same type', () => {
    setUp();
    fireEvent.click(widgetTabs().getByRole('tab', { name: 'HOTELS' }));
    expect(selected(resultTabs())).toBe('Hotel deals');
    expect(visiblePanel()).toEqual(['Hotel deal list']);
    expect(screen.getByRole('form', { name: 'Search hotels' })).toBeTruthy();
  });

  it('choosing a results tab selects the widget tab of the same type', () => {
    setUp();
    fireEvent.click(resultTabs().getByRole('tab', { name: 'TOURS' }));
    expect(selected(widgetTabs())).toBe('TOURS');
    expect(screen.getByRole('form', { name: 'Search tours' })).toBeTruthy();
    expect(visiblePanel()).toEqual(['Tour list']);
  });

  it('leaves the other set alone when it has no tab of the type', () => {
    setUp();
    fireEvent.click(widgetTabs().getByRole('tab', { name: 'HOTELS' }));
    fireEvent.click(widgetTabs().getByRole('tab', { name: 'ATTRACTIONS' }));
    expect(selected(widgetTabs())).toBe('ATTRACTIONS');
    expect(selected(resultTabs())).toBe('Hotel deals');
  });

  it('moves with the arrow keys and keeps the sets in sync', () => {
    setUp();
    fireEvent.keyDown(widgetTabs().getByRole('tab', { name: 'SHOWS' }), { key: 'ArrowRight' });
    expect(selected(widgetTabs())).toBe('HOTELS');
    expect(selected(resultTabs())).toBe('Hotel deals');
    fireEvent.keyDown(resultTabs().getByRole('tab', { name: 'Hotel deals' }), { key: 'End' });
    expect(selected(widgetTabs())).toBe('TOURS');
  });

  it('opens a widget search in a new tab at the results url with the list of its type as ?mo=', async () => {
    setUp();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(openMock).toHaveBeenCalledTimes(1));
    const [href, target, features] = openMock.mock.calls[0] as [string, string, string];
    // A promotion page has no dates of its own: the static-page fallback, today and 30 days on (storefront 9).
    expect(href).toBe('/iv2/searchresults/shows/2026-11-23/-/2026-12-23/product/any?mo=HolidayShows');
    expect(target).toBe('_blank');
    expect(features).toBe('noopener');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('draws nothing without tabs (a promotion page written before the tab sets)', () => {
    renderTabs(<PromotionTabs widgetTypes={[]} results={[]} groupTravelHref="/lounge/group-bookings" />);
    expect(screen.queryByTestId('promotion-tabs')).toBeNull();
  });

  it('gives air+hotel no mo (its results take none) and other types their own list', () => {
    expect(merchListFor('AIR_HOTEL', [{ productType: 'AIR_HOTEL', merchList: 'X' }])).toBeUndefined();
    expect(merchListFor('HOTEL', RESULTS)).toBe('DailyDeals');
    expect(merchListFor('ATTRACTION', RESULTS)).toBeUndefined();
  });
});
