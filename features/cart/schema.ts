// zod/mini: the cart page's Remove button parses with it in the browser too.
import * as z from 'zod/mini';

/** DELETE /api/cart/items: remove one item of the visitor's cart (and give back its hold). */
export const removeCartItemSchema = z.object({ itemId: z.uuid('Unknown cart item.') });
export type RemoveCartItem = z.infer<typeof removeCartItemSchema>;

/** What DELETE /api/cart/items answers. */
export interface RemoveCartItemAnswer {
  readonly removed: boolean;
  /** Items in the cart now (the header's count). */
  readonly cartCount: number;
}
