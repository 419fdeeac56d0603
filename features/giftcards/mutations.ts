import 'server-only';
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { giftCardPurchases, giftCards } from '@/lib/db/schema';
import { consumeAttempt, releaseAttempt, throttleKey } from '@/lib/security/throttle';
import { configuredCardProvider } from '@/lib/payments/card-provider';
import { PAYMENT_MESSAGES, type CardInput, type CardPaymentProvider } from '@/lib/payments/provider';
import { sendGiftCardMails } from './mails';
import { findCompletedPurchase, findGiftCard } from './queries';
import { giftCardCodeFrom, normaliseGiftCardCode } from './rules';
import type { GiftCardPurchase } from './schema';
import type { GiftCardBalanceResult, GiftCardPurchaseResult } from './types';

export const GIFT_CARD_ERRORS = {
  inProgress: 'Your gift card is still being bought. Please wait a moment before trying again.',
  notCompleted: 'Your payment did not go through. Nothing was charged; please check the details and try again.',
  throttled: 'Too many payments from your connection did not go through. Nothing was charged; please wait 15 minutes and try again.',
  recipientThrottled: 'This recipient has been sent several gift cards in a short time. Nothing was charged; please wait 15 minutes and try again.',
} as const;

/**
 * Gift cards per recipient per 15-minute window, from any addresses: the recipient mail quotes
 * the buyer's name and message, so one mailbox cannot be flooded with them. Counted before the
 * card is charged (a declined payment gives its count back); past it the purchase is refused
 * before charging.
 */
export const GIFT_CARD_MAILS_MAX_PER_RECIPIENT = 5;

/**
 * Payments that did not go through per address per 15-minute window before purchases from it are
 * refused: a gift card is the classic way to test stolen card numbers, and this stops a run of them.
 */
export const GIFT_CARD_PURCHASE_MAX_FAILED_PER_IP = 5;

/** Wrong codes per address per 15-minute window: enough for typos, far too few to walk through codes. */
export const GIFT_CARD_BALANCE_MAX_WRONG_PER_IP = 10;

const codeOf = () => giftCardCodeFrom((below) => randomInt(below));

type Details = Omit<GiftCardPurchase, 'cardNumber' | 'cardExpiry' | 'cardCvc' | 'postalCode'>;

