import type { TicketSku } from '../types';

/** A seated ticket type for component tests, with `over` on top: 'Orchestra', price tier 1, $99, 5 of 6 left. */
export function ticketSkuFixture(over: Partial<TicketSku> = {}): TicketSku {
  return {
    id: 1,
    name: 'Orchestra',
    equivalencyKey: 'A',
    ticketType: 'Adult',
    supportsSeatSelection: true,
    priceTier: 1,
    priceCents: 9900,
    publicPriceCents: 9900,
    basePriceCents: 9000,
    feeCents: 500,
    taxCents: 300,
    hasInsiderPrice: false,
    insiderPasswordProtected: false,
    insiderApplied: false,
    purchaseQuantities: [],
    maxQuantity: 12,
    remaining: 5,
    capacity: 6,
    ...over,
  };
}
