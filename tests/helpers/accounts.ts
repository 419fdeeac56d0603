import { eq } from 'drizzle-orm';
import { getAuth } from '@/features/accounts/auth';
import { getDb } from '@/lib/db/database';
import { users } from '@/lib/db/schema';

const ORIGIN = 'http://localhost:3000';

async function post(path: string, body: unknown, ip: string): Promise<Response> {
  const auth = await getAuth();
  return auth.handler(
    new Request(`${ORIGIN}/api/auth${path}`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'x-vegas-client-ip': ip, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

/**
 * Registers a member (confirmed without the mail round trip, which the accounts suite covers)
 * and signs in through better-auth: the `Cookie` header value of the new session.
 */
export async function signedInMemberCookie(email: string, password = 'insider pass 1', ip = '203.0.113.200'): Promise<string> {
  const signUp = await post('/sign-up/email', { name: 'Test Member', email, password }, ip);
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);
  const db = await getDb();
  await db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const signIn = await post('/sign-in/email', { email, password }, ip);
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!/session_token=/.test(cookie)) throw new Error('no session cookie');
  return cookie;
}
