import type { APIRequestContext } from '@playwright/test';
import { collectPageErrors, expect, test, waitForIslands } from './fixtures';
import { axeViolations } from './axe';
import { pacificDate } from './picks';
import { buildCatalog } from '@/lib/db/seed/catalog';

// Show calendar month pages (/shows/{month}-{year}) and the footer's About pages, on the e2e
// server's fresh demo seed (performances for the next 120 days from today, Pacific).

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthOf = (date: string) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });
const slugOf = (date: string) => `${MONTHS[monthOf(date).month - 1]!.toLowerCase()}-${monthOf(date).year}`;
const labelOf = (date: string) => `${MONTHS[monthOf(date).month - 1]} ${monthOf(date).year}`;
/** The first day of the month `n` months after the month of `date`. */
const monthAfter = (date: string, n: number) => {
  const index = monthOf(date).year * 12 + monthOf(date).month - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
};

type Slot = { dateTime: string; available: boolean };

/** A seeded show with a performance on sale on `day`, found through the details page's own api. */
async function showPlayingOn(request: APIRequestContext, day: string) {
  const shows = buildCatalog(1)
    .products.filter((p) => p.product.type === 'SHOW' && p.weekly !== null)
    .map((p) => p.product);
  for (const show of shows.slice(0, 12)) {
    const response = await request.get(`/api/availability?productId=${show.id}&startDate=${day}&endDate=${day}`);
    if (!response.ok()) continue;
    const { slots } = (await response.json()) as { slots: Slot[] };
    const slot = slots.find((s) => s.available && s.dateTime.startsWith(day));
    if (slot) return { id: show.id, name: show.name, slug: show.slug, dateTime: slot.dateTime };
  }
  throw new Error(`no seeded show plays on ${day}`);
}

