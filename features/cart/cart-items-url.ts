/** The cart page's item endpoints: DELETE removes an item, POST …/renew holds an expired one again. */
export const CART_ITEMS_URL = '/api/cart/items';
export const CART_ITEM_RENEW_URL = '/api/cart/items/renew';
