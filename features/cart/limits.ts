import 'server-only';
import { getDb } from '@/lib/db/database';
import { QUANTITY_CAP } from '@/lib/config/constants';
import { attemptsSoFar, enforceLimits, recordAttempt, throttleKey, TooManyAttempts } from '@/lib/security/throttle';

/**
 * Tickets one cart may hold, over every performance and ticket type: the quantity buttons' cap
 * (ticket-buying 9). Hotel stays are rooms, not tickets, and have their own cap (1-4 rooms per
 * stay, judged by features/hotels before a stay is held); their nights never count here. Checked when a hold adds
 * tickets (workflows/hold.ts, under the cart row's lock) and again in checkout's transaction
 * (mutations.ts, lockCartForOrder).
 */
export const CART_TICKET_CAP = QUANTITY_CAP;
export const CART_TICKET_CAP_MESSAGE = `A cart can hold at most ${CART_TICKET_CAP} tickets. Please remove some before adding more.`;

/**
 * Add to Cart and room holds (POST /api/holds, POST /api/stays) per 15-minute window
 * (lib/security/throttle.ts). Per cart: a visitor trying seat after seat on the map, not a script
 * cycling a cart's seats to keep them from others. Per address: several visitors behind one
 * office or carrier address. New carts per address: each cart may hold CART_TICKET_CAP tickets, so
 * this is what bounds how many seats one address can take out of sale (60 x 12 at most), set
 * generously for a carrier address shared by many phones.
 */
export const HOLDS_MAX_PER_CART = 60;
export const HOLDS_MAX_PER_ADDRESS = 300;
export const NEW_CARTS_MAX_PER_ADDRESS = 60;
export const HOLDS_THROTTLED_MESSAGE = 'Too many seat requests came from your connection. Please wait 15 minutes and try again.';

/**
 * Card attempts (POST /api/checkout/orders) per 15-minute window: a buyer whose card is declined
 * tries another card or two; a script testing stolen card numbers is stopped. Per cart and per
 * address, whatever the outcome.
 */
export const CHECKOUT_ATTEMPTS_MAX_PER_CART = 10;
export const CHECKOUT_ATTEMPTS_MAX_PER_ADDRESS = 30;
export const CHECKOUT_THROTTLED_MESSAGE = 'Too many payment attempts. Nothing more was charged; please wait 15 minutes and try again, or call us.';

/**
 * Totals and promo code checks (POST /api/checkout/totals, POST /api/cart/promo) per 15-minute
 * window: a buyer trying a code or two, not someone walking through guesses.
 */
export const CODE_CHECKS_MAX_PER_CART = 20;
export const CODE_CHECKS_MAX_PER_ADDRESS = 60;
export const CODE_CHECKS_THROTTLED_MESSAGE = 'Too many codes were tried. Please wait 15 minutes and try again.';

const holdCartKey = (cartId: string) => throttleKey('hold-cart', cartId);
const holdAddressKey = (ip: string) => throttleKey('hold-ip', ip);
const newCartKey = (ip: string) => throttleKey('new-cart-ip', ip);

/** Counts a hold request against its cart (when it has one) and its address; TooManyAttempts past either. */
export async function countHoldRequest(input: { cartId: string | null; ip: string }): Promise<void> {
  const db = await getDb();
  await enforceLimits(
    db,
    [...(input.cartId ? [{ key: holdCartKey(input.cartId), max: HOLDS_MAX_PER_CART }] : []), { key: holdAddressKey(input.ip), max: HOLDS_MAX_PER_ADDRESS }],
    HOLDS_THROTTLED_MESSAGE,
  );
  if (input.cartId === null && (await attemptsSoFar(db, newCartKey(input.ip))) >= NEW_CARTS_MAX_PER_ADDRESS) {
    throw new TooManyAttempts(HOLDS_THROTTLED_MESSAGE);
  }
}

/** Counts a cart that a successful hold created against its address. */
export async function countNewCart(ip: string): Promise<void> {
  await recordAttempt(await getDb(), newCartKey(ip));
}

/** Counts a card attempt against its cart and address; TooManyAttempts past either. */
export async function countCheckoutAttempt(input: { cartId: string; ip: string }): Promise<void> {
  await enforceLimits(
    await getDb(),
    [
      { key: throttleKey('checkout-cart', input.cartId), max: CHECKOUT_ATTEMPTS_MAX_PER_CART },
      { key: throttleKey('checkout-ip', input.ip), max: CHECKOUT_ATTEMPTS_MAX_PER_ADDRESS },
    ],
    CHECKOUT_THROTTLED_MESSAGE,
  );
}

/** Counts a totals or promo check against its cart (the cookie's value, even one that names no cart) and address. */
export async function countCodeCheck(input: { cartId: string; ip: string }): Promise<void> {
  await enforceLimits(
    await getDb(),
    [
      { key: throttleKey('codes-cart', input.cartId), max: CODE_CHECKS_MAX_PER_CART },
      { key: throttleKey('codes-ip', input.ip), max: CODE_CHECKS_MAX_PER_ADDRESS },
    ],
    CODE_CHECKS_THROTTLED_MESSAGE,
  );
}
