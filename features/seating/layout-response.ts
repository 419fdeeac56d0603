import 'server-only';
import { matchesEtag } from '@/lib/cache/snapshot';
import type { VenueLayout } from './venue-layout';

/** Under its own version the layout never changes: a year, immutable (no revalidation on reload). */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The unversioned url (or an old version): the current layout, as before versions, for an hour. */
export const CURRENT_CACHE_CONTROL = 'public, max-age=3600';

/**
 * The layout's answer: its precomputed bytes, with an ETag (the version) and a 304 when the client
 * has them already. Next compresses the answer for clients that take it (never encode it here:
 * Next would encode it a second time).
 */
export function layoutResponse(request: Request, layout: VenueLayout, askedVersion: string | null): Response {
  const etag = `"L${layout.version}"`;
  const headers: Record<string, string> = {
    'Cache-Control': askedVersion === layout.version ? IMMUTABLE_CACHE_CONTROL : CURRENT_CACHE_CONTROL,
    ETag: etag,
    'X-Layout-Version': layout.version,
  };
  if (matchesEtag(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(layout.json as BodyInit, { status: 200, headers: { ...headers, 'Content-Type': 'application/json' } });
}