test.describe('show calendar month pages', () => {
  test("a seeded show's performance is on its day, linking to the show and to its seats or tickets", async ({ page, request }) => {
    const day = pacificDate(20);
    const show = await showPlayingOn(request, day);
    const errors = collectPageErrors(page);
    const response = await page.goto(`/shows/${slugOf(day)}`);
    expect(response?.status()).toBe(200);
    await waitForIslands(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Las Vegas Shows Calendar: ${labelOf(day)}`);
    await expect(page).toHaveTitle(new RegExp(`^Las Vegas Shows Calendar: ${labelOf(day)}`));
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/shows/${slugOf(day)}$`));
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(labelOf(day));

    const entry = page.locator(`#day-${day} li`).filter({ has: page.getByRole('link', { name: show.name, exact: true }) });
    await expect(entry.getByRole('link', { name: show.name, exact: true })).toHaveAttribute('href', `/iv2/las-vegas-shows/${show.id}/${show.slug}/dates/${day}/${day}`);
    const time = entry.locator(`a[href*="/${show.dateTime}/"]`);
    await expect(time).toHaveAttribute('href', new RegExp(`^/iv2/las-vegas-shows/${show.id}/${show.slug}/(seats|quantity)/${show.dateTime}/${day}/${day}$`));
    const clock = Number(show.dateTime.slice(11, 13));
    await expect(time).toHaveText(`${clock % 12 === 0 ? 12 : clock % 12}:${show.dateTime.slice(14, 16)} ${clock < 12 ? 'AM' : 'PM'}`);
    expect(errors).toEqual([]);

    await time.click();
    await expect(page).toHaveURL(new RegExp(`/(seats|quantity)/${show.dateTime}/`));
  });

  test('links months back and forth from this month on; the shows page links this month', async ({ page }) => {
    // axe over a whole month of performances takes a while on a busy machine.
    test.setTimeout(90_000);
    const errors = collectPageErrors(page);
    const today = pacificDate(0);
    await page.goto('/shows');
    const calendarLink = page.getByRole('link', { name: `Shows calendar: ${labelOf(today)}` });
    await expect(calendarLink).toHaveAttribute('href', `/shows/${slugOf(today)}`);
    await calendarLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Las Vegas Shows Calendar: ${labelOf(today)}`);
    // Nothing before this month; the days already gone say so.
    await expect(page.getByTestId('calendar-prev')).toHaveCount(0);
    if (today.slice(8) !== '01') await expect(page.locator(`#day-${today.slice(0, 8)}01`)).toContainText('Past');
    await waitForIslands(page);
    expect(await axeViolations(page)).toEqual([]);

    const next = monthAfter(today, 1);
    await page.getByTestId('calendar-next').click();
    await expect(page).toHaveURL(new RegExp(`/shows/${slugOf(next)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Las Vegas Shows Calendar: ${labelOf(next)}`);
    await expect(page.locator('td li').first()).toBeVisible();
    await page.getByTestId('calendar-prev').click();
    await expect(page).toHaveURL(new RegExp(`/shows/${slugOf(today)}$`));

    // The last month with performances (the seed sells 120 days) has no next link.
    const last = pacificDate(119);
    await page.goto(`/shows/${slugOf(last)}`);
    await expect(page.getByTestId('calendar-next')).toHaveCount(0);
    await expect(page.getByTestId('calendar-prev')).toHaveAttribute('href', `/shows/${slugOf(monthAfter(last, -1))}`);
    expect(errors).toEqual([]);
  });

  test('a month out of range or a malformed one is not found (404)', async ({ request, page }) => {
    const today = pacificDate(0);
    for (const path of [
      `/shows/${slugOf(monthAfter(today, -1))}`,
      // Beyond the last performance on sale, and beyond the search rules' 730 days.
      `/shows/${slugOf(pacificDate(200))}`,
      `/shows/${slugOf(pacificDate(800))}`,
      '/shows/december-1999',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    for (const path of ['/shows/smarch-2026', '/shows/December-2026', '/shows/december-26']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('PAGE NOT FOUND');
    }
    const response = await page.goto(`/shows/${slugOf(monthAfter(today, -1))}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  });

  test('serves the event calendar HTML with new-tab links, and lists the months in the sitemap', async ({ request }) => {
    const day = pacificDate(20);
    const show = await showPlayingOn(request, day);
    const response = await request.get(`/api/show-calendar/${slugOf(day)}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(`href="/shows/${slugOf(day)}#day-${day}" target="_blank" rel="noopener"`);
    for (const link of html.match(/<a [^>]*>/g) ?? []) expect(link).toContain('target="_blank" rel="noopener"');
    expect(show.name.length).toBeGreaterThan(0);
    expect((await request.get('/api/show-calendar/december-1999')).status()).toBe(404);
    expect((await request.get('/api/show-calendar/smarch-2026')).status()).toBe(404);

    const sitemap = await (await request.get('/sitemaps/pages.xml')).text();
    expect(sitemap).toContain(`/shows/${slugOf(pacificDate(0))}</loc>`);
    expect(sitemap).toContain(`/shows/${slugOf(pacificDate(119))}</loc>`);
    expect(sitemap).not.toContain(`/shows/${slugOf(pacificDate(200))}</loc>`);
  });
});

test.describe('footer About pages', () => {
  const pages = [
    ['/about-us', /^About /],
    ['/contact-us', 'Contact Us'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-use', 'Terms of Use'],
    ['/best-price-guarantee', 'Best Price Guarantee'],
    ['/careers', /^Careers at /],
  ] as const;

  test('answer 200 with their heading and canonical link', async ({ request }) => {
    for (const [path, heading] of pages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
      expect(h1, path).toMatch(heading);
      expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`));
    }
  });

  test('are linked from the footer, and say what a visitor needs', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    for (const cookie of ['CART_UUID', 'VISITOR_ID', 'memberDeals', 'mvRecentlyViewed', 'numAdults']) await expect(page.getByText(cookie).first()).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(page.getByTestId('content-page')).toContainText('7:00 am to 11:00 pm');
    await expect(page.getByTestId('form-selector').getByRole('link', { name: 'Look up an order' })).toHaveAttribute('href', '/iv2/orders/search');

    await page.goto('/best-price-guarantee');
    await expect(page.getByTestId('content-page')).toContainText('within 24 hours of booking');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
