import type { skus } from '../schema';
import type { Rng } from '@/lib/prng';

/** A seeded sku always carries its id (see FIRST_SKU_ID in catalog.ts). */
export type SkuRow = typeof skus.$inferInsert & { id: number };

/** Clark County sales tax, charged on tickets. */
export const TICKET_TAX_RATE = 0.08375;
/** Las Vegas Strip transient lodging tax, charged on room rates and resort fees. */
export const ROOM_TAX_RATE = 0.1338;

export function dollars(amount: number): number {
  return Math.round(amount * 100);
}

/** Whole-dollar amounts, the way box offices price tickets. */
function wholeDollars(cents: number): number {
  return Math.max(100, Math.floor(cents / 100) * 100);
}

export type TicketSkuInput = {
  id: number;
  productId: number;
  name: string;
  ticketType: string;
  /** Box-office price in cents before any discount. */
  boxOfficeCents: number;
  sortOrder: number;
  priceTier?: number | null;
  supportsSeatSelection?: boolean;
  capacityPerPerformance?: number | null;
  purchaseQuantities?: number[];
  maxQuantity?: number;
  taxRate?: number;
  /**
   * Share off the box-office price (0 = none). Callers pick one per product so that the
   * tiers of a show keep their order after the discount.
   */
  discount: number;
  /** Chance that this sku has an insider (member) price. */
  insiderChance?: number;
  /** The fulfillment option's own ticket information; none: the default ('Tickets will be emailed to you.'). */
  fulfillmentMessage?: string;
};

/** A product's promotion: about half of all products sell 10-40% below the box office. */
export function productDiscount(rng: Rng): number {
  return rng.chance(0.55) ? Math.round(rng.float(0.1, 0.4) * 100) / 100 : 0;
}

export function equivalencyKey(ticketType: string, name: string): string {
  return `${ticketType}:${name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/**
 * A ticket-like sku: the box-office price is the crossed-out base price, the selling price is
 * the same or discounted, and fees (10-15%) and tax are computed on the selling price.
 */
export function ticketSku(rng: Rng, input: TicketSkuInput): SkuRow {
  const base = wholeDollars(input.boxOfficeCents);
  const price = input.discount > 0 ? wholeDollars(base * (1 - input.discount)) : base;
  const fee = Math.max(1, Math.round(price * rng.float(0.1, 0.15)));
  const tax = Math.max(1, Math.round(price * (input.taxRate ?? TICKET_TAX_RATE)));
  const insider = price > 500 && rng.chance(input.insiderChance ?? 0.3) ? wholeDollars(price * rng.float(0.78, 0.92)) : null;
  const quantities = input.purchaseQuantities ?? [];
  return {
    id: input.id,
    productId: input.productId,
    name: input.name,
    equivalencyKey: equivalencyKey(input.ticketType, input.name),
    ticketType: input.ticketType,
    priceTier: input.priceTier ?? null,
    supportsSeatSelection: input.supportsSeatSelection ?? false,
    priceCents: price,
    basePriceCents: base,
    feeCents: fee,
    taxCents: tax,
    insiderPriceCents: insider !== null && insider < price ? insider : null,
    insiderPasswordProtected: insider !== null && insider < price && rng.chance(0.3),
    purchaseQuantities: quantities,
    maxQuantity: quantities.length > 0 ? Math.max(...quantities) : (input.maxQuantity ?? 12),
    capacityPerPerformance: input.capacityPerPerformance ?? null,
    maxOccupancy: null,
    sortOrder: input.sortOrder,
    fulfillmentMessage: input.fulfillmentMessage ?? null,
  };
}

export type RoomSkuInput = {
  id: number;
  productId: number;
  name: string;
  ticketType: 'ROOM' | 'PACKAGE';
  /** Typical midweek nightly rate (or package price per person) in cents. */
  rateCents: number;
  /** The published rack rate is this much higher than the rate we sell. */
  rackFactor: number;
  /** Nightly resort fee (hotels) or airline fees (packages), in cents. */
  feeCents: number;
  taxRate: number;
  maxOccupancy: number;
  insider: boolean;
  sortOrder: number;
};

export function roomSku(rng: Rng, input: RoomSkuInput): SkuRow {
  const price = Math.round(input.rateCents);
  const insider = input.insider ? Math.round(price * rng.float(0.82, 0.92)) : null;
  return {
    id: input.id,
    productId: input.productId,
    name: input.name,
    equivalencyKey: equivalencyKey(input.ticketType, input.name),
    ticketType: input.ticketType,
    priceTier: null,
    supportsSeatSelection: false,
    priceCents: price,
    basePriceCents: Math.max(price, Math.round(price * input.rackFactor)),
    feeCents: input.feeCents,
    taxCents: Math.max(1, Math.round((price + input.feeCents) * input.taxRate)),
    insiderPriceCents: insider,
    insiderPasswordProtected: insider !== null && rng.chance(0.25),
    purchaseQuantities: [],
    // Five or more rooms go to the group-travel page instead (ticket-buying spec).
    maxQuantity: 4,
    capacityPerPerformance: null,
    maxOccupancy: input.maxOccupancy,
    sortOrder: input.sortOrder,
  };
}
