import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/db/client';
import { rows, type Runner } from '@/lib/db/rows';
import { getEnv } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { purchaseQuantityError } from './quantity-rules';
import { rowsByDistance, type RowByDistance } from './relock-groups';
import type { SeatPoint } from './rules';

// What every hold of seating's inventory checks before it claims (the performance on sale, the
// ticket type's quantity rules, the seats asked about), and the retry both kinds of claim share.
export { isRetryable, withRetry } from '@/lib/db/retry';

export function holdMinutes(): number {
  return getEnv().HOLD_MINUTES;
}

export const cartIdSchema = z.uuid();

/** What a hold needs to know of the performance and the ticket type, checked together. */
export interface HoldContext {
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
export interface VenueSeat extends SeatPoint {
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
export function venueSeats(db: Db, venueId: number): Promise<ReadonlyMap<number, VenueSeat>> {
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

const relockRowsByVenue = new WeakMap<ReadonlyMap<number, VenueSeat>, Map<string, readonly RowByDistance[]>>();

/**
 * The rows of the venue's seats of one price tier that can hold `quantity` seats side by side,
 * nearest the focal point first (what a relock ranks, see bestSeatGroups), kept beside the
 * venue's seats: a relock would otherwise sift the venue's thousands of seats each time.
 */
export async function relockRows(db: Db, venueId: number, priceTier: number, quantity: number, focal: { x: number; y: number }): Promise<readonly RowByDistance[]> {
  const seats = await venueSeats(db, venueId);
  let kept = relockRowsByVenue.get(seats);
  if (!kept) {
    kept = new Map();
    relockRowsByVenue.set(seats, kept);
  }
  const key = `${priceTier}:${quantity}:${focal.x}:${focal.y}`;
  let rows = kept.get(key);
  if (!rows) {
    rows = rowsByDistance(
      [...seats.values()].filter((s) => s.priceTier === priceTier),
      quantity,
      focal,
    );
    kept.set(key, rows);
  }
  return rows;
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

async function readTicketRow(db: Runner, performanceId: number, skuId: number): Promise<TicketRow | undefined> {
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
export async function holdContext(
  db: Db,
  performanceId: number,
  skuId: number,
  seatIds: readonly number[] = [],
  fresh = true,
  /** An open transaction to read in (PGlite: a read on db would wait behind it). */
  runner: Runner = db,
): Promise<HoldContext> {
  const row = fresh ? await readTicketRow(runner, performanceId, skuId) : await cachedTicketRow(db, performanceId, skuId);
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
export function parseIntArray(value: number[] | string | null): number[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

export function checkQuantity(context: HoldContext, quantity: number, seated: boolean): void {
  const message = purchaseQuantityError({ purchaseQuantities: context.purchaseQuantities, maxQuantity: context.maxQuantity, seated }, quantity);
  if (message !== null) throw new AppError('BAD_REQUEST', message, { fieldErrors: { quantity: [message] } });
}
