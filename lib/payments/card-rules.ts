/** Card-number checks the browser and the server share (no card data is kept). */

/** Digits only: spaces and dashes people type are dropped. */
export function normaliseCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY (or MM/YYYY) that has not run out: a card is good through the last day of its month. */
export function parseExpiry(value: string, now: Date): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  const currentMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const cardMonth = year * 12 + (month - 1);
  if (cardMonth < currentMonth || cardMonth > currentMonth + 20 * 12) return null;
  return { month, year };
}
