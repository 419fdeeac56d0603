import { layoutVersionQuerySchema, idParamSchema } from '@/features/seating/schema';
import { venueLayout } from '@/features/seating/venue-layout';
import { AppError } from '@/lib/errors';
import { handle, parseInput } from '@/lib/http/handler';
import { layoutResponse } from '@/features/seating/layout-response';
import { publishVenueLayout } from '@/features/seating/live';

type Context = { params: Promise<{ venueId: string }> };

/**
 * GET /api/venues/{id}/seats[?v={version}]: every seat of the venue (section, row, seat, map
 * position, price tier) as compact columns, the same bytes for every visitor. Under the version
 * the ticket types name (`venue.layoutVersion`) it is immutable and kept for a year; without it
 * (or under an old one) it is the current layout, kept for an hour.
 */
export const GET = handle<Context>(
  async (request, context) => {
    const venueId = parseInput(idParamSchema, (await context.params).venueId);
    const { v } = parseInput(layoutVersionQuerySchema, { v: new URL(request.url).searchParams.get('v') ?? undefined });
    const layout = await venueLayout(venueId);
    if (layout === null) throw new AppError('NOT_FOUND', 'No venue has this id.');
    // The versioned url is the same for everyone: the front cache sends it from now on.
    if (v === layout.version) publishVenueLayout(layout);
    return layoutResponse(request, layout, v ?? null);
  },
  { label: 'api/venues/seats' },
);
