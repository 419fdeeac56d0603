import 'server-only';
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { giftCardPurchases, giftCards } from '@/lib/db/schema';
import { consumeAttempt, releaseAttempt, throttleKey } from '@/lib/security/throttle';
import { configuredCardProvider } from '@/lib/payments/card-provider';
import { getEnv } from '@/lib/env';
import { isRedirectProvider, PAYMENT_MESSAGES, type CardInput, type CardPaymentProvider, type RedirectPaymentProvider, type SettlingProvider } from '@/lib/payments/provider';
import { routes } from '@/lib/routes';
import { queueGiftCardMails } from './mail-queue';
import { findCompletedPurchase, findGiftCard } from './queries';
import { giftCardCodeFrom, normaliseGiftCardCode } from './rules';
import type { GiftCardPurchase } from './schema';
import type { GiftCardBalanceResult, GiftCardPurchaseResult, GiftCardSaleResult } from './types';

export const GIFT_CARD_ERRORS = {
  inProgress: 'Your gift card is still being bought. Please wait a moment before trying again.',
  notCompleted: 'Your payment did not go through. Nothing was charged; please check the details and try again.',
  throttled: 'Too many payments from your connection did not go through. Nothing was charged; please wait 15 minutes and try again.',
  recipientThrottled: 'This recipient has been sent several gift cards in a short time. Nothing was charged; please wait 15 minutes and try again.',
  unknown: 'This gift card payment is unknown or has expired. Nothing was charged.',
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

/** The gift card and the completed purchase, in one transaction, once the payment is captured. */
async function issueGiftCard(purchaseId: string, amountCents: number, reference: string): Promise<string | null> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
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
          .where(and(eq(giftCardPurchases.id, purchaseId), eq(giftCardPurchases.status, 'pending')))
          .returning({ id: giftCardPurchases.id });
        if (done.length === 0) throw new PurchaseGone();
        return card.code;
      }
      throw new Error('could not draw a free gift card code');
    });
  } catch (error) {
    if (error instanceof PurchaseGone) return null;
    throw error;
  }
}

class PurchaseGone extends Error {}

/**
 * Tests: a hook that throws stands for the process dying at that step (nothing after it runs);
 * what it leaves undone the reconciliation job's sweep finishes (mail-queue.ts).
 */
export interface GiftCardCrashHooks {
  /** The card is issued and the purchase completed; its mails are not queued yet. */
  readonly beforeMailQueue?: () => Promise<void>;
}

/**
 * After authorising: capture, and only once the money is taken issue the card and queue its mails
 * (issue 25: a gift card is never issued before capture). A capture that fails voids the
 * authorisation, issues nothing and gives the purchase row back, so the buyer can try again.
 */
async function captureThenIssue(
  purchase: { id: string; submissionKey: string; amountCents: number },
  provider: SettlingProvider & { readonly name: string },
  reference: string,
  crash: GiftCardCrashHooks,
): Promise<GiftCardPurchaseResult> {
  const db = await getDb();
  let captured = reference;
  try {
    captured = (await provider.capture(reference))?.reference ?? reference;
  } catch (error) {
    console.error('[giftcards] capture failed; nothing issued, the authorisation is voided', purchase.id, error);
    await provider.void(reference).catch((e: unknown) => console.error('[giftcards] void failed', purchase.id, e));
    await db.delete(giftCardPurchases).where(and(eq(giftCardPurchases.id, purchase.id), eq(giftCardPurchases.status, 'pending')));
    return { ok: false, code: 'PAYMENT_FAILED', message: PAYMENT_MESSAGES.network, field: 'cardNumber' };
  }
  let code: string | null;
  try {
    code = await issueGiftCard(purchase.id, purchase.amountCents, reference);
  } catch (error) {
    // Captured but not written: the money goes back at once; should the refund fail too, the
    // pending purchase keeps the reference for an operator to refund.
    console.error('[giftcards] captured but the gift card could not be written; refunding', purchase.id, captured, error);
    await db.update(giftCardPurchases).set({ paymentReference: captured }).where(and(eq(giftCardPurchases.id, purchase.id), eq(giftCardPurchases.status, 'pending'))).catch(() => undefined);
    await provider.refund(captured).catch((e: unknown) => console.error('[giftcards] refund failed; refund it by hand', purchase.id, captured, e));
    throw error;
  }
  if (code === null) return awaitFirstSubmission(purchase.submissionKey);
  // The mails go through the queue, retried there; without a queue (or after a crash here) the
  // reconciliation sweep sends them. Either way the sale stands: the card exists and is paid.
  await crash.beforeMailQueue?.();
  await queueGiftCardMails(purchase.id);
  const done = await findCompletedPurchase(purchase.submissionKey);
  if (!done) throw new Error('the completed gift card purchase could not be read back');
  return { ok: true, purchase: done, replayed: false };
}

