import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { rows } from '@/lib/db/rows';
import { runningBoss, type QueueWorker } from '@/lib/jobs/boss';
import { sendOrderConfirmation } from './mails';

// The order confirmation goes out through the job queue (issue 25 item 3), once per order:
// the flow enqueues it after the capture; the worker sends it and pg-boss retries a failed send
// with backoff; the reconciliation job's sweep sends what no queue did (a crash before the
// enqueue, a process without a queue, retries used up). `orders.confirmation_sent_at` is the
// truth: a mail is sent only under a claim on the order (`confirmation_claimed_at`, a lease of
// CLAIM_MINUTES), and marked sent after it went.

export const CONFIRMATION_QUEUE = 'order-confirmation';

/** Retries of a failed send: 5 s, then doubling (pg-boss's backoff), 8 times: about 20 minutes in all. */
export const CONFIRMATION_RETRY = { retryLimit: 8, retryDelay: 5, retryBackoff: true } as const;

/** A sender that claimed a mail and died is replaced after this long (a mail then goes out twice at worst). */
const CLAIM_MINUTES = 5;

/** Sends the order's confirmation unless it went already or another sender has it. Throws when sending failed (the job is retried). */
export async function deliverOrderConfirmation(orderId: string): Promise<'sent' | 'skipped'> {
  const db = await getDb();
  const claimed = await rows<{ id: string }>(
    db,
    sql`update orders set confirmation_claimed_at = now()
         where id = ${orderId} and confirmation_sent_at is null and payment_status = 'captured'
           and (confirmation_claimed_at is null or confirmation_claimed_at < now() - make_interval(mins => ${CLAIM_MINUTES}))
        returning id`,
  );
  if (claimed.length === 0) return 'skipped';
  try {
    await sendOrderConfirmation(orderId);
  } catch (error) {
    // Give the claim back at once, so the retry (or the sweep) need not wait out the lease.
    await db.execute(sql`update orders set confirmation_claimed_at = null where id = ${orderId} and confirmation_sent_at is null`);
    throw error;
  }
  await db.execute(sql`update orders set confirmation_sent_at = now(), confirmation_claimed_at = null where id = ${orderId}`);
  return 'sent';
}

/**
 * Puts the order's confirmation on the queue (after its capture). Answers false when this
 * process runs no queue or the queue refused: the reconciliation sweep sends it then.
 */
export async function queueOrderConfirmation(orderId: string): Promise<boolean> {
  const boss = await runningBoss();
  if (!boss) return false;
  try {
    // The claim on the order (deliverOrderConfirmation) makes a second job for it a no-op.
    return (await boss.send(CONFIRMATION_QUEUE, { orderId }, { ...CONFIRMATION_RETRY, singletonKey: orderId })) !== null;
  } catch (error) {
    console.error('[checkout] could not queue the confirmation mail', orderId, error instanceof Error ? error.message : error);
    return false;
  }
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
export async function sendPendingConfirmations(options: { graceSeconds: number; limit?: number }): Promise<{ sent: number; failed: number }> {
  const db = await getDb();
  const pending = await rows<{ id: string }>(
    db,
    sql`select id from orders
         where confirmation_sent_at is null and payment_status = 'captured' and created_at < now() - make_interval(secs => ${options.graceSeconds})
         order by created_at limit ${options.limit ?? 50}`,
  );
  let sent = 0;
  let failed = 0;
  for (const { id } of pending) {
    try {
      if ((await deliverOrderConfirmation(id)) === 'sent') sent += 1;
    } catch (error) {
      failed += 1;
      console.error('[jobs] confirmation mail failed', id, error instanceof Error ? error.message : error);
    }
  }
  return { sent, failed };
}
