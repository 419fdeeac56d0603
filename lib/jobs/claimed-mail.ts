import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/database';
import { rows } from '@/lib/db/rows';
import { runningBoss } from './boss';

// A mail sent once per row through the job queue (issue 25 item 3): the order confirmation
// (features/checkout/confirmation-queue.ts) and the two gift card mails
// (features/giftcards/mail-queue.ts). The row's `sent at` column is the truth: a mail is sent
// only under a claim on the row (its `claimed at` column, a lease of CLAIM_MINUTES) and marked
// sent after it went. The flow queues a job after the row is ready; the worker sends and pg-boss
// retries a failed send with backoff; the reconciliation sweep sends what no queue did (a crash
// before the enqueue, a process without a queue, retries used up).

/** One kind of mail, one per row of `table`. */
export interface ClaimedMail {
  /** In logs: 'confirmation mail'. */
  readonly label: string;
  readonly table: PgTable;
  /** The row's key (a uuid). */
  readonly id: PgColumn;
  /** Set once the mail went. */
  readonly sentAt: PgColumn;
  /** Set while a sender has it. */
  readonly claimedAt: PgColumn;
  /** The row may be mailed (its payment captured, its card issued). */
  readonly ready: SQL;
  /** The sweep's grace counts from this column. */
  readonly since: PgColumn;
  /** Sends the mail of row `id`; throws when it did not go (the job is retried). */
  readonly send: (id: string) => Promise<void>;
}

/** Retries of a failed send: 5 s, then doubling (pg-boss's backoff), 8 times: about 20 minutes in all. */
export const MAIL_RETRY = { retryLimit: 8, retryDelay: 5, retryBackoff: true } as const;

/** A sender that claimed a mail and died is replaced after this long (a mail then goes out twice at worst). */
const CLAIM_MINUTES = 5;

/** Sends the row's mail unless it went already, the row is not ready or another sender has it. Throws when sending failed. */
export async function deliverClaimedMail(mail: ClaimedMail, id: string): Promise<'sent' | 'skipped'> {
  const db = await getDb();
  const claimed = sql.identifier(mail.claimedAt.name);
  const sent = sql.identifier(mail.sentAt.name);
  const won = await rows<{ id: string }>(
    db,
    sql`update ${mail.table} set ${claimed} = now()
         where ${mail.id} = ${id} and ${mail.sentAt} is null and ${mail.ready}
           and (${mail.claimedAt} is null or ${mail.claimedAt} < now() - make_interval(mins => ${CLAIM_MINUTES}))
        returning ${mail.id}`,
  );
  if (won.length === 0) return 'skipped';
  try {
    await mail.send(id);
  } catch (error) {
    // Give the claim back at once, so the retry (or the sweep) need not wait out the lease.
    await db.execute(sql`update ${mail.table} set ${claimed} = null where ${mail.id} = ${id} and ${mail.sentAt} is null`);
    throw error;
  }
  await db.execute(sql`update ${mail.table} set ${sent} = now(), ${claimed} = null where ${mail.id} = ${id}`);
  return 'sent';
}

/**
 * Puts a mail job on `queue` (once its row is ready), one per `key`. Answers false when this
 * process runs no queue or the queue refused: the reconciliation sweep sends it then.
 */
export async function queueMailJob(queue: string, data: object, key: string): Promise<boolean> {
  const boss = await runningBoss();
  if (!boss) return false;
  try {
    // The claim on the row (deliverClaimedMail) makes a second job for it a no-op.
    return (await boss.send(queue, data, { ...MAIL_RETRY, singletonKey: key })) !== null;
  } catch (error) {
    console.error('[jobs] could not queue the mail job', queue, key, error instanceof Error ? error.message : error);
    return false;
  }
}

/**
 * The sweep: the mails of ready rows older than `graceSeconds` (time for the queue to send
 * them) that are still unsent. Failures are logged and left for the next run.
 */
export async function sweepClaimedMails(mail: ClaimedMail, options: { graceSeconds: number; limit?: number }): Promise<{ sent: number; failed: number }> {
  const db = await getDb();
  const pending = await rows<{ id: string }>(
    db,
    sql`select ${mail.id} as id from ${mail.table}
         where ${mail.sentAt} is null and ${mail.ready} and ${mail.since} < now() - make_interval(secs => ${options.graceSeconds})
         order by ${mail.since} limit ${options.limit ?? 50}`,
  );
  let sent = 0;
  let failed = 0;
  for (const { id } of pending) {
    try {
      if ((await deliverClaimedMail(mail, id)) === 'sent') sent += 1;
    } catch (error) {
      failed += 1;
      console.error(`[jobs] ${mail.label} failed`, id, error instanceof Error ? error.message : error);
    }
  }
  return { sent, failed };
}
