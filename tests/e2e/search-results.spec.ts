import { collectPageErrors, expect, test, waitForIslands, pacificDate } from './fixtures';
import { axeViolations } from './axe';

/** A Pacific calendar date `days` after today. */

const start = pacificDate(5);
const end = pacificDate(9);

function cardNames(html: string): string[] {
  return [...html.matchAll(/data-testid="product-card"[\s\S]*?<h3[^>]*><a href="[^"]*">([^<]*)<\/a>/g)].map((m) => m[1] ?? '');
}

test.describe('search results pages', () => {
  test('are served with product names in the server HTML and a canonical link', async ({ request }) => {
    for (const kind of ['shows', 'tours', 'attractions', 'clubs', 'restaurants', 'hotels']) {
      const path = `/iv2/searchresults/${kind}/${start}/-/${end}`;
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(cardNames(html).length, path).toBeGreaterThan(2);
      // Hotel searches name the canonical hotel search (storefront 2.2), the others themselves.
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${kind === 'hotels' ? '/mytrip/app/Products/hotel' : path}"`));
      expect(html).toContain('"@type":"ItemList"');
    }
  });

  test('answer malformed urls with the full not-found page and status 404, never a 500', async ({ request }) => {
    for (const path of [
      '/iv2/searchresults/shows/2026-02-30',
      `/iv2/searchresults/shows/${start}/-/${end}/sort/cheapest`,
      `/iv2/searchresults/shows/${start}/-/${end}/filters/STAR_RATING-4`,
      '/iv2/searchresults/hotels/rooms/9',
      '/iv2/searchresults/shows/category/abc',
      '/iv2/searchresults/boats',
      '/iv2/searchresults/%ZZ',
      '/iv2/searchresults/shows/%E0%A4%A',
      '/%E0%A4%A',
      '/iv2/%ZZ',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('PAGE NOT FOUND');
    }
    // The APIs answer broken encoding with their JSON 404.
    for (const path of ['/api/venues/%ZZ/seats', '/api/show-calendar/%E0%A4%A', '/api/performances/%ZZ/tickets']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.json(), path).toEqual({ error: 'Not found' });
    }
  });

  test('name nothing that does not exist and have one url per search (issue 25: each made-up value was a cached page)', async ({ request }) => {
    const base = `/iv2/searchresults/shows/${start}/-/${end}`;
    // Two places the sidebar offers, in the builders' order: a page.
    const sidebar = await (await request.get(base)).text();
    const places = [...new Set([...sidebar.matchAll(/filters\/LOCATIONS-([a-z0-9-]+)"/g)].map((m) => m[1] ?? ''))].sort();
    expect(places.length).toBeGreaterThan(1);
    const [first, second] = places as [string, string];
    const two = `${base}/filters/LOCATIONS-${first},LOCATIONS-${second}`;
    expect((await request.get(two)).status(), two).toBe(200);
    // The same filters written another way: one permanent redirect to that url.
    for (const other of [`${base}/filters/LOCATIONS-${second},LOCATIONS-${first}`, `${base}/filters/LOCATIONS-${first},LOCATIONS-${second},LOCATIONS-${first}`]) {
      const response = await request.get(other, { maxRedirects: 0 });
      expect(response.status(), other).toBe(308);
      // Next 16 repeats the Location of a redirect a page rendered just now (the same value twice).
      expect([...new Set(response.headers().location?.split(', '))], other).toEqual([two]);
    }
    // A category, a place or a hotel that no show has: not found.
    for (const path of [`${base}/category/99999`, `${base}/filters/LOCATIONS-nowhere-at-all`, `${base}/filters/HOTEL-99999`, `/iv2/searchresults/restaurants/${start}/-/${end}/filters/Cuisine-99999`]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('PAGE NOT FOUND');
    }
  });

  test('move a search that starts in the past to today, keeping its length', async ({ page }) => {
    const errors = collectPageErrors(page);
    const past = `/iv2/searchresults/shows/${pacificDate(-3)}/-/${pacificDate(1)}/category/259`;
    // Twice: once rendered, once from the cache.
    for (let i = 0; i < 2; i += 1) {
      const response = await page.goto(past);
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()?.url()).toContain(past);
      expect(new URL(page.url()).pathname).toBe(`/iv2/searchresults/shows/${pacificDate(0)}/-/${pacificDate(4)}/category/259`);
    }
    expect(errors).toEqual([]);
  });

  test('show the spec message for an invalid interval and no results', async ({ page }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto(`/iv2/searchresults/hotels/${start}/-/${start}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('alert', { name: 'No results found' })).toContainText(
      'The search you conducted didn’t contain any results. It’s possible that you have searched on dates that have no availability or you may have lost your internet connection. Please check your dates and try again.',
    );
    await expect(page.getByRole('alert', { name: 'No results found' })).toContainText('End date not after start');
    await expect(page.getByTestId('product-card')).toHaveCount(0);
    const far = await page.goto(`/iv2/searchresults/shows/${pacificDate(300)}/-/${pacificDate(302)}`);
    expect(far?.status()).toBe(200);
    await expect(page.getByRole('alert', { name: 'No results found' })).toContainText('The search you conducted didn’t contain any results.');
    expect(errors).toEqual([]);
  });

  test('filter by a category and sort by price in the browser, with the state in the url', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    await page.goto(`/iv2/searchresults/shows/${start}/-/${end}`);
    await waitForIslands(page);
    const filters = page.getByRole('navigation', { name: 'Filter results' });
    await filters.getByRole('link', { name: /^Comedy \(\d+\)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/iv2/searchresults/shows/${start}/-/${end}/category/259$`));
    await expect(filters.getByRole('link', { name: /^Comedy/ })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('navigation', { name: 'Sort results' }).getByRole('link', { name: 'Price' }).click();
    await expect(page).toHaveURL(new RegExp(`/category/259/sort/price$`));

    const cards = page.getByTestId('product-card');
    const shown = await cards.getByRole('heading', { level: 3 }).allTextContents();
    expect(shown.length).toBeGreaterThan(1);
    const prices = (await cards.locator('strong').allTextContents()).map((t) => Number(t.replace(/[$,]/g, '')));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // The same url loaded fresh (no JavaScript) shows the same cards in the same order.
    const fresh = await request.get(page.url());
    expect(cardNames(await fresh.text()).map((n) => n.replace(/&#x27;/g, "'").replace(/&amp;/g, '&'))).toEqual(shown);

    // Back goes to the unsorted category page.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/category/259$`));
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test('back and forward restore the scroll position of a results page; new pages start at the top', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(`/iv2/searchresults/hotels/${start}/-/${pacificDate(7)}`);
  await waitForIslands(page);
  await page.evaluate(() => window.scrollTo(0, 1400));
  await page.waitForTimeout(300);
  // A click where the visitor is (Playwright's click would first scroll the link into view).
  await page.getByRole('navigation', { name: 'Sort results' }).getByRole('link', { name: 'Hotel Name' }).evaluate((a: HTMLElement) => a.click());
  await expect(page).toHaveURL(/\/sort\/hotel-name$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/sort\//);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(1300);
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('scrollPositions') ?? '[]') as [string, number][]);
  expect(stored.length).toBeGreaterThan(0);
  expect(stored.length).toBeLessThanOrEqual(20);
  expect(errors).toEqual([]);
});
