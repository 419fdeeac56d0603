import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import boundaries from './scripts/eslint/import-boundaries.mjs';

// The import direction of DESIGN.md (app -> features -> lib; components -> lib only), and the
// feature boundaries: a feature may use another feature's queries, schema, types and tags only,
// never its internals (analytics/track.ts is the one client module every feature reports
// through, DESIGN 4). The booking core's workflows (DESIGN 3) are the one place that carries a
// visitor action across features in one transaction: they may also call the claim kinds
// inventory owners implement (features/*/claims.ts) and checkout's payment state machine
// (payment-flow.ts, with its pure ownership and payment decisions), which no other feature may
// import. Decided from import paths alone (scripts/eslint/import-boundaries.mjs).
const importBoundaries = {
  files: ['**/*.{ts,tsx}'],
  plugins: { boundaries },
  rules: {
    'boundaries/imports': [
      'error',
      {
        publicModules: ['queries.ts', 'schema.ts', 'types.ts', 'tags.ts', 'track.ts'],
        workflowModules: ['claims.ts', 'payment-flow.ts', 'payment-decision.ts', 'ownership.ts', 'price-checkout.ts'],
        workflowDir: 'features/cart/workflows',
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
  importBoundaries,
  thinRoutes,
  browserZod,
  {
    ignores: ['.next/**', 'node_modules/**', '.data/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'lib/db/migrations/**'],
  },
];

export default config;
