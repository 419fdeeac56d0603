/** Ticket-buying 8: shown when a hold had to take other seats than the ones chosen. */
export const SEATS_RELOCKED_MESSAGE = 'We grabbed you the best available seats because your selection was taken.';

/** Issue 10: a companion seat is sold only with the wheelchair space beside it. */
export const COMPANION_SEAT_MESSAGE = 'A companion seat can only be booked together with the wheelchair space beside it.';

export interface PurchaseQuantityRule {
  /** The quantities the sku allows; empty means any from 1 to maxQuantity. */
  readonly purchaseQuantities: readonly number[];
  readonly maxQuantity: number;
  /** Assigned seats (the group-of-N wording) rather than general admission. */
  readonly seated: boolean;
}

/** The quantities a sku can be bought in, ascending. */
export function allowedQuantities(rule: Pick<PurchaseQuantityRule, 'purchaseQuantities' | 'maxQuantity'>): number[] {
  if (rule.purchaseQuantities.length === 0) return Array.from({ length: Math.max(0, rule.maxQuantity) }, (_, i) => i + 1);
  return [...new Set(rule.purchaseQuantities)].filter((n) => n >= 1 && n <= rule.maxQuantity).sort((a, b) => a - b);
}

function isRun(values: readonly number[]): boolean {
  return values.every((n, i) => i === 0 || n === (values[i - 1] as number) + 1);
}

/** 'N', 'N or M', 'N through M', or 'A, B or C': the spec's wordings of a set of quantities. */
export function describeQuantities(values: readonly number[]): string {
  if (values.length === 1) return String(values[0]);
  if (values.length === 2) return `${values[0]} or ${values[1]}`;
  if (isRun(values)) return `${values[0]} through ${values.at(-1)}`;
  return `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

/**
 * Ticket-buying 4-5: the message shown (and Add to Cart disabled) when the sku's purchase
 * quantities exclude `quantity`, or null when it is allowed.
 */
export function purchaseQuantityError(rule: PurchaseQuantityRule, quantity: number): string | null {
  const allowed = allowedQuantities(rule);
  if (Number.isInteger(quantity) && allowed.includes(quantity)) return null;
  if (allowed.length === 0) return 'This ticket type is not available.';
  if (allowed.length === 1 && rule.seated && rule.purchaseQuantities.length > 0) {
    return `The seats at this price can only be purchased in the group of ${allowed[0]}`;
  }
  return `You must select ${describeQuantities(allowed)} seats of this type.`;
}
