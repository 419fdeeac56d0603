import 'server-only';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { nextCookies } from 'better-auth/next-js';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Db } from '@/lib/db/client';
import { secureCookies } from '@/lib/config/app-mode';
import { getDb } from '@/lib/db/database';
import { appSecrets, rateLimits, users, userAccounts, userSessions, verifications } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { CLIENT_IP_HEADER, clientIpOf } from '@/lib/http/client-ip';
import { sendMail, type Mail } from '@/lib/mail/mailer';
import { absoluteUrl, routes } from '@/lib/routes';
import { resetPasswordMail, verificationMail } from './mails';
import {
  requestResetBodySchema,
  resendVerificationBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
} from './schema';
import { clearSignInFailures, recordSignInFailure, SIGN_IN_WINDOW_MS, signInAllowed } from './throttle';
import { consumeAttempt, throttleKey } from '@/lib/security/throttle';

export const AUTH_BASE_PATH = '/api/auth';

/**
 * Under vitest only (VITEST is set by the test runner, never by `next start`): scrypt at a
 * hundredth of better-auth's cost (N 1024, r 2 instead of N 16384, r 16), in better-auth's own
 * 'salt:key' form. The lock-out tests make hundreds of failed sign-ins, each a full hash: at the
 * real cost they alone took two minutes of a two-core CI machine. Every server, e2e included,
 * hashes with better-auth's default.
 */
const VITEST_PASSWORD_HASHING = (() => {
  const derive = (password: string, salt: string) =>
    new Promise<string>((resolve, reject) =>
      scrypt(password.normalize('NFKC'), salt, 64, { N: 1024, r: 2, p: 1 }, (error, key) => (error ? reject(error) : resolve(key.toString('hex')))),
    );
  return {
    hash: async (password: string) => {
      const salt = randomBytes(16).toString('hex');
      return `${salt}:${await derive(password, salt)}`;
    },
    verify: async ({ hash, password }: { hash: string; password: string }) => {
      const [salt, key] = hash.split(':');
      if (!salt || !key) return false;
      const derived = Buffer.from(await derive(password, salt), 'hex');
      const stored = Buffer.from(key, 'hex');
      return derived.length === stored.length && timingSafeEqual(derived, stored);
    },
  };
})();
export const RESET_TOKEN_SECONDS = 60 * 60;
export const VERIFICATION_TOKEN_SECONDS = 24 * 60 * 60;
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Per-address limits (better-auth keys them by client address and path) in the database, so
 * all instances share them. The per-account sign-in limit is in throttle.ts.
 */
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 5 },
  '/request-password-reset': { window: 300, max: 5 },
  '/reset-password': { window: 300, max: 10 },
  '/send-verification-email': { window: 300, max: 3 },
} as const;

// Our zod shapes for the endpoints the pages use: a bad body is a 400 with a message before
// better-auth reads it (its own validation still runs after ours).
const BODY_SCHEMAS: Record<string, z.ZodMiniType> = {
  '/sign-up/email': signUpBodySchema,
  '/sign-in/email': signInBodySchema,
  '/request-password-reset': requestResetBodySchema,
  '/reset-password': resetPasswordBodySchema,
  '/send-verification-email': resendVerificationBodySchema,
};

/**
 * Mails leave in the background: awaiting them would make "known address" answers slower
 * than "unknown address" ones, and the timing would tell which addresses have accounts.
 */
function sendInBackground(db: Db, mail: Mail): void {
  sendToRecipientWithinLimit(db, mail).catch((error: unknown) => console.error('[accounts] mail failed:', error));
}

/**
 * Confirmation and reset mails per recipient per 15-minute window, whatever the addresses the
 * requests come from (better-auth limits those per address): a script cannot flood someone's
 * mailbox through our forms. Past it, the answer stays the same and nothing is sent.
 */
export const AUTH_MAILS_MAX_PER_RECIPIENT = 5;

async function sendToRecipientWithinLimit(db: Db, mail: Mail): Promise<void> {
  if (!(await consumeAttempt(db, throttleKey('auth-mail-to', mail.to.trim().toLowerCase()), AUTH_MAILS_MAX_PER_RECIPIENT))) {
    console.warn('[accounts] mail not sent: too many for this recipient in this window');
    return;
  }
  await sendMail(mail);
}

