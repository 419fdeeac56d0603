import 'server-only';
import { getDb } from '@/lib/db/database';
import { consumeAttempt, throttleKey } from '@/lib/security/throttle';
import { grantOrder } from './order-access';
import { findOrderByLookup } from './queries';

/**
 * Lookups per 15-minute window. Per address: a household or an office behind one address
 * looking up a few orders, not someone walking through confirmation numbers. Per e-mail: the
 * same, whatever the address the guesses come from.
 */
export const ORDER_LOOKUP_MAX_PER_IP = 30;
export const ORDER_LOOKUP_MAX_PER_EMAIL = 10;

export type OrderLookupResult =
  | {
      readonly ok: true;
      readonly order: { readonly id: string; readonly number: string };
      /** The order-access cookie's new value: what the caller's cookie granted, and this order. */
      readonly access: string;
    }
  | { readonly ok: false; readonly reason: 'not-found' | 'throttled' };

/**
 * Finds the order with this e-mail and confirmation number, counting the attempt against the
 * caller's address and the e-mail first: a refused attempt looks nothing up. A match grants the
 * order to the browser: `access` is its order-access cookie (VG_ORDERS) as it stands.
 */
export async function lookUpOrder(
  input: { email: string; confirmationNumber: string; ip: string; access?: string | null },
  now = new Date(),
): Promise<OrderLookupResult> {
  const db = await getDb();
  const email = input.email.trim().toLowerCase();
  // Both counted, whatever the first says: guesses spread over addresses still add up per e-mail.
  const [byIp, byEmail] = [
    await consumeAttempt(db, throttleKey('order-lookup-ip', input.ip), ORDER_LOOKUP_MAX_PER_IP, now),
    await consumeAttempt(db, throttleKey('order-lookup-email', email), ORDER_LOOKUP_MAX_PER_EMAIL, now),
  ];
  if (!byIp || !byEmail) return { ok: false, reason: 'throttled' };
  const order = await findOrderByLookup(email, input.confirmationNumber);
  if (!order) return { ok: false, reason: 'not-found' };
  return { ok: true, order, access: await grantOrder(input.access, order.id) };
}
