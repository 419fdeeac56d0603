/**
 * Who gets an insider price (storefront 6, ticket-buying 6), decided on the server from what the
 * request carries, never from anything the browser says about itself.
 */
export interface InsiderEntitlement {
  /** The member-deal cookie (an e-mail campaign link, storefront 2.3, or the insider e-mail unlock). */
  readonly memberDeal: boolean;
  /** A signed-in member (signing up or in makes one an insider): also password-protected rates. */
  readonly signedInInsider: boolean;
}

export const NO_ENTITLEMENT: InsiderEntitlement = Object.freeze({ memberDeal: false, signedInInsider: false });

/** Whether a ticket type's insider price applies to this visitor. */
export function insiderPriceApplies(entitlement: InsiderEntitlement, sku: { readonly insiderPriceCents: number | null; readonly passwordProtected: boolean }): boolean {
  if (sku.insiderPriceCents === null) return false;
  return entitlement.signedInInsider || (entitlement.memberDeal && !sku.passwordProtected);
}

/** A ticket type's prices as stored: the public price and, when it has one, the insider price. */
export interface SkuPrices {
  readonly priceCents: number;
  readonly feeCents: number;
  readonly taxCents: number;
  readonly insiderPriceCents: number | null;
  readonly passwordProtected: boolean;
}

/**
 * The per-ticket prices this visitor pays for a ticket type: the insider price where it applies,
 * else the public one; fees and taxes as they are. The one place a visitor's price is decided:
 * the ticket list shows it, the cart keeps it as the item's snapshot, checkout charges that.
 */
export function visitorUnitPrice(entitlement: InsiderEntitlement, sku: SkuPrices): { priceCents: number; feeCents: number; taxCents: number; insiderApplied: boolean } {
  const insiderApplied = insiderPriceApplies(entitlement, sku);
  return {
    priceCents: insiderApplied && sku.insiderPriceCents !== null ? sku.insiderPriceCents : sku.priceCents,
    feeCents: sku.feeCents,
    taxCents: sku.taxCents,
    insiderApplied,
  };
}
