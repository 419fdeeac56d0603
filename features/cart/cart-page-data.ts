import type { CartItemView, CartView, Wire } from './types';

/** GET: the visitor's cart as the cart page shows it (app/api/cart/route.ts). */
export const CART_PAGE_DATA_URL = '/api/cart';
export const CART_PAGE_QUERY_KEY = ['cart', 'page'] as const;

/** The promo code saved on the cart and the totals the server computed with it. */
export interface CartPromo {
  readonly code: string;
  readonly discountCents: number;
  readonly totalCents: number;
}

/** What the cart page's island shows: the visitor's cart and its saved promo code. */
export interface CartPageData {
  readonly cart: CartView;
  readonly promo: CartPromo | null;
}

export type CartPageWire = Wire<CartPageData>;

/** A cart item as JSON carried it, with its instants as dates again. */
export function cartItemFromWire(item: Wire<CartItemView>): CartItemView {
  return {
    ...item,
    performance: item.performance === null ? null : { ...item.performance, startsAt: new Date(item.performance.startsAt) },
    heldUntil: item.heldUntil === null ? null : new Date(item.heldUntil),
  };
}

/** The answer of CART_PAGE_DATA_URL with its instants as dates again. */
export function cartPageDataFromWire(wire: CartPageWire): CartPageData {
  return { promo: wire.promo, cart: { ...wire.cart, items: wire.cart.items.map(cartItemFromWire) } };
}

export async function fetchCartPageData(fetchImpl: typeof fetch = fetch): Promise<CartPageData> {
  const response = await fetchImpl(CART_PAGE_DATA_URL, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`cart: HTTP ${response.status}`);
  return cartPageDataFromWire((await response.json()) as CartPageWire);
}
