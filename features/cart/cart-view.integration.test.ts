// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
// Test setup only: holds are placed the way Add to Cart places them (the app does this in app/api/holds).
// eslint-disable-next-line boundaries/imports
import { holdSeats } from '@/features/seating/seat-claims';
import { upcomingGeneralAdmission, upcomingSeatedPerformance } from '@/tests/helpers/performances';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { ensureCart } from './mutations';
import { holdForCart } from './workflows/hold';
import { removeCartItem } from './workflows/remove';
import { NO_ENTITLEMENT } from '@/lib/insider-pricing';
import { getCartItemCount, getCartItemRef, getCartView } from './queries';

installTestDataCache();

describe.each(testDatabaseKinds())('getCartView on %s', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await database().db.execute(query)) as unknown as { rows: T[] }).rows;

  /** The n-th upcoming seated performance (49.99 + 8.50 fee + 4.12 tax per ticket) and two seats of its price. */
  const seated = (n: number) => upcomingSeatedPerformance(database().db, n);

  const generalAdmission = (n: number) => upcomingGeneralAdmission(database().db, n);

  it('is empty for no cookie, a malformed id and an unknown cart', async () => {
    for (const id of [null, undefined, '', 'not-a-uuid', "'; drop table carts; --"]) {
      expect(await getCartView(id)).toEqual({ cartId: null, items: [], totals: { subtotalCents: 0, feesCents: 0, taxesCents: 0, totalCents: 0 }, blocked: false });
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await getCartView(unknown)).items).toEqual([]);
  });

  it('lists held seats and general-admission places with prices and totals in cents', async () => {
    const show = await seated(0);
    const ga = await generalAdmission(0);
    const cartId = await ensureCart(null);
    await holdForCart({ cookieCartId: cartId, body: { kind: 'seats', performanceId: show.performanceId, skuId: show.skuId, seatIds: show.seats.map((s) => s.id) }, entitlement: NO_ENTITLEMENT, ip: null });
    await holdForCart({ cookieCartId: cartId, body: { kind: 'ga', performanceId: ga.performanceId, skuId: ga.skuId, quantity: 3 }, entitlement: NO_ENTITLEMENT, ip: null });

    const cart = await getCartView(cartId);
    expect(cart.cartId).toBe(cartId);
    expect(cart.items).toHaveLength(2);
    expect(cart.blocked).toBe(false);
    const seatedItem = cart.items.find((i) => i.sku.id === show.skuId)!;
    expect(seatedItem).toMatchObject({ quantity: 2, status: 'held', sku: { seated: true }, performance: { id: show.performanceId, cancelled: false } });
    expect(seatedItem.performance!.startsAt.getTime()).toBe(show.startsAt.getTime());
    expect(seatedItem.seats).toEqual(show.seats.map((s) => ({ seatId: s.id, section: s.section, row: s.row_name, seat: s.seat_name })));
    expect(seatedItem.prices).toEqual({ unitPriceCents: 4999, unitFeeCents: 850, unitTaxCents: 412, subtotalCents: 9998, feesCents: 1700, taxesCents: 824, totalCents: 12522 });
    expect(seatedItem.product.href).toMatch(new RegExp(`^/iv2/las-vegas-[a-z-]+/${show.productId}/`));
    expect(seatedItem.secondsLeft).toBeGreaterThan(14 * 60);
    expect(seatedItem.secondsLeft).toBeLessThanOrEqual(15 * 60);
    expect(seatedItem.heldUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    const gaItem = cart.items.find((i) => i.sku.id === ga.skuId)!;
    expect(gaItem).toMatchObject({ quantity: 3, status: 'held', seats: [], sku: { seated: false } });
    expect(gaItem.prices).toMatchObject({ subtotalCents: 7500, feesCents: 900, taxesCents: 597, totalCents: 8997 });
    expect(cart.totals).toEqual({ subtotalCents: 17498, feesCents: 2600, taxesCents: 1421, totalCents: 21519 });
    expect(await getCartItemCount(cartId)).toBe(5);

    // What Remove needs: the item's seats, only for its own cart.
    expect(await getCartItemRef(cartId, seatedItem.id)).toEqual({
      id: seatedItem.id,
      performanceId: show.performanceId,
      skuId: show.skuId,
      seated: true,
      quantity: 2,
      seatIds: show.seats.map((s) => s.id).sort((a, b) => a - b),
      stay: null,
    });
    expect(await getCartItemRef(await ensureCart(null), seatedItem.id)).toBeNull();
    expect(await getCartItemRef(cartId, 'nope')).toBeNull();
  });

  it('flags a lapsed hold, a seat taken over and a cancelled performance, and blocks checkout', async () => {
    const show = await seated(1);
    const ga = await generalAdmission(1);
    const cartId = await ensureCart(null);
    await holdForCart({ cookieCartId: cartId, body: { kind: 'seats', performanceId: show.performanceId, skuId: show.skuId, seatIds: show.seats.map((s) => s.id) }, entitlement: NO_ENTITLEMENT, ip: null });
    await holdForCart({ cookieCartId: cartId, body: { kind: 'ga', performanceId: ga.performanceId, skuId: ga.skuId, quantity: 2 }, entitlement: NO_ENTITLEMENT, ip: null });

    await database().db.execute(sql`update seat_claims set held_until = now() - interval '1 second' where cart_id = ${cartId}`);
    let cart = await getCartView(cartId);
    const lapsed = cart.items.find((i) => i.sku.id === show.skuId)!;
    expect(lapsed).toMatchObject({ status: 'expired', heldUntil: null, secondsLeft: 0 });
    expect(cart.items.find((i) => i.sku.id === ga.skuId)!.status).toBe('held');
    expect(cart.blocked).toBe(true);
    // Prices and totals still show, so the visitor sees what they are removing.
    expect(cart.totals.subtotalCents).toBe(2 * 4999 + 2 * 2500);

    // Another cart takes one of the lapsed seats: the item is still flagged, with the seat it kept.
    const other = await ensureCart(null);
    await holdSeats({ cartId: other, performanceId: show.performanceId, skuId: show.skuId, seatIds: [show.seats[0]!.id] });
    await database().db.execute(sql`update seat_claims set held_until = now() + interval '10 minutes' where cart_id = ${cartId}`);
    cart = await getCartView(cartId);
    const takenOver = cart.items.find((i) => i.sku.id === show.skuId)!;
    expect(takenOver.status).toBe('expired');
    expect(takenOver.seats.map((s) => s.seatId)).toEqual([show.seats[1]!.id]);

    // A cancelled performance makes its item unavailable; its places can still be given back.
    await database().db.execute(sql`update performances set cancelled = true where id = ${ga.performanceId}`);
    cart = await getCartView(cartId);
    expect(cart.items.find((i) => i.sku.id === ga.skuId)!).toMatchObject({ status: 'unavailable', performance: { cancelled: true } });
    const gaItem = cart.items.find((i) => i.sku.id === ga.skuId)!;
    expect(await removeCartItem({ cartId, itemId: gaItem.id })).toMatchObject({ removed: true });
    const [inventory] = await rows<{ held: number }>(sql`select held from ga_inventory where performance_id = ${ga.performanceId} and sku_id = ${ga.skuId}`);
    expect(Number(inventory!.held)).toBe(0);
    expect((await getCartView(cartId)).items.map((i) => i.sku.id)).toEqual([show.skuId]);
    await database().db.execute(sql`update performances set cancelled = false where id = ${ga.performanceId}`);
  });
});
