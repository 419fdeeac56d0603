import 'server-only';
import { getDb } from '@/lib/db/database';
import { failureThrottle } from '@/lib/security/throttle';
import { grantOrder } from './order-access';
import { findOrderByLookup } from './queries';

/**
 * Failed lookups per 15-minute window (lib/security/throttle.ts, failureThrottle): only lookups
 * that found nothing count, so a third party's guesses can never refuse the buyer's right number
 * from the buyer's own address. An address is refused after ORDER_LOOKUP_FAILURES_MAX_PER_PAIR
 * failures of its own on an e-mail (ORDER_LOOKUP_FAILURES_MAX_PER_PAIR_UNDER_ATTACK while the
 * e-mail has had ORDER_LOOKUP_EMAIL_UNDER_ATTACK failures from all addresses), or after
 * ORDER_LOOKUP_FAILURES_MAX_PER_IP over every e-mail: a household or an office behind one address
 * mistyping a few numbers, not someone walking through confirmation numbers.
 */
export const ORDER_LOOKUP_FAILURES_MAX_PER_PAIR = 5;
export const ORDER_LOOKUP_FAILURES_MAX_PER_PAIR_UNDER_ATTACK = 2;
export const ORDER_LOOKUP_EMAIL_UNDER_ATTACK = 10;
export const ORDER_LOOKUP_FAILURES_MAX_PER_IP = 30;

const lookups = failureThrottle({
  scope: 'order-lookup',
  perPair: ORDER_LOOKUP_FAILURES_MAX_PER_PAIR,
  perPairUnderAttack: ORDER_LOOKUP_FAILURES_MAX_PER_PAIR_UNDER_ATTACK,
  accountUnderAttack: ORDER_LOOKUP_EMAIL_UNDER_ATTACK,
  perAddress: ORDER_LOOKUP_FAILURES_MAX_PER_IP,
});

export type OrderLookupResult =
  | {
      readonly ok: true;
      readonly order: { readonly id: string; readonly number: string };
      /** The order-access cookie's new value: what the caller's cookie granted, and this order. */
      readonly access: string;
    }
  | { readonly ok: false; readonly reason: 'not-found' | 'throttled' };

/**
 * Finds the order with this e-mail and confirmation number, unless this address has failed too
 * often (then nothing is looked up); a miss is counted against the address, the pair and the
 * e-mail. A match grants the order to the browser: `access` is its order-access cookie
 * (VG_ORDERS) as it stands.
 */
export async function lookUpOrder(
  input: { email: string; confirmationNumber: string; ip: string; access?: string | null },
  now = new Date(),
): Promise<OrderLookupResult> {
  const db = await getDb();
  const email = input.email.trim().toLowerCase();
  if (!(await lookups.allowed(db, email, input.ip, now))) return { ok: false, reason: 'throttled' };
  const order = await findOrderByLookup(email, input.confirmationNumber);
  if (!order) {
    await lookups.recordFailure(db, email, input.ip, now);
    return { ok: false, reason: 'not-found' };
  }
  await lookups.clear(db, email, input.ip);
  return { ok: true, order, access: await grantOrder(input.access, order.id) };
}
