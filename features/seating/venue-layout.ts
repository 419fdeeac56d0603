import 'server-only';
import { getStore } from '@/lib/cache/cache-handler.mjs';
import { contentVersion } from '@/lib/cache/snapshot';
import { getVenueSeats } from './queries';

/**
 * A venue's seats (GET /api/venues/{id}/seats) as an immutable, versioned resource (issue 27
 * item 2): the same bytes for every visitor of every performance in the venue, so they are
 * serialised, hashed and compressed once per process and venue, not once per request. The
 * version is the hash of the bytes; the ticket types name it (`venue.layoutVersion`) and the map
 * asks for `?v={version}`, which browsers and caches may keep for a year. (Compression is Next's:
 * it gzips route answers itself and would encode an encoded body again; a browser asks once a year.)
 *
 * The seats come from the data cache (tag venue:{id}); a change to a venue invalidates that tag,
 * which moves the cache's invalidation count, and the bytes are read again (at most every
 * RECHECK_MS while invalidations of other things keep coming).
 */

export const RECHECK_MS = 5000;

export interface VenueLayout {
  readonly venueId: number;
  readonly version: string;
  readonly json: Uint8Array;
}

interface Kept {
  readonly layout: VenueLayout | null;
  readonly generation: number;
  readonly checkedAt: number;
}

const kept = new Map<number, Kept>();
const reading = new Map<number, Promise<VenueLayout | null>>();

function layoutOf(venueId: number, json: Uint8Array): VenueLayout {
  return { venueId, version: contentVersion(json), json };
}

async function read(venueId: number, previous: VenueLayout | null): Promise<VenueLayout | null> {
  const generation = getStore().generation;
  const seats = await getVenueSeats(venueId);
  const json = seats === null ? null : new TextEncoder().encode(JSON.stringify(seats));
  // Unchanged bytes keep the layout already built.
  const layout = json === null ? null : previous !== null && contentVersion(json) === previous.version ? previous : layoutOf(venueId, json);
  kept.set(venueId, { layout, generation, checkedAt: Date.now() });
  return layout;
}

/** The venue's layout bytes and version; null for a venue without seats (or none). */
export async function venueLayout(venueId: number): Promise<VenueLayout | null> {
  const known = kept.get(venueId);
  if (known !== undefined && (known.generation === getStore().generation || Date.now() - known.checkedAt < RECHECK_MS)) return known.layout;
  const running = reading.get(venueId);
  if (running) return running;
  const flight = read(venueId, known?.layout ?? null).finally(() => reading.delete(venueId));
  reading.set(venueId, flight);
  return flight;
}

/** The version the map asks for, or null for a venue without seats. */
export async function venueLayoutVersion(venueId: number): Promise<string | null> {
  return (await venueLayout(venueId))?.version ?? null;
}
