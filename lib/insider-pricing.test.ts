import { describe, expect, it } from 'vitest';
import { insiderPriceApplies, NO_ENTITLEMENT } from './insider-pricing';

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
