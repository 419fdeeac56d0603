import 'server-only';
import { matchesEtag } from '@/lib/cache/snapshot';
import type { VenueLayout } from './venue-layout';

/** Under its own version the layout never changes: a year, immutable (no revalidation on reload). */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The unversioned url (or an old version): the current layout, as before versions, for an hour. */
export const CURRENT_CACHE_CONTROL = 'public, max-age=3600';

/** The best encoding of the layout this Accept-Encoding allows: brotli, gzip, else none. */
export function layoutEncoding(acceptEncoding: string | null): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  const allowed = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    allowed.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => allowed.get(name) ?? allowed.get('*') ?? 0;
  if (weightOf('br') > 0 && weightOf('br') >= weightOf('gzip')) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return 'identity';
}

/**
 * The layout's answer: its precomputed bytes (compressed once per process when the client takes
 * it), with an ETag (the version) and a 304 when the client has them already.
 */
export function layoutResponse(request: Request, layout: VenueLayout, askedVersion: string | null): Response {
  const etag = `"L${layout.version}"`;
  const headers: Record<string, string> = {
    'Cache-Control': askedVersion === layout.version ? IMMUTABLE_CACHE_CONTROL : CURRENT_CACHE_CONTROL,
    ETag: etag,
    Vary: 'Accept-Encoding',
    'X-Layout-Version': layout.version,
  };
  if (matchesEtag(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  const encoding = layoutEncoding(request.headers.get('accept-encoding'));
  const body = encoding === 'br' ? layout.brotli() : encoding === 'gzip' ? layout.gzip() : layout.json;
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  return new Response(body as BodyInit, { status: 200, headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': String(body.byteLength) } });
}
