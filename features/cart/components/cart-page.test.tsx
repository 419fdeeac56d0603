// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render as renderDom, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cartItemPrices, cartTotals } from '../pricing';
import type { CartItemView, CartView } from '../types';
import { CartPage } from './cart-page';
import { CheckoutBreadcrumbs } from '@/components/checkout-breadcrumbs';
import { HoldCountdown } from './hold-countdown';
import { ItemActions } from './item-actions';
import { CART_CHANGED_EVENT } from '../cart-count';
import { CartRefreshContext } from './cart-refresh';
import { CART_LOAD_FAILED_MESSAGE, CartIsland } from './cart-island';
import { cartPageDataFromWire, type CartPageWire } from '../cart-page-data';

// What the cart island provides: asks for the visitor's cart again.
const refresh = vi.fn(async () => undefined);
const render = (ui: ReactNode) => renderDom(ui, { wrapper: ({ children }) => <CartRefreshContext value={refresh}>{children}</CartRefreshContext> });

const HREFS = { cart: '/iv2/cart', guestInfo: '/iv2/checkout', shows: '/shows' };

function item(overrides: Partial<CartItemView> = {}): CartItemView {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    product: { id: 7, name: 'Mystère', href: '/iv2/las-vegas-shows/7/mystere/dates' },
    performance: { id: 3, startsAt: new Date('2026-12-06T03:30:00Z'), cancelled: false },
    sku: { id: 9, name: 'Category A', seated: true },
    quantity: 2,
    seats: [
      { seatId: 1, section: 'Orchestra', row: 'C', seat: '7' },
      { seatId: 2, section: 'Orchestra', row: 'C', seat: '8' },
    ],
    status: 'held',
    heldUntil: new Date(Date.now() + 90_000),
    secondsLeft: 90,
    prices: cartItemPrices(2, { priceCents: 4999, feeCents: 850, taxCents: 412 }),
    ...overrides,
  };
}

function cartOf(items: CartItemView[]): CartView {
  return { cartId: '22222222-2222-4222-8222-222222222222', items, totals: cartTotals(items.map((i) => i.prices)), blocked: items.some((i) => i.status !== 'held') };
}

beforeEach(() => {
  refresh.mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CartPage', () => {
  it('shows a hotel stay: rooms and beds, dates and nights, guests, nightly rates and the cancellation window', () => {
    const stay = item({
      product: { id: 1001, name: 'Solara Bay Resort & Casino', href: '/iv2/las-vegas-hotels/1001/solara-bay/dates' },
      performance: null,
      sku: { id: 1, name: 'Deluxe King Room', seated: false },
      quantity: 1,
      seats: [],
      prices: cartItemPrices(1, { priceCents: 22_998, feeCents: 9_000, taxCents: 4_281 }),
      stay: {
        hotelName: 'Solara Bay Resort & Casino',
        roomTypeName: 'Deluxe King Room',
        beds: '1 King Bed',
        checkIn: '2026-12-04',
        checkOut: '2026-12-06',
        nights: 2,
        guests: 2,
        nightly: [
          { night: '2026-12-04', rateCents: 11_999 },
          { night: '2026-12-05', rateCents: 10_999 },
        ],
        cancellationHours: 72,
      },
    });
    render(<CartPage cart={cartOf([stay])} hrefs={HREFS} />);
    // A stay alone has no tickets to deliver.
    expect(screen.queryByTestId('ticket-information')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Stay' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1 room, 1 King Bed',
      'Check-in December 4, 2026, check-out December 6, 2026 (2 nights)',
      '2 guests',
      'Nightly rates: December 4, 2026 $119.99; December 5, 2026 $109.99',
      'Free cancellation until 72 hours before check-in',
    ]);
    expect(screen.queryByTestId('cart-item-quantity')).toBeNull();
  });

  it('says how tickets are delivered in the summary (ticket-buying 1)', () => {
    render(<CartPage cart={cartOf([item()])} hrefs={HREFS} />);
    expect(within(screen.getByTestId('cart-summary')).getByTestId('ticket-information').textContent).toBe('Tickets will be emailed to you.');
  });

  it('shows the product, the Pacific performance time, the seats, prices with +Fees and the totals', () => {
    render(<CartPage cart={cartOf([item()])} hrefs={HREFS} />);
    expect(screen.getByRole('link', { name: 'Mystère' }).getAttribute('href')).toBe('/iv2/las-vegas-shows/7/mystere/dates');
    expect(screen.getByTestId('cart-group-time').textContent).toBe('Sat, Dec 5, 2026 7:30 PM');
    expect(within(screen.getByRole('list', { name: 'Seats' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Section Orchestra, Row C, Seat 7',
      'Section Orchestra, Row C, Seat 8',
    ]);
    expect(screen.getByTestId('cart-item-unit-price').textContent).toBe('$49.99 +Fees × 2');
    expect(screen.getByTestId('cart-total').textContent).toBe('$125.22');
    expect(screen.getByTestId('hold-countdown').textContent).toBe('Tickets held for 01:30');
    expect(screen.getByRole('link', { name: 'Continue to Checkout' }).getAttribute('href')).toBe('/iv2/checkout');
  });

  it('shows the saved promo code with its discount and the discounted total, and offers to remove it', async () => {
    render(<CartPage cart={cartOf([item()])} hrefs={HREFS} promo={{ code: 'SAVE10', discountCents: 1000, totalCents: 11522 }} promoEndpoint="/api/cart/promo" />);
    expect(screen.getByTestId('cart-discount').textContent).toBe('-$10.00');
    expect(screen.getByTestId('cart-total').textContent).toBe('$115.22');
    expect((screen.getByLabelText('Promo code') as HTMLInputElement).value).toBe('SAVE10');
    expect(screen.getByRole('button', { name: 'Remove promo code SAVE10' })).toBeTruthy();
  });

  it('shows a promo code the server refuses in the error modal, and an empty field beside the field', async () => {
    const refused = 'That promo code is not valid for the items in your cart.';
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: 'Invalid input', fieldErrors: { promoCode: [refused] } }), { status: 400 })));
    render(<CartPage cart={cartOf([item()])} hrefs={HREFS} promoEndpoint="/api/cart/promo" />);
    const form = screen.getByTestId('cart-promo-form');
    fireEvent.submit(form);
    expect(within(form).getByRole('alert').textContent).toBe('Please enter a promo code.');
    expect(screen.queryByRole('dialog')).toBeNull();
    const field = screen.getByLabelText('Promo code');
    fireEvent.change(field, { target: { value: 'NOPE' } });
    fireEvent.submit(form);
    const modal = await screen.findByRole('dialog', { name: 'Promo code not applied' });
    expect(within(modal).getByTestId('promo-error-modal-message').textContent).toBe(refused);
    fireEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('flags an expired item and a cancelled performance, and blocks checkout', () => {
    render(
      <CartPage
        cart={cartOf([
          item({ status: 'expired', heldUntil: null, secondsLeft: 0 }),
          item({ id: '33333333-3333-4333-8333-333333333333', status: 'unavailable', performance: { id: 4, startsAt: new Date('2026-12-07T03:30:00Z'), cancelled: true } }),
        ])}
        hrefs={HREFS}
      />,
    );
    expect(screen.getByTestId('hold-expired').textContent).toBe('Your hold on these tickets has expired.');
    expect(screen.getByTestId('item-unavailable').textContent).toBe('This performance has been cancelled. Please remove it to continue.');
    const checkout = screen.getByTestId('checkout-link');
    expect(checkout.getAttribute('href')).toBeNull();
    expect(checkout.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('checkout-blocked')).toBeTruthy();
  });

  it('says the cart is empty and links to the shows', () => {
    render(<CartPage cart={cartOf([])} hrefs={HREFS} />);
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a show' }).getAttribute('href')).toBe('/shows');
  });
});

