import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';

/**
 * Per-account sign-in throttle, beside better-auth's per-address limits: an attacker who
 * spreads guesses over many addresses still gets ACCOUNT_SIGN_IN_MAX tries per window on one
 * account. Counted in the shared rate_limits table, so every app instance sees one count.
 * A successful sign-in clears the count.
 */
export const ACCOUNT_SIGN_IN_MAX = 10;
export const ACCOUNT_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

function accountKey(email: string): string {
  // The table is shared with better-auth's address keys; a hash keeps addresses out of it.
  return `account-sign-in:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

/** Counts one attempt; true while the account is within its allowance. Atomic (one statement). */
export async function consumeSignInAttempt(db: Db, email: string, now = Date.now()): Promise<boolean> {
  const windowStart = now - ACCOUNT_SIGN_IN_WINDOW_MS;
  const rows = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key: accountKey(email), count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      // A window starts at its first attempt; an attempt after it has passed starts a new one.
      set: {
        count: sql`case when ${rateLimits.lastRequest} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} < ${windowStart} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return (rows[0]?.count ?? 1) <= ACCOUNT_SIGN_IN_MAX;
}

export async function clearSignInAttempts(db: Db, email: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, accountKey(email)));
}
