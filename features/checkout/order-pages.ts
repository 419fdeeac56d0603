import 'server-only';
import { cookies } from 'next/headers';
import { getSignedInProfile } from '@/features/accounts/queries';
import { mayViewOrder, ORDER_ACCESS_COOKIE, orderIdsFromCookie } from './order-access';
import { getOrder } from './queries';
import type { OrderItemView, OrderView } from './types';

/** Who is looking: the orders their browser was granted, and the signed-in member, if any. */
export interface OrderViewer {
  readonly cookie: string | null;
  readonly member: { readonly id: string; readonly email: string; readonly emailVerified: boolean } | null;
}

/** The viewer of this request (reads cookies: per-visitor pages only). */
export async function currentOrderViewer(): Promise<OrderViewer> {
  const [jar, member] = await Promise.all([cookies(), getSignedInProfile()]);
  return { cookie: jar.get(ORDER_ACCESS_COOKIE)?.value ?? null, member };
}

/**
 * One item of an order the viewer may see, with its order; null when the order or item does
 * not exist or is not theirs, so a page cannot tell the two apart.
 */
export async function getViewableOrderItem(orderId: string, itemId: number, viewer: OrderViewer): Promise<{ order: OrderView; item: OrderItemView } | null> {
  const order = await getOrder(orderId);
  if (!order || !(await mayViewOrder(order, viewer))) return null;
  const item = order.items.find((i) => i.id === itemId);
  return item ? { order, item } : null;
}

/** The orders this browser's cookie grants (placed or looked up here), newest first. */
export async function listGrantedOrders(cookie: string | null): Promise<OrderView[]> {
  const ids = await orderIdsFromCookie(cookie);
  const orders = await Promise.all(ids.map((id) => getOrder(id)));
  return orders.filter((o): o is OrderView => o !== null).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
