import { z } from 'zod';

/**
 * The one place that reads process.env. Everything else imports `env`.
 * Parsing is lazy so that `next build` (which imports modules but serves nothing)
 * never fails on run-time-only settings.
 */

const bool = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['1', 'true', 'on', 'yes'].includes(v)));

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL');

/** An absolute http(s) url, or a same-site path (never `//host`, which is another site in disguise). */
const accountBaseUrl = z
  .union([z.url({ protocol: /^https?$/ }), z.string().regex(/^\/(?![/\\])[^\s?#]*$/, 'must be an absolute http(s) url or a path'), z.literal('')])
  .optional()
  .transform((v) => v || undefined);

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** PostgreSQL for production and scale; when unset the embedded PGlite database is used. */
  DATABASE_URL: z.union([postgresUrl, z.literal('')]).optional().transform((v) => v || undefined),
  /** Connections per app instance to PostgreSQL (seat holds under contention want more than reads). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Folder of the embedded database. `memory://` keeps it in memory (tests, build). */
  PGLITE_DATA_DIR: z.string().min(1).default('.data/pglite'),
  /** Seed the demo city automatically when the database is empty. */
  AUTO_SEED: bool(true),
  SEED_SCALE: z.coerce.number().int().min(1).max(50).default(1),
  /** How long seats and general-admission places stay held for a cart (DESIGN 3: 15 minutes). */
  HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  /** Run the in-app scheduled jobs (pg-boss): abandoned-cart recovery mails. Off for one-off scripts. */
  JOBS: bool(true),
  /** A cart with items and an e-mail left this long gets one recovery e-mail. */
  ABANDONED_CART_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  SITE_NAME: z.string().min(1).default('VegasGo'),
  SITE_PHONE: z.string().min(3).default('1-888-555-0142'),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  CHAT_URL: z.string().min(1).default('/chat'),
  /** Comma-separated routes where the chat toggle is hidden (served at /routesToExclude.json). */
  CHAT_EXCLUDED_ROUTES: z
    .string()
    .default('/iv2/cart,/iv2/checkout,/iv2/billing,/iv2/confirmation')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),

  /** smtp(s)://user:pass@host:port; when unset, mail goes to the outbox table (lib/mail). */
  SMTP_URL: z
    .union([z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  MAIL_FROM: z.string().min(3).default('VegasGo <no-reply@vegasgo.example>'),
  /**
   * The support inbox: messages left in the chat console go there. Unset: support@ the domain
   * MAIL_FROM sends from (what the seeded Contact Us page names).
   */
  SUPPORT_EMAIL: z
    .union([z.email().max(254), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  /**
   * The sales inbox: group travel requests (5+ hotel rooms, features/group-travel) go there.
   * Unset: sales@ the domain MAIL_FROM sends from.
   */
  SALES_EMAIL: z
    .union([z.email().max(254), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  /** Lists the outbox at /iv2/dev/outbox in production too (the e2e server reads mails there). */
  OUTBOX_PAGE: bool(false),
  /**
   * Signs session cookies. When unset, a random secret generated once per database (migration
   * 0006) is used, so every instance on one database agrees without configuration.
   */
  BETTER_AUTH_SECRET: z
    .union([z.string().min(32, 'must be at least 32 characters'), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  /** Extra origins (comma-separated) allowed to post to the auth endpoints besides SITE_URL's. */
  AUTH_TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url())),
  /**
   * Our proxies (addresses, CIDR ranges or proxy-addr's names, comma-separated). scripts/server.mjs
   * reads X-Forwarded-For only when the connection comes from one of them
   * (lib/http/forwarded-ip.mjs, which refuses a bad entry at start); the app reads the result.
   */
  AUTH_TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /** Facebook login is offered only when both are set. */
  FACEBOOK_CLIENT_ID: z.string().optional().transform((v) => v || undefined),
  FACEBOOK_CLIENT_SECRET: z.string().optional().transform((v) => v || undefined),
  /**
   * The my-account app served outside this one, used when FLAG_DISABLE_REACT_MY_ACCOUNT turns the
   * React my-account pages off (an absolute url, or a path that a proxy in front sends elsewhere).
   */
  MY_ACCOUNT_APP_URL: z
    .union([z.string().url(), z.string().regex(/^\/(?![/\\])\S*$/, 'must be an absolute url or a path'), z.literal('')])
    .optional()
    .transform((v) => v || undefined),

  /**
   * Where sign-in and registration happen (storefront 2.2: "Their base URLs come from
   * configuration"): an absolute url of an account service, or a path that a proxy in front sends
   * there. Unset: this app's own pages under the root path, /iv2/login and /iv2/register. When
   * set, every login (or register) link goes there with `returnTo` (an absolute url when the
   * base is another site), and the app's own page redirects there.
   */
  LOGIN_BASE_URL: accountBaseUrl,
  REGISTER_BASE_URL: accountBaseUrl,

  /**
   * PayPal REST credentials (developer.paypal.com, an app's client id and secret). When both are
   * set, checkout pays through PayPal; when neither is, the local stand-in page /iv2/dev/paypal.
   */
  PAYPAL_CLIENT_ID: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  PAYPAL_CLIENT_SECRET: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** PayPal's API: the sandbox by default; https://api-m.paypal.com for live payments. */
  PAYPAL_API_BASE: z.string().url().default('https://api-m.sandbox.paypal.com'),

  /**
   * Stripe (the real card provider): a secret key (sk_live_… or sk_test_…) and the signing secret
   * of the webhook endpoint (whsec_…), set together. Unset: the built-in test card provider
   * (demo mode only). STRIPE_API_URL points the SDK at another host (the tests' stand-in).
   */
  STRIPE_SECRET_KEY: z
    .union([z.string().regex(/^(sk|rk)_(live|test)_\S{8,}$/, 'must be a Stripe secret key (sk_live_… or sk_test_…)'), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  STRIPE_WEBHOOK_SECRET: z
    .union([z.string().regex(/^whsec_\S{8,}$/, 'must be a webhook signing secret (whsec_…)'), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  STRIPE_API_URL: z
    .union([z.string().url().regex(/^https?:\/\//, 'must be an http(s) url'), z.literal('')])
    .optional()
    .transform((v) => v || undefined),

  /**
   * `demo` (the default: test cards, the local PayPal page, a demo notice on every page) or
   * `production` (refuses to start unless real payments, an https SITE_URL, SMTP, the auth
   * secret and the signing keys are configured; test provider and dev pages unreachable).
   */
  APP_MODE: z.enum(['demo', 'production']).default('demo'),

  /**
   * An external content service answering the same GraphQL documents as /api/graphql (DESIGN 4);
   * when unset the site reads its own content service in process, without an HTTP hop.
   */
  CONTENT_SERVICE_URL: z
    .union([z.string().url().regex(/^https?:\/\//, 'must be an http(s) url'), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  /** Editors send it as `Authorization: Bearer <token>` to the content mutations; unset: no editing over GraphQL. */
  CONTENT_EDITOR_TOKEN: z
    .union([z.string().min(24, 'must be at least 24 characters'), z.literal('')])
    .optional()
    .transform((v) => v || undefined),

  FLAG_CITYWIDE_RATE_CALENDAR: bool(true),
  FLAG_ALL_IN_PRICING: bool(false),
  FLAG_TABS_SEARCH_HERO: bool(false),
  FLAG_DISABLE_PAST_DATE_HANDLING: bool(false),
  FLAG_DISABLE_ORDER_VIEWER: bool(false),
  FLAG_DISABLE_REACT_MY_ACCOUNT: bool(false),
  FLAG_LTC_CALENDAR: bool(false),
  FLAG_QUANTITY_CAP_12: bool(true),
  FLAG_UNIQUE_PURCHASE_QUANTITY_FIX: bool(true),
  FLAG_DISABLE_PREFERRED_PRODUCT: bool(false),
  FLAG_KEEP_SEAT_LIST_MOUNTED: bool(false),
}).superRefine((env, context) => {
  if ((env.PAYPAL_CLIENT_ID === undefined) !== (env.PAYPAL_CLIENT_SECRET === undefined)) {
    context.addIssue({
      code: 'custom',
      path: [env.PAYPAL_CLIENT_ID === undefined ? 'PAYPAL_CLIENT_ID' : 'PAYPAL_CLIENT_SECRET'],
      message: 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set together or not at all',
    });
  }
  if ((env.STRIPE_SECRET_KEY === undefined) !== (env.STRIPE_WEBHOOK_SECRET === undefined)) {
    context.addIssue({
      code: 'custom',
      path: [env.STRIPE_SECRET_KEY === undefined ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET'],
      message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together or not at all',
    });
  }
  if (env.FLAG_DISABLE_REACT_MY_ACCOUNT && env.MY_ACCOUNT_APP_URL === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['MY_ACCOUNT_APP_URL'],
      message: 'is required when FLAG_DISABLE_REACT_MY_ACCOUNT is on (where the my-account app is served instead)',
    });
  }
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return result.data;
}

let cached: Env | undefined;

/** The validated environment of this process, parsed on first use. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** True while `next build` runs (its main process and its prerender workers). */
export function isProductionBuild(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}
