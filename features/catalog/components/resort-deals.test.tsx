// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ProductSummary } from '@/features/catalog/types';
import { ResortDealsBlock } from './resort-deals';

afterEach(cleanup);

const hotel = (id: number, over: Partial<ProductSummary> = {}): ProductSummary => ({
  id,
  type: 'HOTEL',
  name: `Hotel ${id}`,
  href: `/iv2/las-vegas-hotels/${id}/hotel-${id}`,
  image: null,
  location: 'Center Strip',
  rating: 4.2,
  reviewCount: 321,
  starRating: 4,
  minAge: null,
  fromPriceCents: 8_950,
  fromBasePriceCents: 12_000,
  promotionName: null,
  ...over,
});

describe('ResortDealsBlock', () => {
  it('titles the groups exactly and prices each hotel by the card rules', () => {
    render(<ResortDealsBlock deals={{ dailyDeals: [hotel(1)], bestValue: [hotel(2)], trending: [hotel(3)] }} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Daily Deals', 'Best Value', 'Trending']);
    const daily = within(screen.getByRole('region', { name: 'Daily Deals' }));
    expect(daily.getByRole('link', { name: 'Hotel 1' }).getAttribute('href')).toBe('/iv2/las-vegas-hotels/1/hotel-1');
    // $89.50 rounds to $90; (120 - 89.50) / 120 = 25.4 % rounds to 25 %.
    expect(daily.getByText('$90')).toBeTruthy();
    expect(daily.getByText('$120')).toBeTruthy();
    expect(daily.getByText('Save 25%')).toBeTruthy();
    expect(daily.getByText('per night')).toBeTruthy();
    // Only Daily Deals carries the saving badge.
    expect(within(screen.getByRole('region', { name: 'Trending' })).queryByText(/^Save/)).toBeNull();
  });

  it('leaves out empty groups, and renders nothing without any', () => {
    const { container, rerender } = render(<ResortDealsBlock deals={{ dailyDeals: [], bestValue: [hotel(2)], trending: [] }} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Best Value']);
    rerender(<ResortDealsBlock deals={{ dailyDeals: [], bestValue: [], trending: [] }} />);
    expect(container.innerHTML).toBe('');
  });
});
