import { test as base, expect, type Page } from '@playwright/test';

/**
 * A router prefetch (`?_rsc=`) of a path that has no page yet: the server answers 404, as it
 * should, and Chromium logs it as a console error. Links to sections that later issues build
 * (the main nav's line pages) do this until those pages land.
 */
function isPrefetchOfMissingPage(text: string, url: string): boolean {
  return text.includes('status of 404') && new URL(url, 'http://localhost').searchParams.has('_rsc');
}

/** Console errors and uncaught exceptions of a page (hydration warnings arrive as console errors). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (isPrefetchOfMissingPage(message.text(), message.location().url)) return;
    errors.push(message.text());
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
