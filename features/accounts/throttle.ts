import 'server-only';
import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { signInThrottle } from '@/lib/db/schema';

/**
 * Per-account sign-in throttle, beside better-auth's per-address limits: an attacker who
 * spreads guesses over many addresses still gets ACCOUNT_SIGN_IN_MAX tries per window on one
 * account. Counted in the database, so every app instance sees one count. A successful
 * sign-in clears the count.
 */
export const ACCOUNT_SIGN_IN_MAX = 10;
export const ACCOUNT_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

function accountKey(email: string): string {
  // A hash keeps the addresses themselves out of the table.
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** Counts one attempt; true while the account is within its allowance. Atomic (one statement). */
export async function consumeSignInAttempt(db: Db, email: string, now = new Date()): Promise<boolean> {
  const windowStart = new Date(now.getTime() - ACCOUNT_SIGN_IN_WINDOW_MS);
  const rows = await db
    .insert(signInThrottle)
    .values({ key: accountKey(email), count: 1, windowStart: now })
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
  return (rows[0]?.count ?? 1) <= ACCOUNT_SIGN_IN_MAX;
}

export async function clearSignInAttempts(db: Db, email: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, accountKey(email)));
}
