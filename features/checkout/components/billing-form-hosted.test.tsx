// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BillingForm, HOSTED_CARD_NOTE } from './billing-form';

const totals = { subtotalCents: 9998, discountCents: 0, feesCents: 1700, taxesCents: 824, totalCents: 12522, giftCardCents: 0, balanceDueCents: 12522 };
const endpoints = { orders: '/api/checkout/orders', totals: '/api/checkout/totals', cart: '/iv2/cart', ordersSearch: '/iv2/orders/search' };
const initial = { email: 'a@example.com', ccFirstName: 'Ada', ccLastName: 'Lovelace', phone: '702 555 0100' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('billing with cards on the provider’s hosted page (Stripe configured)', () => {
  it('shows no card fields, a Pay by Card button, and posts no card data before following the redirect to the card page', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => {
      posted.push(JSON.parse(init.body));
      return new Response(JSON.stringify({ ok: true, redirect: 'https://checkout.stripe.com/c/pay/cs_test_1' }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    render(<BillingForm cartId="11111111-1111-4111-8111-111111111111" initial={initial} initialTotals={totals} endpoints={endpoints} hostedCard />);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.queryByLabelText('Security code')).toBeNull();
    expect(screen.getByTestId('hosted-card-note').textContent).toBe(HOSTED_CARD_NOTE);
    await waitFor(() => expect((screen.getByTestId('place-order') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId('place-order').textContent).toBe('Pay by Card');
    fireEvent.change(screen.getByLabelText('ZIP / postal code'), { target: { value: '89109' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Las Vegas' } });
    fireEvent.change(screen.getByLabelText('State / province'), { target: { value: 'nv' } });
    fireEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ paymentType: 'card', ccPostalCode: '89109', ccCity: 'Las Vegas', ccState: 'nv' });
    expect(posted[0]).not.toHaveProperty('cardNumber');
  });

  it('with the test provider the card fields stay', () => {
    render(<BillingForm cartId="11111111-1111-4111-8111-111111111111" initial={initial} initialTotals={totals} endpoints={endpoints} />);
    expect(screen.getByLabelText('Card number')).toBeTruthy();
    expect(screen.queryByTestId('hosted-card-note')).toBeNull();
  });
});
