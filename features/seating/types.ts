/** A ticket type (sku) of a performance as the ticket panel shows it (ticket-buying 3). */
export interface TicketSku {
  readonly id: number;
  readonly name: string;
  readonly equivalencyKey: string;
  readonly ticketType: string;
  /** Sold by seat on the map (a price tier of the venue) rather than general admission. */
  readonly supportsSeatSelection: boolean;
  readonly priceTier: number | null;
  /** The price this visitor pays per ticket before fees and tax (the insider price when entitled). */
  readonly priceCents: number;
  /** The public price, before any insider price. */
  readonly publicPriceCents: number;
  readonly basePriceCents: number;
  readonly feeCents: number;
  readonly taxCents: number;
  /** The sku has an insider price (the prompt shows when the visitor is not entitled to it). */
  readonly hasInsiderPrice: boolean;
  readonly insiderPasswordProtected: boolean;
  /** The insider price applies to this visitor (the server decided; never the client). */
  readonly insiderApplied: boolean;
  readonly purchaseQuantities: readonly number[];
  readonly maxQuantity: number;
  /** General admission: places still free. Seats: free seats of the price. */
  readonly remaining: number;
  /** General admission: the performance's capacity for the sku. Seats: the venue's seats of the price. */
  readonly capacity: number;
}

/** The venue of a seated performance: the drawing's size and its focal point. */
export interface VenueMeta {
  readonly id: number;
  readonly name: string;
  readonly mapWidth: number;
  readonly mapHeight: number;
  readonly stage: { readonly x: number; readonly y: number };
  /**
   * The version of the venue's seats (a hash of their bytes): the map asks for
   * `/api/venues/{id}/seats?v={layoutVersion}`, an immutable url. Absent when unknown.
   */
  readonly layoutVersion?: string;
}

/** The size of a venue's seat-map drawing: the page reserves its box before the seats load. */
export interface MapLayout {
  readonly mapWidth: number;
  readonly mapHeight: number;
}

/** What the ticket panel loads for a performance: its ticket types and, when seated, its venue. */
export interface PerformanceTickets {
  readonly performanceId: number;
  readonly productId: number;
  /** ISO instant. */
  readonly startsAt: string;
  readonly onSale: boolean;
  readonly skus: readonly TicketSku[];
  readonly venue: VenueMeta | null;
}

/**
 * A venue's seats in columns (one array per field, same index), so 4,211 seats travel as a few
 * compact arrays rather than thousands of objects. Never changes while the venue stands.
 */
export interface VenueSeats {
  readonly venueId: number;
  readonly sections: readonly string[];
  readonly ids: readonly number[];
  /** Index into `sections`. */
  readonly section: readonly number[];
  readonly sectionId: readonly number[];
  readonly row: readonly string[];
  readonly seat: readonly string[];
  readonly seatNumber: readonly number[];
  readonly x: readonly number[];
  readonly y: readonly number[];
  readonly tier: readonly number[];
  /** Ids of the wheelchair spaces (few, so listed rather than a column). */
  readonly wheelchair: readonly number[];
  /** Ids of the companion seats, each beside a wheelchair space and sold only with it. */
  readonly companion: readonly number[];
}

/** Seats of a performance that are not free for this visitor, and those this visitor's cart holds. */
export interface SeatStates {
  readonly performanceId: number;
  /** Sold, or held by another cart. */
  readonly taken: readonly number[];
  /** Held by the visitor's own cart. */
  readonly mine: readonly number[];
  /** Of the taken seats, those sold (the rest are held by other carts): the map names the difference. */
  readonly sold: readonly number[];
}

/**
 * The flags the ticket wizard reads (lib/config/flags), read on the server by the page and handed
 * to the panel as a prop: the browser has no FLAG_* values of its own.
 */
export interface WizardFlags {
  /** Once seats are chosen, the list stays mounted but hidden instead of unmounting. */
  readonly keepSeatListMounted: boolean;
  /** Quantity buttons stop at 12 (ticket-buying 9). */
  readonly quantityCap12: boolean;
  /** Quantities no option fits say 'Sold out' (ticket-buying 5). */
  readonly uniquePurchaseQuantityFix: boolean;
  /** All-in prices: taller seat rows (ticket-buying 9). */
  readonly allInPricing: boolean;
}

export const DEFAULT_WIZARD_FLAGS: WizardFlags = { keepSeatListMounted: false, quantityCap12: true, uniquePurchaseQuantityFix: true, allInPricing: false };
