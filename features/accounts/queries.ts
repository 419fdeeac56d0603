import 'server-only';
import { headers } from 'next/headers';
import { facebookLoginEnabled, getAuth } from './auth';
import type { AccountProfile } from './schema';

/**
 * The signed-in member of this request, or null. Reads cookies: only per-visitor
 * (dynamic) pages and route handlers may call it, never a cached page.
 */
export async function getSignedInProfile(): Promise<AccountProfile | null> {
  return findSignedInProfile(await headers());
}

/** The signed-in member of a request with these headers (a route handler's own request), or null. */
export async function findSignedInProfile(requestHeaders: Headers): Promise<AccountProfile | null> {
  // Without a cookie there is no session to look up.
  if (!requestHeaders.get('cookie')) return null;
  const auth = await getAuth();
  // disableRefresh: a server component cannot set the refreshed cookie; the session's age
  // is renewed by the auth endpoints instead.
  const session = await auth.api.getSession({ headers: requestHeaders, query: { disableRefresh: true } });
  if (!session) return null;
  return { id: session.user.id, name: session.user.name, email: session.user.email, emailVerified: session.user.emailVerified };
}

/** Which sign-in methods the login page offers besides e-mail and password. */
export function socialLoginOptions(): { facebook: boolean } {
  return { facebook: facebookLoginEnabled() };
}
