import { collectPageErrors, expect, test, waitForIslands } from './fixtures';

test.describe('site search', () => {
  test("a search for a seeded show's name from the header finds it first", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await waitForIslands(page);
    const name = (await page.getByRole('list', { name: 'Featured shows' }).getByRole('heading', { level: 3 }).first().textContent()) ?? '';
    expect(name.length).toBeGreaterThan(3);
    const box = page.getByRole('search').getByRole('searchbox', { name: 'Search the site' });
    await expect(box).toHaveAttribute('placeholder', 'Search');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('search').getByText('Field is required.')).toBeVisible();
    await box.fill(name);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/iv2\/searchresults\/sitesearch\?rq=/);
    await expect(page.getByTestId('site-search-heading')).toHaveText(new RegExp(`^Searching for ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, \\d+ matching results found$`));
    await expect(page.getByTestId('site-search-result').first().getByRole('heading')).toHaveText(name);
    // Review statistics arrive for the loaded products.
    await expect(page.getByTestId('site-search-result').first()).toContainText(/\d[\d,]* reviews: \d\.\d\/5/);
    expect(errors).toEqual([]);
  });

  test('scrolling loads the next pages until all results are shown', async ({ page }) => {
    const errors = collectPageErrors(page);
    const loads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/sitesearch')) loads.push(r.url());
    });
    await page.goto('/iv2/searchresults/sitesearch?rq=Las+Vegas');
    await waitForIslands(page);
    const list = page.getByRole('list', { name: 'Search results' });
    const total = Number(await list.getAttribute('data-total'));
    const first = Number(await list.getAttribute('data-loaded'));
    expect(total).toBeGreaterThan(first * 2);
    await expect(page.getByTestId('site-search-heading')).toHaveText(`Searching for Las Vegas, ${total} matching results found`);
    for (let i = 0; i < 20 && Number(await list.getAttribute('data-loaded')) < total; i += 1) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(250);
    }
    await expect(list).toHaveAttribute('data-loaded', String(total));
    await expect(page.getByTestId('site-search-result')).toHaveCount(total);
    await expect(page.getByText(`All ${total} results are shown.`)).toBeVisible();
    const count = loads.length;
    expect(count).toBeGreaterThanOrEqual(2);
    // Listening stops once everything is loaded.
    await page.mouse.wheel(0, -2000);
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(400);
    expect(loads.length).toBe(count);
    expect(errors).toEqual([]);
  });

  test('a failed load shows an error message with a way to retry', async ({ page }) => {
    await page.route('**/api/sitesearch**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.goto('/iv2/searchresults/sitesearch?rq=Las+Vegas');
    await waitForIslands(page);
    await page.mouse.wheel(0, 4000);
    const alert = page.getByRole('alert').filter({ hasText: "We couldn't load more results just now." });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test("a term with no match shows the spec's empty message", async ({ page }) => {
    await page.goto('/iv2/searchresults/sitesearch?rq=zzqxjv');
    await expect(
      page.getByText("We didn't find any Vegas matches for your term 'zzqxjv'. Please try a different term and give it another shot."),
    ).toBeVisible();
    await expect(page.getByTestId('site-search-heading')).toHaveText('Searching for zzqxjv, 0 matching results found');
  });

  test('serves the first results in the HTML, and answers bad API input with 400', async ({ request }) => {
    const html = await (await request.get('/iv2/searchresults/sitesearch?rq=comedy')).text();
    expect(html).toContain('data-testid="site-search-result"');
    expect(html).toContain('noindex');
    expect((await request.get('/api/sitesearch?rq=')).status()).toBe(400);
    expect((await request.get('/api/sitesearch?rq=x&offset=-1')).status()).toBe(400);
    expect((await request.get(`/api/review-statistics?productIds=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`)).status()).toBe(400);
    const ok = await request.get('/api/review-statistics?productIds=1001');
    expect(ok.status()).toBe(200);
  });
});
