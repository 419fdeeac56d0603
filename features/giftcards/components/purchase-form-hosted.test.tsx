// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GIFT_CARD_HOSTED_NOTE, GiftCardPurchaseForm } from './purchase-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('GiftCardPurchaseForm with cards on Stripe’s hosted page', () => {
  it('has no card fields, posts no card data, and sends the buyer to the card page it is given', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ ok: true, redirect: 'https://checkout.stripe.com/c/pay/cs_test_9' }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    render(<GiftCardPurchaseForm hostedCard />);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.queryByLabelText('Security code')).toBeNull();
    expect(screen.getByTestId('giftcard-hosted-note').textContent).toBe(GIFT_CARD_HOSTED_NOTE);
    type("Recipient's name", 'Grace Hopper');
    type("Recipient's email", 'grace@example.com');
    type('Your name', 'Ada Lovelace');
    type('Your email', 'ada@example.com');
    type('Billing ZIP / postal code', '89109');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Pay by Card' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Pay by Card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_9'));
    const body = JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body)) as Record<string, unknown>;
    expect(body).toMatchObject({ amountDollars: 50, recipientName: 'Grace Hopper', postalCode: '89109' });
    expect(Object.keys(body).filter((k) => k.startsWith('card'))).toEqual([]);
  });
});
