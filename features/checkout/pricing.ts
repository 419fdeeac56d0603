/**
 * Checkout arithmetic in integer cents (issue 11): promo-code discounts, gift-card tenders and
 * the order's totals. Pure functions: the server runs them on prices it reads itself, never on
 * amounts a browser sent.
 */

export interface PricedItem {
  readonly id: string;
  readonly productId: number;
  readonly quantity: number;
  readonly unitPriceCents: number;
  readonly unitFeeCents: number;
  readonly unitTaxCents: number;
}

export interface PromoRule {
  readonly code: string;
  readonly kind: 'percent' | 'fixed';
  /** 1-100 for percent; cents for fixed. */
  readonly amount: number;
  readonly productId: number | null;
  readonly minSubtotalCents: number;
  readonly startsAt: Date | null;
  readonly endsAt: Date | null;
  readonly maxUses: number | null;
  readonly uses: number;
}

/**
 * One answer for every code that does not apply: unknown, not started, expired, used up, for
 * other products or under its minimum. Different answers would tell a guesser which codes exist
 * (issue 25); a buyer with a real code learns its terms where they got it.
 */
export const PROMO_REFUSED_MESSAGE = 'This promo code is not valid for your cart.';

export const GIFT_CARD_MESSAGES = {
  unknown: 'This gift card number is not valid.',
  empty: 'This gift card has no balance left.',
} as const;

export interface ItemTotals {
  readonly id: string;
  readonly subtotalCents: number;
  readonly discountCents: number;
  readonly feesCents: number;
  readonly taxesCents: number;
  readonly totalCents: number;
}

export interface OrderTotals {
  readonly items: readonly ItemTotals[];
  readonly subtotalCents: number;
  readonly discountCents: number;
  readonly feesCents: number;
  readonly taxesCents: number;
  /** subtotal - discount + fees + taxes. */
  readonly totalCents: number;
  /** Paid by gift card. */
  readonly giftCardCents: number;
  /** Left to charge to the card or PayPal. */
  readonly balanceDueCents: number;
}

export type PromoCheck = { ok: true } | { ok: false; message: string };

/** Whether a promo code may be used on these items now. */
export function checkPromo(rule: PromoRule | null, items: readonly PricedItem[], now: Date): PromoCheck {
  const refused = { ok: false, message: PROMO_REFUSED_MESSAGE } as const;
  if (rule === null) return refused;
  if (rule.startsAt && now < rule.startsAt) return refused;
  if (rule.endsAt && now >= rule.endsAt) return refused;
  if (rule.maxUses !== null && rule.uses >= rule.maxUses) return refused;
  const eligible = items.filter((i) => rule.productId === null || i.productId === rule.productId);
  if (eligible.length === 0) return refused;
  const eligibleSubtotal = eligible.reduce((sum, i) => sum + i.unitPriceCents * i.quantity, 0);
  if (eligibleSubtotal < rule.minSubtotalCents) return refused;
  return { ok: true };
}

/**
 * Splits `amount` over `weights` in proportion, in whole cents that add up to `amount` exactly
 * (largest remainder; ties to the earlier item).
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** The discount of each item under a promo rule already checked with checkPromo. */
export function promoDiscounts(rule: PromoRule, items: readonly PricedItem[]): number[] {
  const subtotals = items.map((i) => (rule.productId === null || i.productId === rule.productId ? i.unitPriceCents * i.quantity : 0));
  const eligible = subtotals.reduce((a, b) => a + b, 0);
  // Percentages round half up on the eligible subtotal as a whole, so the discount shown is
  // the percentage of the sum, not a sum of separately rounded parts.
  const discount = rule.kind === 'percent' ? Math.round((eligible * rule.amount) / 100) : Math.min(rule.amount, eligible);
  return allocate(discount, subtotals);
}

/**
 * The order's totals: each item's subtotal, discount, fees and taxes, the sums, and how much a
 * gift card with `giftCardBalanceCents` pays of it (never more than the total).
 */
export function orderTotals(items: readonly PricedItem[], promo: PromoRule | null, giftCardBalanceCents = 0): OrderTotals {
  const discounts = promo ? promoDiscounts(promo, items) : items.map(() => 0);
  const lines = items.map((item, index): ItemTotals => {
    const subtotalCents = item.unitPriceCents * item.quantity;
    const discountCents = discounts[index] ?? 0;
    const feesCents = item.unitFeeCents * item.quantity;
    const taxesCents = item.unitTaxCents * item.quantity;
    return { id: item.id, subtotalCents, discountCents, feesCents, taxesCents, totalCents: subtotalCents - discountCents + feesCents + taxesCents };
  });
  const sum = (pick: (l: ItemTotals) => number) => lines.reduce((acc, l) => acc + pick(l), 0);
  const totalCents = sum((l) => l.totalCents);
  const giftCardCents = Math.max(0, Math.min(giftCardBalanceCents, totalCents));
  return {
    items: lines,
    subtotalCents: sum((l) => l.subtotalCents),
    discountCents: sum((l) => l.discountCents),
    feesCents: sum((l) => l.feesCents),
    taxesCents: sum((l) => l.taxesCents),
    totalCents,
    giftCardCents,
    balanceDueCents: totalCents - giftCardCents,
  };
}
