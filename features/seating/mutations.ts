import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { MAX_RELOCKS } from '@/lib/config/constants';
import { getEnv } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { COMPANION_SEAT_MESSAGE, purchaseQuantityError, SEATS_RELOCKED_MESSAGE } from './quantity-rules';
import { rankSeatGroups, type SeatPoint } from './rules';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

async function rows<T>(runner: Runner, query: SQL): Promise<T[]> {
  return ((await runner.execute(query)) as unknown as { rows: T[] }).rows;
}

function idList(ids: readonly number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

/** PostgreSQL's deadlock and serialization failures: the transaction is safe to run again. */
function isRetryable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}

async function withRetry<T>(fn: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
    }
  }
}

function holdMinutes(): number {
  return getEnv().HOLD_MINUTES;
}

const cartIdSchema = z.uuid();

/**
 * The cart the visitor's CART_UUID names, or a new one when the cookie is missing, malformed
 * or names a cart that no longer exists. Returns its id (the caller sets the cookie).
 */
export async function ensureCart(cartId: string | null | undefined): Promise<string> {
  const db = await getDb();
  const parsed = cartIdSchema.safeParse(cartId);
  if (parsed.success) {
    const [found] = await rows<{ id: string }>(db, sql`select id from carts where id = ${parsed.data}`);
    if (found) return found.id;
  }
  const [created] = await rows<{ id: string }>(db, sql`insert into carts default values returning id`);
  if (!created) throw new AppError('INTERNAL', 'insert into carts returned no row');
  return created.id;
}

/** What a hold needs to know of the performance and the ticket type, checked together. */
interface HoldContext {
  readonly productId: number;
  readonly venueId: number | null;
  readonly supportsSeatSelection: boolean;
  readonly priceTier: number | null;
  readonly capacity: number | null;
  readonly maxQuantity: number;
  readonly purchaseQuantities: readonly number[];
  readonly stage: { x: number; y: number } | null;
  /** How many of the seats asked about are this sku's price at the performance's venue. */
  readonly validSeats: number;
  /** Companion seats asked about without the wheelchair space beside them among the seats asked about. */
  readonly lonelyCompanions: number;
  /** Wheelchair spaces among the seats asked about. */
  readonly wheelchairSeats: number;
}

async function holdContext(db: Db, performanceId: number, skuId: number, seatIds: readonly number[] = []): Promise<HoldContext> {
  // The seats' check rides along, so a hold costs one query before its claim.
  const validSeats =
    seatIds.length === 0
      ? sql`0`
      : sql`(select count(*) from seats s where s.id in (${idList(seatIds)}) and s.venue_id = p.venue_id and s.price_tier = k.price_tier)`;
  const lonelyCompanions =
    seatIds.length === 0
      ? sql`0`
      : sql`(select count(*) from seats c where c.id in (${idList(seatIds)}) and c.accessibility = 'companion'
               and not exists (select 1 from seats w where w.id in (${idList(seatIds)}) and w.accessibility = 'wheelchair'
                                 and w.section_id = c.section_id and w.row_name = c.row_name and abs(w.seat_number - c.seat_number) = 1))`;
  const wheelchairSeats =
    seatIds.length === 0 ? sql`0` : sql`(select count(*) from seats s where s.id in (${idList(seatIds)}) and s.accessibility = 'wheelchair')`;
  const [row] = await rows<{
    product_id: number;
    venue_id: number | null;
    on_sale: boolean;
    supports_seat_selection: boolean;
    price_tier: number | null;
    capacity_per_performance: number | null;
    max_quantity: number;
    purchase_quantities: number[] | string | null;
    stage_x: number | null;
    stage_y: number | null;
    valid_seats: number | string;
    lonely_companions: number | string;
    wheelchair_seats: number | string;
  }>(
    db,
    sql`select p.product_id, p.venue_id, (not p.cancelled and p.starts_at > now()) as on_sale, ${validSeats} as valid_seats,
               ${lonelyCompanions} as lonely_companions, ${wheelchairSeats} as wheelchair_seats,
               k.supports_seat_selection, k.price_tier, k.capacity_per_performance, k.max_quantity, k.purchase_quantities,
               v.stage_x, v.stage_y
          from performances p
          join skus k on k.id = ${skuId} and k.product_id = p.product_id
          left join venues v on v.id = p.venue_id
         where p.id = ${performanceId}`,
  );
  if (!row) throw new AppError('NOT_FOUND', 'This performance or ticket type does not exist.');
  if (!row.on_sale) throw new AppError('CONFLICT', 'This performance is no longer on sale.');
  return {
    productId: row.product_id,
    venueId: row.venue_id,
    supportsSeatSelection: row.supports_seat_selection,
    priceTier: row.price_tier,
    capacity: row.capacity_per_performance,
    maxQuantity: row.max_quantity,
    purchaseQuantities: parseIntArray(row.purchase_quantities),
    stage: row.stage_x === null || row.stage_y === null ? null : { x: row.stage_x, y: row.stage_y },
    validSeats: Number(row.valid_seats),
    lonelyCompanions: Number(row.lonely_companions),
    wheelchairSeats: Number(row.wheelchair_seats),
  };
}

