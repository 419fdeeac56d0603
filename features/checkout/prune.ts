import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { rows } from '@/lib/db/rows';

/**
 * Payments that ended without an order (declined, failed, voided, refunded) are kept this long
 * for support questions and card disputes, then deleted by the pruning job. Payments of orders
 * stay with their orders; open payments (pending, authorized, captured without an order) are the
 * reconciliation job's until it settles them.
 */
export const SETTLED_PAYMENT_RETENTION_DAYS = 90;

/** Deletes settled payments without an order past the retention; answers how many. */
export async function prunePayments(options: { retentionDays?: number } = {}): Promise<number> {
  const days = options.retentionDays ?? SETTLED_PAYMENT_RETENTION_DAYS;
  const db = await getDb();
  const deleted = await rows(
    db,
    sql`delete from payments
         where order_id is null and status in ('declined', 'failed', 'voided', 'refunded')
           and updated_at < now() - make_interval(days => ${days})
        returning id`,
  );
  return deleted.length;
}
