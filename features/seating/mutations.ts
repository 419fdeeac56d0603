import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { preparedRows } from '@/lib/db/statement';
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

/** A seat of a venue as holds need it; seats never change once a venue is built. */
interface VenueSeat extends SeatPoint {
  readonly priceTier: number;
}

/** Venues whose seats this process keeps (the largest has 4,211 seats, about 0.5 MB). */
const VENUE_SEATS_KEPT = 32;
const venueSeatsByDb = new WeakMap<Db, Map<number, Promise<ReadonlyMap<number, VenueSeat>>>>();

/**
 * The venue's seats by id, read once per database and venue and kept: a venue's seat plan is
 * fixed (the seed builds it; nothing edits it), so every hold checks its seats and every relock
 * ranks them in memory instead of reading thousands of rows again. The oldest venue read is
 * dropped past VENUE_SEATS_KEPT; a failed read is not kept.
 */
function venueSeats(db: Db, venueId: number): Promise<ReadonlyMap<number, VenueSeat>> {
  let venues = venueSeatsByDb.get(db);
  if (!venues) {
    venues = new Map();
    venueSeatsByDb.set(db, venues);
  }
  const kept = venues.get(venueId);
  if (kept) return kept;
  const loading = rows<{ id: number; section_id: number; row_name: string; seat_number: number; x: number; y: number; accessibility: 'wheelchair' | 'companion' | null; price_tier: number }>(
    db,
    sql`select id, section_id, row_name, seat_number, x, y, accessibility, price_tier from seats where venue_id = ${venueId}`,
  ).then(
    (found) =>
      new Map(
        found.map((s) => [
          Number(s.id),
          { id: Number(s.id), sectionId: s.section_id, rowName: s.row_name, seatNumber: s.seat_number, x: s.x, y: s.y, accessibility: s.accessibility, priceTier: s.price_tier },
        ]),
      ),
  );
  venues.set(venueId, loading);
  loading.catch(() => venues.delete(venueId));
  if (venues.size > VENUE_SEATS_KEPT) venues.delete(venues.keys().next().value!);
  return loading;
}

/** The facts of the seats asked about that a hold checks (HoldContext's seat counts). */
function seatFacts(seats: ReadonlyMap<number, VenueSeat>, priceTier: number | null, seatIds: readonly number[]) {
  const asked = seatIds.map((id) => seats.get(id)).filter((s): s is VenueSeat => s !== undefined);
  const wheelchairs = asked.filter((s) => s.accessibility === 'wheelchair');
  return {
    validSeats: asked.filter((s) => s.priceTier === priceTier).length,
    wheelchairSeats: wheelchairs.length,
    lonelyCompanions: asked.filter(
      (c) =>
        c.accessibility === 'companion' &&
        !wheelchairs.some((w) => w.sectionId === c.sectionId && w.rowName === c.rowName && Math.abs(w.seatNumber - c.seatNumber) === 1),
    ).length,
  };
}

type TicketRow = {
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
};

/** How long a seat hold trusts what it read of a performance and ticket type (the claim checks the sale itself). */
const TICKET_FACTS_TTL_MS = 60_000;
const TICKET_FACTS_KEPT = 5_000;
let ticketFactsByDb = new WeakMap<Db, Map<string, { at: number; row: Promise<TicketRow | undefined> }>>();

/**
 * Forgets what seat holds read of performances and ticket types, for code that edits skus or
 * performances behind the app's back (tests, scripts); the app's own edits wait a minute at most.
 */
export function forgetTicketFacts(): void {
  ticketFactsByDb = new WeakMap();
}

async function readTicketRow(db: Db, performanceId: number, skuId: number): Promise<TicketRow | undefined> {
  const [row] = await rows<TicketRow>(
    db,
    sql`select p.product_id, p.venue_id, (not p.cancelled and p.starts_at > now()) as on_sale,
               k.supports_seat_selection, k.price_tier, k.capacity_per_performance, k.max_quantity, k.purchase_quantities,
               v.stage_x, v.stage_y
          from performances p
          join skus k on k.id = ${skuId} and k.product_id = p.product_id
          left join venues v on v.id = p.venue_id
         where p.id = ${performanceId}`,
  );
  return row;
}

/**
 * The performance and ticket type as seat holds read them, kept for a minute per performance
 * and sku: 200 buyers of one performance would otherwise read the same row before every claim.
 * What may change meanwhile is safe: the claim itself refuses a performance no longer on sale,
 * and a ticket type's quantity rules apply a minute late at most.
 */
function cachedTicketRow(db: Db, performanceId: number, skuId: number): Promise<TicketRow | undefined> {
  let kept = ticketFactsByDb.get(db);
  if (!kept) {
    kept = new Map();
    ticketFactsByDb.set(db, kept);
  }
  const key = `${performanceId}:${skuId}`;
  const now = Date.now();
  const entry = kept.get(key);
  if (entry && now - entry.at < TICKET_FACTS_TTL_MS) return entry.row;
  const row = readTicketRow(db, performanceId, skuId);
  kept.delete(key);
  kept.set(key, { at: now, row });
  row.catch(() => kept.delete(key));
  if (kept.size > TICKET_FACTS_KEPT) kept.delete(kept.keys().next().value!);
  return row;
}