/** node-postgres parses int[]; a driver that hands back the text form '{2,4}' is read too. */
function parseIntArray(value: number[] | string | null): number[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

function checkQuantity(context: HoldContext, quantity: number, seated: boolean): void {
  const message = purchaseQuantityError({ purchaseQuantities: context.purchaseQuantities, maxQuantity: context.maxQuantity, seated }, quantity);
  if (message !== null) throw new AppError('BAD_REQUEST', message, { fieldErrors: { quantity: [message] } });
}

export interface SeatHold {
  readonly cartId: string;
  readonly performanceId: number;
  readonly skuId: number;
  /** The seats now held for the cart: those asked for, or the best available instead. */
  readonly seatIds: readonly number[];
  readonly heldUntil: Date;
  /** The seats asked for were taken and others of the same price and quantity were held. */
  readonly relocked: boolean;
  /** SEATS_RELOCKED_MESSAGE when relocked. */
  readonly message: string | null;
}

class SeatsTaken extends Error {}

/** A relock takes one of this many best groups at random (see holdSeats). */
const RELOCK_SPREAD = 3;

/**
 * One atomic claim: every seat is inserted, or taken over when its hold has lapsed or is this
 * cart's own, or the whole claim rolls back. The primary key (performance, seat) is what makes
 * a seat impossible to hold twice; seats are claimed in id order so two claims never deadlock.
 */
async function claimSeats(db: Db, cartId: string, performanceId: number, skuId: number, seatIds: readonly number[]): Promise<Date> {
  return withRetry(() =>
    db.transaction(async (tx) => {
      const claimed = await rows<{ seat_id: number; held_until: Date | string }>(
        tx,
        sql`insert into seat_claims (performance_id, seat_id, cart_id, sku_id, status, held_until)
            select ${performanceId}, s.id, ${cartId}, ${skuId}, 'held', now() + make_interval(mins => ${holdMinutes()})
              from seats s where s.id in (${idList(seatIds)})
             order by s.id
            on conflict (performance_id, seat_id) do update
               set cart_id = excluded.cart_id, sku_id = excluded.sku_id, held_until = excluded.held_until, claimed_at = now()
             where seat_claims.status = 'held' and (seat_claims.held_until <= now() or seat_claims.cart_id = excluded.cart_id)
            returning seat_id, held_until`,
      );
      if (claimed.length !== seatIds.length) throw new SeatsTaken();
      return new Date(claimed[0]!.held_until);
    }),
  );
}

/** The seats of the sku's price at the venue, and those another cart holds or anyone bought. */
async function seatMapOf(db: Db, context: HoldContext, performanceId: number, cartId: string) {
  const seats = await rows<{ id: number; section_id: number; row_name: string; seat_number: number; x: number; y: number; accessibility: 'wheelchair' | 'companion' | null }>(
    db,
    sql`select id, section_id, row_name, seat_number, x, y, accessibility from seats where venue_id = ${context.venueId} and price_tier = ${context.priceTier}`,
  );
  const taken = await rows<{ seat_id: number }>(
    db,
    sql`select seat_id from seat_claims
         where performance_id = ${performanceId}
           and (status = 'sold' or (held_until > now() and cart_id <> ${cartId}))`,
  );
  const points: SeatPoint[] = seats.map((s) => ({
    id: Number(s.id),
    sectionId: s.section_id,
    rowName: s.row_name,
    seatNumber: s.seat_number,
    x: s.x,
    y: s.y,
    accessibility: s.accessibility,
  }));
  return { points, taken: new Set(taken.map((t) => Number(t.seat_id))) };
}

/**
 * Holds the chosen seats for the cart (Add to Cart / Buy Now, DESIGN 3). When any was taken in
 * the meantime, holds the best available seats of the same price and quantity instead, at most
 * MAX_RELOCKS times, and says so. Throws CONFLICT when no such seats are left, BAD_REQUEST for
 * seats that are not this price at this performance's venue or a quantity the sku refuses.
 */
export async function holdSeats(input: { cartId: string; performanceId: number; skuId: number; seatIds: readonly number[] }): Promise<SeatHold> {
  const db = await getDb();
  const { cartId, performanceId, skuId } = input;
  const wanted = [...new Set(input.seatIds)].sort((a, b) => a - b);
  const context = await holdContext(db, performanceId, skuId, wanted);
  if (!context.supportsSeatSelection || context.venueId === null || context.priceTier === null) {
    throw new AppError('BAD_REQUEST', 'This ticket type is not sold by seat.');
  }
  checkQuantity(context, wanted.length, true);
  if (context.validSeats !== wanted.length) {
    throw new AppError('BAD_REQUEST', 'These seats are not sold at this price for this performance.', { fieldErrors: { seatIds: ['Unknown seats for this price.'] } });
  }
  if (context.lonelyCompanions > 0) throw new AppError('BAD_REQUEST', COMPANION_SEAT_MESSAGE, { fieldErrors: { seatIds: [COMPANION_SEAT_MESSAGE] } });

  let chosen: readonly number[] = wanted;
  for (let relocks = 0; ; relocks += 1) {
    try {
      const heldUntil = await claimSeats(db, cartId, performanceId, skuId, chosen);
      const relocked = relocks > 0;
      return { cartId, performanceId, skuId, seatIds: chosen, heldUntil, relocked, message: relocked ? SEATS_RELOCKED_MESSAGE : null };
    } catch (error) {
      if (!(error instanceof SeatsTaken)) throw error;
    }
    if (relocks >= MAX_RELOCKS) break;
    const { points, taken } = await seatMapOf(db, context, performanceId, cartId);
    // One of the few best groups, not always the very best: buyers relocked at the same moment
    // would otherwise all race for the same seats and all but one fail again.
    // A buyer of wheelchair spaces is relocked only to as many wheelchair spaces, never to seats
    // they cannot use.
    const spaces = new Set(points.filter((p) => p.accessibility === 'wheelchair').map((p) => p.id));
    const ranked = rankSeatGroups(points, taken, wanted.length, context.stage ?? { x: 0, y: 0 }).filter(
      (group) => group.seatIds.filter((id) => spaces.has(id)).length >= context.wheelchairSeats,
    );
    const best = ranked[Math.floor(Math.random() * Math.min(RELOCK_SPREAD, ranked.length))];
    if (!best) break;
    chosen = [...best.seatIds].sort((a, b) => a - b);
  }
  throw new AppError('CONFLICT', 'Sorry, there are no longer enough seats together at this price.');
}

/**
 * Gives up the cart's holds on these seats (a seat removed, the selection emptied; all of the
 * performance's without seatIds). Returns the seats released and the skus they were held for.
 */
export async function releaseSeats(input: {
  cartId: string;
  performanceId: number;
  seatIds?: readonly number[];
}): Promise<{ seatIds: number[]; skuIds: number[] }> {
  if (!cartIdSchema.safeParse(input.cartId).success) return { seatIds: [], skuIds: [] };
  const db = await getDb();
  const onlySeats = input.seatIds && input.seatIds.length > 0 ? sql` and seat_id in (${idList(input.seatIds)})` : sql``;
  const released = await rows<{ seat_id: number; sku_id: number }>(
    db,
    sql`delete from seat_claims
         where cart_id = ${input.cartId} and performance_id = ${input.performanceId} and status = 'held'${onlySeats}
        returning seat_id, sku_id`,
  );
  return { seatIds: released.map((r) => Number(r.seat_id)), skuIds: [...new Set(released.map((r) => Number(r.sku_id)))] };
}

export interface GeneralAdmissionHold {
  readonly cartId: string;
  readonly performanceId: number;
  readonly skuId: number;
  /** Places now held for the cart (0 when released). */
  readonly quantity: number;
  readonly heldUntil: Date | null;
  /** Places still free for others after this hold. */
  readonly remaining: number;
}

/**
 * Sets the cart's general-admission hold on a sku at a performance to `quantity` (0 releases
 * it). Counted against the performance's capacity for the sku in one transaction that locks the
 * capacity row: lapsed holds are given back first, then the change is applied only if it fits,
 * and the ga_inventory CHECK refuses any count beyond the capacity whatever the code does.
 * Throws CONFLICT (with the places left) when the quantity does not fit.
 */
export async function setGeneralAdmissionHold(input: { cartId: string; performanceId: number; skuId: number; quantity: number }): Promise<GeneralAdmissionHold> {
  const db = await getDb();
  const { cartId, performanceId, skuId, quantity } = input;
  const context = await holdContext(db, performanceId, skuId);
  if (context.supportsSeatSelection || context.capacity === null) throw new AppError('BAD_REQUEST', 'This ticket type is not general admission.');
  if (quantity > 0) checkQuantity(context, quantity, false);
  const capacity = context.capacity;

  return withRetry(() =>
    db.transaction(async (tx) => {
      await tx.execute(sql`insert into ga_inventory (performance_id, sku_id, capacity) values (${performanceId}, ${skuId}, ${capacity}) on conflict do nothing`);
      await tx.execute(sql`select 1 from ga_inventory where performance_id = ${performanceId} and sku_id = ${skuId} for update`);
      const [inventory] = await rows<{ capacity: number; held: number; sold: number }>(
        tx,
        sql`with lapsed as (
              delete from ga_holds where performance_id = ${performanceId} and sku_id = ${skuId} and held_until <= now() returning quantity)
            update ga_inventory set held = held - (select coalesce(sum(quantity), 0) from lapsed)
             where performance_id = ${performanceId} and sku_id = ${skuId}
            returning capacity, held, sold`,
      );
      const [current] = await rows<{ quantity: number }>(
        tx,
        sql`select quantity from ga_holds where cart_id = ${cartId} and performance_id = ${performanceId} and sku_id = ${skuId}`,
      );
      const delta = quantity - (current?.quantity ?? 0);
      const free = inventory!.capacity - inventory!.held - inventory!.sold;
      if (delta > free) {
        const left = free + (current?.quantity ?? 0);
        throw new AppError('CONFLICT', left > 0 ? `Sorry, only ${left} left for this performance.` : 'Sorry, this ticket type is sold out for this performance.', {
          fieldErrors: { quantity: [String(left)] },
        });
      }
      if (delta !== 0) {
        await tx.execute(sql`update ga_inventory set held = held + ${delta} where performance_id = ${performanceId} and sku_id = ${skuId}`);
      }
      if (quantity === 0) {
        await tx.execute(sql`delete from ga_holds where cart_id = ${cartId} and performance_id = ${performanceId} and sku_id = ${skuId}`);
        return { cartId, performanceId, skuId, quantity: 0, heldUntil: null, remaining: free - delta };
      }
      const [hold] = await rows<{ held_until: Date | string }>(
        tx,
        sql`insert into ga_holds (cart_id, performance_id, sku_id, quantity, held_until)
            values (${cartId}, ${performanceId}, ${skuId}, ${quantity}, now() + make_interval(mins => ${holdMinutes()}))
            on conflict (cart_id, performance_id, sku_id) do update set quantity = excluded.quantity, held_until = excluded.held_until
            returning held_until`,
      );
      return { cartId, performanceId, skuId, quantity, heldUntil: new Date(hold!.held_until), remaining: free - delta };
    }),
  );
}

export interface HoldMove {
  readonly fromPerformanceId: number;
  readonly skuId: number;
  /** Seats now held at the new performance (empty for general admission). */
  readonly seatIds: readonly number[];
  /** Places of general admission moved (0 for seats). */
  readonly quantity: number;
  /** The same seats were not free at the new performance: others of the same price were held. */
  readonly relocked: boolean;
}

export interface HoldSwap {
  /** The cart already holds tickets of this show for this performance: nothing was moved. */
  readonly alreadyThere: boolean;
  readonly moved: readonly HoldMove[];
  /** Holds that could not move (the new date had no such seats or places); they stay where they were. */
  readonly kept: readonly { readonly fromPerformanceId: number; readonly skuId: number; readonly message: string }[];
}

/**
 * Ticket-buying 4, the 'swap' default: moves the cart's tickets of a show to another performance
 * of it (a new date), unless the cart already holds tickets of that show for that performance.
 * The holds of one performance move (the one held last): the same seats where they are free at
 * the new date, else the best seats of the same price and quantity (holdSeats' relock); general
 * admission the same quantity of the same ticket type. Each move holds at the new date first and
 * only then gives the old holds back, so a visitor never ends with neither; a hold that cannot
 * move stays as it was. The caller keeps the cart items in step.
 */
export async function swapHoldsToPerformance(input: { cartId: string; performanceId: number }): Promise<HoldSwap> {
  const none: HoldSwap = { alreadyThere: false, moved: [], kept: [] };
  if (!cartIdSchema.safeParse(input.cartId).success) return none;
  const db = await getDb();
  const { cartId, performanceId } = input;
  const holds = await rows<{ performance_id: number; sku_id: number; kind: 'seats' | 'ga'; seat_ids: number[] | string | null; quantity: number; at: Date | string }>(
    db,
    sql`with target as (select product_id from performances where id = ${performanceId})
        select c.performance_id, c.sku_id, 'seats' as kind, array_agg(c.seat_id order by c.seat_id) as seat_ids, count(*)::int as quantity, max(c.held_until) as at
          from seat_claims c join performances p on p.id = c.performance_id
         where c.cart_id = ${cartId} and c.status = 'held' and c.held_until > now() and p.product_id = (select product_id from target)
         group by c.performance_id, c.sku_id
        union all
        select g.performance_id, g.sku_id, 'ga', null, g.quantity, g.held_until
          from ga_holds g join performances p on p.id = g.performance_id
         where g.cart_id = ${cartId} and g.held_until > now() and p.product_id = (select product_id from target)`,
  );
  if (holds.some((h) => Number(h.performance_id) === performanceId)) return { ...none, alreadyThere: true };
  if (holds.length === 0) return none;
  const latest = holds.reduce((a, b) => (new Date(b.at).getTime() > new Date(a.at).getTime() ? b : a));
  const from = Number(latest.performance_id);
  const moved: HoldMove[] = [];
  const kept: { fromPerformanceId: number; skuId: number; message: string }[] = [];
  for (const hold of holds.filter((h) => Number(h.performance_id) === from)) {
    const skuId = Number(hold.sku_id);
    try {
      if (hold.kind === 'seats') {
        const seatIds = parseIntArray(hold.seat_ids);
        const placed = await holdSeats({ cartId, performanceId, skuId, seatIds });
        await releaseSeats({ cartId, performanceId: from, seatIds });
        moved.push({ fromPerformanceId: from, skuId, seatIds: placed.seatIds, quantity: 0, relocked: placed.relocked });
      } else {
        const placed = await setGeneralAdmissionHold({ cartId, performanceId, skuId, quantity: Number(hold.quantity) });
        await setGeneralAdmissionHold({ cartId, performanceId: from, skuId, quantity: 0 });
        moved.push({ fromPerformanceId: from, skuId, seatIds: [], quantity: placed.quantity, relocked: false });
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      kept.push({ fromPerformanceId: from, skuId, message: error.message });
    }
  }
  return { alreadyThere: false, moved, kept };
}