/** A second identical submission waits for the first and answers with its card, or says it did not go through. */
async function awaitFirstSubmission(submissionKey: string): Promise<GiftCardPurchaseResult> {
  const db = await getDb();
  for (let i = 0; i < 75; i += 1) {
    const done = await findCompletedPurchase(submissionKey);
    if (done) return { ok: true, purchase: done, replayed: true };
    const [open] = await db.select({ id: giftCardPurchases.id }).from(giftCardPurchases).where(eq(giftCardPurchases.submissionKey, submissionKey));
    if (!open) return { ok: false, code: 'PAYMENT_FAILED', message: GIFT_CARD_ERRORS.notCompleted, field: 'cardNumber' };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { ok: false, code: 'IN_PROGRESS', message: GIFT_CARD_ERRORS.inProgress };
}

/**
 * Sells a gift card: idempotent on `submissionKey` (the purchase row is claimed before the card
 * is charged, so a double submit buys one card), the card authorised with the submission key as
 * the provider's idempotency key, then the gift card and the completed purchase written in one
 * transaction, the payment captured, and the recipient and the buyer mailed. A declined or failed
 * payment, or a write that fails after authorising (then voided), leaves no row behind.
 */
export async function buyGiftCard(
  input: { details: Details; card: CardInput; ip: string },
  provider: CardPaymentProvider = configuredCardProvider(),
): Promise<GiftCardPurchaseResult> {
  const { details } = input;
  const replay = await findCompletedPurchase(details.submissionKey);
  if (replay) return { ok: true, purchase: replay, replayed: true };

  const amountCents = details.amountDollars * 100;
  const db = await getDb();
  const [claimed] = await db
    .insert(giftCardPurchases)
    .values({
      submissionKey: details.submissionKey,
      status: 'pending',
      amountCents,
      recipientName: details.recipientName,
      recipientEmail: details.recipientEmail,
      message: details.message ?? null,
      buyerName: details.buyerName,
      buyerEmail: details.buyerEmail,
      paymentProvider: provider.name,
    })
    .onConflictDoNothing({ target: giftCardPurchases.submissionKey })
    .returning({ id: giftCardPurchases.id });
  if (!claimed) return awaitFirstSubmission(details.submissionKey);
  const release = () => db.delete(giftCardPurchases).where(and(eq(giftCardPurchases.id, claimed.id), eq(giftCardPurchases.status, 'pending')));

  // Counted before the card is charged (parallel attempts cannot slip past), given back once it is paid.
  const throttle = throttleKey('giftcard-purchase-ip', input.ip);
  if (!(await consumeAttempt(db, throttle, GIFT_CARD_PURCHASE_MAX_FAILED_PER_IP))) {
    await release();
    return { ok: false, code: 'THROTTLED', message: GIFT_CARD_ERRORS.throttled };
  }
  // The recipient mail carries the buyer's words: a mailbox gets only so many, whoever pays.
  const recipient = throttleKey('giftcard-recipient', details.recipientEmail.trim().toLowerCase());
  if (!(await consumeAttempt(db, recipient, GIFT_CARD_MAILS_MAX_PER_RECIPIENT))) {
    await releaseAttempt(db, throttle);
    await release();
    return { ok: false, code: 'THROTTLED', message: GIFT_CARD_ERRORS.recipientThrottled };
  }

  let authorised;
  try {
    authorised = await provider.authorize({ amountCents, card: input.card, idempotencyKey: details.submissionKey });
  } catch (error) {
    console.error('[giftcards] card provider error', claimed.id, error);
    authorised = { status: 'failed' as const, message: PAYMENT_MESSAGES.network };
  }
  if (authorised.status !== 'authorized') {
    // No card, no mail: the recipient's count is given back.
    await releaseAttempt(db, recipient);
    await release();
    return { ok: false, code: authorised.status === 'declined' ? 'DECLINED' : 'PAYMENT_FAILED', message: authorised.message, field: 'cardNumber' };
  }
  const reference = authorised.reference;
  await releaseAttempt(db, throttle);

  let code: string;
  try {
    code = await db.transaction(async (tx) => {
      // 70 random bits never collide in practice; a collision just draws again.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const candidate = codeOf();
        const [card] = await tx
          .insert(giftCards)
          .values({ code: candidate, initialCents: amountCents, balanceCents: amountCents })
          .onConflictDoNothing({ target: giftCards.code })
          .returning({ code: giftCards.code });
        if (!card) continue;
        const done = await tx
          .update(giftCardPurchases)
          .set({ status: 'completed', giftCardCode: card.code, paymentReference: reference, completedAt: new Date() })
          .where(and(eq(giftCardPurchases.id, claimed.id), eq(giftCardPurchases.status, 'pending')))
          .returning({ id: giftCardPurchases.id });
        if (done.length === 0) throw new Error('the pending gift card purchase vanished');
        return card.code;
      }
      throw new Error('could not draw a free gift card code');
    });
  } catch (error) {
    await provider.void(reference).catch((e: unknown) => console.error('[giftcards] void failed', claimed.id, e));
    await release();
    throw error;
  }

  try {
    await provider.capture(reference);
  } catch (error) {
    console.error('[giftcards] capture failed; the card stands and the payment stays authorised', claimed.id, error);
  }
  await sendGiftCardMails({
    code,
    amountCents,
    recipientName: details.recipientName,
    recipientEmail: details.recipientEmail,
    message: details.message ?? null,
    buyerName: details.buyerName,
    buyerEmail: details.buyerEmail,
    paymentReference: reference,
  });
  const purchase = await findCompletedPurchase(details.submissionKey);
  if (!purchase) throw new Error('the completed gift card purchase could not be read back');
  return { ok: true, purchase, replayed: false };
}

/**
 * The balance of a gift card, throttling wrong guesses per client address: every check counts
 * before the lookup (so parallel guesses cannot slip past the limit) and a found card gives its
 * attempt back, so only wrong codes add up. Over the limit nothing is looked up at all, so an
 * answer never tells a right code from a wrong one.
 */
export async function checkGiftCardBalance(input: { code: string; ip: string }, now = new Date()): Promise<GiftCardBalanceResult> {
  const db = await getDb();
  const key = throttleKey('giftcard-balance-ip', input.ip);
  if (!(await consumeAttempt(db, key, GIFT_CARD_BALANCE_MAX_WRONG_PER_IP, now))) return { ok: false, reason: 'throttled' };
  const card = await findGiftCard(normaliseGiftCardCode(input.code));
  if (!card) return { ok: false, reason: 'not-found' };
  await releaseAttempt(db, key);
  return { ok: true, card };
}
