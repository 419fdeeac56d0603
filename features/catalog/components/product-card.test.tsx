// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ProductSummary } from '@/features/catalog/types';
import { ProductCard, ProductGrid, fillerCount } from './product-card';

afterEach(cleanup);

const show: ProductSummary = {
  id: 1001,
  type: 'SHOW',
  name: 'Cirque Lumière: AURA',
  href: '/iv2/las-vegas-shows/1001/cirque-lumiere-aura/dates',
  image: { path: '/media/products/1001/SQUARELARGE-1.svg', title: 'AURA', width: 300, height: 300 },
  location: 'Neon Mirage Resort & Casino',
  rating: 4.6,
  reviewCount: 1234,
  starRating: null,
  minAge: 18,
  fromPriceCents: 6_650,
  fromBasePriceCents: 10_000,
  promotionName: null,
};

describe('ProductCard', () => {
  it('labels show prices "Tickets from", rounds to whole dollars and floors the show discount', () => {
    render(<ProductCard product={show} />);
    expect(screen.getByText('Tickets from')).toBeTruthy();
    expect(screen.getByText('$67')).toBeTruthy();
    expect(screen.getByText('$100')).toBeTruthy();
    // 33.5 % off: floored for shows
    expect(screen.getByText('Save 33%')).toBeTruthy();
    expect(screen.getByText('1,234 reviews')).toBeTruthy();
    expect(screen.getByText('Ages 18+')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cirque Lumière: AURA' }).getAttribute('href')).toBe(show.href);
  });

  it('labels other types "Prices from" and rounds their discount', () => {
    render(<ProductCard product={{ ...show, type: 'HOTEL', minAge: null }} />);
    expect(screen.getByText('Prices from')).toBeTruthy();
    expect(screen.getByText('Save 34%')).toBeTruthy();
    expect(screen.queryByText(/Ages/)).toBeNull();
  });

  it('shows no price when nothing is on sale', () => {
    render(<ProductCard product={{ ...show, fromPriceCents: null, fromBasePriceCents: null }} />);
    expect(screen.queryByText('Tickets from')).toBeNull();
  });
});

describe('ProductGrid', () => {
  it('pads the list with blank cells to a multiple of 3', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => fillerCount(n))).toEqual([0, 2, 1, 0, 2, 1, 0]);
    const { container } = render(<ProductGrid products={[show, { ...show, id: 1002 }]} label="Shows" />);
    expect(container.querySelectorAll('li')).toHaveLength(3);
    expect(container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(1);
  });
});
