import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { signInThrottle } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';

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
  return (await recordAttempt(db, key, now)) <= max;
}

/** Counts one attempt (a failure, for limits that count only failures) and returns the window's count. */
export async function recordAttempt(db: Db, key: string, now = new Date()): Promise<number> {
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
  return rows[0]?.count ?? 1;
}

/** The key's count in the current window, counting nothing (0 when its window has passed). */
export async function attemptsSoFar(db: Db, key: string, now = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const [row] = await db
    .select({ count: signInThrottle.count })
    .from(signInThrottle)
    .where(and(eq(signInThrottle.key, key), gte(signInThrottle.windowStart, windowStart)));
  return row?.count ?? 0;
}

/**
 * The answer to a refused request: 429, a message the visitor can act on, and Retry-After (the
 * window, as a window starts at its first attempt and may have just begun).
 */
export class TooManyAttempts extends AppError {
  readonly retryAfterSeconds = THROTTLE_WINDOW_MS / 1000;
  constructor(message: string) {
    super('TOO_MANY_REQUESTS', message);
  }
}

/**
 * Counts one request against each key and refuses it (TooManyAttempts) when any is past its
 * allowance. Every key is counted, whatever the first says, so spreading requests over carts or
 * addresses still adds up on the other keys.
 */
export async function enforceLimits(db: Db, limits: readonly { key: string; max: number }[], message: string, now = new Date()): Promise<void> {
  let refused = false;
  for (const { key, max } of limits) if ((await recordAttempt(db, key, now)) > max) refused = true;
  if (refused) throw new TooManyAttempts(message);
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
