import type { CartItemPrices, CartItemView, CartTotals } from './types';

/** A ticket type's per-ticket prices in cents. */
export interface UnitPrices {
  readonly priceCents: number;
  readonly feeCents: number;
  readonly taxCents: number;
}

/** An item's prices: per-ticket amounts times the quantity, all in integer cents. */
export function cartItemPrices(quantity: number, unit: UnitPrices): CartItemPrices {
  const subtotalCents = unit.priceCents * quantity;
  const feesCents = unit.feeCents * quantity;
  const taxesCents = unit.taxCents * quantity;
  return {
    unitPriceCents: unit.priceCents,
    unitFeeCents: unit.feeCents,
    unitTaxCents: unit.taxCents,
    subtotalCents,
    feesCents,
    taxesCents,
    totalCents: subtotalCents + feesCents + taxesCents,
  };
}

/** The cart's summary: the sum of its items. */
export function cartTotals(items: readonly CartItemPrices[]): CartTotals {
  let subtotalCents = 0;
  let feesCents = 0;
  let taxesCents = 0;
  for (const item of items) {
    subtotalCents += item.subtotalCents;
    feesCents += item.feesCents;
    taxesCents += item.taxesCents;
  }
  return { subtotalCents, feesCents, taxesCents, totalCents: subtotalCents + feesCents + taxesCents };
}

/** Items of a product together, its performances in time order, then ticket types by name. */
export function compareCartItems(a: CartItemView, b: CartItemView): number {
  return (
    a.product.name.localeCompare(b.product.name) ||
    a.product.id - b.product.id ||
    (a.performance?.startsAt.getTime() ?? 0) - (b.performance?.startsAt.getTime() ?? 0) ||
    a.sku.name.localeCompare(b.sku.name) ||
    a.id.localeCompare(b.id)
  );
}
