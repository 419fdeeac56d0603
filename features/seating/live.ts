import 'server-only';
import { gzipSync } from 'node:zlib';
import { publishLiveAnswer } from '@/lib/cache/live-answers.mjs';
import { contentVersion, createSnapshots, matchesEtag, type Snapshot } from '@/lib/cache/snapshot';
import { NO_ENTITLEMENT, type InsiderEntitlement } from '@/lib/insider-pricing';
import { findPerformanceTicketFacts, findSeatClaims, priceTicketsFor, seatStatesFor, type PerformanceSeatClaims, type PerformanceTicketFacts } from './queries';
import { IMMUTABLE_CACHE_CONTROL } from './layout-response';
import { venueLayoutVersion, type VenueLayout } from './venue-layout';
import type { PerformanceTickets } from './types';

/**
 * The seat map's live reads at on-sale scale (issue 27 item 2): the taken seats and the ticket
 * types of a performance are one shared snapshot per performance and instance, read by every
 * visitor, at most a second old (lib/cache/snapshot). Each answer is that snapshot seen by one
 * visitor (their cart's seats, their insider prices), with an ETag, so a map polling with
 * If-None-Match gets a bodiless 304 while nothing changed.
 *
 * Nothing here decides a hold: POST /api/holds claims seats on the database, whatever a map
 * showed (a seat that went in the last second is refused or relocked there).
 */

export const LIVE_MAX_AGE_MS = 1000;

/** Revalidate on every use; never in a shared cache (the body depends on the visitor's cookies). */
const LIVE_CACHE_CONTROL = 'private, no-cache';

const encoder = new TextEncoder();

interface SeatClaimsSnapshotValue {
  readonly claims: PerformanceSeatClaims;
  /** Seat ids held, for the quick answer "does this cart hold anything here". */
  readonly carts: ReadonlySet<string>;
  /** The answer for a visitor whose cart holds none of these seats (most visitors): built once. */
  readonly anonymousBody: Uint8Array;
}

const seatClaimSnapshots = createSnapshots<number, SeatClaimsSnapshotValue>({
  maxAgeMs: LIVE_MAX_AGE_MS,
  load: async (performanceId) => {
    const claims = await findSeatClaims(performanceId);
    const carts = new Set(claims.cartIds.filter((cart): cart is string => cart !== null));
    return { claims, carts, anonymousBody: encoder.encode(JSON.stringify(seatStatesFor(claims, null))) };
  },
  // Who holds what (not only what is taken): a visitor's own seats change their answer.
  versionOf: ({ claims }) => JSON.stringify([claims.seatIds, claims.cartIds]),
});

interface TicketSnapshotValue {
  readonly facts: PerformanceTicketFacts | null;
  /** The JSON answer per entitlement ('00', '10', '01', '11'), built on first use. */
  readonly bodies: Map<string, Uint8Array>;
}

const ticketSnapshots = createSnapshots<number, TicketSnapshotValue>({
  maxAgeMs: LIVE_MAX_AGE_MS,
  load: async (performanceId) => {
    const facts = await findPerformanceTicketFacts(performanceId);
    if (facts === null || facts.venue === null) return { facts, bodies: new Map() };
    // The venue's drawing version rides along: the map asks for the layout under that version
    // (GET /api/venues/{id}/seats?v=), an immutable url every browser and cache may keep.
    const layoutVersion = await venueLayoutVersion(facts.venue.id);
    return { facts: layoutVersion === null ? facts : { ...facts, venue: { ...facts.venue, layoutVersion } }, bodies: new Map() };
  },
  versionOf: ({ facts }) => JSON.stringify(facts),
});

function entitlementKey(entitlement: InsiderEntitlement): string {
  return `${entitlement.memberDeal ? 1 : 0}${entitlement.signedInInsider ? 1 : 0}`;
}

