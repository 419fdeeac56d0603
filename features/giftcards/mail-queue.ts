import 'server-only';
import { sql } from 'drizzle-orm';
import { giftCardPurchases } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import type { QueueWorker } from '@/lib/jobs/boss';
import { deliverClaimedMail, queueMailJob, sweepClaimedMails, type ClaimedMail } from '@/lib/jobs/claimed-mail';
import { sendMail, type Mail } from '@/lib/mail/mailer';
import { giftCardReceiptMail, giftCardRecipientMail } from './mails';
import { findSoldGiftCard } from './queries';
import type { SoldGiftCard } from './types';

// A gift card's two mails go out through the job queue (issue 25 item 3), each once per
// purchase, the way the order confirmation does (lib/jobs/claimed-mail.ts): the purchase queues
// one job once the card is issued; the worker sends both mails and pg-boss retries a send that
// failed with backoff; the reconciliation job's sweep sends what no queue did (a crash before
// the enqueue, a process without a queue, retries used up). Each mail has its own sent-at and
// claim on the purchase (migration 0019), so a retry after the receipt failed does not send the
// recipient the code a second time.

export const GIFT_CARD_MAIL_QUEUE = 'gift-card-mails';

/** The sweep leaves a purchase completed this recently to its queued job. */
export const GIFT_CARD_MAIL_GRACE_SECONDS = 2 * 60;

async function sendFor(purchaseId: string, build: (card: SoldGiftCard) => Mail): Promise<void> {
  const card = await findSoldGiftCard(purchaseId);
  if (!card) throw new Error(`gift card purchase ${purchaseId} is not completed`);
  await sendMail(build(card));
}

const completed = sql`${giftCardPurchases.status} = 'completed'`;

/** The code, to the recipient. */
const recipientMail: ClaimedMail = {
  label: 'gift card recipient mail',
  table: giftCardPurchases,
  id: giftCardPurchases.id,
  sentAt: giftCardPurchases.recipientMailSentAt,
  claimedAt: giftCardPurchases.recipientMailClaimedAt,
  ready: completed,
  since: giftCardPurchases.completedAt,
  send: (id) => sendFor(id, (card) => giftCardRecipientMail(card, getEnv().SITE_NAME, getEnv().SITE_URL)),
};

/** The receipt, to the buyer. */
const receiptMail: ClaimedMail = {
  label: 'gift card receipt',
  table: giftCardPurchases,
  id: giftCardPurchases.id,
  sentAt: giftCardPurchases.receiptMailSentAt,
  claimedAt: giftCardPurchases.receiptMailClaimedAt,
  ready: completed,
  since: giftCardPurchases.completedAt,
  send: (id) => sendFor(id, (card) => giftCardReceiptMail(card, getEnv().SITE_NAME)),
};

const GIFT_CARD_MAILS = [recipientMail, receiptMail] as const;

/**
 * Sends the purchase's mails not sent yet (both are tried, so one failing does not hold the
 * other back). Throws the first failure, for the job to be retried.
 */
export async function deliverGiftCardMails(purchaseId: string): Promise<{ sent: number }> {
  let sent = 0;
  let failure: unknown = null;
  for (const mail of GIFT_CARD_MAILS) {
    try {
      if ((await deliverClaimedMail(mail, purchaseId)) === 'sent') sent += 1;
    } catch (error) {
      console.error(`[giftcards] ${mail.label} failed; retried`, purchaseId, error instanceof Error ? error.message : error);
      failure ??= error;
    }
  }
  if (failure !== null) throw failure;
  return { sent };
}

/**
 * Puts the purchase's mails on the queue (once its card is issued). Answers false when this
 * process runs no queue or the queue refused: the reconciliation sweep sends them then.
 */
export function queueGiftCardMails(purchaseId: string): Promise<boolean> {
  return queueMailJob(GIFT_CARD_MAIL_QUEUE, { purchaseId }, purchaseId);
}

export const giftCardMailWorker: QueueWorker<{ purchaseId: string }> = {
  name: GIFT_CARD_MAIL_QUEUE,
  pollingIntervalSeconds: 1,
  handle: ({ purchaseId }) => deliverGiftCardMails(purchaseId),
};

/**
 * The sweep (run by the reconciliation job): the mails of purchases completed more than
 * `graceSeconds` ago that are still unsent. Failures are logged and left for the next run.
 */
export async function sendPendingGiftCardMails(options: { graceSeconds?: number; limit?: number } = {}): Promise<{ sent: number; failed: number }> {
  const graceSeconds = options.graceSeconds ?? GIFT_CARD_MAIL_GRACE_SECONDS;
  let sent = 0;
  let failed = 0;
  for (const mail of GIFT_CARD_MAILS) {
    const swept = await sweepClaimedMails(mail, { graceSeconds, limit: options.limit });
    sent += swept.sent;
    failed += swept.failed;
  }
  return { sent, failed };
}
