import 'server-only';
import type { Db } from '@/lib/db/client';
import { clearAttempts, consumeAttempt, THROTTLE_WINDOW_MS, throttleKey } from '@/lib/security/throttle';

/**
 * Per-account sign-in throttle, beside better-auth's per-address limits: an attacker who
 * spreads guesses over many addresses still gets ACCOUNT_SIGN_IN_MAX tries per window on one
 * account. Counted in the database, so every app instance sees one count. A successful
 * sign-in clears the count.
 */
export const ACCOUNT_SIGN_IN_MAX = 10;
export const ACCOUNT_SIGN_IN_WINDOW_MS = THROTTLE_WINDOW_MS;

function accountKey(email: string): string {
  return throttleKey(null, email.trim().toLowerCase());
}

/** Counts one attempt; true while the account is within its allowance. Atomic (one statement). */
export async function consumeSignInAttempt(db: Db, email: string, now = new Date()): Promise<boolean> {
  return consumeAttempt(db, accountKey(email), ACCOUNT_SIGN_IN_MAX, now);
}

export async function clearSignInAttempts(db: Db, email: string): Promise<void> {
  await clearAttempts(db, accountKey(email));
}
