import 'server-only';
import type { Db } from '@/lib/db/client';
import { failureThrottle, THROTTLE_WINDOW_MS } from '@/lib/security/throttle';

/**
 * Sign-in limits that a third party cannot turn against the account's owner
 * (lib/security/throttle.ts, failureThrottle): only failures (a wrong password or an unknown
 * address) count, per 15-minute window, in the database (every instance sees one count). An
 * address is refused after SIGN_IN_FAILURES_MAX_PER_PAIR failures of its own on an account (only
 * SIGN_IN_FAILURES_MAX_PER_PAIR_UNDER_ATTACK while the account has had SIGN_IN_ACCOUNT_UNDER_ATTACK
 * failures from all addresses), or after SIGN_IN_FAILURES_MAX_PER_ADDRESS over every account. The
 * owner's address, which has not failed, is never refused. Beside these, better-auth limits
 * requests per address and path (auth.ts, AUTH_RATE_LIMITS).
 */
export const SIGN_IN_FAILURES_MAX_PER_PAIR = 5;
export const SIGN_IN_FAILURES_MAX_PER_PAIR_UNDER_ATTACK = 2;
export const SIGN_IN_ACCOUNT_UNDER_ATTACK = 10;
export const SIGN_IN_FAILURES_MAX_PER_ADDRESS = 20;
export const SIGN_IN_WINDOW_MS = THROTTLE_WINDOW_MS;

const signIn = failureThrottle({
  scope: 'sign-in',
  perPair: SIGN_IN_FAILURES_MAX_PER_PAIR,
  perPairUnderAttack: SIGN_IN_FAILURES_MAX_PER_PAIR_UNDER_ATTACK,
  accountUnderAttack: SIGN_IN_ACCOUNT_UNDER_ATTACK,
  perAddress: SIGN_IN_FAILURES_MAX_PER_ADDRESS,
});

/** Whether a sign-in from this address to this account may be tried now (counts nothing). */
export const signInAllowed = (db: Db, email: string, ip: string, now?: Date): Promise<boolean> => signIn.allowed(db, email, ip, now);
/** Counts a failed sign-in against the pair, the address and the account. */
export const recordSignInFailure = (db: Db, email: string, ip: string, now?: Date): Promise<void> => signIn.recordFailure(db, email, ip, now);
/** A successful sign-in forgets this address's failures on the account (others' stay counted). */
export const clearSignInFailures = (db: Db, email: string, ip: string): Promise<void> => signIn.clear(db, email, ip);