/**
 * Sells a gift card: idempotent on `submissionKey` (the purchase row is claimed before the card
 * is charged, so a double submit buys one card). With the test card provider the card is
 * authorised here (the submission key as the provider's idempotency key); with Stripe the answer
 * is Stripe's hosted page to send the buyer to (`redirect`), and `completeGiftCardPurchase`
 * finishes on their return or Stripe's webhook. Either way: authorise, capture, then issue the
 * card and queue its mails. A declined or failed payment, or a failed capture (then voided), leaves no row.
 */
export function buyGiftCard(input: { details: Details; card: CardInput; ip: string }, provider?: CardPaymentProvider, crash?: GiftCardCrashHooks): Promise<GiftCardPurchaseResult>;
export function buyGiftCard(
  input: { details: Details; card: CardInput | null; ip: string },
  provider?: CardPaymentProvider | RedirectPaymentProvider,
  crash?: GiftCardCrashHooks,
): Promise<GiftCardSaleResult>;
export async function buyGiftCard(
  input: { details: Details; card: CardInput | null; ip: string },
  provider: CardPaymentProvider | RedirectPaymentProvider = configuredCardProvider(),
  crash: GiftCardCrashHooks = {},
): Promise<GiftCardSaleResult> {
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

  // The recipient mail carries the buyer's words: a mailbox gets only so many, whoever pays
  // (counted before any card page or charge; a declined test-card payment gives it back).
  const recipient = throttleKey('giftcard-recipient', details.recipientEmail.trim().toLowerCase());
  if (!(await consumeAttempt(db, recipient, GIFT_CARD_MAILS_MAX_PER_RECIPIENT))) {
    await release();
    return { ok: false, code: 'THROTTLED', message: GIFT_CARD_ERRORS.recipientThrottled };
  }

  if (isRedirectProvider(provider)) {
    // The card is typed on Stripe's page (card testing there is Stripe's to stop).
    try {
      const started = await provider.start({
        amountCents,
        requestId: details.submissionKey,
        returnUrl: (status) => new URL(routes.giftCardReturn.build({ status }), getEnv().SITE_URL).toString(),
        description: `${getEnv().SITE_NAME} gift card`,
        payment: { kind: 'giftcard', id: claimed.id },
      });
      await db.update(giftCardPurchases).set({ paymentReference: started.reference }).where(eq(giftCardPurchases.id, claimed.id));
      return { ok: true, redirect: started.approvalUrl };
    } catch (error) {
      console.error('[giftcards] the card page could not be opened', claimed.id, error instanceof Error ? error.message : error);
      await releaseAttempt(db, recipient);
      await release();
      return { ok: false, code: 'PAYMENT_FAILED', message: PAYMENT_MESSAGES.network };
    }
  }
  if (input.card === null) {
    await releaseAttempt(db, recipient);
    await release();
    return { ok: false, code: 'PAYMENT_FAILED', message: PAYMENT_MESSAGES.declined, field: 'cardNumber' };
  }

  // Counted before the card is charged (parallel attempts cannot slip past), given back once it is paid.
  const throttle = throttleKey('giftcard-purchase-ip', input.ip);
  if (!(await consumeAttempt(db, throttle, GIFT_CARD_PURCHASE_MAX_FAILED_PER_IP))) {
    await releaseAttempt(db, recipient);
    await release();
    return { ok: false, code: 'THROTTLED', message: GIFT_CARD_ERRORS.throttled };
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
  await releaseAttempt(db, throttle);
  return captureThenIssue({ id: claimed.id, submissionKey: details.submissionKey, amountCents }, provider, authorised.reference, crash);
}

/**
 * Back from Stripe's page for a gift card (the return route, or `checkout.session.completed`):
 * the session is read from Stripe; paid, it is claimed once (its reference swapped from the
 * session to the PaymentIntent, so a return and webhooks race to one winner), captured, and only
 * then the card issued and its mails queued. Unknown sessions change nothing; a refused one gives the row up.
 */
export async function completeGiftCardPurchase(
  sessionId: string,
  provider: CardPaymentProvider | RedirectPaymentProvider = configuredCardProvider(),
  crash: GiftCardCrashHooks = {},
): Promise<GiftCardPurchaseResult | { ok: false; code: 'UNKNOWN'; message: string }> {
  const unknown = { ok: false as const, code: 'UNKNOWN' as const, message: GIFT_CARD_ERRORS.unknown };
  if (!isRedirectProvider(provider)) return unknown;
  const db = await getDb();
  const sessionReference = `cs:${sessionId}`;
  const open = () =>
    db
      .select()
      .from(giftCardPurchases)
      .where(and(eq(giftCardPurchases.paymentReference, sessionReference), eq(giftCardPurchases.paymentProvider, provider.name), eq(giftCardPurchases.status, 'pending')));
  const authorised = await provider.authorize(sessionReference);
  if (authorised.status === 'failed') return { ok: false, code: 'PAYMENT_FAILED', message: authorised.message };
  if (authorised.status === 'declined') {
    const [purchase] = await open();
    if (!purchase) return unknown;
    await provider.void(sessionReference).catch((e: unknown) => console.error('[giftcards] void of a declined page failed', purchase.id, e));
    await db.delete(giftCardPurchases).where(and(eq(giftCardPurchases.id, purchase.id), eq(giftCardPurchases.status, 'pending'), eq(giftCardPurchases.paymentReference, sessionReference)));
    return { ok: false, code: 'DECLINED', message: authorised.message };
  }
  // One caller claims the paid session by moving the purchase from the session to its PaymentIntent.
  const [purchase] = await db
    .update(giftCardPurchases)
    .set({ paymentReference: authorised.reference })
    .where(and(eq(giftCardPurchases.paymentReference, sessionReference), eq(giftCardPurchases.paymentProvider, provider.name), eq(giftCardPurchases.status, 'pending')))
    .returning();
  if (!purchase) {
    const [earlier] = await db.select({ submissionKey: giftCardPurchases.submissionKey }).from(giftCardPurchases).where(eq(giftCardPurchases.paymentReference, authorised.reference));
    if (earlier) return awaitFirstSubmission(earlier.submissionKey);
    // Paid at Stripe for a purchase given up meanwhile (its page expired here): let the money go.
    await provider.void(authorised.reference).catch((e: unknown) => console.error('[giftcards] void of an orphan payment failed', sessionId, e));
    return unknown;
  }
  return captureThenIssue({ id: purchase.id, submissionKey: purchase.submissionKey, amountCents: purchase.amountCents }, provider, authorised.reference, crash);
}

/** Stripe's `checkout.session.expired` for a gift card: the pending purchase it started is given up. */
export async function expireGiftCardPurchase(sessionId: string): Promise<boolean> {
  const db = await getDb();
  const gone = await db
    .delete(giftCardPurchases)
    .where(and(eq(giftCardPurchases.paymentReference, `cs:${sessionId}`), eq(giftCardPurchases.status, 'pending')))
    .returning({ id: giftCardPurchases.id });
  return gone.length > 0;
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
