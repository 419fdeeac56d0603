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

/** POST /api/cart/items/renew: hold an expired item's seats or places again. */
export const renewCartItemSchema = removeCartItemSchema;

/** What POST /api/cart/items/renew answers. */
export interface RenewCartItemAnswer {
  readonly renewed: boolean;
  /** The item's own seats were taken in the meantime and others of the same price are held instead. */
  readonly relocked: boolean;
  readonly message: string | null;
  readonly cartCount: number;
}
