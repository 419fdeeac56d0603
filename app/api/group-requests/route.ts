import { sendGroupRequest } from '@/features/group-travel/mutations';
import { GROUP_REQUEST_COPY, GROUP_REQUEST_MESSAGES } from '@/features/group-travel/rules';
import { groupRequestSchema } from '@/features/group-travel/schema';
import { getSiteSettings } from '@/lib/config/site-settings';
import { clientIp } from '@/lib/http/client-ip';
import { withBody } from '@/lib/http/handler';
import { requireJson } from '@/lib/http/require-json';
import { errorResponse, INVALID_REQUEST, jsonResponse } from '@/lib/http/responses';
import { THROTTLE_WINDOW_MS } from '@/lib/security/throttle';

export const dynamic = 'force-dynamic';

/**
 * POST /api/group-requests {checkIn, checkOut, rooms, guests, budgetDollars?, preferredHotelId?,
 * name, email, phone?, message}: a group travel request for 5 or more hotel rooms (stored, mailed
 * to the sales inbox, acknowledged to the requester), answered 201 with its reference. Bad fields
 * or a preferred hotel that is none answer 400 with field errors; too many requests from one
 * address 429.
 */
export const POST = withBody(
  groupRequestSchema,
  async (body, request) => {
    requireJson(request);
    const result = await sendGroupRequest(body, clientIp(request));
    if (result.ok) return jsonResponse(result.receipt, { status: 201 });
    if (result.reason === 'unknown-hotel') return errorResponse(400, INVALID_REQUEST, { preferredHotelId: [GROUP_REQUEST_MESSAGES.hotel] });
    const refused = errorResponse(429, GROUP_REQUEST_COPY.throttled(getSiteSettings().phone));
    refused.headers.set('Retry-After', String(THROTTLE_WINDOW_MS / 1000));
    return refused;
  },
  { label: 'api/group-requests' },
);
