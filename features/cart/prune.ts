import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { rows } from '@/lib/db/rows';

/**
 * Carts never booked and untouched this long are deleted by the pruning job: their holds lapsed
 * long ago (HOLD_MINUTES), the abandoned-cart mail went after ABANDONED_CART_MINUTES, and a
 * month-old recovery link may well find the cart gone ('unknown cart'). Booked carts stay as
 * long as their orders.
 */
export const CART_RETENTION_DAYS = 30;

/** At most this many carts per statement: the job repeats until none is left. */
const BATCH = 500;

/**
 * Deletes carts past the retention that were never booked, have no order and no payment (a
 * payment is pruned after its own retention, the cart at the run after), and hold nothing that
 * counts: a lapsed seat hold row is deleted with its cart (a lapsed seat is free whether its
 * row is there or not); a cart with general-admission places or room nights still counted in
 * their inventory waits until a hold on that inventory gives them back. Items go with the cart.
 * Answers how many were deleted.
 */
export async function pruneCarts(options: { retentionDays?: number } = {}): Promise<number> {
  const days = options.retentionDays ?? CART_RETENTION_DAYS;
  const db = await getDb();
  let total = 0;
  for (;;) {
    const deleted = await db.transaction(async (tx) => {
      const old = await rows<{ id: string }>(
        tx,
        sql`select c.id from carts c
             where c.booked_order_id is null and c.updated_at < now() - make_interval(days => ${days})
               and not exists (select 1 from orders o where o.cart_id = c.id)
               and not exists (select 1 from payments p where p.cart_id = c.id)
               and not exists (select 1 from seat_claims s where s.cart_id = c.id and (s.status = 'sold' or s.held_until > now()))
               and not exists (select 1 from ga_holds g where g.cart_id = c.id)
               and not exists (select 1 from room_night_holds r where r.cart_id = c.id)
             limit ${BATCH}
             for update of c skip locked`,
      );
      if (old.length === 0) return 0;
      const ids = sql.join(old.map((c) => sql`${c.id}::uuid`), sql`, `);
      await tx.execute(sql`delete from seat_claims where cart_id in (${ids}) and status = 'held' and held_until <= now()`);
      const gone = await rows(tx, sql`delete from carts where id in (${ids}) returning id`);
      return gone.length;
    });
    total += deleted;
    if (deleted < BATCH) return total;
  }
}
