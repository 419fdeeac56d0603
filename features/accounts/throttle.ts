import 'server-only';
import type { Db } from '@/lib/db/client';
import { attemptsSoFar, clearAttempts, recordAttempt, THROTTLE_WINDOW_MS, throttleKey } from '@/lib/security/throttle';

/**
 * Sign-in limits that a third party cannot turn against the account's owner. Only failures
 * (a wrong password or an unknown address) count, each per 15-minute window and in the database
 * (every instance sees one count):
 *
 * - per (address, account) pair: SIGN_IN_FAILURES_MAX_PER_PAIR, or only
 *   SIGN_IN_FAILURES_MAX_PER_PAIR_UNDER_ATTACK while the account has had
 *   SIGN_IN_ACCOUNT_UNDER_ATTACK failures from all addresses together (guesses spread over many
 *   addresses get fewer tries each, not a locked door);
 * - per address over every account: SIGN_IN_FAILURES_MAX_PER_ADDRESS.
 *
 * An address is refused only for its own failures: an attacker's failures from other addresses
 * never refuse the right password from the owner's address, however many there are. Beside these,
 * better-auth limits requests per address and path (auth.ts, AUTH_RATE_LIMITS). The checks come
 * before the password is checked and the count after it, so parallel guesses from one address may
 * pass the allowance by the number in flight, no more.
 */
export const SIGN_IN_FAILURES_MAX_PER_PAIR = 5;
export const SIGN_IN_FAILURES_MAX_PER_PAIR_UNDER_ATTACK = 2;
export const SIGN_IN_ACCOUNT_UNDER_ATTACK = 10;
export const SIGN_IN_FAILURES_MAX_PER_ADDRESS = 20;
export const SIGN_IN_WINDOW_MS = THROTTLE_WINDOW_MS;

const normal = (email: string) => email.trim().toLowerCase();
const pairKey = (email: string, ip: string) => throttleKey('sign-in-pair', `${ip}\n${normal(email)}`);
const addressKey = (ip: string) => throttleKey('sign-in-ip', ip);
const accountKey = (email: string) => throttleKey('sign-in-account', normal(email));

/** Whether a sign-in from this address to this account may be tried now (counts nothing). */
export async function signInAllowed(db: Db, email: string, ip: string, now = new Date()): Promise<boolean> {
  if ((await attemptsSoFar(db, addressKey(ip), now)) >= SIGN_IN_FAILURES_MAX_PER_ADDRESS) return false;
  const pair = await attemptsSoFar(db, pairKey(email, ip), now);
  if (pair >= SIGN_IN_FAILURES_MAX_PER_PAIR) return false;
  if (pair < SIGN_IN_FAILURES_MAX_PER_PAIR_UNDER_ATTACK) return true;
  return (await attemptsSoFar(db, accountKey(email), now)) < SIGN_IN_ACCOUNT_UNDER_ATTACK;
}

/** Counts a failed sign-in against the pair, the address and the account. */
export async function recordSignInFailure(db: Db, email: string, ip: string, now = new Date()): Promise<void> {
  await recordAttempt(db, pairKey(email, ip), now);
  await recordAttempt(db, addressKey(ip), now);
  await recordAttempt(db, accountKey(email), now);
}

/** A successful sign-in forgets this address's failures on the account (others' stay counted). */
export async function clearSignInFailures(db: Db, email: string, ip: string): Promise<void> {
  await clearAttempts(db, pairKey(email, ip));
}
