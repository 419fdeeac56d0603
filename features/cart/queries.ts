import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/database';
import { cartItems } from '@/lib/db/schema';

/** The cookie that carries the visitor's cart id (storefront spec 3). */
export const CART_COOKIE = 'CART_UUID';

const cartIdSchema = z.uuid();

/**
 * Total quantity of everything in the cart the cookie points at. A missing cookie, a
 * malformed id (hand-edited or from an older site version) or a cart that no longer
 * exists all mean "nothing in the cart": the header count is never an error.
 */
export async function getCartItemCount(cartId: string | null | undefined): Promise<number> {
  const parsed = cartIdSchema.safeParse(cartId);
  if (!parsed.success) return 0;
  const db = await getDb();
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.cartId, parsed.data));
  return row?.count ?? 0;
}
