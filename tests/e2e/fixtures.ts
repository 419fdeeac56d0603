import { test as base, expect, type Page } from '@playwright/test';

/** Console errors and uncaught exceptions of a page (hydration warnings arrive as console errors). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export const test = base;
export { expect };
