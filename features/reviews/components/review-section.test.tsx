// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ProductReviews, Review } from '../types';
import { REVIEWS_SHOWN_FIRST, ReviewSection } from './review-section';

afterEach(cleanup);

function reviewsOf(count: number): Review[] {
  return Array.from({ length: count }, (_, n) => ({
    id: n + 1,
    rating: n % 2 === 0 ? 5 : 4,
    title: `Title ${n}`,
    body: `Body ${n}`,
    authorName: `Guest ${n}`,
    authorLocation: n === 0 ? 'Denver, CO' : null,
    visitedOn: n === 0 ? '2026-10-30' : null,
    // 03:00 UTC is the evening before in Las Vegas.
    createdAt: '2026-11-02T03:00:00.000Z',
  }));
}

const sevenReviews: ProductReviews = {
  statistics: { averageOverallRating: 4.6, totalReviewCount: 7, starCounts: [0, 0, 0, 3, 4] },
  latest: reviewsOf(7),
};

describe('ReviewSection', () => {
  it('shows the average, the count, each star level and the latest reviews', () => {
    render(<ReviewSection reviews={sevenReviews} productName="Cirque Lumière" hotel={false} />);
    const section = screen.getByRole('region', { name: 'Guest reviews' });
    expect(within(section).getByTestId('reviews-average').textContent).toBe('4.6/5');
    expect(within(section).getByTestId('reviews-count').textContent).toBe('7 reviews');
    const table = within(section).getByRole('table', { name: 'Reviews of Cirque Lumière by star rating' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['5 stars4', '4 stars3', '3 stars0', '2 stars0', '1 star0']);
    const first = within(section).getByRole('article', { name: 'Review by Guest 0: Title 0' });
    expect(first.textContent).toContain('Rated 5 out of 5');
    expect(first.textContent).toContain('Guest 0, Denver, CO · November 1, 2026 · Visited October 30, 2026');
    expect(screen.queryByText('Excellent')).toBeNull();
  });

  it('folds the reviews after the first five into a disclosure that keeps them in the page', () => {
    render(<ReviewSection reviews={sevenReviews} productName="x" hotel={false} />);
    expect(screen.getAllByTestId('review')).toHaveLength(7);
    const more = screen.getByText('Show 2 more reviews').closest('details')!;
    expect(within(more).getAllByTestId('review')).toHaveLength(7 - REVIEWS_SHOWN_FIRST);
    expect(more.open).toBe(false);
  });

  it('names a hotel’s score with the rating word of its score out of 10', () => {
    render(<ReviewSection reviews={{ ...sevenReviews, statistics: { ...sevenReviews.statistics!, averageOverallRating: 4.6 } }} productName="x" hotel />);
    expect(screen.getByText('Wonderful')).toBeTruthy();
    cleanup();
    render(<ReviewSection reviews={{ statistics: { averageOverallRating: 1, totalReviewCount: 1, starCounts: [1, 0, 0, 0, 0] }, latest: reviewsOf(1) }} productName="x" hotel />);
    expect(screen.getByTestId('reviews-count').textContent).toBe('1 review');
    expect(screen.queryByText('Show', { exact: false })).toBeNull();
  });

  it('renders nothing without reviews of its own', () => {
    const { container } = render(<ReviewSection reviews={{ statistics: null, latest: [] }} productName="x" hotel={false} />);
    expect(container.innerHTML).toBe('');
  });
});
