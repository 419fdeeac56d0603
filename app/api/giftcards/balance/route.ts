import { GIFT_CARD_BALANCE_MESSAGES } from '@/features/giftcards/messages';
import { checkGiftCardBalance } from '@/features/giftcards/mutations';
import { giftCardBalanceSchema } from '@/features/giftcards/schema';
import { clientIp } from '@/lib/http/client-ip';
import { withBody } from '@/lib/http/handler';
import { requireJson } from '@/lib/http/require-json';
import { errorResponse, jsonResponse } from '@/lib/http/responses';
import { THROTTLE_WINDOW_MS } from '@/lib/security/throttle';

export const dynamic = 'force-dynamic';

/**
 * POST /api/giftcards/balance {code}: the card's balance and initial amount, 404 for a code
 * that is no card, 429 once this address has tried too many wrong codes (then nothing is
 * looked up, right or wrong).
 */
export const POST = withBody(
  giftCardBalanceSchema,
  async (body, request) => {
    requireJson(request);
    const result = await checkGiftCardBalance({ code: body.code, ip: clientIp(request) });
    if (result.ok) return jsonResponse({ balanceCents: result.card.balanceCents, initialCents: result.card.initialCents });
    if (result.reason === 'not-found') return errorResponse(404, GIFT_CARD_BALANCE_MESSAGES.notFound);
    const refused = errorResponse(429, GIFT_CARD_BALANCE_MESSAGES.throttled);
    refused.headers.set('Retry-After', String(THROTTLE_WINDOW_MS / 1000));
    return refused;
  },
  { label: 'api/giftcards/balance' },
);
