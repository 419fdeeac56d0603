import { and, asc, eq, exists, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { performances, seats, skus, venueSections } from '@/lib/db/schema';

export interface SeatedPerformance {
  readonly performanceId: number;
  readonly skuId: number;
  readonly productId: number;
  readonly venueId: number;
  readonly startsAt: Date;
  /** Seats of the sku's price, best section and row first, side by side along the row. */
  readonly seats: readonly { id: number; section: string; row_name: string; seat_name: string }[];
}

/** Performances a day or more ahead that are not cancelled: a test's holds never lapse before it ends. */
const upcoming = () => and(gt(performances.startsAt, sql`now() + interval '1 day'`), eq(performances.cancelled, false));

/**
 * The n-th upcoming performance (a day or more ahead) with a seat-map sku, the sku given known
 * prices (49.99 + 8.50 fee + 4.12 tax unless `prices` says otherwise) and no quantity rules, and
 * `seatCount` seats of its price.
 */
export async function upcomingSeatedPerformance(
  db: Db,
  n: number,
  options: { seatCount?: number; prices?: { price: number; fee: number; tax: number } } = {},
): Promise<SeatedPerformance> {
  // The n-th performance, not the n-th (performance, sku) pair: two calls with other n get other
  // performances whatever the day's schedule. Its sku is the product's first seat-map sku with a
  // price tier (one without has no seats of its price).
  const seatMapSku = db
    .select({ one: sql`1` })
    .from(skus)
    .where(and(eq(skus.productId, performances.productId), eq(skus.supportsSeatSelection, true)));
  const [performance] = await db
    .select({ performanceId: performances.id, venueId: performances.venueId, productId: performances.productId, startsAt: performances.startsAt })
    .from(performances)
    .where(and(upcoming(), isNotNull(performances.venueId), exists(seatMapSku)))
    .orderBy(asc(performances.startsAt), asc(performances.id))
    .limit(1)
    .offset(n);
  const [sku] = performance
    ? await db
        .select({ skuId: skus.id, priceTier: skus.priceTier })
        .from(skus)
        .where(and(eq(skus.productId, performance.productId), eq(skus.supportsSeatSelection, true)))
        .orderBy(sql`${skus.priceTier} is null`, asc(skus.id))
        .limit(1)
    : [];
  const found = performance && sku ? { ...performance, ...sku } : undefined;
  // The where clause leaves out performances without a venue.
  if (!found || found.venueId === null) throw new Error(`no upcoming seated performance #${n}`);
  const { venueId, priceTier } = found;
  const prices = options.prices ?? { price: 4999, fee: 850, tax: 412 };
  await db
    .update(skus)
    .set({
      purchaseQuantities: [],
      maxQuantity: 12,
      priceCents: prices.price,
      basePriceCents: prices.price + 1000,
      feeCents: prices.fee,
      taxCents: prices.tax,
      insiderPriceCents: null,
    })
    .where(eq(skus.id, found.skuId));
  // A sku without a price tier has no seats of its price.
  const chosen =
    priceTier === null
      ? []
      : await db
          .select({ id: seats.id, section: venueSections.name, row_name: seats.rowName, seat_name: seats.seatName })
          .from(seats)
          .innerJoin(venueSections, eq(venueSections.id, seats.sectionId))
          .where(and(eq(seats.venueId, venueId), eq(seats.priceTier, priceTier)))
          .orderBy(asc(venueSections.sortOrder), asc(seats.rowName), asc(seats.seatNumber))
          .limit(options.seatCount ?? 2);
  return {
    performanceId: found.performanceId,
    skuId: found.skuId,
    productId: found.productId,
    venueId,
    startsAt: found.startsAt,
    seats: chosen,
  };
}

/** The n-th upcoming performance with a general-admission sku, given `capacity` (20) places and prices 25.00 + 3.00 + 1.99. */
export async function upcomingGeneralAdmission(db: Db, n: number, capacity = 20): Promise<{ performanceId: number; skuId: number; productId: number }> {
  const [found] = await db
    .select({ performanceId: performances.id, skuId: skus.id, productId: performances.productId })
    .from(performances)
    .innerJoin(
      skus,
      and(eq(skus.productId, performances.productId), isNotNull(skus.capacityPerPerformance), eq(skus.supportsSeatSelection, false)),
    )
    .where(upcoming())
    .orderBy(asc(performances.startsAt), asc(performances.id), asc(skus.id))
    .limit(1)
    .offset(n);
  if (!found) throw new Error(`no upcoming general-admission performance #${n}`);
  await db
    .update(skus)
    .set({
      capacityPerPerformance: capacity,
      purchaseQuantities: [],
      maxQuantity: 12,
      priceCents: 2500,
      basePriceCents: 2500,
      feeCents: 300,
      taxCents: 199,
      insiderPriceCents: null,
    })
    .where(eq(skus.id, found.skuId));
  return found;
}
