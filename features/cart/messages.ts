/** What the cart page says (shared by the server-rendered page and its client islands). */
export const HOLD_EXPIRED_MESSAGE = 'Your hold on these tickets has expired.';
export const EMPTY_CART_MESSAGE = 'Your cart is empty.';
export const UNAVAILABLE_MESSAGE = 'This performance is no longer available. Please remove it to continue.';
export const CANCELLED_MESSAGE = 'This performance has been cancelled. Please remove it to continue.';
/** The title of the error modal for a cart action the server refused (storefront 8 names cart error titles, not their words). */
export const CART_ERROR_TITLE = 'We couldn’t update your cart';
export const PROMO_ERROR_TITLE = 'Promo code not applied';
export const REMOVE_FAILED_MESSAGE = 'Sorry, this item could not be removed. Please try again.';

/** The id of the page's 'My Cart' heading, where focus goes after a Remove. */
export const CART_HEADING_ID = 'cart-heading';

export const CHECKOUT_BLOCKED_MESSAGE = 'Remove the items marked above to continue to checkout.';

/** Dispatched on window by a hold countdown that ran out: checkout closes at once. */
export const HOLD_EXPIRED_EVENT = 'cart:hold-expired';

/** Renewing a seated item some of whose seats another visitor now holds. */
export const SEATS_GONE_MESSAGE = 'Some of these seats have been taken. Please remove them and choose again.';
export const RENEW_FAILED_MESSAGE = 'Sorry, these tickets could not be held again. Please try again.';
