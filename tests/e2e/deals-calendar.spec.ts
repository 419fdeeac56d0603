import { collectPageErrors, expect, pacificDate, test, waitForIslands } from './fixtures';
import { axeViolations } from './axe';

// The city-wide hotel deals calendar (issue 24 item 5, storefront 2.2) on the e2e server's fresh
// demo seed, whose hotels sell rooms every night of the next 120 days. The e2e server runs with
// the flags' defaults: FLAG_CITYWIDE_RATE_CALENDAR is on, so the home page links to the calendar.

const PATH = '/hotels/citywide-hotel-deals-calendar';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The details page's change-search summary of a stay ('Dec 5 - Dec 6, 2026'), as features/search/format writes it. */
function dateRange(checkIn: string, checkOut: string): string {
  const short = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}`;
  return checkIn.slice(0, 4) === checkOut.slice(0, 4)
    ? `${short(checkIn)} - ${short(checkOut)}, ${checkOut.slice(0, 4)}`
    : `${short(checkIn)}, ${checkIn.slice(0, 4)} - ${short(checkOut)}, ${checkOut.slice(0, 4)}`;
}

test.describe('city-wide hotel deals calendar', () => {
  test('from the home page, open the calendar, click a night and land on that hotel’s details with that night as check-in', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await page.getByTestId('deals-calendar-link').click();
    await expect(page).toHaveURL((url) => url.pathname === PATH);
    await waitForIslands(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Las Vegas Hotel Deals Calendar');
    await expect(page).toHaveTitle(/^Las Vegas Hotel Deals Calendar \| /);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${PATH}$`));
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Hotel Deals Calendar');
    await expect(page.getByRole('table')).toHaveCount(2);

    // Today has a deal, as does every night to come: the price in whole dollars and the hotel.
    await expect(page.locator(`td[data-night="${pacificDate(0)}"] a`)).toHaveCount(1);
    const night = pacificDate(10);
    const checkOut = pacificDate(11);
    const link = page.locator(`td[data-night="${night}"]`).getByTestId('deal-night');
    await expect(link).toHaveText(/^\d+[A-Z][a-z]+ \d+, \d{4}: \$[\d,]+ at .+$/);
    const text = (await link.textContent())!;
    const [, price, hotelName] = /: (\$[\d,]+) at (.+)$/.exec(text)!;
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^/iv2/las-vegas-hotels/\\d+/[a-z0-9-]+/dates/${night}/${checkOut}$`));
    expect(await axeViolations(page)).toEqual([]);

    // Follow the link: that hotel's details for the one night, its own rate calendar showing the
    // night picked at the price the deals calendar gave.
    await link.click();
    await expect(page).toHaveURL((url) => /^\/iv2\/las-vegas-hotels\/\d+\/[a-z0-9-]+\/dates\//.test(url.pathname) && url.pathname.endsWith(`/dates/${night}/${checkOut}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotelName!);
    await expect(page.getByText(`Your search: ${dateRange(night, checkOut)}`)).toBeVisible();
    const calendar = page.getByTestId('rate-calendar');
    await expect(calendar.locator(`button[data-night="${night}"]`)).toHaveAttribute('aria-pressed', 'true');
    await expect(calendar.locator(`button[data-night="${checkOut}"]`)).toHaveAttribute('aria-pressed', 'true');
    await expect(calendar.locator(`button[data-night="${night}"]`)).toHaveText(`${Number(night.slice(8))}${price}`);
    expect(errors).toEqual([]);
  });

  test('answers with a trailing slash too, and server-renders its nights for crawlers', async ({ request }) => {
    const response = await request.get(`${PATH}/`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Las Vegas Hotel Deals Calendar');
    expect(html).toMatch(/href="\/iv2\/las-vegas-hotels\/\d+\/[a-z0-9-]+\/dates\/\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}"/);
  });
});
