import { isbot } from 'isbot';
import { viewProduct } from '@/features/social-proof/mutations';
import { VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE_SECONDS, productViewBodySchema } from '@/features/social-proof/schema';
import { AppError } from '@/lib/errors';
import { withBody } from '@/lib/http/handler';
import { requireJson } from '@/lib/http/require-json';
import { cookieHeader, readCookie } from '@/lib/http/cookies';
import { jsonResponse } from '@/lib/http/responses';

export const dynamic = 'force-dynamic';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function visitorOf(request: Request): string | null {
  const value = readCookie(request, VISITOR_COOKIE);
  return value !== null && UUID.test(value) ? value.toLowerCase() : null;
}

/**
 * POST /api/product-views {productId}: counts the caller's view of a product (once per visitor
 * and 30-minute window; crawlers are never counted) and answers how many others look at it now
 * and how often it was booked (today, the past 24 hours, how long since the newest order).
 * A visitor without the VISITOR_ID cookie gets one (a random id, httpOnly).
 */
export const POST = withBody(
  productViewBodySchema,
  async ({ productId }, request) => {
    // Counts toward what every visitor is shown: no cross-site form may post views.
    requireJson(request);
    const known = visitorOf(request);
    const visitorId = known ?? crypto.randomUUID();
    const bot = isbot(request.headers.get('user-agent') ?? '');
    const answer = await viewProduct(productId, visitorId, new Date(), !bot);
    if (answer === null) throw new AppError('NOT_FOUND', 'No product has this id.');
    const response = jsonResponse(answer);
    if (known === null && !bot) {
      response.headers.append('Set-Cookie', cookieHeader(request, VISITOR_COOKIE, visitorId, { maxAgeSeconds: VISITOR_COOKIE_MAX_AGE_SECONDS }));
    }
    return response;
  },
  { label: 'api/product-views' },
);
