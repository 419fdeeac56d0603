import { collectPageErrors, expect, test, waitForIslands } from './fixtures';
import { axeViolations } from './axe';

test.describe('home page', () => {
  test('shows real seeded products with image, name, rating and from-price', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Las Vegas Hotels, Shows, Tours, Clubs & More/);
    await expect(page).toHaveTitle(/Best Rate Guarantee on Hotels & Deals on Show Tickets/);

    const shows = page.getByRole('list', { name: 'Featured shows' }).getByTestId('product-card');
    await expect(shows).toHaveCount(6);
    const first = shows.first();
    await expect(first.getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(first.getByText('Tickets from')).toBeVisible();
    await expect(first.getByText(/^\$\d[\d,]*$/)).toBeVisible();
    await expect(first.getByText(/\d[\d,]* reviews?/)).toBeVisible();

    const hotels = page.getByRole('list', { name: 'Featured hotels' }).getByTestId('product-card');
    await expect(hotels).toHaveCount(6);
    await expect(hotels.first().getByText('Prices from')).toBeVisible();

    // Product links are canonical details routes; the generated image really loads.
    const href = await first.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\/iv2\/las-vegas-shows\/\d+\/[a-z0-9-]+\/dates$/);
    const image = first.locator('img');
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('renders its content on the server for crawlers, with canonical link and JSON-LD', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('Featured Las Vegas Shows');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\/?"/);
    expect(html).toContain('application/ld+json');
    expect(html).toMatch(/data-testid="product-card"/);
  });

  test('has no console errors or hydration warnings', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await waitForIslands(page);
    expect(errors).toEqual([]);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('pushes a GA4 page_view with the page type to the dataLayer', async ({ page }) => {
    const pageViews = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
          .filter((e) => e.event === 'page_view')
          .map((e) => [e.page_path, e.page_type]),
      );
    await page.goto('/');
    await expect.poll(pageViews).toEqual([['/', 'home']]);

    // A client-side navigation reports the next page with its own type. (The catalog pages the
    // nav links to are not built yet; a link to a not-found page is a full page load.)
    await page.goto('/iv2/no-such-page');
    await expect.poll(pageViews).toEqual([['/iv2/no-such-page', 'other']]);
    await page.getByTestId('site-logo').click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(pageViews).toEqual([
      ['/iv2/no-such-page', 'other'],
      ['/', 'home'],
    ]);
  });
});

test.describe('member deals from e-mail campaigns', () => {
  test('utm_medium=email sets the member-deals cookie, which hides the insider signup and thanks the visitor', async ({ page, context }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await waitForIslands(page);
    await expect(page.getByTestId('insider-signup')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unlock Insider Pricing' })).toBeVisible();

    await page.goto('/?utm_source=newsletter&utm_medium=email');
    await waitForIslands(page);
    await expect(page.getByTestId('insider-signup')).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'memberDeals');
    expect(cookie?.value).toBe('1');
    await expect(page.getByText('Thank you for signing up for our Email Promotions! Enjoy the savings!').first()).toBeVisible();

    // It lasts: a later visit without the campaign parameter still holds the deal.
    await page.goto('/shows');
    await waitForIslands(page);
    await expect(page.getByText('Thank you for signing up for our Email Promotions! Enjoy the savings!').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
