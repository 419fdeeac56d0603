import { describe, expect, it } from 'vitest';
import { insiderPriceApplies, NO_ENTITLEMENT, visitorUnitPrice } from './insider-pricing';

const open = { insiderPriceCents: 5000, passwordProtected: false };
const locked = { insiderPriceCents: 5000, passwordProtected: true };

describe('insiderPriceApplies', () => {
  it('never without an insider price or without an entitlement', () => {
    expect(insiderPriceApplies({ memberDeal: true, signedInInsider: true }, { insiderPriceCents: null, passwordProtected: false })).toBe(false);
    expect(insiderPriceApplies(NO_ENTITLEMENT, open)).toBe(false);
    expect(insiderPriceApplies(NO_ENTITLEMENT, locked)).toBe(false);
  });

  it('a member deal unlocks open rates only; a signed-in member every rate', () => {
    expect(insiderPriceApplies({ memberDeal: true, signedInInsider: false }, open)).toBe(true);
    expect(insiderPriceApplies({ memberDeal: true, signedInInsider: false }, locked)).toBe(false);
    expect(insiderPriceApplies({ memberDeal: false, signedInInsider: true }, locked)).toBe(true);
  });
});

describe('visitorUnitPrice', () => {
  const sku = { priceCents: 4_999, feeCents: 850, taxCents: 412, insiderPriceCents: 3_999, passwordProtected: false };

  it('is the insider price for an entitled visitor and the public one otherwise, fees and taxes unchanged', () => {
    expect(visitorUnitPrice({ memberDeal: true, signedInInsider: false }, sku)).toEqual({ priceCents: 3_999, feeCents: 850, taxCents: 412, insiderApplied: true });
    expect(visitorUnitPrice(NO_ENTITLEMENT, sku)).toEqual({ priceCents: 4_999, feeCents: 850, taxCents: 412, insiderApplied: false });
  });

  it('keeps a password-protected insider price for signed-in members', () => {
    const protectedSku = { ...sku, passwordProtected: true };
    expect(visitorUnitPrice({ memberDeal: true, signedInInsider: false }, protectedSku).priceCents).toBe(4_999);
    expect(visitorUnitPrice({ memberDeal: false, signedInInsider: true }, protectedSku).priceCents).toBe(3_999);
  });
});
