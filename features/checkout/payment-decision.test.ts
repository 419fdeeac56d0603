import { describe, expect, it } from 'vitest';
import { decidePayment, paymentChoiceOf } from './payment-decision';
import * as z from 'zod/mini';
import { billingSchema } from './schema';

describe('decidePayment', () => {
  it('asks no provider when the gift card covers everything, card details or not', () => {
    expect(decidePayment({ giftCardCents: 12_461, balanceDueCents: 0 }, { type: 'card', cardGiven: false })).toEqual({
      ok: true,
      method: 'gift-card',
      giftCardCents: 12_461,
      balanceDueCents: 0,
    });
    expect(decidePayment({ giftCardCents: 12_461, balanceDueCents: 0 }, { type: 'paypal' })).toMatchObject({ ok: true, method: 'gift-card' });
  });

  it('sends the balance to the card or PayPal as chosen, after the gift card', () => {
    expect(decidePayment({ giftCardCents: 2_000, balanceDueCents: 10_461 }, { type: 'card', cardGiven: true })).toEqual({
      ok: true,
      method: 'card',
      giftCardCents: 2_000,
      balanceDueCents: 10_461,
    });
    expect(decidePayment({ giftCardCents: 0, balanceDueCents: 12_461 }, { type: 'paypal' })).toEqual({
      ok: true,
      method: 'paypal',
      giftCardCents: 0,
      balanceDueCents: 12_461,
    });
  });

  it('cannot charge a card balance without card details', () => {
    expect(decidePayment({ giftCardCents: 0, balanceDueCents: 1 }, { type: 'card', cardGiven: false })).toEqual({ ok: false, code: 'CARD', field: 'cardNumber' });
  });
});

describe('paymentChoiceOf', () => {
  const billing = z.parse(billingSchema, {
    cartId: '6f1c2a9e-3b1d-4c55-9a51-0d1e2f3a4b5c',
    submissionKey: '0b7e4c2d-8a9f-4e31-b6c7-d8e9f0a1b2c3',
    email: 'ada@example.com',
    phone: '702 555 0100',
    ccFirstName: 'Ada',
    ccLastName: 'Lovelace',
    ccCountry: 'US',
    ccPostalCode: '89109',
    ccCity: 'Las Vegas',
    ccState: 'NV',
    paymentType: 'card',
  });

  it('takes no card when no card field is filled', () => {
    expect(paymentChoiceOf(billing, 'http://localhost', new Date('2026-11-25T12:00:00Z'))).toEqual({ type: 'card', card: null });
  });

  it('builds the PayPal return route without its token', () => {
    const choice = paymentChoiceOf({ ...billing, paymentType: 'paypal' }, 'http://localhost:3000', new Date());
    if (choice.type !== 'paypal') throw new Error('expected PayPal');
    const url = new URL(choice.returnUrl('approved'));
    expect(url.origin).toBe('http://localhost:3000');
    expect(url.search).toBe('');
  });

  it('refuses an expired card with the expiry field named', () => {
    expect(() =>
      paymentChoiceOf({ ...billing, cardNumber: '4242 4242 4242 4242', cardExpiry: '01/20', cardCvc: '123' }, 'http://localhost', new Date('2026-11-25T12:00:00Z')),
    ).toThrow('This card has expired.');
  });
});
