import { CHAT_COPY } from '@/features/chat/copy';
import { leaveSupportMessage } from '@/features/chat/mutations';
import { supportMessageSchema } from '@/features/chat/schema';
import { getSiteSettings } from '@/lib/config/site-settings';
import { clientIp } from '@/lib/http/client-ip';
import { withBody } from '@/lib/http/handler';
import { requireJson } from '@/lib/http/require-json';
import { errorResponse, jsonResponse } from '@/lib/http/responses';
import { THROTTLE_WINDOW_MS } from '@/lib/security/throttle';

export const dynamic = 'force-dynamic';

/**
 * POST /api/chat/messages {name, email, message, orderNumber?}: a message for the support team
 * (stored, mailed to the support inbox, acknowledged to the visitor). Bad fields answer 400 with
 * field errors; too many messages from one address 429.
 */
export const POST = withBody(
  supportMessageSchema,
  async (body, request) => {
    requireJson(request);
    const result = await leaveSupportMessage(body, clientIp(request));
    if (!result.ok) {
      const refused = errorResponse(429, CHAT_COPY.throttled(getSiteSettings().phone));
      refused.headers.set('Retry-After', String(THROTTLE_WINDOW_MS / 1000));
      return refused;
    }
    return jsonResponse(result.receipt, { status: 201 });
  },
  { label: 'api/chat/messages' },
);
