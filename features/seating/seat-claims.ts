import 'server-only';
import { MAX_RELOCKS } from '@/lib/config/constants';
import type { Db } from '@/lib/db/client';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { rows, type Tx } from '@/lib/db/rows';
import { preparedRows } from '@/lib/db/statement';
import { AppError } from '@/lib/errors';
import { cartIdSchema, checkQuantity, holdContext, holdMinutes, parseIntArray, relockRows, venueSeats, withRetry } from './hold-facts';
import { COMPANION_SEAT_MESSAGE, SEATS_RELOCKED_MESSAGE } from './quantity-rules';
import { bestSeatGroups } from './relock-groups';

export { forgetTicketFacts } from './hold-facts';

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

/** A relock takes one of this many best groups at random (see holdSeats). */
const RELOCK_SPREAD = 3;

/** $n placeholders for a statement's seat ids, from $first on: `$5::int, $6::int`. */
function seatParams(first: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `$${first + i}::int`);
}

/**
 * The claim's text for `count` seats: $1 performance, $2 cart, $3 sku, $4 hold minutes, then the
 * seat ids in ascending order (see claimSeats). One text per number of seats, so that PostgreSQL's
 * plan for a prepared statement is as exact as a plan for the values (an int[] parameter
 * is estimated at 10 elements, which made PostgreSQL plan the claim again on every execution).
 */
function claimSeatsText(count: number): string {
  const ids = seatParams(5, count);
  return `
  with sale as (select not cancelled and starts_at > now() as on_sale from performances where id = $1::int),
  taken as (
    select seat_id from seat_claims
     where performance_id = $1::int and seat_id in (${ids.join(', ')})
       and (status = 'sold' or (held_until > now() and cart_id <> $2::uuid))),
  claimed as (
    insert into seat_claims (performance_id, seat_id, cart_id, sku_id, status, held_until)
    select $1::int, asked.seat_id, $2::uuid, $3::int, 'held', now() + make_interval(mins => $4::int)
      from (values (${ids.join('), (')})) as asked (seat_id)
     where (select on_sale from sale) and not exists (select 1 from taken)
     order by asked.seat_id
    on conflict (performance_id, seat_id) do update
       set cart_id = excluded.cart_id, sku_id = excluded.sku_id, held_until = excluded.held_until, claimed_at = now()
     where seat_claims.status = 'held' and (seat_claims.held_until <= now() or seat_claims.cart_id = excluded.cart_id)
    returning held_until)
  select coalesce((select on_sale from sale), false) as on_sale, min(held_until) as held_until,
         case when exists (select 1 from taken) then array(
           select seat_id from seat_claims
            where performance_id = $1::int and (status = 'sold' or (held_until > now() and cart_id <> $2::uuid))) end as taken,
         case when (select on_sale from sale) and not exists (select 1 from taken) then 1 / (count(*) = ${count})::int end as complete
    from claimed`;
}

/** The release's text for `count` seats: $1 cart, $2 performance, then the seat ids; one text per number of seats, as the claim. */
function releaseSeatsText(count: number): string {
  return `
  delete from seat_claims
   where performance_id = $2::int and seat_id in (${seatParams(3, count).join(', ')}) and cart_id = $1::uuid and status = 'held'
  returning seat_id, sku_id`;
}

/** $1 cart, $2 performance: all of the cart's held seats at the performance. */
const RELEASE_ALL_SEATS = `
  delete from seat_claims where cart_id = $1::uuid and performance_id = $2::int and status = 'held'
  returning seat_id, sku_id`;

/** Each statement text by its number of seats, built once. */
function byCount(build: (count: number) => string): (count: number) => string {
  const texts = new Map<number, string>();
  return (count) => {
    let text = texts.get(count);
    if (text === undefined) {
      text = build(count);
      texts.set(count, text);
    }
    return text;
  };
}
const claimText = byCount(claimSeatsText);
const releaseText = byCount(releaseSeatsText);

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
 * It is one statement, so one round trip and no transaction to open and commit. It first looks
 * for a chosen seat sold or held by another cart; when there is one it inserts nothing and
 * answers, in the same round trip, every seat of the performance that is sold or held by another
 * cart (what a relock ranks). Otherwise the insert runs in a data-modifying CTE, and the outer
 * select divides by zero when the insert took fewer seats than asked (another cart took a seat
 * in the very moment), which aborts the whole statement and so undoes the seats it did take.
 * It runs on a connection of its own (preparedRows), which survives that answer.
 *
 * Answers when the seats are held until, or the seats taken when they could not be held (null:
 * taken in the very moment, not read).
 */
