// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BillingForm, CODES_ERROR_TITLE, ORDER_ERROR_TITLE } from './billing-form';
import { FORM_ERRORS_MESSAGE, FORM_ERRORS_TITLE } from './form-error-summary';
import { GUEST_INFO_ERROR_TITLE, GuestInfoForm } from './guest-info-form';

const totals = { subtotalCents: 9998, discountCents: 0, feesCents: 1700, taxesCents: 824, totalCents: 12522, giftCardCents: 0, balanceDueCents: 12522 };
const endpoints = { orders: '/api/checkout/orders', totals: '/api/checkout/totals', cart: '/iv2/cart', ordersSearch: '/iv2/orders/search' };
const initial = { email: 'a@example.com', ccFirstName: 'Ada', ccLastName: 'Lovelace', phone: '702 555 0100' };
const DECLINED = 'Your card was declined. Nothing was charged; please check the details or use another card.';

let scrolled: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrolled = vi.fn();
  Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { value: scrolled, configurable: true, writable: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

function renderBilling() {
  render(<BillingForm cartId="11111111-1111-4111-8111-111111111111" initial={initial} initialTotals={totals} endpoints={endpoints} />);
  const form = screen.getByTestId('billing-form');
  const fill = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label, { exact: true }), { target: { value } });
  return { form, fill };
}

function fillAddressAndCard(fill: (label: string, value: string) => void) {
  fill('ZIP / postal code', '89109');
  fill('City', 'Las Vegas');
  fill('State / province', 'NV');
  fill('Card number', '4000 0000 0000 0002');
  fill('Expiry (MM/YY)', '12/31');
  fill('Security code', '123');
}

describe('billing errors (storefront 8)', () => {
  it('sums up the fields in error at the top, scrolled into view and focused, City and State among them', async () => {
    const fetchMock = answer(200, {});
    vi.stubGlobal('fetch', fetchMock);
    const { form } = renderBilling();
    await act(async () => {
      fireEvent.submit(form);
    });
    const summary = await screen.findByRole('alert', { name: FORM_ERRORS_TITLE });
    expect(summary.textContent).toContain(FORM_ERRORS_MESSAGE);
    const items = within(summary).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toContain('City: Field is required.');
    expect(items).toContain('ZIP / postal code: Field is required.');
    expect(scrolled).toHaveBeenCalled();
    expect(document.activeElement).toBe(summary);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the state of a US address', async () => {
    vi.stubGlobal('fetch', answer(200, {}));
    const { form, fill } = renderBilling();
    fillAddressAndCard(fill);
    fill('State / province', ' ');
    fill('Security code', '12');
    await act(async () => {
      fireEvent.submit(form);
    });
    const summary = await screen.findByRole('alert', { name: FORM_ERRORS_TITLE });
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'State / province: Field is required.',
      'Security code: Please enter the 3 or 4 digit security code.',
    ]);
  });

  it('refuses a state that is no US state code', async () => {
    vi.stubGlobal('fetch', answer(200, {}));
    const { form, fill } = renderBilling();
    fillAddressAndCard(fill);
    fill('State / province', 'Nevada');
    await act(async () => {
      fireEvent.submit(form);
    });
    const summary = await screen.findByRole('alert', { name: FORM_ERRORS_TITLE });
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['State / province: Please enter the two-letter state or province code.']);
  });

  it('shows a declined card in the error modal; OK closes it and focus goes back to Place Order', async () => {
    const fetchMock = answer(402, { error: DECLINED, code: 'DECLINED' });
    vi.stubGlobal('fetch', fetchMock);
    const { form, fill } = renderBilling();
    await waitFor(() => expect((screen.getByTestId('place-order') as HTMLButtonElement).disabled).toBe(false));
    fillAddressAndCard(fill);
    await act(async () => {
      fireEvent.submit(form);
    });
    const modal = await screen.findByRole('dialog', { name: ORDER_ERROR_TITLE });
    expect(within(modal).getByTestId('billing-error-message').textContent).toBe(DECLINED);
    expect(screen.queryByRole('alert', { name: FORM_ERRORS_TITLE })).toBeNull();
    const sent = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, { body: string }])[1].body) as Record<string, unknown>;
    expect(sent).toMatchObject({ ccCity: 'Las Vegas', ccState: 'NV' });
    fireEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('place-order')));
  });

  it('shows a refused code beside its field, and a failed request in the error modal', async () => {
    vi.stubGlobal('fetch', answer(400, { error: 'Invalid input', fieldErrors: { promoCode: ['That promo code has expired.'] } }));
    const { form, fill } = renderBilling();
    fill('Promo code', 'OLD');
    await act(async () => {
      fireEvent.click(within(form).getAllByRole('button', { name: 'Apply' })[0]!);
    });
    expect(await within(form).findByText('That promo code has expired.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.stubGlobal('fetch', answer(503, { error: 'Please try again in a moment.' }));
    await act(async () => {
      fireEvent.click(within(form).getAllByRole('button', { name: 'Apply' })[0]!);
    });
    const modal = await screen.findByRole('dialog', { name: CODES_ERROR_TITLE });
    expect(modal.textContent).toContain('Please try again in a moment.');
  });
});

describe('guest information errors (storefront 8)', () => {
  const guest = { firstName: '', lastName: '', email: '', phone: '' };

  it('sums up the fields in error at the top, scrolled into view and focused', async () => {
    vi.stubGlobal('fetch', answer(200, {}));
    render(<GuestInfoForm initial={guest} endpoint="/api/checkout/guest" billingHref="/iv2/billing" />);
    await act(async () => {
      fireEvent.submit(screen.getByTestId('guest-info-form'));
    });
    const summary = await screen.findByRole('alert', { name: FORM_ERRORS_TITLE });
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'First name: Field is required.',
      'Last name: Field is required.',
      'Email address: Field is required.',
      'Phone: Field is required.',
    ]);
    expect(scrolled).toHaveBeenCalled();
    expect(document.activeElement).toBe(summary);
  });

  it('shows a refusal of no field in the error modal, and OK closes it', async () => {
    vi.stubGlobal('fetch', answer(409, { error: 'This cart is no longer yours.' }));
    render(<GuestInfoForm initial={{ firstName: 'Ada', lastName: 'Lovelace', email: 'a@example.com', phone: '702 555 0100' }} endpoint="/api/checkout/guest" billingHref="/iv2/billing" />);
    await act(async () => {
      fireEvent.submit(screen.getByTestId('guest-info-form'));
    });
    const modal = await screen.findByRole('dialog', { name: GUEST_INFO_ERROR_TITLE });
    expect(within(modal).getByTestId('guest-info-error-message').textContent).toBe('This cart is no longer yours.');
    fireEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
