/** Money is integer cents everywhere; these turn cents into what a visitor reads. */

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Whole dollars, rounded half up: card prices (storefront 2.6). */
export function formatWholeDollars(cents: number): string {
  return dollars.format(Math.round(cents / 100));
}

/** Dollars with two decimals: ticket prices (ticket-buying 9). */
export function formatDollars(cents: number): string {
  return dollarsAndCents.format(cents / 100);
}

/**
 * Discount percent from the original and current price (storefront 2.6): rounded,
 * except for shows, where it is floored so a card never promises more than it gives.
 */
export function discountPercent(originalCents: number, currentCents: number, floor = false): number {
  if (originalCents <= 0 || currentCents >= originalCents) return 0;
  const ratio = ((originalCents - currentCents) / originalCents) * 100;
  return floor ? Math.floor(ratio) : Math.round(ratio);
}