describe('HoldCountdown', () => {
  it('counts down, then says the hold expired and asks the server for the page again', () => {
    vi.useFakeTimers();
    render(<HoldCountdown secondsLeft={2} />);
    expect(screen.getByTestId('hold-countdown').textContent).toBe('Tickets held for 00:02');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('hold-countdown').textContent).toBe('Tickets held for 00:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('hold-expired').textContent).toBe('Your hold on these tickets has expired.');
    expect(refresh).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('closes checkout on the page the moment a hold runs out', () => {
    vi.useFakeTimers();
    render(<CartPage cart={cartOf([item({ secondsLeft: 1 })])} hrefs={HREFS} />);
    expect(screen.getByRole('link', { name: 'Continue to Checkout' }).getAttribute('href')).toBe('/iv2/checkout');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('checkout-link').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('checkout-link').getAttribute('href')).toBeNull();
    expect(screen.getByTestId('checkout-blocked').textContent).toBe('Remove the items marked above to continue to checkout.');
  });
});

describe('CheckoutBreadcrumbs', () => {
  const hrefs = { cart: '/iv2/cart', guestInfo: '/iv2/checkout', billing: '/iv2/billing' };

  it('marks the current step; earlier steps are links, later ones are not', () => {
    render(<CheckoutBreadcrumbs current="billing" hrefs={hrefs} />);
    const nav = screen.getByRole('navigation', { name: 'Checkout steps' });
    expect(within(nav).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1My Cart', '2Guest Information', '3Billing & Payment', '4Confirmation']);
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['My Cart', 'Guest Information']);
    expect(nav.querySelector('[aria-current="step"]')?.textContent).toBe('Billing & Payment');
  });

  it('reads Order Complete on confirmation with no links, and leaves out the cart step without a cart', () => {
    render(<CheckoutBreadcrumbs current="confirmation" hrefs={hrefs} hasCart={false} />);
    const nav = screen.getByRole('navigation', { name: 'Checkout steps' });
    expect(within(nav).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1Guest Information', '2Billing & Payment', '3Order Complete']);
    expect(within(nav).queryAllByRole('link')).toEqual([]);
  });
});

describe('ItemActions', () => {
  it('asks the server to remove the item, tells the header, refreshes the page and moves focus to the heading', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ removed: true, cartCount: 0 })));
    vi.stubGlobal('fetch', fetchMock);
    const changed = vi.fn();
    window.addEventListener(CART_CHANGED_EVENT, changed);
    render(
      <>
        <h1 id="cart-heading" tabIndex={-1}>
          My Cart
        </h1>
        <ItemActions itemId="11111111-1111-4111-8111-111111111111" label="2 × Category A" canRenew={false} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2 × Category A' }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith('/api/cart/items', expect.objectContaining({ method: 'DELETE', body: JSON.stringify({ itemId: '11111111-1111-4111-8111-111111111111' }) }));
    expect(changed).toHaveBeenCalledTimes(1);
    expect(document.activeElement?.id).toBe('cart-heading');
    window.removeEventListener(CART_CHANGED_EVENT, changed);
  });

  it('says so in the error modal when the server fails, and leaves the page as it is; OK closes it', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: 'Something went wrong' }), { status: 500 })));
    render(<ItemActions itemId="11111111-1111-4111-8111-111111111111" label="2 × Category A" canRenew={false} />);
    const remove = screen.getByRole('button', { name: 'Remove 2 × Category A' });
    fireEvent.click(remove);
    const modal = await screen.findByRole('dialog', { name: 'We couldn’t update your cart' });
    expect(within(modal).getByTestId('error-modal-message').textContent).toBe('Sorry, this item could not be removed. Please try again.');
    expect(refresh).not.toHaveBeenCalled();
    fireEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(remove));
  });

  it('holds an expired item again and keeps what the server said about other seats', async () => {
    const message = 'We grabbed you the best available seats because your selection was taken.';
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ renewed: true, relocked: true, message, cartCount: 2 })));
    vi.stubGlobal('fetch', fetchMock);
    render(<ItemActions itemId="11111111-1111-4111-8111-111111111111" label="2 × Category A" canRenew />);
    fireEvent.click(screen.getByRole('button', { name: 'Hold again 2 × Category A' }));
    expect((await screen.findByRole('status')).textContent).toBe(message);
    expect(fetchMock).toHaveBeenCalledWith('/api/cart/items/renew', expect.objectContaining({ method: 'POST' }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  });

  it("shows the server's reason when the item cannot be held again", async () => {
    const reason = 'Some of these seats have been taken. Please remove them and choose again.';
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: reason }), { status: 409 })));
    render(<ItemActions itemId="11111111-1111-4111-8111-111111111111" label="2 × Category A" canRenew />);
    fireEvent.click(screen.getByRole('button', { name: 'Hold again 2 × Category A' }));
    expect((await screen.findByTestId('error-modal-message')).textContent).toBe(reason);
    expect(refresh).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hold again 2 × Category A' })));
  });
});

