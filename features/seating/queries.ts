import 'server-only';
import { unstable_cache } from 'next/cache';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/database';
import { rows as rowsOf } from '@/lib/db/rows';
import { parsePacificDateTime } from '@/lib/dates';
import { visitorUnitPrice, type InsiderEntitlement } from '@/lib/insider-pricing';
import type { MapLayout, PerformanceTickets, SeatStates, TicketSku, VenueSeats } from './types';

/** The rows of a read on the database (lib/db/rows states their shape). */
async function rows<T>(query: SQL): Promise<T[]> {
  return rowsOf<T>(await getDb(), query);
}

function intArray(value: number[] | string | null): number[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

/**
 * A performance of the product at a Pacific `yyyy-MM-ddTHH:mm`, or null (no such time, malformed),
 * with its venue's map size when it has one.
 */
export async function findPerformanceAt(
  productId: number,
  dateTime: string,
): Promise<{ id: number; startsAt: Date; cancelled: boolean; mapLayout: MapLayout | null } | null> {
  const instant = parsePacificDateTime(dateTime);
  if (instant === null) return null;
  const [row] = await rows<{ id: number; starts_at: Date | string; cancelled: boolean; map_width: number | null; map_height: number | null }>(sql`
    select p.id, p.starts_at, p.cancelled, v.map_width, v.map_height
      from performances p left join venues v on v.id = p.venue_id
     where p.product_id = ${productId} and p.starts_at >= ${instant.toISOString()}::timestamptz
       and p.starts_at < ${instant.toISOString()}::timestamptz + interval '1 minute'
     order by p.starts_at limit 1`);
  if (!row) return null;
  const mapLayout = row.map_width === null || row.map_height === null ? null : { mapWidth: Number(row.map_width), mapHeight: Number(row.map_height) };
  return { id: Number(row.id), startsAt: new Date(row.starts_at), cancelled: row.cancelled, mapLayout };
}

export type { InsiderEntitlement } from '@/lib/insider-pricing';

/**
 * The ticket types of a performance with this visitor's prices and what is left of each: free
 * general-admission places (capacity less sold and live holds) or free seats of the price.
 * Fresh on every call. Null for an unknown performance.
 */
export async function findPerformanceTickets(performanceId: number, entitlement: InsiderEntitlement): Promise<PerformanceTickets | null> {
  const facts = await findPerformanceTicketFacts(performanceId);
  return facts === null ? null : priceTicketsFor(facts, entitlement);
}

/** A ticket type as stored, with what is left of it: the same for every visitor until priced. */
export interface TicketSkuFacts extends Omit<TicketSku, 'priceCents' | 'insiderApplied'> {
  readonly insiderPriceCents: number | null;
}

/** A performance's ticket types before any visitor's prices: what a shared snapshot keeps. */
export interface PerformanceTicketFacts extends Omit<PerformanceTickets, 'skus'> {
  readonly skus: readonly TicketSkuFacts[];
}

/** The ticket types with this visitor's prices (the insider price where it applies). */
export function priceTicketsFor(facts: PerformanceTicketFacts, entitlement: InsiderEntitlement): PerformanceTickets {
  return {
    ...facts,
    skus: facts.skus.map(({ insiderPriceCents, ...sku }) => {
      const visitor = visitorUnitPrice(entitlement, {
        priceCents: sku.publicPriceCents,
        feeCents: sku.feeCents,
        taxCents: sku.taxCents,
        insiderPriceCents,
        passwordProtected: sku.insiderPasswordProtected,
      });
      return {
        id: sku.id,
        name: sku.name,
        equivalencyKey: sku.equivalencyKey,
        ticketType: sku.ticketType,
        supportsSeatSelection: sku.supportsSeatSelection,
        priceTier: sku.priceTier,
        priceCents: visitor.priceCents,
        publicPriceCents: sku.publicPriceCents,
        basePriceCents: sku.basePriceCents,
        feeCents: visitor.feeCents,
        taxCents: visitor.taxCents,
        hasInsiderPrice: sku.hasInsiderPrice,
        insiderPasswordProtected: sku.insiderPasswordProtected,
        insiderApplied: visitor.insiderApplied,
        purchaseQuantities: sku.purchaseQuantities,
        maxQuantity: sku.maxQuantity,
        remaining: sku.remaining,
        capacity: sku.capacity,
      };
    }),
  };
}

/**
 * A performance's ticket types as stored and what is left of each, for no visitor in particular
 * (no prices decided). Fresh on every call. Null for an unknown performance.
 */
export async function findPerformanceTicketFacts(performanceId: number): Promise<PerformanceTicketFacts | null> {
  const [performance] = await rows<{
    id: number;
    product_id: number;
    starts_at: Date | string;
    on_sale: boolean;
    venue_id: number | null;
    venue_name: string | null;
    map_width: number | null;
    map_height: number | null;
    stage_x: number | null;
    stage_y: number | null;
  }>(sql`
    select p.id, p.product_id, p.starts_at, (not p.cancelled and p.starts_at > now()) as on_sale,
           v.id as venue_id, v.name as venue_name, v.map_width, v.map_height, v.stage_x, v.stage_y
      from performances p left join venues v on v.id = p.venue_id
     where p.id = ${performanceId}`);
  if (!performance) return null;
  const skuRows = await rows<{
    id: number;
    name: string;
    equivalency_key: string;
    ticket_type: string;
    supports_seat_selection: boolean;
    price_tier: number | null;
    price_cents: number;
    base_price_cents: number;
    fee_cents: number;
    tax_cents: number;
    insider_price_cents: number | null;
    insider_password_protected: boolean;
    capacity_per_performance: number | null;
    purchase_quantities: number[] | string | null;
    max_quantity: number;
    remaining: number | string;
  }>(sql`
    select k.id, k.name, k.equivalency_key, k.ticket_type, k.supports_seat_selection, k.price_tier,
           k.price_cents, k.base_price_cents, k.fee_cents, k.tax_cents, k.insider_price_cents,
           k.insider_password_protected, k.capacity_per_performance, k.purchase_quantities, k.max_quantity,
           case
             when k.supports_seat_selection then 0
             else
               coalesce(k.capacity_per_performance, 0)
               - coalesce((select i.sold from ga_inventory i where i.performance_id = ${performanceId} and i.sku_id = k.id), 0)
               - coalesce((select sum(h.quantity) from ga_holds h
                            where h.performance_id = ${performanceId} and h.sku_id = k.id and h.held_until > now()), 0)
           end as remaining
      from skus k
     where k.product_id = ${performance.product_id}
       and (k.supports_seat_selection or k.capacity_per_performance is not null)
     order by k.price_cents, k.sort_order, k.id`);
  // Free seats per price tier: the venue's seat counts (cached with the venue) less the claims of this
  // performance, counted per tier in one small query rather than per seat.
  const venueId = performance.venue_id === null ? null : Number(performance.venue_id);
  const freeByTier = new Map<number, number>();
  const seatsByTier = new Map<number, number>();
  if (venueId !== null && skuRows.some((k) => k.supports_seat_selection)) {
    for (const [tier, count] of await getVenueTierCounts(venueId)) {
      freeByTier.set(tier, count);
      seatsByTier.set(tier, count);
    }
    const claimed = await rows<{ price_tier: number; n: number | string }>(sql`
      select s.price_tier, count(*) as n from seat_claims c join seats s on s.id = c.seat_id
       where c.performance_id = ${performanceId} and (c.status = 'sold' or c.held_until > now())
       group by s.price_tier`);
    for (const row of claimed) freeByTier.set(Number(row.price_tier), (freeByTier.get(Number(row.price_tier)) ?? 0) - Number(row.n));
  }
  const skus: TicketSkuFacts[] = skuRows.map((k) => ({
    id: Number(k.id),
    name: k.name,
    equivalencyKey: k.equivalency_key,
    ticketType: k.ticket_type,
    supportsSeatSelection: k.supports_seat_selection && performance.venue_id !== null,
    priceTier: k.price_tier,
    publicPriceCents: Number(k.price_cents),
    basePriceCents: Number(k.base_price_cents),
    feeCents: Number(k.fee_cents),
    taxCents: Number(k.tax_cents),
    insiderPriceCents: k.insider_price_cents === null ? null : Number(k.insider_price_cents),
    hasInsiderPrice: k.insider_price_cents !== null,
    insiderPasswordProtected: k.insider_password_protected,
    purchaseQuantities: intArray(k.purchase_quantities),
    maxQuantity: Number(k.max_quantity),
    remaining: Math.max(0, k.supports_seat_selection ? (freeByTier.get(Number(k.price_tier)) ?? 0) : Number(k.remaining)),
    capacity: k.supports_seat_selection ? (seatsByTier.get(Number(k.price_tier)) ?? 0) : Number(k.capacity_per_performance ?? 0),
  }));
  const venue =
    performance.venue_id === null
      ? null
      : {
          id: Number(performance.venue_id),
          name: performance.venue_name ?? '',
          mapWidth: Number(performance.map_width),
          mapHeight: Number(performance.map_height),
          stage: { x: Number(performance.stage_x), y: Number(performance.stage_y) },
        };
  return {
    performanceId: Number(performance.id),
    productId: Number(performance.product_id),
    startsAt: new Date(performance.starts_at).toISOString(),
    onSale: performance.on_sale,
    skus,
    venue,
  };
}

/** A venue's seats, uncached. Null for an unknown venue. */
export async function findVenueSeats(venueId: number): Promise<VenueSeats | null> {
  const seatRows = await rows<{
    id: number;
    section_id: number;
    section_name: string;
    row_name: string;
    seat_name: string;
    seat_number: number;
    x: number;
    y: number;
    price_tier: number;
    accessibility: 'wheelchair' | 'companion' | null;
  }>(sql`
    select s.id, s.section_id, vs.name as section_name, s.row_name, s.seat_name, s.seat_number, s.x, s.y, s.price_tier, s.accessibility
      from seats s join venue_sections vs on vs.id = s.section_id
     where s.venue_id = ${venueId}
     order by vs.sort_order, s.row_name, s.seat_number`);
  if (seatRows.length === 0) return null;
  const sections: string[] = [];
  const sectionIndex = new Map<string, number>();
  const seats = {
    venueId,
    sections,
    ids: [] as number[],
    section: [] as number[],
    sectionId: [] as number[],
    row: [] as string[],
    seat: [] as string[],
    seatNumber: [] as number[],
    x: [] as number[],
    y: [] as number[],
    tier: [] as number[],
    wheelchair: [] as number[],
    companion: [] as number[],
  };
  for (const s of seatRows) {
    let index = sectionIndex.get(s.section_name);
    if (index === undefined) {
      index = sections.length;
      sections.push(s.section_name);
      sectionIndex.set(s.section_name, index);
    }
    seats.ids.push(Number(s.id));
    seats.section.push(index);
    seats.sectionId.push(Number(s.section_id));
    seats.row.push(s.row_name);
    seats.seat.push(s.seat_name);
    seats.seatNumber.push(Number(s.seat_number));
    seats.x.push(Number(s.x));
    seats.y.push(Number(s.y));
    seats.tier.push(Number(s.price_tier));
    if (s.accessibility === 'wheelchair') seats.wheelchair.push(Number(s.id));
    if (s.accessibility === 'companion') seats.companion.push(Number(s.id));
  }
  return seats;
}

/** A venue's seats, cached per venue (tag venue:{id}): a venue's drawing changes only when it is rebuilt. */
export async function getVenueSeats(venueId: number): Promise<VenueSeats | null> {
  return unstable_cache(() => findVenueSeats(venueId), ['venue-seats', String(venueId)], { tags: ['catalog', `venue:${venueId}`], revalidate: 3600 })();
}

/** Seats per price tier of a venue, cached with the venue (a few numbers, not the 4,211 seats). */
async function getVenueTierCounts(venueId: number): Promise<[number, number][]> {
  return unstable_cache(
    async () =>
      (
        await rows<{ price_tier: number; n: number | string }>(sql`
          select price_tier, count(*) as n from seats where venue_id = ${venueId} group by price_tier`)
      ).map((r): [number, number] => [Number(r.price_tier), Number(r.n)]),
    ['venue-tier-counts', String(venueId)],
    { tags: ['catalog', `venue:${venueId}`], revalidate: 3600 },
  )();
}

const cartIdSchema = z.uuid();

/** The seats of a performance that this visitor cannot take, and those their cart holds. Fresh. */
export async function findSeatStates(performanceId: number, cartId: string | null): Promise<SeatStates> {
  return seatStatesFor(await findSeatClaims(performanceId), cartId);
}

/**
 * The live claims on a performance's seats, for no visitor in particular: each seat sold or held,
 * with the holding cart (null once sold). What the shared snapshot of a seat map keeps.
 */
export interface PerformanceSeatClaims {
  readonly performanceId: number;
  /** Seat ids, ascending. */
  readonly seatIds: readonly number[];
  /** The cart holding each seat (same index), null where it is sold. */
  readonly cartIds: readonly (string | null)[];
}

/** The sold seats and live holds of a performance. Fresh on every call. */
export async function findSeatClaims(performanceId: number): Promise<PerformanceSeatClaims> {
  const claimRows = await rows<{ seat_id: number; cart_id: string | null; sold: boolean }>(sql`
    select seat_id, cart_id, status = 'sold' as sold
      from seat_claims
     where performance_id = ${performanceId} and (status = 'sold' or held_until > now())
     order by seat_id`);
  return {
    performanceId,
    seatIds: claimRows.map((row) => Number(row.seat_id)),
    cartIds: claimRows.map((row) => (row.sold || row.cart_id === null ? null : String(row.cart_id))),
  };
}

/** What one visitor's map shows of the claims: taken by others (and which are sold), held by their cart. */
export function seatStatesFor(claims: PerformanceSeatClaims, cartId: string | null): SeatStates {
  const cart = cartIdSchema.safeParse(cartId).success ? cartId : null;
  const taken: number[] = [];
  const mine: number[] = [];
  const sold: number[] = [];
  claims.seatIds.forEach((seatId, index) => {
    const holder = claims.cartIds[index] ?? null;
    (cart !== null && holder === cart ? mine : taken).push(seatId);
    if (holder === null) sold.push(seatId);
  });
  return { performanceId: claims.performanceId, taken, mine, sold };
}

/** What a cart holds of one performance and ticket type, by the database's clock (the cart page's hold state). */
export interface CartHoldState {
  readonly performanceId: number;
  readonly skuId: number;
  /** Seats or places the cart holds, lapsed or not. */
  readonly held: number;
  /** How many of them are still within their hold. */
  readonly live: number;
  /** When the earliest of them lapses. */
  readonly heldUntil: Date | null;
  readonly secondsLeft: number;
  /** The assigned seats held, by section order, row and seat; empty for places. */
  readonly seats: readonly { readonly seatId: number; readonly section: string; readonly row: string; readonly seat: string }[];
}

/**
 * Everything a cart holds, per performance and ticket type: seat claims and general-admission
 * places together, for the cart page and its Remove and Hold Again.
 */
export async function findCartHolds(cartId: string): Promise<CartHoldState[]> {
  if (!z.uuid().safeParse(cartId).success) return [];
  const totals = await rows<{ performance_id: number; sku_id: number; held: number; live: number; held_until: Date | string | null; seconds_left: number | string | null }>(sql`
    with h as (
      select c.performance_id, c.sku_id, count(*)::int as held, (count(*) filter (where c.held_until > now()))::int as live, min(c.held_until) as held_until
        from seat_claims c where c.cart_id = ${cartId} and c.status = 'held' group by c.performance_id, c.sku_id
      union all
      select g.performance_id, g.sku_id, sum(g.quantity)::int, (coalesce(sum(g.quantity) filter (where g.held_until > now()), 0))::int, min(g.held_until)
        from ga_holds g where g.cart_id = ${cartId} group by g.performance_id, g.sku_id)
    select performance_id, sku_id, sum(held)::int as held, sum(live)::int as live, min(held_until) as held_until,
           greatest(0, floor(extract(epoch from (min(held_until) - now()))))::int as seconds_left
      from h group by performance_id, sku_id`);
  if (totals.length === 0) return [];
  const seats = await rows<{ performance_id: number; sku_id: number; seat_id: number; section: string; row_name: string; seat_name: string }>(sql`
    select c.performance_id, c.sku_id, c.seat_id, vs.name as section, s.row_name, s.seat_name
      from seat_claims c
      join seats s on s.id = c.seat_id
      join venue_sections vs on vs.id = s.section_id
     where c.cart_id = ${cartId} and c.status = 'held'
     order by vs.sort_order, s.row_name, s.seat_number`);
  return totals.map((t) => ({
    performanceId: Number(t.performance_id),
    skuId: Number(t.sku_id),
    held: Number(t.held),
    live: Number(t.live),
    heldUntil: t.held_until === null ? null : new Date(t.held_until),
    secondsLeft: Number(t.seconds_left ?? 0),
    seats: seats
      .filter((s) => Number(s.performance_id) === Number(t.performance_id) && Number(s.sku_id) === Number(t.sku_id))
      .map((s) => ({ seatId: Number(s.seat_id), section: s.section, row: s.row_name, seat: s.seat_name })),
  }));
}

/** A live hold of a cart on a show, as the 'swap' default moves it to another date. */
export interface ShowHold {
  readonly performanceId: number;
  readonly skuId: number;
  readonly kind: 'seats' | 'ga-places';
  readonly seatIds: readonly number[];
  readonly quantity: number;
  readonly at: Date;
}

/** The cart's live holds on the show of this performance, at any of its dates. */
export async function findShowHolds(cartId: string, performanceId: number): Promise<ShowHold[]> {
  if (!z.uuid().safeParse(cartId).success) return [];
  const found = await rows<{ performance_id: number; sku_id: number; kind: 'seats' | 'ga-places'; seat_ids: number[] | string | null; quantity: number; at: Date | string }>(sql`
    with target as (select product_id from performances where id = ${performanceId})
    select c.performance_id, c.sku_id, 'seats' as kind, array_agg(c.seat_id order by c.seat_id) as seat_ids, count(*)::int as quantity, max(c.held_until) as at
      from seat_claims c join performances p on p.id = c.performance_id
     where c.cart_id = ${cartId} and c.status = 'held' and c.held_until > now() and p.product_id = (select product_id from target)
     group by c.performance_id, c.sku_id
    union all
    select g.performance_id, g.sku_id, 'ga-places', null, g.quantity, g.held_until
      from ga_holds g join performances p on p.id = g.performance_id
     where g.cart_id = ${cartId} and g.held_until > now() and p.product_id = (select product_id from target)`);
  return found.map((h) => ({
    performanceId: Number(h.performance_id),
    skuId: Number(h.sku_id),
    kind: h.kind,
    seatIds: intArray(h.seat_ids),
    quantity: Number(h.quantity),
    at: new Date(h.at),
  }));
}
