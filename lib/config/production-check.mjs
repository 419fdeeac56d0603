// The production mode's start-up check (APP_MODE=production, issue 25 item 2): what a shop that
// takes real money and faces the open internet must have configured. Plain ESM with no imports,
// so scripts/server.mjs runs it before Next (or anything else) is loaded: a misconfigured
// production server exits with one message naming every problem, before it listens and without
// needing a build. lib/env.ts validates the shape of each variable; this asks what production
// needs on top of it. Tested in production-check.test.ts and scripts/server-production.test.ts.

/** Hosts that are this machine, never a public site. */
const LOCAL_HOST = /^(localhost|.*\.localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|\[::ffff:127(?:\.\d{1,3}){3}\])$/i;

/** @param {string | undefined} value */
const unset = (value) => value === undefined || value.trim() === '';

/** @param {string | undefined} value */
const off = (value) => value !== undefined && ['0', 'false', 'off', 'no'].includes(value.trim().toLowerCase());

/** @param {string | undefined} value */
const on = (value) => value !== undefined && ['1', 'true', 'on', 'yes'].includes(value.trim().toLowerCase());

/**
 * The settings that are missing or unsafe for APP_MODE=production, one line each (empty: ready,
 * or not in production mode).
 * @param {Record<string, string | undefined>} env the raw environment (process.env)
 * @returns {string[]}
 */
export function productionProblems(env) {
  if ((env.APP_MODE ?? '').trim() !== 'production') return [];
  /** @type {string[]} */
  const problems = [];

  // A real card provider: without it checkout would need the test card provider, which approves
  // every Luhn-valid number and moves no money.
  if (unset(env.STRIPE_SECRET_KEY)) problems.push('STRIPE_SECRET_KEY is missing: production takes cards through Stripe only (the test card provider is off)');
  if (unset(env.STRIPE_WEBHOOK_SECRET)) problems.push('STRIPE_WEBHOOK_SECRET is missing: Stripe webhooks cannot be verified without the endpoint signing secret (whsec_…)');
  if (!unset(env.STRIPE_API_URL)) problems.push('STRIPE_API_URL must be unset in production: it sends payments to another host than Stripe (a test stand-in)');

  // Canonical links, sitemaps, mailed links, QR codes, return urls and the auth origin.
  if (unset(env.SITE_URL)) {
    problems.push('SITE_URL is missing: links, return urls and the auth origin need the public https address (it defaults to http://localhost:3000)');
  } else {
    /** @type {URL | null} */
    let url = null;
    try {
      url = new URL(String(env.SITE_URL).trim());
    } catch {
      problems.push(`SITE_URL is not a url: ${env.SITE_URL}`);
    }
    if (url && url.protocol !== 'https:') problems.push(`SITE_URL must be https in production (got ${url.protocol}//${url.host}): cookies are Secure and HSTS is sent`);
    if (url && LOCAL_HOST.test(url.hostname)) problems.push(`SITE_URL must be the public address, not this machine (${url.hostname})`);
  }

  // Mail: without SMTP every confirmation, ticket and password mail stays in the outbox table.
  if (unset(env.SMTP_URL)) problems.push('SMTP_URL is missing: order confirmations, tickets and password mails would stay in the outbox table');

  // The signing key: sessions (better-auth), its signed cookies, and the order access grants
  // (lib/security/app-secret.ts) all sign with BETTER_AUTH_SECRET, and fall back to a secret kept
  // in the database when it is unset, where anyone who reads a backup can forge them.
  if (unset(env.BETTER_AUTH_SECRET)) {
    problems.push('BETTER_AUTH_SECRET is missing: sessions, signed cookies and order access grants would be signed with a secret stored in the database');
  } else if (String(env.BETTER_AUTH_SECRET).length < 32) {
    problems.push('BETTER_AUTH_SECRET is too short: at least 32 random characters');
  }

  // The demo city: seeded into an empty database (and topped up) unless told not to.
  if (!off(env.AUTO_SEED)) problems.push('AUTO_SEED must be 0 in production: it seeds the demo city (its products, venues and prices) into an empty database');

  // Development pages that must not exist in production.
  if (on(env.OUTBOX_PAGE)) problems.push('OUTBOX_PAGE must be off in production: it lists every mail sent, with its links, at /iv2/dev/outbox');

  return problems;
}

/**
 * The one message a refused start prints, or null when production may start.
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function productionStartError(env) {
  const problems = productionProblems(env);
  if (problems.length === 0) return null;
  return [
    `APP_MODE=production refuses to start: ${problems.length} setting${problems.length === 1 ? '' : 's'} missing or unsafe`,
    ...problems.map((problem) => `  - ${problem}`),
    'See docs/operations/configuration.md (production checklist), or unset APP_MODE to run the demo.',
  ].join('\n');
}