/** A 200 with the body and its ETag, or a 304 when the client already has it. */
function conditionalJson(request: Request, etag: string, body: () => Uint8Array): Response {
  const headers = { 'Cache-Control': LIVE_CACHE_CONTROL, ETag: etag };
  if (matchesEtag(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(body() as BodyInit, { status: 200, headers: { ...headers, 'Content-Type': 'application/json' } });
}

/**
 * Snapshots already handed to the front cache (lib/cache/live-answers.mjs): it sends their answer
 * for visitors with nothing of their own in it, without entering Next, until they are too old.
 */
const published = new WeakSet<object>();

function publishOnce(snapshot: object, url: string, answer: Parameters<typeof publishLiveAnswer>[1]): void {
  if (published.has(snapshot)) return;
  published.add(snapshot);
  publishLiveAnswer(url, answer);
}

/** The seat states this visitor's map shows, from the shared snapshot (`{ taken, mine, sold }`). */
export async function seatStatesResponse(request: Request, performanceId: number, cartId: string | null): Promise<Response> {
  const snapshot = await seatClaimSnapshots.get(performanceId);
  const { claims, carts, anonymousBody } = snapshot.value;
  publishOnce(snapshot, `/api/performances/${performanceId}/seats`, {
    body: anonymousBody,
    etag: `"s${snapshot.version}"`,
    cacheControl: LIVE_CACHE_CONTROL,
    contentType: 'application/json',
    expiresAt: snapshot.takenAt + LIVE_MAX_AGE_MS,
    cookies: 'no-held-cart',
    carts,
  });
  if (cartId === null || !carts.has(cartId)) return conditionalJson(request, `"s${snapshot.version}"`, () => anonymousBody);
  const states = seatStatesFor(claims, cartId);
  // The answer is the snapshot less this cart's seats: named by both, never by the cart id itself.
  return conditionalJson(request, `"s${snapshot.version}.${contentVersion(states.mine.join(','))}"`, () => encoder.encode(JSON.stringify(states)));
}

/** The ticket types with this visitor's prices, from the shared snapshot; null for an unknown performance. */
export async function performanceTicketsResponse(request: Request, performanceId: number, entitlement: InsiderEntitlement): Promise<Response | null> {
  const snapshot: Snapshot<TicketSnapshotValue> = await ticketSnapshots.get(performanceId);
  const { facts, bodies } = snapshot.value;
  if (facts === null) return null;
  const bodyFor = (who: InsiderEntitlement) => {
    const key = entitlementKey(who);
    let body = bodies.get(key);
    if (body === undefined) {
      const priced: PerformanceTickets = priceTicketsFor(facts, who);
      body = encoder.encode(JSON.stringify(priced));
      bodies.set(key, body);
    }
    return body;
  };
  publishOnce(snapshot, `/api/performances/${performanceId}/tickets`, {
    body: bodyFor(NO_ENTITLEMENT),
    etag: `"t${snapshot.version}.${entitlementKey(NO_ENTITLEMENT)}"`,
    cacheControl: LIVE_CACHE_CONTROL,
    contentType: 'application/json',
    expiresAt: snapshot.takenAt + LIVE_MAX_AGE_MS,
    cookies: 'anonymous',
  });
  return conditionalJson(request, `"t${snapshot.version}.${entitlementKey(entitlement)}"`, () => bodyFor(entitlement));
}

/** How long the front cache sends a layout before Next is asked again (a venue changed meanwhile?). */
export const LAYOUT_LIVE_MS = 60_000;

const publishedLayouts = new WeakSet<VenueLayout>();

/**
 * Hands the layout's versioned url to the front cache (once per layout and process, renewed each
 * LAYOUT_LIVE_MS): the same bytes for everyone, gzipped once for clients that take it.
 */
export function publishVenueLayout(layout: VenueLayout, publishedAt = Date.now()): void {
  if (publishedLayouts.has(layout)) return;
  publishedLayouts.add(layout);
  publishLiveAnswer(`/api/venues/${layout.venueId}/seats?v=${layout.version}`, {
    body: layout.json,
    gzipBody: gzipSync(layout.json),
    etag: `"L${layout.version}"`,
    cacheControl: IMMUTABLE_CACHE_CONTROL,
    contentType: 'application/json',
    expiresAt: publishedAt + LAYOUT_LIVE_MS,
    cookies: 'any',
  });
  setTimeout(() => publishedLayouts.delete(layout), LAYOUT_LIVE_MS).unref();
}

/** How many snapshot computations ran since the process started (tests, diagnostics). */
export function liveSnapshotLoads(): { seatStates: number; tickets: number } {
  return { seatStates: seatClaimSnapshots.loads(), tickets: ticketSnapshots.loads() };
}

/** Forgets every snapshot (tests that change the database between reads). */
export function clearLiveSnapshots(): void {
  seatClaimSnapshots.clear();
  ticketSnapshots.clear();
}
