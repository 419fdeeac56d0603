import { getVenueSeats } from '@/features/seating/queries';
import { idParamSchema } from '@/features/seating/schema';
import { AppError } from '@/lib/errors';
import { handle, parseInput } from '@/lib/http/handler';
import { jsonResponse } from '@/lib/http/responses';

type Context = { params: Promise<{ venueId: string }> };

/**
 * GET /api/venues/{id}/seats: every seat of the venue (section, row, seat, map position, price
 * tier) as compact columns. The same for everyone and stable, so browsers keep it for an hour.
 */
export const GET = handle<Context>(
  async (_request, context) => {
    const venueId = parseInput(idParamSchema, (await context.params).venueId);
    const seats = await getVenueSeats(venueId);
    if (seats === null) throw new AppError('NOT_FOUND', 'No venue has this id.');
    return jsonResponse(seats, { headers: { 'Cache-Control': 'public, max-age=3600' } });
  },
  { label: 'api/venues/seats' },
);
