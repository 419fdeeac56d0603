import { describe, expect, it } from 'vitest';
import { signInThrottle } from '@/lib/db/schema';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { ACCOUNT_SIGN_IN_MAX, ACCOUNT_SIGN_IN_WINDOW_MS, clearSignInAttempts, consumeSignInAttempt } from './throttle';

describe.each(testDatabaseKinds())('per-account sign-in throttle (%s)', (kind) => {
  const database = testDatabaseForSuite(kind);

  it('allows ACCOUNT_SIGN_IN_MAX attempts per window, whatever the case of the address', async () => {
    const db = database().db;
    const start = new Date('2026-11-23T10:00:00Z');
    const answers: boolean[] = [];
    for (let i = 0; i <= ACCOUNT_SIGN_IN_MAX; i++) answers.push(await consumeSignInAttempt(db, i % 2 ? 'Pat@Example.com' : 'pat@example.com', start));
    expect(answers.slice(0, ACCOUNT_SIGN_IN_MAX).every(Boolean)).toBe(true);
    expect(answers.at(-1)).toBe(false);
    // Still inside the window (which starts at the first attempt): still refused.
    expect(await consumeSignInAttempt(db, 'pat@example.com', new Date(start.getTime() + ACCOUNT_SIGN_IN_WINDOW_MS - 1000))).toBe(false);
    // After it: a new window.
    expect(await consumeSignInAttempt(db, 'pat@example.com', new Date(start.getTime() + ACCOUNT_SIGN_IN_WINDOW_MS + 1000))).toBe(true);
    // The table keeps hashes, never the address.
    const rows = await db.select().from(signInThrottle);
    expect(JSON.stringify(rows)).not.toContain('example.com');
  });

  it('a successful sign-in clears the count; windows long past are pruned', async () => {
    const db = database().db;
    const now = new Date('2026-11-24T10:00:00Z');
    for (let i = 0; i < ACCOUNT_SIGN_IN_MAX; i++) await consumeSignInAttempt(db, 'lee@example.com', now);
    await clearSignInAttempts(db, 'lee@example.com');
    expect(await consumeSignInAttempt(db, 'lee@example.com', now)).toBe(true);
    await consumeSignInAttempt(db, 'other@example.com', new Date(now.getTime() + 2 * ACCOUNT_SIGN_IN_WINDOW_MS));
    expect(await db.select().from(signInThrottle)).toHaveLength(1);
  });
});
