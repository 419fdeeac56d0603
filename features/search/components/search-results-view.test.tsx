// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ProductSummary } from '@/features/catalog/types';
import type { ProductType } from '@/lib/config/product-types';
import type { SearchCandidate, SearchRequest, SearchResults, SearchableType } from '../types';
import { SearchResultsView, cardContextOf, urgencyOf } from './search-results-view';

afterEach(cleanup);

function candidate(type: ProductType, id: number, left: number | null, available = true): SearchCandidate {
  const summary: ProductSummary = {
    id,
    type,
    name: `${type} ${id}`,
    href: `/iv2/x/${id}/y/dates`,
    image: null,
    location: 'Center Strip',
    rating: 4.5,
    reviewCount: 10,
    starRating: null,
    minAge: null,
    fromPriceCents: 5_000,
    fromBasePriceCents: 5_000,
    promotionName: null,
  };
  return {
    summary,
    available,
    offer: available ? { priceCents: 5_000, basePriceCents: 5_000, totalBeforeTaxCents: 5_500, totalCents: 6_000 } : null,
    roomsLeft: type === 'HOTEL' ? left : null,
    placesLeft: type === 'HOTEL' ? null : left,
    popularity: id,
    areaName: 'Center Strip',
    areaSlug: 'center-strip',
    hotelId: null,
    starRating: null,
    categoryIds: [],
    vibe: null,
  };
}

describe('card urgency on every type (storefront 2.6, 9)', () => {
  it.each([
    ['SHOW', 4, 'Almost sold out: only 4 left!'],
    ['SHOW', 9, 'Only 9 left!'],
    ['TOUR', 5, 'Almost sold out: only 5 left!'],
    ['TOUR', 6, 'Only 6 left!'],
    ['ATTRACTION', 2, 'Only 2 left!'],
    ['CLUB', 10, 'Only 10 left!'],
    ['RESTAURANT', 8, 'Only 8 left!'],
    ['HOTEL', 3, 'Only 3 rooms left!'],
    ['HOTEL', 10, null],
    ['SHOW', 11, null],
    ['ATTRACTION', null, null],
  ] as const)('%s with %s left: %s', (type, left, message) => {
    expect(urgencyOf(candidate(type, 1, left))).toBe(message);
    expect(cardContextOf(candidate(type, 1, left), false).urgency).toBe(message);
  });

  it('gives no urgency to a product with nothing on sale (its unavailable label says it)', () => {
    const context = cardContextOf(candidate('SHOW', 1, 0, false), false);
    expect(context.urgency).toBeNull();
    expect(context.unavailableLabel).toBe('No Performance');
  });

  it('hands each card of a results page its urgency message', () => {
    const type: SearchableType = 'TOUR';
    const request: SearchRequest = {
      kind: 'tours',
      type,
      startDate: '2026-12-01',
      endDate: '2026-12-05',
      categoryId: 'all',
      filters: {},
      sortId: 'popular',
      preferredProductId: null,
      roomQty: null,
    };
    const items = [candidate('TOUR', 1, 3), candidate('TOUR', 2, 40), candidate('TOUR', 3, 7)];
    const results: SearchResults = { items, availableCount: 3, facets: [], categories: [] };
    render(
      <SearchResultsView
        request={request}
        results={results}
        windowErrors={[]}
        allInPricing={false}
        renderCards={(products, label, contextOf) => (
          <ul aria-label={label}>
            {products.map((p) => (
              <li key={p.id} data-testid={`card-${p.id}`}>
                {contextOf(p).urgency ?? 'none'}
              </li>
            ))}
          </ul>
        )}
      />,
    );
    expect(screen.getByTestId('card-1').textContent).toBe('Almost sold out: only 3 left!');
    expect(screen.getByTestId('card-2').textContent).toBe('none');
    expect(screen.getByTestId('card-3').textContent).toBe('Only 7 left!');
  });
});
