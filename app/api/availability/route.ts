import { findAvailability } from '@/features/availability/queries';
import { availabilityQuerySchema } from '@/features/availability/schema';
import { AppError } from '@/lib/errors';
import { withQuery } from '@/lib/http/handler';

export const dynamic = 'force-dynamic';

/**
 * GET /api/availability?productId=&startDate=&endDate=&roomQty=: the performances (or hotel
 * rooms) of a product's details window with prices, read fresh for the date-time picker.
 */
export const GET = withQuery(
  availabilityQuerySchema,
  async ({ productId, startDate, endDate, roomQty }) => {
    const availability = await findAvailability(productId, { startDate: startDate ?? null, endDate: endDate ?? null, roomQty: roomQty ?? null });
    if (availability === null) throw new AppError('NOT_FOUND', 'No product is sold by date under this id.');
    return availability;
  },
  { label: 'api/availability' },
);
