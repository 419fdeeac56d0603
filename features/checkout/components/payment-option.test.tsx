// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_OPTION_KEY } from '@/lib/payment-option';
import { BillingForm } from './billing-form';

const totals = { subtotalCents: 9998, discountCents: 0, feesCents: 1700, taxesCents: 824, totalCents: 12522, giftCardCents: 0, balanceDueCents: 12522 };
const endpoints = { orders: '/api/checkout/orders', totals: '/api/checkout/totals', cart: '/iv2/cart', ordersSearch: '/iv2/orders/search' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the stored payment option (storefront 4)', () => {
  it('billing starts with the option chosen last in this browser', async () => {
    window.localStorage.setItem(PAYMENT_OPTION_KEY, 'paypal');
    render(
      <BillingForm
        cartId="11111111-1111-4111-8111-111111111111"
        initial={{ email: 'a@example.com', ccFirstName: 'A', ccLastName: 'B', phone: '702 555 0100' }}
        initialTotals={totals}
        endpoints={endpoints}
      />,
    );
    await waitFor(() => expect((screen.getByLabelText('PayPal') as HTMLInputElement).checked).toBe(true));
    expect(screen.getByTestId('place-order').textContent).toBe('Continue to PayPal');
  });

  it('where PayPal is off (production without PayPal credentials) it is not offered, even when chosen last time', async () => {
    window.localStorage.setItem(PAYMENT_OPTION_KEY, 'paypal');
    render(
      <BillingForm
        cartId="11111111-1111-4111-8111-111111111111"
        initial={{ email: 'a@example.com', ccFirstName: 'A', ccLastName: 'B', phone: '702 555 0100' }}
        initialTotals={totals}
        endpoints={endpoints}
        paypal={false}
      />,
    );
    await waitFor(() => expect((screen.getByLabelText('Credit or debit card') as HTMLInputElement).checked).toBe(true));
    expect(screen.queryByLabelText('PayPal')).toBeNull();
    expect(screen.getByTestId('place-order').textContent).toBe('Place Order');
  });
});
