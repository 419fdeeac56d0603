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

/**
 * Limits on guesses at something one person owns (an account's password, an order's
 * confirmation number) that a third party cannot turn against that person. Only failures count,
 * per window:
 *
 * - per (address, account) pair: `perPair`, or only `perPairUnderAttack` while the account has
 *   had `accountUnderAttack` failures from all addresses together (guesses spread over many
 *   addresses get fewer tries each, not a locked door);
 * - per address over every account: `perAddress`.
 *
 * An address is refused only for its own failures: failures from other addresses never refuse
 * the right answer from the owner's address, however many there are. `allowed` comes before the
 * check and `recordFailure` after it, so parallel guesses from one address may pass the
 * allowance by the number in flight, no more.
 */
export interface FailureLimits {
  readonly scope: string;
  readonly perPair: number;
  readonly perPairUnderAttack: number;
  readonly accountUnderAttack: number;
  readonly perAddress: number;
}

export interface FailureThrottle {
  /** Whether a try from this address on this account may go ahead now (counts nothing). */
  allowed(db: Db, account: string, ip: string, now?: Date): Promise<boolean>;
  /** Counts a failed try against the pair, the address and the account. */
  recordFailure(db: Db, account: string, ip: string, now?: Date): Promise<void>;
  /** A success forgets this address's failures on the account (others' stay counted). */
  clear(db: Db, account: string, ip: string): Promise<void>;
}

export function failureThrottle(limits: FailureLimits): FailureThrottle {
  const normal = (account: string) => account.trim().toLowerCase();
  const pairKey = (account: string, ip: string) => throttleKey(`${limits.scope}-pair`, `${ip}\n${normal(account)}`);
  const addressKey = (ip: string) => throttleKey(`${limits.scope}-ip`, ip);
  const accountKey = (account: string) => throttleKey(`${limits.scope}-account`, normal(account));
  return {
    async allowed(db, account, ip, now = new Date()) {
      if ((await attemptsSoFar(db, addressKey(ip), now)) >= limits.perAddress) return false;
      const pair = await attemptsSoFar(db, pairKey(account, ip), now);
      if (pair >= limits.perPair) return false;
      if (pair < limits.perPairUnderAttack) return true;
      return (await attemptsSoFar(db, accountKey(account), now)) < limits.accountUnderAttack;
    },
    async recordFailure(db, account, ip, now = new Date()) {
      await recordAttempt(db, pairKey(account, ip), now);
      await recordAttempt(db, addressKey(ip), now);
      await recordAttempt(db, accountKey(account), now);
    },
    async clear(db, account, ip) {
      await clearAttempts(db, pairKey(account, ip));
    },
  };
}
