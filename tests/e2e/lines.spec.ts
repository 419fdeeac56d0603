import { collectPageErrors, expect, test, waitForIslands } from './fixtures';
import { buildCatalog } from '@/lib/db/seed/catalog';
import { BAR_CATEGORY, SHOPPING_CATEGORY } from '@/lib/db/seed/data/categories';
import { addCalendarDays, pacificToday } from '@/lib/dates';
import { routes } from '@/lib/routes';

// The e2e server runs on a fresh scale-1 seed, and the seed is deterministic: its plan is
// exactly what the database holds, so a page's products are compared with it.
const catalog = buildCatalog(1);
const idsFiledUnder = (categoryId: number) =>
  catalog.products.filter((p) => p.categoryIds.includes(categoryId)).map((p) => p.product.id).sort((a, b) => a - b);
const cardIds = (html: string) =>
  [...new Set([...html.matchAll(/data-testid="product-card" data-product-id="(\d+)"/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);

const SHOPPING_CATEGORIES: [string, string, number][] = [
  ['antique-stores', 'LAS VEGAS ANTIQUE STORES', SHOPPING_CATEGORY.ANTIQUE_STORES],
  ['art-galleries', 'LAS VEGAS ART GALLERIES', SHOPPING_CATEGORY.ART_GALLERIES],
  ['ethnic-stores', 'LAS VEGAS ETHNIC STORES', SHOPPING_CATEGORY.ETHNIC_STORES],
  ['souvenir-shops', 'LAS VEGAS SOUVENIR SHOPS', SHOPPING_CATEGORY.SOUVENIR_SHOPS],
  ['tattoo-parlors', 'LAS VEGAS TATTOO PARLORS', SHOPPING_CATEGORY.TATTOO_PARLORS],
  ['adult-stores', 'LAS VEGAS ADULT STORES', SHOPPING_CATEGORY.ADULT_STORES],
];

const LINES: [string, string][] = [
  ['/shows', 'LAS VEGAS SHOWS'],
  ['/tours', 'LAS VEGAS TOURS'],
  ['/attractions', 'LAS VEGAS ATTRACTIONS'],
  ['/nightclubs', 'LAS VEGAS NIGHTCLUBS'],
  ['/spas', 'LAS VEGAS SPAS'],
  ['/nightlife/bars', 'LAS VEGAS BARS'],
  ['/nightlife/stripclubs', 'LAS VEGAS STRIP CLUBS'],
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

  test('list each shopping category on a page of its own under /shopping, linked from /shopping', async ({ request }) => {
    const shopping = await (await request.get('/shopping')).text();
    for (const [slug, heading, categoryId] of SHOPPING_CATEGORIES) {
      const path = `/shopping/${slug}`;
      expect(shopping, path).toContain(`href="${path}"`);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`>${heading}</h1>`);
      expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`));
      expect(html, path).toMatch(/<title>Las Vegas [^<]+<\/title>/);
      expect(html, path).toContain('href="/shopping"');
      // Every store of the category and nothing else, in the slider and the list alike.
      const expected = idsFiledUnder(categoryId);
      expect(expected.length, path).toBeGreaterThanOrEqual(3);
      expect(cardIds(html), path).toEqual(expected);
    }
  });

  test('answer an unknown shopping category with the full not-found page', async ({ request }) => {
    for (const path of ['/shopping/no-such', '/shopping/Antique-Stores']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('PAGE NOT FOUND');
      expect(html, path).toContain('The page you requested is sleeping off a hangover.');
      expect(html, path).not.toContain('__next_error__');
    }
  });

  test('list the strip clubs, 21+, linked under las-vegas-strip-clubs, and keep them off the bars and clubs', async ({ request }) => {
    const html = await (await request.get('/nightlife/stripclubs')).text();
    const clubs = idsFiledUnder(BAR_CATEGORY.STRIP_CLUBS);
    expect(clubs.length).toBeGreaterThanOrEqual(6);
    expect(cardIds(html)).toEqual(clubs);
    for (const id of clubs) expect(html).toMatch(new RegExp(`href="/iv2/las-vegas-strip-clubs/${id}/[a-z0-9-]+/dates"`));
    expect(html).not.toContain('href="/iv2/las-vegas-bars/');
    // Every card shows the age restriction (React splits the text: 'Ages <!-- -->21<!-- -->+').
    const ages = html.match(/>Ages (?:<!-- -->)?21(?:<!-- -->)?\+</g) ?? [];
    expect(ages.length).toBeGreaterThanOrEqual(clubs.length);
    const today = pacificToday(new Date());
    const clubSearch = routes.clubSearchResults.build({ startDate: addCalendarDays(today, 7), endDate: addCalendarDays(today, 14) });
    for (const path of ['/nightlife/bars', '/nightclubs', clubSearch]) {
      const other = cardIds(await (await request.get(path)).text());
      expect(other.length, path).toBeGreaterThan(3);
      for (const id of clubs) expect(other, path).not.toContain(id);
    }
  });

  test('reach the strip clubs from the main navigation', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await waitForIslands(page);
    const nav = page.getByTestId('main-nav');
    await nav.getByRole('button', { name: 'Clubs menu' }).click();
    await nav.getByRole('link', { name: 'Strip Clubs' }).click();
    await expect(page).toHaveURL(/\/nightlife\/stripclubs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'LAS VEGAS STRIP CLUBS' })).toBeVisible();
    const first = page.getByTestId('product-card').first();
    await expect(first.getByRole('link').last()).toHaveAttribute('href', /^\/iv2\/las-vegas-strip-clubs\/\d+\//);
    expect(errors).toEqual([]);
  });
});
