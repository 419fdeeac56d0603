// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GIFT_CARD_BALANCE_MESSAGES } from '../messages';
import { GiftCardBalanceForm } from './balance-form';
import { GiftCardPurchaseForm } from './purchase-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DECLINED = 'Your card was declined. Nothing was charged; please check the details or use another card.';
const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillPurchase() {
  type("Recipient's name", 'Grace Hopper');
  type("Recipient's email", 'grace@example.com');
  type('Message (optional, up to 250 characters)', 'Enjoy a show!');
  type('Your name', 'Ada Lovelace');
  type('Your email', 'ada@example.com');
  type('Card number', '4242 4242 4242 4242');
  type('Expiry (MM/YY)', '12/31');
  type('Security code', '123');
  type('Billing ZIP / postal code', '89109');
}
const buy = () => fireEvent.click(screen.getByRole('button', { name: 'Buy Gift Card' }));
const sentBodies = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.map((call) => JSON.parse(String((call[1] as RequestInit).body)) as Record<string, unknown>);

describe('GiftCardPurchaseForm', () => {
  it('checks the fields before asking the server, another amount within $25 to $500 included', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<GiftCardPurchaseForm />);
    buy();
    await waitFor(() => expect(screen.getAllByText('Field is required.')).toHaveLength(8));
    fillPurchase();
    fireEvent.click(screen.getByLabelText('Other amount'));
    type('Other amount in whole dollars ($25 to $500)', '12.50');
    buy();
    expect(await screen.findByText('Please enter a whole-dollar amount from $25 to $500.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a decline on the card field, then buys with a new submission key and shows the confirmation in place', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json({ ok: false, code: 'DECLINED', error: DECLINED, fieldErrors: { cardNumber: [DECLINED] } }, 402))
      .mockResolvedValueOnce(
        json(
          {
            ok: true,
            purchase: { amountCents: 7500, recipientName: 'Grace Hopper', recipientEmail: 'grace@example.com', buyerEmail: 'ada@example.com', maskedCode: 'VG••••••••••KLMN', paymentReference: 'tc_1' },
          },
          200,
        ),
      );
    vi.stubGlobal('fetch', fetchMock);
    render(<GiftCardPurchaseForm />);
    fillPurchase();
    fireEvent.click(screen.getByLabelText('Other amount'));
    type('Other amount in whole dollars ($25 to $500)', '$75');
    buy();
    expect(await screen.findByText(DECLINED)).toBeTruthy();
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');

    buy();
    expect((await screen.findByRole('heading', { name: 'Your gift card is on its way' })).tagName).toBe('H3');
    expect(screen.getByTestId('giftcard-confirmation').textContent).toContain('We e-mailed a $75.00 gift card to Grace Hopper (grace@example.com).');
    expect(screen.getByTestId('giftcard-confirmation').textContent).toContain('Your receipt went to ada@example.com. Gift card VG••••••••••KLMN, payment reference tc_1.');

    const [first, second] = sentBodies(fetchMock);
    expect(first).toMatchObject({ amountDollars: 75, recipientName: 'Grace Hopper', message: 'Enjoy a show!', cardNumber: '4242 4242 4242 4242', postalCode: '89109' });
    expect(first).not.toHaveProperty('amountChoice');
    expect(first!.submissionKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.submissionKey).not.toBe(first!.submissionKey);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/giftcards');
  });

  it('shows the server field errors of a 400 on their fields', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'Invalid request', fieldErrors: { cardExpiry: ['This card has expired.'], amountDollars: ['Please enter a whole-dollar amount from $25 to $500.'] } }, 400)));
    render(<GiftCardPurchaseForm />);
    fillPurchase();
    buy();
    expect(await screen.findByText('This card has expired.')).toBeTruthy();
    expect(screen.getByLabelText('Expiry (MM/YY)').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('GiftCardBalanceForm', () => {
  const check = (code: string) => {
    type('Gift card number', code);
    fireEvent.click(screen.getByRole('button', { name: 'Check Balance' }));
  };

  it('shows the balance of the card, the code sent normalised', async () => {
    const fetchMock = vi.fn(async () => json({ balanceCents: 2550, initialCents: 10000 }, 200));
    vi.stubGlobal('fetch', fetchMock);
    render(<GiftCardBalanceForm />);
    check(' vgab cdef ghij klmn ');
    expect((await screen.findByTestId('giftcard-balance')).textContent).toBe('Balance: $25.50 of $100.00');
    expect(sentBodies(fetchMock)).toEqual([{ code: 'VGABCDEFGHIJKLMN' }]);
  });

  it('says when the card is unknown, and when too many were tried', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(json({ error: GIFT_CARD_BALANCE_MESSAGES.notFound }, 404))
        .mockResolvedValueOnce(json({ error: GIFT_CARD_BALANCE_MESSAGES.throttled }, 429)),
    );
    render(<GiftCardBalanceForm />);
    check('VGNOPE');
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find that gift card. Please check the number and try again.');
    check('VGNOPE2');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(GIFT_CARD_BALANCE_MESSAGES.throttled));
  });
});
