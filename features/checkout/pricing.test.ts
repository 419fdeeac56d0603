import { describe, expect, it } from 'vitest';
import { allocate, checkPromo, orderTotals, PROMO_REFUSED_MESSAGE, promoDiscounts, type PricedItem, type PromoRule } from './pricing';

const show: PricedItem = { id: 'a', productId: 1, quantity: 2, unitPriceCents: 4999, unitFeeCents: 750, unitTaxCents: 412 };
const tour: PricedItem = { id: 'b', productId: 2, quantity: 3, unitPriceCents: 1333, unitFeeCents: 100, unitTaxCents: 0 };

function rule(overrides: Partial<PromoRule>): PromoRule {
  return { code: 'SAVE', kind: 'percent', amount: 10, productId: null, minSubtotalCents: 0, startsAt: null, endsAt: null, maxUses: null, uses: 0, ...overrides };
}

const now = new Date('2026-11-23T12:00:00Z');

describe('allocate', () => {
  it('splits exactly, in proportion, with the remainder to the largest fractions', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [9998, 3999])).toEqual([7, 3]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
    const shares = allocate(12345, [9998, 3999, 1]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(12345);
  });
});

describe('checkPromo', () => {
  it('accepts a running code and refuses every other with one message that does not tell which codes exist', () => {
    expect(checkPromo(rule({}), [show], now)).toEqual({ ok: true });
    const refused = { ok: false, message: 'This promo code is not valid for your cart.' };
    expect(PROMO_REFUSED_MESSAGE).toBe(refused.message);
    expect(checkPromo(null, [show], now)).toEqual(refused);
    expect(checkPromo(rule({ startsAt: new Date('2026-12-01T00:00:00Z') }), [show], now)).toEqual(refused);
    expect(checkPromo(rule({ endsAt: now }), [show], now)).toEqual(refused);
    expect(checkPromo(rule({ maxUses: 5, uses: 5 }), [show], now)).toEqual(refused);
    expect(checkPromo(rule({ productId: 99 }), [show, tour], now)).toEqual(refused);
    expect(checkPromo(rule({ minSubtotalCents: 20_000 }), [show], now)).toEqual(refused);
    // An empty (or someone else's, or made-up) cart: a real code answers as an unknown one.
    expect(checkPromo(rule({}), [], now)).toEqual(refused);
  });

  it('judges the minimum on the eligible items only', () => {
    expect(checkPromo(rule({ productId: 2, minSubtotalCents: 5000 }), [show, tour], now).ok).toBe(false);
    expect(checkPromo(rule({ productId: 1, minSubtotalCents: 5000 }), [show, tour], now).ok).toBe(true);
  });
});

describe('promoDiscounts', () => {
  it('takes a percentage of the eligible subtotal, rounded half up once', () => {
    // 10% of 9998 + 3999 = 13997 is 1399.7 -> 1400, split 9998:3999.
    expect(promoDiscounts(rule({}), [show, tour])).toEqual([1000, 400]);
  });

  it('takes a fixed amount, never more than the eligible subtotal', () => {
    expect(promoDiscounts(rule({ kind: 'fixed', amount: 2500 }), [show, tour])).toEqual([1786, 714]);
    expect(promoDiscounts(rule({ kind: 'fixed', amount: 1_000_000, productId: 2 }), [show, tour])).toEqual([0, 3999]);
  });

  it('applies a per-product code to that product alone', () => {
    expect(promoDiscounts(rule({ amount: 50, productId: 1 }), [show, tour])).toEqual([4999, 0]);
  });
});

describe('orderTotals', () => {
  it('adds items, fees and taxes without a promo or gift card', () => {
    const t = orderTotals([show, tour], null);
    expect(t.subtotalCents).toBe(9998 + 3999);
    expect(t.feesCents).toBe(1500 + 300);
    expect(t.taxesCents).toBe(824);
    expect(t.totalCents).toBe(13997 + 1800 + 824);
    expect(t.balanceDueCents).toBe(t.totalCents);
  });

  it('subtracts the discount and lets a gift card pay part or all of it', () => {
    const t = orderTotals([show, tour], rule({}), 5000);
    expect(t.discountCents).toBe(1400);
    expect(t.totalCents).toBe(13997 - 1400 + 1800 + 824);
    expect(t.giftCardCents).toBe(5000);
    expect(t.balanceDueCents).toBe(t.totalCents - 5000);
    const covered = orderTotals([tour], null, 1_000_000);
    expect(covered.giftCardCents).toBe(covered.totalCents);
    expect(covered.balanceDueCents).toBe(0);
    for (const line of t.items) expect(line.totalCents).toBe(line.subtotalCents - line.discountCents + line.feesCents + line.taxesCents);
  });
});
