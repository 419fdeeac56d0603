import 'server-only';
import { z } from 'zod';
import { signValue, verifySignedValue } from '@/lib/security/app-secret';

/**
 * Which orders this browser may see without signing in: the ones it placed and the ones it
 * looked up by e-mail and confirmation number. A signed cookie listing order ids (httpOnly, so
 * page scripts cannot read it), newest first, at most ORDER_ACCESS_LIMIT of them.
 */
export const ORDER_ACCESS_COOKIE = 'VG_ORDERS';
export const ORDER_ACCESS_LIMIT = 10;
export const ORDER_ACCESS_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const PURPOSE = 'order-access';

const idsSchema = z.array(z.uuid()).max(ORDER_ACCESS_LIMIT);

/** The order ids a cookie value grants; none when it is missing, altered or malformed. */
export async function orderIdsFromCookie(value: string | null | undefined): Promise<string[]> {
  const payload = await verifySignedValue(PURPOSE, value);
  if (payload === null) return [];
  const parsed = idsSchema.safeParse(payload.split('~'));
  return parsed.success ? parsed.data : [];
}

/** The cookie value granting `orderId` on top of what `current` granted. */
export async function grantOrder(current: string | null | undefined, orderId: string): Promise<string> {
  const ids = [orderId, ...(await orderIdsFromCookie(current)).filter((id) => id !== orderId)].slice(0, ORDER_ACCESS_LIMIT);
  return signValue(PURPOSE, ids.join('~'));
}

/** Whether the viewer may see this order: it is in their cookie, or it is a signed-in member's own. */
export async function mayViewOrder(
  order: { id: string; userId: string | null; email: string },
  viewer: { cookie: string | null | undefined; member: { id: string; email: string; emailVerified: boolean } | null },
): Promise<boolean> {
  if (viewer.member) {
    if (order.userId === viewer.member.id) return true;
    if (viewer.member.emailVerified && order.email.toLowerCase() === viewer.member.email.toLowerCase()) return true;
  }
  return (await orderIdsFromCookie(viewer.cookie)).includes(order.id);
}
