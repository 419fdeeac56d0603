/** The cart page's item endpoint (DELETE removes an item); shared by the button and the route's tests. */
export const CART_ITEMS_URL = '/api/cart/items';
