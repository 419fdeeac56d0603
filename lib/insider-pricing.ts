/** Who may see insider prices (ticket-buying 6): decided on the server from what the request carries. */
export interface InsiderEntitlement {
  /** The member-deal cookie (set by an e-mail campaign link, storefront 2.3). */
  readonly memberDeal: boolean;
  /** A signed-in member: also unlocks password-protected insider rates. */
  readonly signedInInsider: boolean;
}

/** Whether a ticket type's insider price is this visitor's price. */
export function insiderPriceApplies(entitlement: InsiderEntitlement, sku: { insiderPriceCents: number | null; insiderPasswordProtected: boolean }): boolean {
  return sku.insiderPriceCents !== null && (entitlement.signedInInsider || (entitlement.memberDeal && !sku.insiderPasswordProtected));
}