/** What a hold checks before claiming: fresh from the database, or (seat holds) the minute-old copy. */
async function holdContext(db: Db, performanceId: number, skuId: number, seatIds: readonly number[] = [], fresh = true): Promise<HoldContext> {
  const row = fresh ? await readTicketRow(db, performanceId, skuId) : await cachedTicketRow(db, performanceId, skuId);
  if (!row) throw new AppError('NOT_FOUND', 'This performance or ticket type does not exist.');
  if (!row.on_sale) throw new AppError('CONFLICT', 'This performance is no longer on sale.');
  const facts =
    seatIds.length === 0 || row.venue_id === null
      ? { validSeats: 0, lonelyCompanions: 0, wheelchairSeats: 0 }
      : seatFacts(await venueSeats(db, row.venue_id), row.price_tier, seatIds);
  return {
    productId: row.product_id,
    venueId: row.venue_id,
    supportsSeatSelection: row.supports_seat_selection,
    priceTier: row.price_tier,
    capacity: row.capacity_per_performance,
    maxQuantity: row.max_quantity,
    purchaseQuantities: parseIntArray(row.purchase_quantities),
    stage: row.stage_x === null || row.stage_y === null ? null : { x: row.stage_x, y: row.stage_y },
    ...facts,
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

/** $1 performance, $2 seat ids (int[]), $3 cart, $4 sku, $5 hold minutes: see claimSeats. */
const CLAIM_SEATS = `
  with sale as (select not cancelled and starts_at > now() as on_sale from performances where id = $1::int),
  claimed as (
    insert into seat_claims (performance_id, seat_id, cart_id, sku_id, status, held_until)
    select $1::int, s.id, $3::uuid, $4::int, 'held', now() + make_interval(mins => $5::int)
      from seats s where s.id = any($2::int[]) and (select on_sale from sale)
     order by s.id
    on conflict (performance_id, seat_id) do update
       set cart_id = excluded.cart_id, sku_id = excluded.sku_id, held_until = excluded.held_until, claimed_at = now()
     where seat_claims.status = 'held' and (seat_claims.held_until <= now() or seat_claims.cart_id = excluded.cart_id)
    returning held_until)
  select coalesce((select on_sale from sale), false) as on_sale, min(held_until) as held_until,
         case when (select on_sale from sale) then 1 / (count(*) = cardinality($2::int[]))::int end as complete
    from claimed`;

/** $1 cart, $2 performance, $3 seat ids (int[], or null for all of the cart's at the performance). */
const RELEASE_SEATS = `
  delete from seat_claims
   where cart_id = $1::uuid and performance_id = $2::int and status = 'held' and ($3::int[] is null or seat_id = any($3::int[]))
  returning seat_id, sku_id`;

/** $1 performance, $2 cart: the seats sold, or held by another cart. */
const TAKEN_SEATS = `
  select seat_id from seat_claims
   where performance_id = $1::int and (status = 'sold' or (held_until > now() and cart_id <> $2::uuid))`;

/** PostgreSQL's division_by_zero: how a claim that got fewer seats than asked aborts itself. */
function isShortClaim(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '22012') return true;
  }
  return false;
}

/**
 * One atomic claim: every seat is inserted, or taken over when its hold has lapsed or is this
 * cart's own, or nothing is. The primary key (performance, seat) is what makes a seat
 * impossible to hold twice; seats are claimed in id order so two claims never deadlock.
 *
 * It is one statement, so one round trip and no transaction to open and commit: the insert
 * runs in a data-modifying CTE, and the outer select divides by zero when the insert took fewer
 * seats than asked (a seat held by another cart), which aborts the whole statement and so
 * undoes the seats it did take. It runs on a connection of its own (statementRows), which
 * survives that answer. bench:holds: about 1.4 times the holds per second of the transaction
 * (BEGIN, insert, COMMIT) it replaces.
 */
async function claimSeats(db: Db, cartId: string, performanceId: number, skuId: number, seatIds: readonly number[]): Promise<Date> {
  try {
    return await withRetry(async () => {
      const [claimed] = await preparedRows<{ on_sale: boolean; held_until: Date | string | null }>(db, 'claim-seats', CLAIM_SEATS, [
        performanceId,
        seatIds,
        cartId,
        skuId,
        holdMinutes(),
      ]);
      if (!claimed?.on_sale || claimed.held_until === null) throw new AppError('CONFLICT', 'This performance is no longer on sale.');
      return new Date(claimed.held_until);
    });
  } catch (error) {
    if (isShortClaim(error)) throw new SeatsTaken();
    throw error;
  }
}

/** The seats of the sku's price at the venue, and those another cart holds or anyone bought. */
async function seatMapOf(db: Db, context: HoldContext, performanceId: number, cartId: string) {
  const seats = [...(await venueSeats(db, context.venueId!)).values()].filter((s) => s.priceTier === context.priceTier);
  const taken = await preparedRows<{ seat_id: number }>(db, 'taken-seats', TAKEN_SEATS, [performanceId, cartId]);
  const points: SeatPoint[] = seats;
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
  const context = await holdContext(db, performanceId, skuId, wanted, false);
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
  const released = await preparedRows<{ seat_id: number; sku_id: number }>(db, 'release-seats', RELEASE_SEATS, [
    input.cartId,
    input.performanceId,
    input.seatIds && input.seatIds.length > 0 ? [...input.seatIds] : null,
  ]);
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
