import { describe, expect, it } from 'vitest';
import { normaliseCardNumber, parseExpiry, passesLuhn } from './card-rules';
import { TEST_CARDS, testCardProvider } from './test-card';

describe('card rules', () => {
  it('checks the Luhn digit', () => {
    expect(passesLuhn(normaliseCardNumber('4242 4242 4242 4242'))).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42')).toBe(false);
    for (const number of Object.values(TEST_CARDS)) expect(passesLuhn(number)).toBe(true);
  });

  it('reads an expiry that has not run out', () => {
    const now = new Date('2026-11-23T00:00:00Z');
    expect(parseExpiry('11/26', now)).toEqual({ month: 11, year: 2026 });
    expect(parseExpiry('01/2030', now)).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry('10/26', now)).toBeNull();
    expect(parseExpiry('13/27', now)).toBeNull();
    expect(parseExpiry('1127', now)).toBeNull();
  });
});

describe('test card provider', () => {
  const card = { expiryMonth: 12, expiryYear: 2030, cvc: '123', holderName: 'A B', postalCode: '89109', country: 'US' };
  it('approves, declines and fails by the documented numbers', async () => {
    const approved = await testCardProvider.authorize({ amountCents: 100, idempotencyKey: 'k', card: { ...card, number: TEST_CARDS.approve } });
    expect(approved.status).toBe('authorized');
    expect(approved.status === 'authorized' && approved.reference).toMatch(/^tc_[0-9a-f]{24}$/);
    expect((await testCardProvider.authorize({ amountCents: 100, idempotencyKey: 'k', card: { ...card, number: TEST_CARDS.decline } })).status).toBe('declined');
    expect((await testCardProvider.authorize({ amountCents: 100, idempotencyKey: 'k', card: { ...card, number: TEST_CARDS.networkError } })).status).toBe('failed');
  });
});
