import { completeGiftCardPurchase } from '@/features/giftcards/mutations';
import { giftCardCompleteSchema } from '@/features/giftcards/schema';
import { withBody } from '@/lib/http/handler';
import { requireJson } from '@/lib/http/require-json';
import { jsonResponse } from '@/lib/http/responses';

export const dynamic = 'force-dynamic';

const FAILURE_STATUS = { DECLINED: 402, PAYMENT_FAILED: 402, IN_PROGRESS: 409, THROTTLED: 429, UNKNOWN: 404 } as const;

/**
 * POST /api/giftcards/complete {sessionId}: back from Stripe's page after buying a gift card. The
 * session is read from Stripe; paid, it is captured and only then the card issued and mailed
 * (once, whether the return or the webhook comes first). Answers the purchase as the form shows it.
 */
export const POST = withBody(
  giftCardCompleteSchema,
  async ({ sessionId }, request) => {
    requireJson(request);
    const result = await completeGiftCardPurchase(sessionId);
    if (!result.ok) return jsonResponse({ ok: false, code: result.code, error: result.message }, { status: FAILURE_STATUS[result.code] });
    return jsonResponse({ ok: true, purchase: result.purchase });
  },
  { label: 'api/giftcards/complete' },
);
