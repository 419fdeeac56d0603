// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { CART_CHANGED_EVENT } from '../cart-count';
import { CartLink } from './cart-link';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLink() {
  return render(<CartLink href="/iv2/cart" />);
}

describe('CartLink', () => {
  it('links to the cart and shows the item count once loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ count: 3 }))));
    renderLink();
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/iv2/cart');
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeTruthy();
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
  });

  it('refreshes the count when the cart changes', async () => {
    let count = 0;
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ count }))));
    renderLink();
    expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toBeTruthy();
    count = 1;
    act(() => {
      window.dispatchEvent(new Event(CART_CHANGED_EVENT));
    });
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
  });
});
