import { ORDER_ACCESS_COOKIE, ORDER_ACCESS_MAX_AGE_SECONDS } from '@/features/checkout/order-access';
import { lookUpOrder } from '@/features/checkout/order-lookup';
import { ORDER_LOOKUP_MESSAGES } from '@/features/checkout/order-messages';
import { orderLookupSchema } from '@/features/checkout/schema';
import { getFlags } from '@/lib/config/flags';
import { clientIp } from '@/lib/http/client-ip';
import { cookieHeader, readCookie } from '@/lib/http/cookies';
import { withBody } from '@/lib/http/handler';
import { requireJson } from '@/lib/http/require-json';
import { errorResponse, jsonResponse } from '@/lib/http/responses';
import { routes } from '@/lib/routes';
import { THROTTLE_WINDOW_MS } from '@/lib/security/throttle';

export const dynamic = 'force-dynamic';

/**
 * POST /api/orders/lookup {email, confirmationNumber}: on a match this browser may see the
 * order (the signed VG_ORDERS cookie) and goes to the verify page; a wrong e-mail and a wrong
 * number get the same 404, so neither tells whether the other was right.
 */
export const POST = withBody(
  orderLookupSchema,
  async (body, request) => {
    requireJson(request);
    if (getFlags().disableOrderViewer) return errorResponse(404, ORDER_LOOKUP_MESSAGES.notFound);
    const result = await lookUpOrder({
      ...body,
      ip: clientIp(request),
      access: readCookie(request, ORDER_ACCESS_COOKIE),
    });
    if (!result.ok) {
      if (result.reason === 'not-found') return errorResponse(404, ORDER_LOOKUP_MESSAGES.notFound);
      const refused = errorResponse(429, ORDER_LOOKUP_MESSAGES.throttled);
      refused.headers.set('Retry-After', String(THROTTLE_WINDOW_MS / 1000));
      return refused;
    }
    const response = jsonResponse({ redirect: routes.ordersSearchVerify.build() });
    response.headers.append('Set-Cookie', cookieHeader(request, ORDER_ACCESS_COOKIE, result.access, { maxAgeSeconds: ORDER_ACCESS_MAX_AGE_SECONDS }));
    return response;
  },
  { label: 'api/orders/lookup' },
);
