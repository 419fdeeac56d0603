import 'server-only';
import { sql } from 'drizzle-orm';
import { orders } from '@/lib/db/schema';
import type { QueueWorker } from '@/lib/jobs/boss';
import { deliverClaimedMail, queueMailJob, sweepClaimedMails, type ClaimedMail } from '@/lib/jobs/claimed-mail';
import { sendOrderConfirmation } from './mails';

// The order confirmation goes out through the job queue (issue 25 item 3), once per order:
// the flow enqueues it after the capture; the worker sends it and pg-boss retries a failed send
// with backoff; the reconciliation job's sweep sends what no queue did (a crash before the
// enqueue, a process without a queue, retries used up). `orders.confirmation_sent_at` is the
// truth: a mail is sent only under a claim on the order (`confirmation_claimed_at`, a lease), and
// marked sent after it went (lib/jobs/claimed-mail.ts, shared with the gift card mails).

export const CONFIRMATION_QUEUE = 'order-confirmation';

const confirmationMail: ClaimedMail = {
  label: 'confirmation mail',
  table: orders,
  id: orders.id,
  sentAt: orders.confirmationSentAt,
  claimedAt: orders.confirmationClaimedAt,
  ready: sql`${orders.paymentStatus} = 'captured'`,
  since: orders.createdAt,
  send: sendOrderConfirmation,
};

/** Sends the order's confirmation unless it went already or another sender has it. Throws when sending failed (the job is retried). */
export function deliverOrderConfirmation(orderId: string): Promise<'sent' | 'skipped'> {
  return deliverClaimedMail(confirmationMail, orderId);
}

/**
 * Puts the order's confirmation on the queue (after its capture). Answers false when this
 * process runs no queue or the queue refused: the reconciliation sweep sends it then.
 */
export function queueOrderConfirmation(orderId: string): Promise<boolean> {
  return queueMailJob(CONFIRMATION_QUEUE, { orderId }, orderId);
}

export const confirmationWorker: QueueWorker<{ orderId: string }> = {
  name: CONFIRMATION_QUEUE,
  pollingIntervalSeconds: 1,
  handle: ({ orderId }) => deliverOrderConfirmation(orderId),
};

/**
 * The sweep: confirmations of captured orders older than `graceSeconds` (time for the queue to
 * send them) that are still unsent. Failures are logged and left for the next run.
 */
export function sendPendingConfirmations(options: { graceSeconds: number; limit?: number }): Promise<{ sent: number; failed: number }> {
  return sweepClaimedMails(confirmationMail, options);
}
