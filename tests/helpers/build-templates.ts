// `npm test` builds the run's database templates up front (tests/helpers/template-store.mjs), while
// the typecheck, lint and build run: the Playwright servers start from the seeded ones while
// vitest runs, and vitest's files find every template ready. PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set, side by side.
//   node --conditions=react-server --import tsx tests/helpers/build-templates.ts
import { ensurePgliteTemplate, ensurePostgresTemplate } from './database-templates';
import { inheritedTemplateStore } from './template-store.mjs';

const store = inheritedTemplateStore();
if (!store) {
  console.error('build-templates: no template store (run through npm test)');
  process.exit(2);
}
const adminUrl = process.env.TEST_DATABASE_URL;
const started = Date.now();
await Promise.all([
  ensurePgliteTemplate(store, 'seeded').then(() => ensurePgliteTemplate(store, 'migrated')),
  ...(adminUrl ? [ensurePostgresTemplate(store, adminUrl, 'seeded').then(() => ensurePostgresTemplate(store, adminUrl, 'migrated'))] : []),
]);
console.log(`build-templates: PGlite${adminUrl ? ' and PostgreSQL' : ''} templates ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(0);
