import { getEnv, type Env } from '@/lib/env';

// What APP_MODE changes (issue 25 item 2). `demo` (the default): the test card provider, the local
// PayPal page and the development pages work, and every page says it is a demo store. `production`:
// started only when lib/config/production-check.mjs is satisfied; the test provider, the local
// PayPal page and every development page are unreachable, and cookies are Secure.

type ModeEnv = Pick<Env, 'APP_MODE'>;

/** APP_MODE=production: real money, real visitors. */
export function isProductionMode(env: ModeEnv = getEnv()): boolean {
  return env.APP_MODE === 'production';
}

/** Every page shows the demo notice (server-rendered in the chrome; never in production). */
export function showsDemoNotice(env: ModeEnv = getEnv()): boolean {
  return !isProductionMode(env);
}

/**
 * How PayPal is paid: through PayPal's REST API when credentials are set; through the local
 * stand-in page in the demo; not at all in production without credentials (not offered, and its
 * return route answers not found).
 */
export function paypalMode(env: Pick<Env, 'APP_MODE' | 'PAYPAL_CLIENT_ID' | 'PAYPAL_CLIENT_SECRET'> = getEnv()): 'rest' | 'local' | 'off' {
  if (env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET) return 'rest';
  return isProductionMode(env) ? 'off' : 'local';
}

/** Pages for development and the tests (/iv2/dev/*): never in production mode. */
export function devPagesAllowed(env: ModeEnv = getEnv()): boolean {
  return !isProductionMode(env);
}

/** Cookies carry Secure: always in production mode, and whenever the site is served over https. */
export function secureCookies(env: Pick<Env, 'APP_MODE' | 'SITE_URL'> = getEnv()): boolean {
  return isProductionMode(env) || env.SITE_URL.startsWith('https://');
}

/** The notice's words (one place: the chrome renders it, the e2e test reads it). */
export const DEMO_NOTICE_TEXT = 'Demo store: no real money is taken. Pay with the test card 4242 4242 4242 4242.';
