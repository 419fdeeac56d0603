// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '@/lib/db/rows';
import { upcomingGeneralAdmission, upcomingSeatedPerformance } from '@/tests/helpers/performances';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { ensureCart } from '../mutations';
import type { ClaimRequest } from '../types';
import { holdItemClaims } from './claims';

installTestDataCache();

/** DESIGN 3: an item's claims are taken all or none, whatever kinds they are of. */
describe.each(testDatabaseKinds())('holdItemClaims on %s', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const heldBy = async (cartId: string) => {
    const [seats] = await rows<{ n: number }>(database().db, sql`select count(*)::int as n from seat_claims where cart_id = ${cartId}`);
    const [places] = await rows<{ n: number }>(database().db, sql`select coalesce(sum(quantity), 0)::int as n from ga_holds where cart_id = ${cartId}`);
    return { seats: Number(seats?.n), places: Number(places?.n) };
  };

  it('holds every claim of an item (seats at two performances and places) and writes the item with them', async () => {
    const a = await upcomingSeatedPerformance(database().db, 30);
    const b = await upcomingSeatedPerformance(database().db, 31);
    const ga = await upcomingGeneralAdmission(database().db, 5);
    const cartId = await ensureCart(null);
    const claims: ClaimRequest[] = [
      { kind: 'seats', performanceId: a.performanceId, skuId: a.skuId, seatIds: a.seats.map((s) => s.id) },
      { kind: 'seats', performanceId: b.performanceId, skuId: b.skuId, seatIds: b.seats.map((s) => s.id) },
      { kind: 'ga-places', performanceId: ga.performanceId, skuId: ga.skuId, quantity: 2 },
    ];
    const { held, result } = await holdItemClaims(cartId, claims, async (_tx, taken) => taken.length);
    expect(result).toBe(3);
    expect(held.map((h) => h.claim.kind)).toEqual(['seats', 'seats', 'ga-places']);
    expect(held.every((h) => h.heldUntil !== null)).toBe(true);
    expect(await heldBy(cartId)).toEqual({ seats: a.seats.length + b.seats.length, places: 2 });
  });

  it('gives back the seats already taken when a later claim of the same item is refused', async () => {
    const a = await upcomingSeatedPerformance(database().db, 32);
    const b = await upcomingSeatedPerformance(database().db, 33);
    const cartId = await ensureCart(null);
    const claims: ClaimRequest[] = [
      { kind: 'seats', performanceId: a.performanceId, skuId: a.skuId, seatIds: a.seats.map((s) => s.id) },
      // Not a seat of this performance's venue at this price: refused.
      { kind: 'seats', performanceId: b.performanceId, skuId: b.skuId, seatIds: [2_000_000_000] },
    ];
    let wrote = false;
    await expect(
      holdItemClaims(cartId, claims, async () => {
        wrote = true;
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(wrote).toBe(false);
    expect(await heldBy(cartId)).toEqual({ seats: 0, places: 0 });
  });

  it('gives back the seats and undoes the places when writing the item fails', async () => {
    const a = await upcomingSeatedPerformance(database().db, 34);
    const ga = await upcomingGeneralAdmission(database().db, 6);
    const cartId = await ensureCart(null);
    const claims: ClaimRequest[] = [
      { kind: 'seats', performanceId: a.performanceId, skuId: a.skuId, seatIds: a.seats.map((s) => s.id) },
      { kind: 'ga-places', performanceId: ga.performanceId, skuId: ga.skuId, quantity: 2 },
    ];
    await expect(
      holdItemClaims(cartId, claims, async () => {
        throw new Error('the cart write failed');
      }),
    ).rejects.toThrow('the cart write failed');
    expect(await heldBy(cartId)).toEqual({ seats: 0, places: 0 });
    const [inventory] = await rows<{ held: number }>(
      database().db,
      sql`select held from ga_inventory where performance_id = ${ga.performanceId} and sku_id = ${ga.skuId}`,
    );
    expect(Number(inventory?.held ?? 0)).toBe(0);
  });

  it('gives back the seats when the places of the same item do not fit', async () => {
    const a = await upcomingSeatedPerformance(database().db, 35);
    const ga = await upcomingGeneralAdmission(database().db, 7, 1);
    const cartId = await ensureCart(null);
    const claims: ClaimRequest[] = [
      { kind: 'seats', performanceId: a.performanceId, skuId: a.skuId, seatIds: a.seats.map((s) => s.id) },
      { kind: 'ga-places', performanceId: ga.performanceId, skuId: ga.skuId, quantity: 2 },
    ];
    await expect(holdItemClaims(cartId, claims, async () => undefined)).rejects.toMatchObject({ code: 'CONFLICT', message: 'Sorry, only 1 left for this performance.' });
    expect(await heldBy(cartId)).toEqual({ seats: 0, places: 0 });
  });
});
