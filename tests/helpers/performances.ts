import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { rows } from '@/lib/db/rows';

export interface SeatedPerformance {
  readonly performanceId: number;
  readonly skuId: number;
  readonly productId: number;
  readonly venueId: number;
  readonly startsAt: Date;
  /** Seats of the sku's price, best section and row first, side by side along the row. */
  readonly seats: readonly { id: number; section: string; row_name: string; seat_name: string }[];
}

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
  const [found] = await rows<{ performance_id: number; sku_id: number; venue_id: number; price_tier: number; product_id: number; starts_at: string | Date }>(
    db,
    sql`select p.id as performance_id, k.id as sku_id, p.venue_id, k.price_tier, p.product_id, p.starts_at
          from performances p join skus k on k.product_id = p.product_id and k.supports_seat_selection
         where p.starts_at > now() + interval '1 day' and not p.cancelled and p.venue_id is not null
         order by p.starts_at, p.id, k.id limit 1 offset ${n}`,
  );
  if (!found) throw new Error(`no upcoming seated performance #${n}`);
  const prices = options.prices ?? { price: 4999, fee: 850, tax: 412 };
  await db.execute(sql`update skus set purchase_quantities = '{}', max_quantity = 12, price_cents = ${prices.price}, base_price_cents = ${prices.price + 1000},
                              fee_cents = ${prices.fee}, tax_cents = ${prices.tax}, insider_price_cents = null where id = ${found.sku_id}`);
  const seats = await rows<{ id: number; section: string; row_name: string; seat_name: string }>(
    db,
    sql`select s.id, vs.name as section, s.row_name, s.seat_name from seats s join venue_sections vs on vs.id = s.section_id
         where s.venue_id = ${found.venue_id} and s.price_tier = ${found.price_tier}
         order by vs.sort_order, s.row_name, s.seat_number limit ${options.seatCount ?? 2}`,
  );
  return {
    performanceId: Number(found.performance_id),
    skuId: Number(found.sku_id),
    productId: Number(found.product_id),
    venueId: Number(found.venue_id),
    startsAt: new Date(found.starts_at),
    seats: seats.map((s) => ({ ...s, id: Number(s.id) })),
  };
}

/** The n-th upcoming performance with a general-admission sku, given `capacity` (20) places and prices 25.00 + 3.00 + 1.99. */
export async function upcomingGeneralAdmission(db: Db, n: number, capacity = 20): Promise<{ performanceId: number; skuId: number; productId: number }> {
  const [found] = await rows<{ performance_id: number; sku_id: number; product_id: number }>(
    db,
    sql`select p.id as performance_id, k.id as sku_id, p.product_id
          from performances p join skus k on k.product_id = p.product_id and k.capacity_per_performance is not null and not k.supports_seat_selection
         where p.starts_at > now() + interval '1 day' and not p.cancelled
         order by p.starts_at, p.id, k.id limit 1 offset ${n}`,
  );
  if (!found) throw new Error(`no upcoming general-admission performance #${n}`);
  await db.execute(sql`update skus set capacity_per_performance = ${capacity}, purchase_quantities = '{}', max_quantity = 12, price_cents = 2500, base_price_cents = 2500,
                              fee_cents = 300, tax_cents = 199, insider_price_cents = null where id = ${found.sku_id}`);
  return { performanceId: Number(found.performance_id), skuId: Number(found.sku_id), productId: Number(found.product_id) };
}
