import { getShowCalendarFragment, parseMonthSlug } from '@/features/show-calendar/queries';
import { AppError } from '@/lib/errors';
import { handle } from '@/lib/http/handler';

type Context = { params: Promise<{ month: string }> };

/**
 * GET /api/show-calendar/{month}-{year}: the event calendar HTML for shows (storefront 7, "static
 * calendar page for shows"), a compact month table whose links open the month page in a new tab.
 * The same for everyone; the month's read is cached under the show catalog tags, and browsers and
 * shared caches keep the answer five minutes. A malformed or out-of-range month is a 404.
 */
export const GET = handle<Context>(
  async (_request, context) => {
    const month = parseMonthSlug((await context.params).month);
    const html = month === null ? null : await getShowCalendarFragment(month);
    if (html === null) throw new AppError('NOT_FOUND', 'No show calendar for this month.');
    return new Response(html, {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'public, max-age=300, s-maxage=300',
        'X-Robots-Tag': 'noindex',
      },
    });
  },
  { label: 'api/show-calendar' },
);
