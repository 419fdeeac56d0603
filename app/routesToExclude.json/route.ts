import { getEnv } from '@/lib/env';
import { jsonResponse } from '@/lib/http/responses';

// Configuration is read per request, never frozen into the build.
export const dynamic = 'force-dynamic';

/** Routes where the header hides the chat toggle (spec 7). */
export function GET(): Response {
  return jsonResponse(
    { desktop: getEnv().CHAT_EXCLUDED_ROUTES },
    // Changes only with a deploy; a short shared cache spares every page view a request.
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  );
}
