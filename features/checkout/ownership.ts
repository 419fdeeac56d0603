/**
 * Who may check out a cart (POST /api/checkout/orders). The billing page names the cart it was
 * rendered for; the visitor's CART_UUID cookie names their cart.
 * - own: the same cart: go on.
 * - booked: another cart, but already an order (another tab finished it and dropped the cookie):
 *   go on, so the visitor hears it is booked rather than "empty".
 * - foreign: any other cart: refused, nothing is paid.
 */
export type CheckoutOwnership = 'own' | 'booked' | 'foreign';

export const NOT_YOUR_CART_MESSAGE = 'This is not your current cart. Please reload the page.';

export function checkoutOwnership(input: { cookieCartId: string | null; cartId: string; booked: boolean }): CheckoutOwnership {
  if (input.cookieCartId === input.cartId) return 'own';
  return input.booked ? 'booked' : 'foreign';
}
