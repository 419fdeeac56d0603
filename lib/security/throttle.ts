import 'server-only';
import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { signInThrottle } from '@/lib/db/schema';

/**
 * Attempts per key in fixed windows, counted in the database (`sign_in_throttle`) so every app
 * instance sees one count. One window length for every user of the table: each attempt prunes
 * rows whose window has passed, which would end a longer window early.
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/** A key that keeps the value itself (an e-mail address, an IP address) out of the table. */
export function throttleKey(scope: string | null, value: string): string {
  const hash = createHash('sha256').update(value).digest('hex');
  return scope ? `${scope}:${hash}` : hash;
}

/** Counts one attempt; true while the key is within `max` per window. Atomic (one statement). */
export async function consumeAttempt(db: Db, key: string, max: number, now = new Date()): Promise<boolean> {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const rows = await db
    .insert(signInThrottle)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: signInThrottle.key,
      // A window starts at its first attempt; an attempt after it has passed starts a new one.
      set: {
        count: sql`case when ${signInThrottle.windowStart} < ${windowStart} then 1 else ${signInThrottle.count} + 1 end`,
        windowStart: sql`case when ${signInThrottle.windowStart} < ${windowStart} then ${now} else ${signInThrottle.windowStart} end`,
      },
    })
    .returning({ count: signInThrottle.count });
  // Rows of windows long past tell nothing any more.
  await db.delete(signInThrottle).where(lt(signInThrottle.windowStart, windowStart));
  return (rows[0]?.count ?? 1) <= max;
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, key));
}

/** Gives one counted attempt back (an attempt that turned out to be no guess, e.g. a right code). */
export async function releaseAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(signInThrottle)
    .set({ count: sql`greatest(${signInThrottle.count} - 1, 0)` })
    .where(eq(signInThrottle.key, key));
}

/**
 * The pruning job: deletes every row whose window has passed (THROTTLE_WINDOW_MS). Attempts
 * prune as they go too, but only when someone attempts: a quiet table keeps its rows until this.
 */
export async function pruneThrottle(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(signInThrottle)
    .where(lt(signInThrottle.windowStart, new Date(now.getTime() - THROTTLE_WINDOW_MS)))
    .returning({ key: signInThrottle.key });
  return deleted.length;
}
