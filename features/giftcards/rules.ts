/**
 * Gift card rules the browser and the server share: what may be bought, what a code looks like,
 * and how a code is shown where only its owner should read it in full.
 */

/** The amounts offered as one click, in whole dollars. */
export const GIFT_CARD_PRESET_DOLLARS = [25, 50, 100, 200] as const;
export const GIFT_CARD_MIN_DOLLARS = 25;
export const GIFT_CARD_MAX_DOLLARS = 500;
export const GIFT_CARD_MESSAGE_MAX = 250;

/** Whole dollars within the bounds: no cents, so a card is always a round amount. */
export function isGiftCardAmount(dollars: number): boolean {
  return Number.isInteger(dollars) && dollars >= GIFT_CARD_MIN_DOLLARS && dollars <= GIFT_CARD_MAX_DOLLARS;
}

/** RFC 4648 base32: no 0, 1, 8 or 9, so a code read aloud or copied by hand has no O/0 or I/1 mix-ups. */
export const GIFT_CARD_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const GIFT_CARD_CODE_PREFIX = 'VG';
export const GIFT_CARD_CODE_RANDOM_LENGTH = 14;
export const GIFT_CARD_CODE_PATTERN = /^VG[A-Z2-7]{14}$/;

/**
 * A code from 14 random base32 characters (70 bits: guessing one among even millions of cards
 * takes far more tries than the balance check's throttle allows). `randomIndex(32)` must be a
 * cryptographic random integer below 32.
 */
export function giftCardCodeFrom(randomIndex: (below: number) => number): string {
  let code = GIFT_CARD_CODE_PREFIX;
  for (let i = 0; i < GIFT_CARD_CODE_RANDOM_LENGTH; i += 1) code += GIFT_CARD_CODE_ALPHABET[randomIndex(GIFT_CARD_CODE_ALPHABET.length)];
  return code;
}

/** What people type for a code: spaces dropped (codes are printed in groups of four), upper case. */
export function normaliseGiftCardCode(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/**
 * The stored codes a typed code may stand for: as typed, and without dashes (people add them
 * between the groups). Codes an operator inserted with dashes still match as typed.
 */
export function giftCardCodeCandidates(normalised: string): string[] {
  const compact = normalised.replace(/-/g, '');
  return compact === normalised ? [normalised] : [normalised, compact];
}

/** The code with all but its prefix and last four characters hidden, for the buyer's receipt. */
export function maskGiftCardCode(code: string): string {
  if (code.length <= 8) return `${'•'.repeat(Math.max(0, code.length - 4))}${code.slice(-4)}`;
  return `${code.slice(0, 2)}${'•'.repeat(code.length - 6)}${code.slice(-4)}`;
}
