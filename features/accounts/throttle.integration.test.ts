import { describe, expect, it } from 'vitest';
import { signInThrottle } from '@/lib/db/schema';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import {
  clearSignInFailures,
  recordSignInFailure,
  SIGN_IN_ACCOUNT_UNDER_ATTACK,
  SIGN_IN_FAILURES_MAX_PER_ADDRESS,
  SIGN_IN_FAILURES_MAX_PER_PAIR,
  SIGN_IN_FAILURES_MAX_PER_PAIR_UNDER_ATTACK,
  SIGN_IN_WINDOW_MS,
  signInAllowed,
} from './throttle';

describe.each(testDatabaseKinds())('sign-in failure limits (%s)', (kind) => {
  const database = testDatabaseForSuite(kind);

  it('refuses a pair after its own failures, whatever the case of the address, until the window passes', async () => {
    const db = database().db;
    const start = new Date('2026-11-23T10:00:00Z');
    for (let i = 0; i < SIGN_IN_FAILURES_MAX_PER_PAIR; i++) {
      expect(await signInAllowed(db, 'pat@example.com', '192.0.2.1', start)).toBe(true);
      await recordSignInFailure(db, i % 2 ? 'Pat@Example.com' : 'pat@example.com', '192.0.2.1', start);
    }
    expect(await signInAllowed(db, 'pat@example.com', '192.0.2.1', start)).toBe(false);
    expect(await signInAllowed(db, 'pat@example.com', '192.0.2.2', start)).toBe(true);
    expect(await signInAllowed(db, 'pat@example.com', '192.0.2.1', new Date(start.getTime() + SIGN_IN_WINDOW_MS - 1000))).toBe(false);
    expect(await signInAllowed(db, 'pat@example.com', '192.0.2.1', new Date(start.getTime() + SIGN_IN_WINDOW_MS + 1000))).toBe(true);
    // The table keeps hashes, never the address.
    expect(JSON.stringify(await db.select().from(signInThrottle))).not.toContain('example.com');
  });

  it('under attack each address gets fewer tries, and an address without failures is never refused', async () => {
    const db = database().db;
    const now = new Date('2026-11-24T10:00:00Z');
    for (let i = 0; i < SIGN_IN_ACCOUNT_UNDER_ATTACK; i++) await recordSignInFailure(db, 'lee@example.com', `198.51.100.${i + 1}`, now);
    for (let i = 0; i < SIGN_IN_FAILURES_MAX_PER_PAIR_UNDER_ATTACK; i++) await recordSignInFailure(db, 'lee@example.com', '192.0.2.9', now);
    expect(await signInAllowed(db, 'lee@example.com', '192.0.2.9', now)).toBe(false);
    expect(await signInAllowed(db, 'lee@example.com', '203.0.113.1', now)).toBe(true);
    // A success forgets that address's failures only.
    await clearSignInFailures(db, 'lee@example.com', '192.0.2.9');
    expect(await signInAllowed(db, 'lee@example.com', '192.0.2.9', now)).toBe(true);
  });

  it(`refuses an address after ${SIGN_IN_FAILURES_MAX_PER_ADDRESS} failures over any accounts`, async () => {
    const db = database().db;
    const now = new Date('2026-11-25T10:00:00Z');
    for (let i = 0; i < SIGN_IN_FAILURES_MAX_PER_ADDRESS; i++) await recordSignInFailure(db, `nobody${i}@example.com`, '192.0.2.50', now);
    expect(await signInAllowed(db, 'fresh@example.com', '192.0.2.50', now)).toBe(false);
    expect(await signInAllowed(db, 'fresh@example.com', '192.0.2.51', now)).toBe(true);
  });
});
