// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILLING_LOAD_FAILED_MESSAGE, BillingIsland } from './billing-island';

const totals = { subtotalCents: 9998, discountCents: 0, feesCents: 1700, taxesCents: 824, totalCents: 12522, giftCardCents: 0, balanceDueCents: 12522 };
const endpoints = { orders: '/api/checkout/orders', totals: '/api/checkout/totals', cart: '/iv2/cart', ordersSearch: '/iv2/orders/search' };
const initial = { email: 'a@example.com', ccFirstName: 'Ada', ccLastName: 'Lovelace', phone: '702 555 0100' };
const item = {
  id: '11111111-1111-4111-8111-111111111111',
  product: { id: 7, name: 'Mystère', href: '/iv2/las-vegas-shows/7/mystere/dates' },
  performance: { id: 3, startsAt: '2026-12-06T03:30:00.000Z', cancelled: false },
  sku: { id: 9, name: 'Category A', seated: true },
  quantity: 2,
  seats: [{ seatId: 1, section: 'Orchestra', row: 'C', seat: '7' }],
  status: 'held',
  heldUntil: '2026-12-01T00:00:00.000Z',
  secondsLeft: 600,
  prices: { unitPriceCents: 4999, feesCents: 850, taxesCents: 412, totalCents: 6261 },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderIsland() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BillingIsland endpoints={endpoints} loginHref="/iv2/login?returnTo=%2Fiv2%2Fbilling" hostedCard={false} paypal />
    </QueryClientProvider>,
  );
}

describe("BillingIsland: the visitor's part of the cached billing page", () => {
  it("keeps the panels' frames while loading, then shows the form filled for the visitor, the sign-in line for a guest and the items", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ toCart: false, cartId: '22222222-2222-4222-8222-222222222222', signedIn: false, initial, totals, promoCode: null, items: [item] }))));
    renderIsland();
    expect(screen.getByTestId('billing-loading')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Payment details' })).toBeTruthy();
    expect(await screen.findByTestId('place-order')).toBeTruthy();
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('a@example.com');
    expect(screen.getByTestId('billing-sign-in').querySelector('a')?.getAttribute('href')).toBe('/iv2/login?returnTo=%2Fiv2%2Fbilling');
    expect(screen.getByTestId('checkout-items').textContent).toContain('Mystère');
    expect(screen.queryByTestId('billing-loading')).toBeNull();
  });

  it('says nothing of signing in to a member', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ toCart: false, cartId: '22222222-2222-4222-8222-222222222222', signedIn: true, initial, totals, promoCode: null, items: [item] }))));
    renderIsland();
    expect(await screen.findByTestId('place-order')).toBeTruthy();
    expect(screen.queryByTestId('billing-sign-in')).toBeNull();
  });

  it('goes back to the cart when there is nothing to pay for', async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ toCart: true }))));
    renderIsland();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/iv2/cart'));
  });

  it('says so, with a retry, when the order cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
    renderIsland();
    expect((await screen.findByTestId('billing-load-failed', {}, { timeout: 5000 })).textContent).toContain(BILLING_LOAD_FAILED_MESSAGE);
  });
});
