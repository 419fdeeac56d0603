import { buyGiftCard } from '@/features/giftcards/mutations';
import { GIFT_CARD_EXPIRED_CARD } from '@/features/giftcards/messages';
import { giftCardPurchaseSchema, giftCardSaleSchema } from '@/features/giftcards/schema';
import { AppError } from '@/lib/errors';
import { clientIp } from '@/lib/http/client-ip';
import { parseInput, withBody } from '@/lib/http/handler';
import { requireJson } from '@/lib/http/require-json';
import { jsonResponse } from '@/lib/http/responses';
import { cardPaysOnHostedPage } from '@/lib/payments/card-provider';
import { normaliseCardNumber, parseExpiry } from '@/lib/payments/card-rules';
import type { CardInput } from '@/lib/payments/provider';
import { THROTTLE_WINDOW_MS } from '@/lib/security/throttle';

export const dynamic = 'force-dynamic';

const FAILURE_STATUS = { DECLINED: 402, PAYMENT_FAILED: 402, IN_PROGRESS: 409, THROTTLED: 429 } as const;

/**
 * POST /api/giftcards: buys a gift card. With the test card provider the card is in the body
 * (bad input is a 400 with the fields' messages; a declined or failed card a 402 with the
 * provider's message on the card field, nothing bought; a 429 once too many payments from the
 * address did not go through). With Stripe the body has no card: the answer is `{redirect}`,
 * Stripe's hosted page, and the card is issued when the buyer comes back paid. The same
 * submission key twice buys one card and answers it both times.
 */
export const POST = withBody(
  giftCardSaleSchema,
  async (body, request) => {
    requireJson(request);
    let card: CardInput | null = null;
    if (!cardPaysOnHostedPage()) {
      const typed = parseInput(giftCardPurchaseSchema, body);
      const expiry = parseExpiry(typed.cardExpiry, new Date());
      if (!expiry) throw new AppError('BAD_REQUEST', GIFT_CARD_EXPIRED_CARD, { fieldErrors: { cardExpiry: [GIFT_CARD_EXPIRED_CARD] } });
      card = {
        number: normaliseCardNumber(typed.cardNumber),
        expiryMonth: expiry.month,
        expiryYear: expiry.year,
        cvc: typed.cardCvc,
        holderName: typed.buyerName,
        postalCode: typed.postalCode,
        // The form asks no country: the billing postal code is what card checks compare.
        country: 'US',
      };
    }
    const result = await buyGiftCard({
      details: {
        amountDollars: body.amountDollars,
        recipientName: body.recipientName,
        recipientEmail: body.recipientEmail,
        message: body.message,
        buyerName: body.buyerName,
        buyerEmail: body.buyerEmail,
        submissionKey: body.submissionKey,
      },
      card,
      ip: clientIp(request),
    });
    if (!result.ok) {
      const headers = result.code === 'THROTTLED' ? { 'Retry-After': String(THROTTLE_WINDOW_MS / 1000) } : undefined;
      return jsonResponse(
        { ok: false, code: result.code, error: result.message, ...(result.field ? { fieldErrors: { [result.field]: [result.message] } } : {}) },
        { status: FAILURE_STATUS[result.code], headers },
      );
    }
    if ('redirect' in result) return jsonResponse({ ok: true, redirect: result.redirect });
    return jsonResponse({ ok: true, purchase: result.purchase });
  },
  { label: 'api/giftcards' },
);
