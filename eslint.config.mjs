import { existsSync, readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The import direction of DESIGN.md: app -> features -> lib; components -> lib only.
const importDirection = {
  files: ['**/*.{ts,tsx}'],
  rules: {
    'import/no-restricted-paths': [
      'error',
      {
        zones: [
          { target: './features', from: './app', message: 'features/ must not import app/ (app -> features -> lib).' },
          { target: './lib', from: './app', message: 'lib/ must not import app/.' },
          { target: './lib', from: './features', message: 'lib/ must not import features/.' },
          { target: './lib', from: './components', message: 'lib/ must not import components/.' },
          { target: './components', from: './features', message: 'components/ may import lib/ only.' },
          { target: './components', from: './app', message: 'components/ may import lib/ only.' },
        ],
      },
    ],
    '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
    '@typescript-eslint/no-explicit-any': 'error',
    'no-restricted-syntax': [
      'error',
      { selector: 'ExportAllDeclaration[source.value=/features/]', message: 'No barrel files over features.' },
    ],
  },
};

// A feature may use another feature's queries, schema, types and tags only, never its internals.
// analytics/track.ts is the one client module every feature reports through (DESIGN 4).
const PUBLIC_MODULES = ['queries.ts', 'schema.ts', 'types.ts', 'tags.ts', 'track.ts'];
const featureNames = existsSync('features')
  ? readdirSync('features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const featureBoundaries = {
  files: ['features/**/*.{ts,tsx}'],
  ignores: ['features/cart/workflows/**'],
  rules: {
    'import/no-restricted-paths': [
      'error',
      {
        zones: [
          ...importDirection.rules['import/no-restricted-paths'][1].zones,
          ...featureNames.map((name) => ({
            target: `./features/${name}`,
            from: './features',
            except: [`./${name}`, ...featureNames.flatMap((other) => PUBLIC_MODULES.map((m) => `./${other}/${m}`))],
            message: "Use another feature's queries, schema, types, tags (or analytics' track) only.",
          })),
        ],
      },
    ],
  },
};

// The booking core's workflows (DESIGN 3) are the one place that carries a visitor action across
// features in one transaction: they call the claim kinds inventory owners implement
// (features/*/claims.ts) and checkout's payment state machine (payment-flow.ts, with its pure
// ownership and payment decisions), which no other feature may import.
const WORKFLOW_MODULES = ['claims.ts', 'payment-flow.ts', 'payment-decision.ts', 'ownership.ts', 'price-checkout.ts'];
const bookingCoreWorkflows = {
  files: ['features/cart/workflows/**/*.{ts,tsx}'],
  rules: {
    'import/no-restricted-paths': [
      'error',
      {
        zones: [
          ...importDirection.rules['import/no-restricted-paths'][1].zones,
          {
            target: './features/cart/workflows',
            from: './features',
            except: ['./cart', ...featureNames.flatMap((other) => [...PUBLIC_MODULES, ...WORKFLOW_MODULES].map((m) => `./${other}/${m}`))],
            message: "A workflow uses another feature's public modules and its claim kinds or payment flow only.",
          },
        ],
      },
    ],
  },
};

// Routes stay thin: data access goes through a feature's queries and mutations (tests may
// set up their database directly).
const thinRoutes = {
  files: ['app/**/*.{ts,tsx}'],
  ignores: ['app/**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: ['@/lib/db', '@/lib/db/*'], message: 'app/ reads and writes through features/, never lib/db.' }] },
    ],
  },
};

// Code the browser loads parses with zod/mini: classic zod is not tree-shaken and put about
// 15 kB (gzip) into every page's first-load JavaScript (see README, Performance).
const browserZod = {
  files: [
    'components/**/*.{ts,tsx}',
    'features/*/components/**/*.{ts,tsx}',
    'features/*/schema.ts',
    'features/*/storage.ts',
    'features/cart/cart-count.ts',
    'features/analytics/*.ts',
    'lib/config/product-types.ts',
  ],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      { paths: [{ name: 'zod', message: "Code the browser loads imports 'zod/mini' (see eslint.config.mjs)." }] },
    ],
  },
};

const config = [
  ...nextVitals,
  ...nextTs,
  importDirection,
  featureBoundaries,
  bookingCoreWorkflows,
  thinRoutes,
  browserZod,
  {
    ignores: ['.next/**', 'node_modules/**', '.data/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'lib/db/migrations/**'],
  },
];

export default config;