async function authSecret(db: Db): Promise<string> {
  const configured = getEnv().BETTER_AUTH_SECRET;
  if (configured) return configured;
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, 'auth'));
  if (!row) throw new Error('No auth secret: set BETTER_AUTH_SECRET or apply migration 0006');
  return row.value;
}

function buildAuth(db: Db, secret: string) {
  const env = getEnv();
  const siteOrigin = new URL(env.SITE_URL).origin;
  const facebook =
    env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET
      ? { facebook: { clientId: env.FACEBOOK_CLIENT_ID, clientSecret: env.FACEBOOK_CLIENT_SECRET } }
      : {};
  return betterAuth({
    appName: env.SITE_NAME,
    // Links in mails always use the configured site, never the request's Host header.
    baseURL: siteOrigin,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [siteOrigin, ...env.AUTH_TRUSTED_ORIGINS.map((u) => new URL(u).origin)],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: userSessions, account: userAccounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      // No session before the address is confirmed; sign-up answers alike for new and taken addresses.
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      ...(process.env.VITEST ? { password: VITEST_PASSWORD_HASHING } : {}),
      sendResetPassword: async ({ user, token }) => {
        const url = absoluteUrl(routes.resetPassword.build({ token }), siteOrigin);
        sendInBackground(db, resetPasswordMail({ to: user.email, siteName: env.SITE_NAME, url, minutes: RESET_TOKEN_SECONDS / 60 }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // A member who lost the first mail gets a new one by trying to sign in.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_TOKEN_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        sendInBackground(db, verificationMail({ to: user.email, siteName: env.SITE_NAME, url }));
      },
    },
    socialProviders: facebook,
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: { enabled: true, storage: 'database', window: 60, max: 100, customRules: { ...AUTH_RATE_LIMITS } },
    advanced: {
      // better-auth turns its origin and CSRF checks off when it detects a test run; keep them
      // on, so the tests exercise what production does.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      // The client's address as the production server decided it (lib/http/client-ip.ts): never
      // X-Forwarded-For, which a client writes. Without the header (next dev, tests that do not
      // set it) better-auth counts every request as one address.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Secure cookies in production mode and whenever SITE_URL is https; httpOnly and SameSite=Lax are better-auth's defaults.
      useSecureCookies: secureCookies(env),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const schema = BODY_SCHEMAS[ctx.path];
        if (!schema) return;
        const parsed = z.safeParse(schema, ctx.body);
        if (!parsed.success) {
          const first = parsed.error.issues[0];
          throw new APIError('BAD_REQUEST', {
            message: first ? `${first.path.join('.') || 'body'}: ${first.message}` : 'Invalid request',
          });
        }
        if (ctx.path === '/sign-in/email') {
          const { email } = parsed.data as z.infer<typeof signInBodySchema>;
          // Refused for this address's own failures only (throttle.ts): nobody else's can lock the owner out.
          if (!(await signInAllowed(db, email, clientIpOf(ctx.headers)))) {
            throw new APIError('TOO_MANY_REQUESTS', { message: TOO_MANY_ATTEMPTS_MESSAGE }, { 'Retry-After': String(SIGN_IN_WINDOW_MS / 1000) });
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return;
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        if (typeof email !== 'string') return;
        const ip = clientIpOf(ctx.headers);
        if (ctx.context.newSession) {
          await clearSignInFailures(db, email, ip);
          return;
        }
        // A wrong password or an unknown address (401) is a failure; an unconfirmed address with
        // the right password (403, a new link mailed) and our own refusals (400, 429) are not.
        const returned: unknown = ctx.context.returned;
        if (isAPIError(returned) && returned.statusCode === 401) await recordSignInFailure(db, email, ip);
      }),
    },
    // Sets cookies when a server action calls auth.api (pages use the HTTP endpoints).
    plugins: [nextCookies()],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof buildAuth>;

// One instance per database (tests install a fresh database per file).
const authByDb = new WeakMap<Db, Promise<Auth>>();

export async function getAuth(): Promise<Auth> {
  const db = await getDb();
  let auth = authByDb.get(db);
  if (!auth) {
    auth = authSecret(db).then((secret) => buildAuth(db, secret));
    authByDb.set(db, auth);
    auth.catch(() => authByDb.delete(db));
  }
  return auth;
}

export function facebookLoginEnabled(): boolean {
  const env = getEnv();
  return Boolean(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET);
}
