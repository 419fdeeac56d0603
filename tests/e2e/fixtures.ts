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

/**
 * Waits until the page has hydrated and its client islands have fetched (the header's cart
 * count is the first to answer). Not 'networkidle': Chromium can leave the router's cached
 * segment prefetches of an ISR page open after a reload, so the network never goes idle.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.getByTestId('cart-count')).toHaveText(/^\d+$/);
}

export const test = base;
export { expect };
