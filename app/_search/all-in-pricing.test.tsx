// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ProductGrid } from '@/features/catalog/components/product-card';
import type { ProductSummary } from '@/features/catalog/types';
import type { SearchCandidate, SearchRequest, SearchResults } from '@/features/search/types';
import { SearchResultsView } from '@/features/search/components/search-results-view';

// The cards' last-booked island asks the server a tick later; no server answers here.
vi.mock('@/components/last-booked', () => ({ LastBooked: () => null }));

afterEach(cleanup);

const show: ProductSummary = {
  id: 1001,
  type: 'SHOW',
  name: 'Cirque Lumière: AURA',
  href: '/iv2/las-vegas-shows/1001/cirque-lumiere-aura/dates',
  image: null,
  location: 'Neon Mirage Resort & Casino',
  rating: 4.6,
  reviewCount: 1234,
  starRating: null,
  minAge: null,
  fromPriceCents: 6_650,
  fromBasePriceCents: 10_000,
  promotionName: null,
};

const candidate: SearchCandidate = {
  summary: show,
  available: true,
  // $89.49 a ticket, $104.49 before tax with the fee, $112.85 in all.
  offer: { priceCents: 8_949, basePriceCents: 12_000, totalBeforeTaxCents: 10_449, totalCents: 11_285 },
  roomsLeft: null,
  placesLeft: null,
  popularity: 1,
  areaName: 'Center Strip',
  areaSlug: 'center-strip',
  hotelId: null,
  starRating: null,
  categoryIds: [],
  vibe: null,
};

const request: SearchRequest = {
  kind: 'shows',
  type: 'SHOW',
  startDate: '2026-12-01',
  endDate: '2026-12-05',
  categoryId: 'all',
  filters: {},
  sortId: 'popular',
  preferredProductId: null,
  roomQty: null,
};

const results: SearchResults = { items: [candidate], availableCount: 1, facets: [], categories: [] };

function renderResults(allInPricing: boolean) {
  render(
    <SearchResultsView
      request={request}
      results={results}
      windowErrors={[]}
      allInPricing={allInPricing}
      renderCards={(products, label, contextOf) => <ProductGrid products={products} label={label} contextOf={contextOf} />}
    />,
  );
  return screen.getByTestId('product-card');
}

// Storefront 2.6 and 6: the all-in pricing flag (FLAG_ALL_IN_PRICING) turns the results' cards
// into all-in cards: the total with taxes and fees, the original scaled alike, the guest rating.
describe('search results cards and FLAG_ALL_IN_PRICING', () => {
  it('show the ticket price while the flag is off', () => {
    const card = renderResults(false);
    expect(within(card).getByText('$89')).toBeTruthy();
    expect(within(card).getByText('$120')).toBeTruthy();
    expect(within(card).queryByText('$113')).toBeNull();
    expect(within(card).queryByText(/Guest rating/)).toBeNull();
  });

  it('show the all-in total and the guest rating out of 5 while the flag is on', () => {
    const card = renderResults(true);
    expect(within(card).getByText('$113')).toBeTruthy();
    expect(within(card).getByText('$143')).toBeTruthy();
    expect(within(card).queryByText('$89')).toBeNull();
    expect(within(card).getByText('4.6/5')).toBeTruthy();
  });
});
