// zod/mini: parsed in the browser on every page; classic zod would add tens of kilobytes.
import * as z from 'zod/mini';

export const CART_COUNT_URL = '/api/cart/count';

/** Invalidate this key (or dispatch CART_CHANGED_EVENT) after the cart changes. */
export const CART_COUNT_QUERY_KEY = ['cart', 'count'] as const;

/** For islands outside React Query's reach (or another provider) to ask the badge to refresh. */
export const CART_CHANGED_EVENT = 'cart:changed';

const responseSchema = z.object({ count: z.int().check(z.nonnegative()) });

export async function fetchCartCount(fetchImpl: typeof fetch = fetch): Promise<number> {
  const response = await fetchImpl(CART_COUNT_URL, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`cart count: HTTP ${response.status}`);
  return responseSchema.parse(await response.json()).count;
}
