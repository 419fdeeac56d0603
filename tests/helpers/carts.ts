import { holdForCart } from '@/features/cart/workflows/hold';
import { NO_ENTITLEMENT } from '@/lib/insider-pricing';
import { ensureCart, saveCartGuest } from '@/features/cart/mutations';
import type { Db } from '@/lib/db/client';
import { upcomingSeatedPerformance } from './performances';

export const ADA = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '702 555 0100' } as const;

/**
 * A new cart holding the seats of the n-th upcoming seated performance (two seats at 49.99 +
 * 8.50 + 4.12, see upcomingSeatedPerformance), filled the way Add to Cart fills it, with the
 * guest information saved: ready for billing.
 */
export async function cartHoldingSeats(db: Db, n: number, guest: { firstName: string; lastName: string; email: string; phone: string } = ADA) {
  const show = await upcomingSeatedPerformance(db, n);
  const cartId = await ensureCart(null);
  await holdForCart({ cookieCartId: cartId, body: { kind: 'seats', performanceId: show.performanceId, skuId: show.skuId, seatIds: show.seats.map((s) => s.id) }, entitlement: NO_ENTITLEMENT, ip: null });
  await saveCartGuest(cartId, guest);
  return { cartId, show };
}
