import { collectPageErrors, expect, test, waitForIslands } from './fixtures';
import { axeViolations } from './axe';

// The seeded promotion page (storefront 2.10, PROMOTION layout; lib/db/seed/promotion-pages.ts).
const PROMOTION = '/deals/holiday-shows';

test.describe('promotion page', () => {
  test('heading, splash, summary and terms, and the two tab sets starting at their first tab', async ({ page }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto(PROMOTION);
    expect(response?.status()).toBe(200);
    await waitForIslands(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Holiday Shows and Hotel Deals');
    const splash = page.getByTestId('promotion-splash');
    await expect(splash).toBeVisible();
    await expect(splash).toHaveAttribute('src', '/promotions/holiday-shows.svg');
    expect(await splash.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText('Featured shows, hotels, attractions and tours of the season', { exact: false })).toBeVisible();
    const terms = page.getByTestId('promotion-terms');
    await expect(terms.getByRole('heading', { level: 2 })).toHaveText('Terms of service');
    await expect(terms.getByText('apply to new bookings only', { exact: false })).toBeVisible();

    const widgets = page.getByRole('tablist', { name: 'Search this promotion' });
    const results = page.getByRole('tablist', { name: 'Promotion results' });
    await expect(widgets.getByRole('tab')).toHaveText(['SHOWS', 'HOTELS', 'ATTRACTIONS', 'TOURS', 'AIR+HOTEL']);
    await expect(widgets.getByRole('tab', { name: 'SHOWS' })).toHaveAttribute('aria-selected', 'true');
    await expect(results.getByRole('tab', { name: 'Featured shows' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('form', { name: 'Search shows' })).toBeVisible();

    // The results are in the server's HTML: cards with reviews and from-prices from the merch list.
    const shows = page.getByTestId('promotion-results').locator('[role="tabpanel"]:not([hidden])');
    await expect(shows).toHaveAttribute('data-merch-list', 'HomeFeaturedShows');
    await expect(shows.getByTestId('product-card').first()).toBeVisible();
    await expect(shows.getByText(/\d+ reviews?/).first()).toBeVisible();

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('choosing the HOTELS widget tab shows the hotel results, and a results tab selects its widget', async ({ page }) => {
    await page.goto(PROMOTION);
    await waitForIslands(page);
    const widgets = page.getByRole('tablist', { name: 'Search this promotion' });
    const results = page.getByRole('tablist', { name: 'Promotion results' });
    const shown = page.getByTestId('promotion-results').locator('[role="tabpanel"]:not([hidden])');

    await widgets.getByRole('tab', { name: 'HOTELS' }).click();
    await expect(results.getByRole('tab', { name: 'Hotel deals' })).toHaveAttribute('aria-selected', 'true');
    await expect(shown).toHaveAttribute('data-product-type', 'HOTEL');
    await expect(shown.getByText('per night').first()).toBeVisible();
    await expect(page.getByRole('form', { name: 'Search hotels' })).toBeVisible();

    await results.getByRole('tab', { name: 'Tours' }).click();
    await expect(widgets.getByRole('tab', { name: 'TOURS' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('form', { name: 'Search tours' })).toBeVisible();

    await results.getByRole('tab', { name: 'Featured shows' }).click();
    await expect(widgets.getByRole('tab', { name: 'SHOWS' })).toHaveAttribute('aria-selected', 'true');
    await expect(shown).toHaveAttribute('data-product-type', 'SHOW');
  });

  test('a widget search opens the results in a new page with ?mo= of the promotion list', async ({ page, context }) => {
    await page.goto(PROMOTION);
    await waitForIslands(page);
    await page.getByRole('tablist', { name: 'Search this promotion' }).getByRole('tab', { name: 'HOTELS' }).click();
    const form = page.getByRole('form', { name: 'Search hotels' });
    const opened = context.waitForEvent('page');
    await form.getByRole('button', { name: 'Search' }).click();
    const results = await opened;
    await results.waitForLoadState('domcontentloaded');
    expect(results.url()).toMatch(/\/iv2\/searchresults\/hotels\/\d{4}-\d{2}-\d{2}\/-\/\d{4}-\d{2}-\d{2}\/rooms\/\d\?mo=DailyDeals$/);
    await expect(results.getByRole('heading', { level: 1 })).toBeVisible();
    // The promotion page stays where it was.
    expect(new URL(page.url()).pathname).toBe(PROMOTION);
  });

  test('HEAD tells whether a path is served by the content service (UsesContentService)', async ({ request }) => {
    const head = await request.head(PROMOTION);
    expect(head.status()).toBe(200);
    expect(head.headers()['usescontentservice']).toBe('true');
    const get = await request.get('/lounge/guide');
    expect(get.headers()['usescontentservice']).toBe('true');
    const line = await request.head('/shows');
    expect(line.status()).toBe(200);
    expect(line.headers()['usescontentservice']).toBeUndefined();
  });
});
