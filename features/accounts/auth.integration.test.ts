import { describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { outbox, rateLimits, users, verifications } from '@/lib/db/schema';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { AUTH_MAILS_MAX_PER_RECIPIENT, getAuth, TOO_MANY_ATTEMPTS_MESSAGE } from './auth';
import { SIGN_IN_FAILURES_MAX_PER_PAIR, SIGN_IN_FAILURES_MAX_PER_PAIR_UNDER_ATTACK } from './throttle';

const ORIGIN = 'http://localhost:3000';

async function call(path: string, options: { body?: unknown; ip?: string; cookie?: string; method?: string } = {}) {
  const auth = await getAuth();
  const headers = new Headers({ origin: ORIGIN, 'x-vegas-client-ip': options.ip ?? '203.0.113.1' });
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  if (options.cookie) headers.set('cookie', options.cookie);
  const response = await auth.handler(
    new Request(`${ORIGIN}/api/auth${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
  );
  const text = await response.text();
  return { status: response.status, text, headers: response.headers };
}

describe.each(testDatabaseKinds())('accounts through better-auth (%s)', (kind) => {
  const database = testDatabaseForSuite(kind);

  async function mailsTo(email: string) {
    return database().db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.createdAt);
  }

  /** Mails leave in the background (no timing oracle), so wait for them. */
  async function waitForMails(email: string, count: number) {
    for (let i = 0; i < 100; i++) {
      const mails = await mailsTo(email);
      if (mails.length >= count) return mails;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`expected ${count} mails to ${email}`);
  }

  function linkIn(text: string): URL {
    const match = /https?:\/\/\S+/.exec(text);
    if (!match) throw new Error(`no link in ${text}`);
    return new URL(match[0]);
  }

  async function registerVerified(email: string, password: string, ip: string) {
    const signUp = await call('/sign-up/email', { body: { name: 'Test Member', email, password }, ip });
    expect(signUp.status).toBe(200);
    const [mail] = await waitForMails(email, 1);
    const link = linkIn(mail!.text);
    const verified = await call(`${link.pathname.replace('/api/auth', '')}${link.search}`, { ip });
    expect(verified.status).toBeLessThan(400);
    const [user] = await database().db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);
  }

  it('registers, sends a verification mail, verifies, then signs in with httpOnly cookies', async () => {
    await registerVerified('member@example.com', 'correct horse 1', '203.0.113.10');
    const signIn = await call('/sign-in/email', { body: { email: 'member@example.com', password: 'correct horse 1' }, ip: '203.0.113.10' });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('answers a sign-up for a taken address like a new one, and mails nobody', async () => {
    await registerVerified('taken@example.com', 'owner password 1', '203.0.113.12');
    const fresh = await call('/sign-up/email', { body: { name: 'Someone', email: 'fresh@example.com', password: 'other password 1' }, ip: '203.0.113.13' });
    const taken = await call('/sign-up/email', { body: { name: 'Someone', email: 'taken@example.com', password: 'other password 1' }, ip: '203.0.113.14' });
    expect(taken.status).toBe(fresh.status);
    const shape = (text: string) => Object.keys(JSON.parse(text) as object).sort();
    expect(shape(taken.text)).toEqual(shape(fresh.text));
    await waitForMails('fresh@example.com', 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(await mailsTo('taken@example.com')).toHaveLength(1);
    // The owner's password still works; the stranger's does not.
    expect((await call('/sign-in/email', { body: { email: 'taken@example.com', password: 'other password 1' }, ip: '203.0.113.15' })).status).toBe(401);
    expect((await call('/sign-in/email', { body: { email: 'taken@example.com', password: 'owner password 1' }, ip: '203.0.113.15' })).status).toBe(200);
  });

  it('refuses a bad body with a 400 and a message, not a stack', async () => {
    const bad = await call('/sign-up/email', { body: { name: '', email: 'nope', password: 'x' }, ip: '203.0.113.11' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Field is required.');
    expect(bad.text).not.toMatch(/at .*\.(ts|js|mjs):\d+/);
  });

  it('an attacker cannot lock the owner out: after 100 failures from other addresses the right password still works from the owner\'s address', async () => {
    await registerVerified('target@example.com', 'right password 1', '203.0.113.20');
    const statuses: number[] = [];
    // Ten at a time: each wrong password costs a password hash.
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, j) => {
          const i = batch * 10 + j;
          return call('/sign-in/email', { body: { email: 'target@example.com', password: `wrong ${i}` }, ip: `198.51.${100 + Math.floor(i / 50)}.${(i % 50) + 1}` });
        }),
      );
      statuses.push(...answers.map((r) => r.status));
    }
    expect(statuses).toEqual(Array(100).fill(401));
    // The account is under attack: one attacking address gets SIGN_IN_FAILURES_MAX_PER_PAIR_UNDER_ATTACK tries, then 429.
    const attacker: number[] = [];
    for (let i = 0; i < SIGN_IN_FAILURES_MAX_PER_PAIR_UNDER_ATTACK + 1; i++) {
      const r = await call('/sign-in/email', { body: { email: 'target@example.com', password: `again ${i}` }, ip: '192.0.2.77' });
      attacker.push(r.status);
      if (r.status === 429) {
        expect(r.headers.get('retry-after')).toBe('900');
        expect(r.text).toContain(TOO_MANY_ATTEMPTS_MESSAGE);
      }
    }
    expect(attacker).toEqual([...Array(SIGN_IN_FAILURES_MAX_PER_PAIR_UNDER_ATTACK).fill(401), 429]);
    // The owner, from an address that has not failed, signs in.
    const owner = await call('/sign-in/email', { body: { email: 'target@example.com', password: 'right password 1' }, ip: '203.0.113.21' });
    expect(owner.status).toBe(200);
  }, 120_000);

  it(`refuses an address after its own ${SIGN_IN_FAILURES_MAX_PER_PAIR} failures on an account, even with the right password; another address is not refused`, async () => {
    await registerVerified('typo@example.com', 'right password 2', '203.0.113.22');
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_FAILURES_MAX_PER_PAIR; i++) {
      statuses.push((await call('/sign-in/email', { body: { email: 'typo@example.com', password: `wrong ${i}` }, ip: '192.0.2.88' })).status);
    }
    expect(statuses).toEqual([...Array(SIGN_IN_FAILURES_MAX_PER_PAIR).fill(401), 429]);
    expect((await call('/sign-in/email', { body: { email: 'typo@example.com', password: 'right password 2' }, ip: '192.0.2.88' })).status).toBe(429);
    expect((await call('/sign-in/email', { body: { email: 'typo@example.com', password: 'right password 2' }, ip: '192.0.2.89' })).status).toBe(200);
  });

  it('mails a fixed text: the name typed into the sign-up form never reaches the address it was given', async () => {
    const signUp = await call('/sign-up/email', { body: { name: 'Buy cheap pills at spam.example', email: 'stranger@example.com', password: 'some password 1' }, ip: '203.0.113.23' });
    expect(signUp.status).toBe(200);
    const [mail] = await waitForMails('stranger@example.com', 1);
    expect(mail!.text).not.toContain('spam.example');
    expect(mail!.subject).not.toContain('spam.example');
    expect(mail!.text.startsWith('Hello,\n')).toBe(true);
  });

  it('throttles 20 wrong passwords in a row from one address across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await call('/sign-in/email', { body: { email: `nobody${i}@example.com`, password: 'wrong pass' }, ip: '192.0.2.50' });
      statuses.push(r.status);
    }
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.at(-1)).toBe(429);
    // The counter is a database row, so every app instance on this database sees it.
    const counters = await database().db.select().from(rateLimits).where(like(rateLimits.key, '%192.0.2.50%'));
    expect(counters.length).toBeGreaterThan(0);
  });

  it('answers forgot-password alike for unknown and known addresses, and mails only the known one', async () => {
    await registerVerified('known@example.com', 'old password 1', '203.0.113.30');
    const before = (await database().db.select().from(outbox)).length;
    const unknown = await call('/request-password-reset', { body: { email: 'unknown@example.com' }, ip: '203.0.113.31' });
    const known = await call('/request-password-reset', { body: { email: 'known@example.com' }, ip: '203.0.113.32' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    await waitForMails('known@example.com', 2);
    await new Promise((r) => setTimeout(r, 100));
    expect(await mailsTo('unknown@example.com')).toHaveLength(0);
    expect((await database().db.select().from(outbox)).length).toBe(before + 1);
  });

  it(`mails one address at most ${AUTH_MAILS_MAX_PER_RECIPIENT} times in 15 minutes, however many addresses ask; the answers do not change`, async () => {
    await registerVerified('flooded@example.com', 'some password 9', '203.0.113.50');
    const answers = new Set<string>();
    for (let i = 0; i < AUTH_MAILS_MAX_PER_RECIPIENT + 3; i++) {
      const r = await call('/request-password-reset', { body: { email: 'flooded@example.com' }, ip: `198.18.4.${i + 1}` });
      answers.add(`${r.status} ${r.text}`);
    }
    expect(answers.size).toBe(1);
    await waitForMails('flooded@example.com', AUTH_MAILS_MAX_PER_RECIPIENT);
    await new Promise((r) => setTimeout(r, 300));
    // The confirmation mail of the sign-up counted too.
    expect(await mailsTo('flooded@example.com')).toHaveLength(AUTH_MAILS_MAX_PER_RECIPIENT);
  });

  it('resets a password once with the mailed token; a used or expired token is refused', async () => {
    await registerVerified('reset@example.com', 'old password 1', '203.0.113.40');
    await call('/request-password-reset', { body: { email: 'reset@example.com' }, ip: '203.0.113.40' });
    const mails = await waitForMails('reset@example.com', 2);
    const link = linkIn(mails.at(-1)!.text);
    expect(link.pathname).toMatch(/^\/iv2\/reset-password\/[A-Za-z0-9_-]{16,}$/);
    const token = link.pathname.split('/').at(-1)!;

    const before = await call('/sign-in/email', { body: { email: 'reset@example.com', password: 'old password 1' }, ip: '203.0.113.45' });
    const cookie = (before.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect((await call('/get-session', { cookie })).text).toContain('reset@example.com');

    const first = await call('/reset-password', { body: { token, newPassword: 'new password 2' }, ip: '203.0.113.41' });
    expect(first.status).toBe(200);
    // The reset ends the sessions signed in with the old password.
    expect((await call('/get-session', { cookie })).text).toBe('null');
    const again = await call('/reset-password', { body: { token, newPassword: 'new password 3' }, ip: '203.0.113.41' });
    expect(again.status).toBe(400);
    const oldPassword = await call('/sign-in/email', { body: { email: 'reset@example.com', password: 'old password 1' }, ip: '203.0.113.42' });
    expect(oldPassword.status).toBe(401);
    const newPassword = await call('/sign-in/email', { body: { email: 'reset@example.com', password: 'new password 2' }, ip: '203.0.113.42' });
    expect(newPassword.status).toBe(200);

    await call('/request-password-reset', { body: { email: 'reset@example.com' }, ip: '203.0.113.43' });
    const later = await waitForMails('reset@example.com', 3);
    const expiredToken = linkIn(later.at(-1)!.text).pathname.split('/').at(-1)!;
    await database()
      .db.update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${expiredToken}`));
    const expired = await call('/reset-password', { body: { token: expiredToken, newPassword: 'new password 4' }, ip: '203.0.113.44' });
    expect(expired.status).toBe(400);
  });
});