describe("CartIsland: the visitor's part of the cached cart page", () => {
  const wire = (items: CartItemView[]): CartPageWire => JSON.parse(JSON.stringify({ cart: cartOf(items), promo: null })) as CartPageWire;
  const renderIsland = () =>
    renderDom(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CartIsland hrefs={HREFS} promoEndpoint="/api/cart/promo" />
      </QueryClientProvider>,
    );

  it('gives back the instants the JSON carried as dates', () => {
    const data = cartPageDataFromWire(wire([item()]));
    expect(data.cart.items[0]!.performance!.startsAt).toEqual(new Date('2026-12-06T03:30:00Z'));
    expect(data.cart.items[0]!.heldUntil).toBeInstanceOf(Date);
    expect(cartPageDataFromWire(wire([item({ performance: null, heldUntil: null })])).cart.items[0]!.heldUntil).toBeNull();
  });

  it("shows the frame and a skeleton at once, then the visitor's cart; asks again when the cart changes", async () => {
    let items = [item()];
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(wire(items))));
    vi.stubGlobal('fetch', fetchMock);
    renderIsland();
    expect(screen.getByRole('heading', { level: 1, name: 'My Cart' })).toBeTruthy();
    expect(screen.getByTestId('cart-loading').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByTestId('cart-item')).toBeTruthy();
    expect(screen.queryByTestId('cart-loading')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/cart', expect.objectContaining({ cache: 'no-store' }));
    items = [];
    act(() => {
      window.dispatchEvent(new Event(CART_CHANGED_EVENT));
    });
    expect(await screen.findByTestId('cart-empty')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('Remove shows the cart as the server now has it, without reloading the page', async () => {
    let items = [item()];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/cart/items' && init?.method === 'DELETE') {
        items = [];
        return new Response(JSON.stringify({ removed: true, cartCount: 0 }));
      }
      return new Response(JSON.stringify(wire(items)));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderIsland();
    fireEvent.click(await screen.findByRole('button', { name: /^Remove / }));
    expect(await screen.findByTestId('cart-empty')).toBeTruthy();
  });

  it('says so, with a retry, when the cart cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
    renderIsland();
    expect((await screen.findByTestId('cart-load-failed', {}, { timeout: 5000 })).textContent).toContain(CART_LOAD_FAILED_MESSAGE);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
