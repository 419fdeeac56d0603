// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { CART_BOOKED_MESSAGE, CART_BOOKED_MESSAGE_WITHOUT_LOOKUP, CART_BOOKED_TITLE, CartBookedModal } from './cart-booked-modal';

afterEach(cleanup);

describe('the cart-already-booked modal and the order viewer flag (FLAG_DISABLE_ORDER_VIEWER)', () => {
  it('offers the order lookup while the order viewer is on', () => {
    render(<CartBookedModal cartHref="/iv2/cart" ordersSearchHref="/iv2/orders/search" />);
    expect(screen.getByRole('heading', { name: CART_BOOKED_TITLE })).toBeTruthy();
    expect(screen.getByText(CART_BOOKED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find my order' }).getAttribute('href')).toBe('/iv2/orders/search');
    expect(screen.getByRole('link', { name: 'Go to my cart' }).getAttribute('href')).toBe('/iv2/cart');
  });

  it('neither links to nor mentions the lookup while it is disabled', () => {
    const { container } = render(<CartBookedModal cartHref="/iv2/cart" ordersSearchHref={null} />);
    expect(screen.getByText(CART_BOOKED_MESSAGE_WITHOUT_LOOKUP)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Find my order' })).toBeNull();
    expect(container.textContent).not.toMatch(/look the order up/);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/iv2/cart']);
  });
});
