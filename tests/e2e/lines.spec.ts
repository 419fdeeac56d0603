import { collectPageErrors, expect, test, waitForIslands } from './fixtures';

const LINES: [string, string][] = [
  ['/shows', 'LAS VEGAS SHOWS'],
  ['/tours', 'LAS VEGAS TOURS'],
  ['/attractions', 'LAS VEGAS ATTRACTIONS'],
  ['/nightclubs', 'LAS VEGAS NIGHTCLUBS'],
  ['/spas', 'LAS VEGAS SPAS'],
  ['/nightlife/bars', 'LAS VEGAS BARS'],
  ['/nightlife/gayclubs', 'LAS VEGAS GAY CLUBS'],
  ['/nightlife/poolclubs', 'LAS VEGAS POOL CLUBS'],
  ['/pools', 'LAS VEGAS POOLS'],
  ['/gaming/sportsbooks', 'LAS VEGAS SPORTSBOOKS'],
  ['/shopping', 'LAS VEGAS SHOPPING'],
  ['/restaurant', 'LAS VEGAS RESTAURANTS'],
  ['/hotels', 'LAS VEGAS HOTELS'],
  ['/resorts', 'LAS VEGAS HOTELS'],
];

test.describe('product-line pages', () => {
  test('are served with their heading, real products and a canonical link in the server HTML', async ({ request }) => {
    for (const [path, heading] of LINES) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`>${heading}</h1>`);
      const cards = html.match(/data-testid="product-card"/g) ?? [];
      expect(cards.length, path).toBeGreaterThan(3);
      const canonical = path === '/resorts' ? '/hotels' : path;
      expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${canonical}"`));
    }
    const hotels = await (await request.get('/hotels')).text();
    expect(hotels).toContain('<title>Las Vegas Hotels with Guaranteed Best Rate');
    expect(hotels).toContain('Sample prices shown are for select midweek (Sun-Thu) dates... Prices do not include taxes and fees. Based on availability.');
    expect(hotels).toContain('All Available Hotels');
  });

  test('slide the sticky search in past 650 px on the shows page and out above it', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/shows');
    await waitForIslands(page);
    const sticky = page.getByTestId('sticky-search');
    await expect(sticky).toHaveAttribute('data-visible', 'false');
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(sticky).toHaveAttribute('data-visible', 'true');
    await expect(sticky).toHaveCSS('transition-duration', '0.7s');
    await expect(sticky.getByRole('button', { name: 'Search' })).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(sticky).toHaveAttribute('data-visible', 'false');
    await expect(sticky).toHaveCSS('transition-duration', '0.5s');
    expect(errors).toEqual([]);
  });

  test('use 450 px on the hotels page', async ({ page }) => {
    await page.goto('/hotels');
    await waitForIslands(page);
    const sticky = page.getByTestId('sticky-search');
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect(sticky).toHaveAttribute('data-visible', 'true');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(sticky).toHaveAttribute('data-visible', 'false');
  });

  test('show three best sellers at a time and advance on their own', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/shows');
    await waitForIslands(page);
    const slider = page.getByTestId('best-sellers');
    const visible = slider.locator('.swiper-slide-visible, .swiper-slide').filter({ has: page.getByTestId('product-card') });
    await expect(visible.first()).toBeVisible();
    const inView = async () =>
      slider.locator('.swiper-slide').evaluateAll((slides) =>
        slides.filter((s) => {
          const r = s.getBoundingClientRect();
          const box = s.closest('.swiper')!.getBoundingClientRect();
          return r.left >= box.left - 1 && r.right <= box.right + 1;
        }).map((s) => s.querySelector('h3')?.textContent ?? ''),
      );
    const first = await inView();
    expect(first).toHaveLength(3);
    await expect.poll(inView, { timeout: 6_000 }).not.toEqual(first);
    expect(errors).toEqual([]);
  });
});
