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
