import type { Page } from '@playwright/test';
import { collectPageErrors, expect, pacificDate, test, waitForIslands } from './fixtures';

// Storefront 7: impressions (view_item_list, as cards come into view) and clicks (select_item)
// of the card lists reach window.dataLayer in GA4's shape; a click waits for the handler (500 ms
// at most) and then navigates.

type Item = { item_id: string; item_list_name: string; index: number };
type Message = {
  event?: string;
  ecommerce?: { item_list_name?: string; items?: Item[] } | null;
  interaction_category?: string;
  interaction_action?: string;
  interaction_label?: string;
};

/**
 * Keeps every dataLayer message of the tab in sessionStorage, so the messages of a page stay
 * readable after a click navigated away from it (JSON drops the handler callbacks).
 */
async function recordDataLayer(page: Page) {
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    layer.push = (...messages: unknown[]) => {
      const kept = JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as unknown[];
      sessionStorage.setItem('e2e-data-layer', JSON.stringify([...kept, ...messages]));
      return Array.prototype.push.apply(layer, messages);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}

const recorded = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as Message[]);

/** The items of every view_item_list of a list, in push order. */
async function impressions(page: Page, listName: string): Promise<Item[]> {
  return (await recorded(page))
    .filter((m) => m.event === 'view_item_list' && m.ecommerce?.item_list_name === listName)
    .flatMap((m) => m.ecommerce?.items ?? []);
}

/** The results' own list (the cross-sell list under it is another list of its own). */
const resultsList = (page: Page) => page.getByRole('list', { name: /available/ });

const cardIds = (page: Page, scope = page.locator('main')) =>
  scope.locator('[data-testid="product-card"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-product-id') ?? ''));

test.describe('analytics of card lists', () => {
  test('search results report the cards in view, more as they are scrolled into view, each once', async ({ page }) => {
    const errors = collectPageErrors(page);
    await recordDataLayer(page);
    await page.goto(`/iv2/searchresults/shows/${pacificDate(5)}/-/${pacificDate(9)}`);
    await waitForIslands(page);
    const ids = await cardIds(page, resultsList(page));
    expect(ids.length).toBeGreaterThan(6);
    const list = 'Search results: Shows';

    // The first cards are in view on load; the last ones are not, until scrolled to.
    await expect.poll(async () => (await impressions(page, list)).map((i) => i.item_id)).toContain(ids[0]);
    const last = ids.at(-1) ?? '';
    expect((await impressions(page, list)).map((i) => i.item_id)).not.toContain(last);

    await page.locator(`main [data-testid="product-card"][data-product-id="${last}"]`).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await impressions(page, list)).map((i) => i.item_id)).toContain(last);
    await page.mouse.wheel(0, -20_000);
    await page.waitForTimeout(300);

    const seen = await impressions(page, list);
    // Each card once, at its place in the list, under the list's name.
    expect(new Set(seen.map((i) => i.item_id)).size).toBe(seen.length);
    for (const item of seen) {
      expect(item.item_list_name).toBe(list);
      expect(ids[item.index]).toBe(item.item_id);
    }
    expect(seen.find((i) => i.item_id === last)?.index).toBe(ids.length - 1);
    expect(errors).toEqual([]);
  });

  test('a click on a card reports select_item, then navigates to the product', async ({ page }) => {
    await recordDataLayer(page);
    await page.goto(`/iv2/searchresults/shows/${pacificDate(5)}/-/${pacificDate(9)}`);
    await waitForIslands(page);
    const ids = await cardIds(page, resultsList(page));
    const second = page.locator('main [data-testid="product-card"]').nth(1);
    const href = (await second.locator('h3 a').getAttribute('href')) ?? '';
    await second.locator('h3 a').click();
    await page.waitForURL((url) => url.pathname === href.split('?')[0]);

    const messages = await recorded(page);
    const selection = messages.filter((m) => m.event === 'select_item');
    expect(selection).toEqual([
      {
        event: 'select_item',
        eventTimeout: 500,
        ecommerce: {
          item_list_name: 'Search results: Shows',
          items: [expect.objectContaining({ item_id: ids[1], item_list_name: 'Search results: Shows', index: 1 })],
        },
      },
    ]);
    // The selection came before the product page's own page_view (pushed once that page has loaded).
    const order = async () => (await recorded(page)).flatMap((m) => (m.event === 'select_item' || m.event === 'page_view' ? [m.event] : []));
    await expect.poll(order).toEqual(['page_view', 'select_item', 'page_view']);
  });

  test('a slider reports the slides in view only', async ({ page }) => {
    await recordDataLayer(page);
    await page.goto('/shows');
    await waitForIslands(page);
    const slider = page.getByTestId('best-sellers');
    await slider.scrollIntoViewIfNeeded();
    const list = 'Best selling Las Vegas Shows';
    const sliderIds = new Set(await slider.locator('[data-product-id]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-product-id'))));
    await expect.poll(async () => (await impressions(page, list)).length).toBeGreaterThan(0);
    const seen = await impressions(page, list);
    // Three slides per view; autoplay may have moved one more into view meanwhile.
    expect(seen.length).toBeLessThanOrEqual(4);
    expect(seen.length).toBeLessThan(sliderIds.size);
    for (const item of seen) expect(sliderIds.has(item.item_id)).toBe(true);
  });

  test('filter and sort changes on search results are reported, and the new results report their own cards', async ({ page }) => {
    await recordDataLayer(page);
    const base = `/iv2/searchresults/shows/${pacificDate(5)}/-/${pacificDate(9)}`;
    await page.goto(base);
    await waitForIslands(page);
    await page.getByRole('navigation', { name: 'Filter results' }).getByRole('link', { name: /^Comedy \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/category\/259$/);
    await page.getByRole('navigation', { name: 'Sort results' }).getByRole('link', { name: 'Price' }).click();
    await expect(page).toHaveURL(/\/category\/259\/sort\/price$/);
    const changes = (await recorded(page))
      .filter((m) => m.event === 'ui_interaction')
      .map((m) => [m.interaction_category, m.interaction_action, m.interaction_label]);
    expect(changes).toEqual([
      ['Search Results', 'Add Filter', 'Category: Comedy'],
      ['Search Results', 'Sort', 'Price'],
    ]);
    // The sorted comedy results are a new list of cards: the first of them is reported at index 0.
    const first = await page.locator('main [data-testid="product-card"]').first().getAttribute('data-product-id');
    await expect
      .poll(async () => (await impressions(page, 'Search results: Shows')).some((i) => i.item_id === first && i.index === 0))
      .toBe(true);
  });
});
