// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ProductSummary } from '@/features/catalog/types';
import { ProductCard, ProductGrid, cardPrices, fillerCount } from './product-card';
import { cutTitle } from './card-title';

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

describe('card price rules (storefront 2.6)', () => {
  const offer = { priceCents: 8_949, basePriceCents: 12_000, totalBeforeTaxCents: 10_449, totalCents: 11_285 };

  it('rounds to whole dollars and takes a search window offer over the from-price', () => {
    render(<ProductCard product={show} context={{ offer }} />);
    expect(screen.getByText('$89')).toBeTruthy();
    expect(screen.getByText('$120')).toBeTruthy();
    // (120 - 89.49) / 120 = 25.4 %: floored for shows
    expect(screen.getByText('Save 25%')).toBeTruthy();
  });

  it('rounds the discount for other types and floors it for shows', () => {
    const o = { priceCents: 6_650, basePriceCents: 10_000, totalBeforeTaxCents: 6_650, totalCents: 6_650 };
    expect(cardPrices(show, { offer: o })?.discountPercent).toBe(33);
    expect(cardPrices({ ...show, type: 'TOUR' }, { offer: o })?.discountPercent).toBe(34);
  });

  it('shows the all-in total with the guest rating out of 5, and the crossed-out original when higher', () => {
    render(<ProductCard product={show} context={{ offer, allInPricing: true }} />);
    expect(screen.getByText('$113')).toBeTruthy();
    // the original scaled by the same fees and tax: 120 + 23.36
    expect(screen.getByText('$143')).toBeTruthy();
    expect(screen.getByText('4.6/5')).toBeTruthy();
    // before-tax and total differ: taxes are added, so the card does not claim to include them
    expect(screen.queryByText('Incl. taxes & fees')).toBeNull();
  });

  it("says 'Incl. taxes & fees' when the before-tax and total prices are equal", () => {
    const included = { priceCents: 5_000, basePriceCents: 5_000, totalBeforeTaxCents: 5_500, totalCents: 5_500 };
    render(<ProductCard product={show} context={{ offer: included, allInPricing: true }} />);
    expect(screen.getByText('Incl. taxes & fees')).toBeTruthy();
    expect(screen.getByText('$55')).toBeTruthy();
    expect(screen.queryByRole('deletion')).toBeNull();
  });

  it('shows no crossed-out price when the original does not round higher', () => {
    const same = { priceCents: 5_020, basePriceCents: 5_040, totalBeforeTaxCents: 5_020, totalCents: 5_020 };
    expect(cardPrices(show, { offer: same })?.originalCents).toBeNull();
  });

  it("shows the type's unavailable label instead of a price", () => {
    render(<ProductCard product={show} context={{ offer: null, unavailableLabel: 'No Performance' }} />);
    expect(screen.getByText('No Performance')).toBeTruthy();
    expect(screen.queryByText('Tickets from')).toBeNull();
  });

  it('shows the urgency message', () => {
    render(<ProductCard product={{ ...show, type: 'HOTEL' }} context={{ offer, urgency: 'Only 3 rooms left!' }} />);
    expect(screen.getByText('Only 3 rooms left!')).toBeTruthy();
  });

  it("cuts a too-tall all-in title to 24 characters plus '...'", () => {
    expect(cutTitle('The Grand Canyon West Rim Helicopter Adventure')).toBe('The Grand Canyon West Ri...');
    expect(cutTitle('Short name')).toBe('Short name');
    expect(cutTitle('x'.repeat(24))).toBe('x'.repeat(24));
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