async function claimSeats(
  db: Db,
  cartId: string,
  performanceId: number,
  skuId: number,
  seatIds: readonly number[],
): Promise<{ heldUntil: Date; taken?: undefined } | { taken: ReadonlySet<number> | null }> {
  try {
    return await withRetry(async () => {
      const [claimed] = await preparedRows<{ on_sale: boolean; held_until: Date | string | null; taken: number[] | string | null }>(
        db,
        `claim-seats-${seatIds.length}`,
        claimText(seatIds.length),
        [performanceId, cartId, skuId, holdMinutes(), ...seatIds],
      );
      if (!claimed?.on_sale) throw new AppError('CONFLICT', 'This performance is no longer on sale.');
      if (claimed.taken !== null) return { taken: new Set(parseIntArray(claimed.taken)) };
      if (claimed.held_until === null) throw new AppError('CONFLICT', 'This performance is no longer on sale.');
      return { heldUntil: new Date(claimed.held_until) };
    });
  } catch (error) {
    if (isShortClaim(error)) return { taken: null };
    throw error;
  }
}

/** The seats another cart holds or anyone bought at the performance. */
async function takenSeats(db: Db, performanceId: number, cartId: string): Promise<ReadonlySet<number>> {
  const taken = await preparedRows<{ seat_id: number }>(db, 'taken-seats', TAKEN_SEATS, [performanceId, cartId]);
  return new Set(taken.map((t) => Number(t.seat_id)));
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
    const claim = await claimSeats(db, cartId, performanceId, skuId, chosen);
    if (claim.taken === undefined) {
      const relocked = relocks > 0;
      return { cartId, performanceId, skuId, seatIds: chosen, heldUntil: claim.heldUntil, relocked, message: relocked ? SEATS_RELOCKED_MESSAGE : null };
    }
    if (relocks >= MAX_RELOCKS) break;
    const taken = claim.taken ?? (await takenSeats(db, performanceId, cartId));
    const stage = context.stage ?? { x: 0, y: 0 };
    const seats = await venueSeats(db, context.venueId);
    // One of the few best groups, not always the very best: buyers relocked at the same moment
    // would otherwise all race for the same seats and all but one fail again.
    // A buyer of wheelchair spaces is relocked only to as many wheelchair spaces, never to seats
    // they cannot use.
    const ranked = bestSeatGroups(
      await relockRows(db, context.venueId, context.priceTier, wanted.length, stage),
      taken,
      wanted.length,
      stage,
      (group) => group.seatIds.filter((id) => seats.get(id)?.accessibility === 'wheelchair').length >= context.wheelchairSeats,
      RELOCK_SPREAD,
    );
    const best = ranked[Math.floor(Math.random() * ranked.length)];
    if (!best) break;
    chosen = [...best.seatIds].sort((a, b) => a - b);
  }
  throw new AppError('CONFLICT', 'Sorry, there are no longer enough seats together at this price.');
}

/**
 * Gives up the cart's holds on these seats (a seat removed, the selection emptied; all of the
 * performance's without seatIds). Returns the seats released and the skus they were held for.
 */
export async function releaseSeats(
  input: {
    cartId: string;
    performanceId: number;
    seatIds?: readonly number[];
  },
  /** The workflow's transaction, when the release is one step of it. */
  within?: Tx,
): Promise<{ seatIds: number[]; skuIds: number[] }> {
  if (!cartIdSchema.safeParse(input.cartId).success) return { seatIds: [], skuIds: [] };
  const { cartId, performanceId } = input;
  const seatIds = input.seatIds && input.seatIds.length > 0 ? [...input.seatIds] : null;
  const released = within
    ? await rows<{ seat_id: number; sku_id: number }>(
        within,
        sql`delete from seat_claims
             where cart_id = ${cartId}::uuid and performance_id = ${performanceId}::int and status = 'held'
               ${seatIds === null ? sql`` : sql`and seat_id in (${sql.join(seatIds.map((id) => sql`${id}`), sql`, `)})`}
            returning seat_id, sku_id`,
      )
    : seatIds === null
      ? await preparedRows<{ seat_id: number; sku_id: number }>(await getDb(), 'release-all-seats', RELEASE_ALL_SEATS, [cartId, performanceId])
      : await preparedRows<{ seat_id: number; sku_id: number }>(await getDb(), `release-seats-${seatIds.length}`, releaseText(seatIds.length), [cartId, performanceId, ...seatIds]);
  return { seatIds: released.map((r) => Number(r.seat_id)), skuIds: [...new Set(released.map((r) => Number(r.sku_id)))] };
}
