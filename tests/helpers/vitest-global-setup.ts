// vitest globalSetup: gives the run a folder and a PostgreSQL name prefix for the database
// templates of tests/helpers/database-templates.ts (tests/helpers/template-store.mjs). Under
// `npm test` the store is the test command's, which keeps it for the Playwright servers and
// removes it at its end; a vitest run on its own makes one and removes it when the run ends.
// Nothing is built here: the first file that wants a template builds it, so a run of unit
// tests alone never seeds anything.
import type { TestProject } from 'vitest/node';
import { createTemplateStore, dropTemplateStore, inheritedTemplateStore } from './template-store.mjs';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // TEST_TEMPLATES=0: every file migrates and seeds its own database (to compare, or to rule the copies out).
  if (process.env.TEST_TEMPLATES === '0') {
    project.provide('testTemplates', null);
    return async () => {};
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  const inherited = inheritedTemplateStore();
  if (inherited) {
    project.provide('testTemplates', inherited);
    return async () => {};
  }
  const store = createTemplateStore();
  project.provide('testTemplates', store);
  const warn = (error: Error) => console.warn(`[templates] ${error.message}`);
  // Leftovers of runs killed before their teardown.
  if (adminUrl) await dropTemplateStore(store, adminUrl, { removeDir: false }).catch(warn);
  return async () => {
    await dropTemplateStore(store, adminUrl).catch(warn);
  };
}
