import { collectPageErrors, expect, test, waitForIslands, pacificDate, textDate } from './fixtures';
import { axeViolations } from './axe';

test.describe('search widgets', () => {
  test('a visitor searches shows from the home page, then filters by category and sorts by price', async ({ page }) => {
    const errors = collectPageErrors(page);
    const [start, end] = [pacificDate(6), pacificDate(10)];
    await page.goto('/');
    await waitForIslands(page);
    const shows = page.getByRole('form', { name: 'Search shows' });
    // The categories list is fetched on mount.
    await expect(shows.getByLabel('Category').getByRole('option', { name: 'Comedy' })).toBeAttached();
    await shows.getByLabel('From').fill(textDate(start));
    await shows.getByLabel('To').fill(textDate(end));
    await shows.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/iv2/searchresults/shows/${start}/-/${end}/product/any$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Las Vegas Shows' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Filter results' }).getByRole('link', { name: /^Comedy \(\d+\)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/iv2/searchresults/shows/${start}/-/${end}/category/259$`));
    await page.getByRole('navigation', { name: 'Sort results' }).getByRole('link', { name: 'Price' }).click();
    await expect(page).toHaveURL(new RegExp(`/category/259/sort/price$`));
    const prices = (await page.getByTestId('product-card').locator('strong').allTextContents()).map((t) => Number(t.replace(/[$,]/g, '')));
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The sidebar widget is prefilled with this search.
    const again = page.getByRole('form', { name: 'Search shows' });
    await expect(again.getByLabel('From')).toHaveValue(textDate(start));
    await expect(again.getByLabel('Category')).toHaveValue('259');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a hotel search with 2 rooms keeps its state in cookies across a reload', async ({ page, context }) => {
    const errors = collectPageErrors(page);
    const [start, end] = [pacificDate(8), pacificDate(11)];
    await page.goto('/');
    await waitForIslands(page);
    const hotels = page.getByRole('form', { name: 'Search hotels' });
    await hotels.getByLabel('Check-in').fill(textDate(start));
    await hotels.getByLabel('Check-out').fill(textDate(end));
    await hotels.getByLabel('Rooms').selectOption('2');
    const room2 = hotels.getByRole('group', { name: 'Room 2' });
    await room2.getByLabel('Adults').selectOption('1');
    await room2.getByLabel('Children').selectOption('1');
    await hotels.getByRole('button', { name: 'Search' }).click();
    // A child needs an age first.
    await expect(room2.getByText('Field is required.')).toBeVisible();
    await room2.getByLabel('Child 1 age').selectOption('7');
    await hotels.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/iv2/searchresults/hotels/${start}/-/${end}/rooms/2$`));

    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    expect(decodeURIComponent(cookies.hotelCHECKINDATE?.value ?? '')).toBe(textDate(start));
    expect(decodeURIComponent(cookies.hotelCHECKOUTDATE?.value ?? '')).toBe(textDate(end));
    expect(decodeURIComponent(cookies.CHECKINDATE?.value ?? '')).toBe(textDate(start));
    expect(cookies.numRooms?.value).toBe('2');
    expect(decodeURIComponent(cookies.hotelNumAdults?.value ?? '')).toBe('2,1');
    // numAdults and numChildren are the search's totals.
    expect(cookies.numAdults?.value).toBe('3');
    expect(cookies.numChildren?.value).toBe('1');
    expect(cookies.ChildrenAgesRoom2?.value).toBe('7');
    expect(cookies.numChildren?.path).toBe('/');
    // numAdults and numChildren live an hour, the rest 30 days.
    const inSeconds = (c: { expires: number } | undefined) => (c?.expires ?? 0) - Date.now() / 1000;
    expect(inSeconds(cookies.numAdults)).toBeGreaterThan(3500);
    expect(inSeconds(cookies.numAdults)).toBeLessThanOrEqual(3600);
    expect(inSeconds(cookies.numRooms)).toBeGreaterThan(29 * 86_400);

    await page.goto('/');
    await page.reload();
    await waitForIslands(page);
    const again = page.getByRole('form', { name: 'Search hotels' });
    await expect(again.getByLabel('Rooms')).toHaveValue('2');
    await expect(again.getByLabel('Check-in')).toHaveValue(textDate(start));
    await expect(again.getByLabel('Check-out')).toHaveValue(textDate(end));
    await expect(again.getByRole('group', { name: 'Room 2' }).getByLabel('Adults')).toHaveValue('1');
    await expect(again.getByRole('group', { name: 'Room 2' }).getByLabel('Child 1 age')).toHaveValue('7');
    expect(errors).toEqual([]);
  });

  test('an invalid range shows the spec messages and makes no results request', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await waitForIslands(page);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/iv2/searchresults')) searches.push(request.url());
    });
    const hotels = page.getByRole('form', { name: 'Search hotels' });
    const day = pacificDate(9);
    await hotels.getByLabel('Check-in').fill(textDate(day));
    await hotels.getByLabel('Check-out').fill(textDate(day));
    await hotels.getByRole('button', { name: 'Search' }).click();
    await expect(hotels.getByText('End date not after start')).toBeVisible();
    await expect(hotels.getByText('Start date not before end')).toBeVisible();

    await hotels.getByLabel('Check-out').fill(textDate(pacificDate(9 + 15)));
    await expect(hotels.getByText('Please choose a search of 14 days or less.')).toBeVisible();

    const shows = page.getByRole('form', { name: 'Search shows' });
    await shows.getByLabel('From').fill('');
    await shows.getByLabel('To').fill('02/30/2027');
    await shows.getByRole('button', { name: 'Search' }).click();
    await expect(shows.getByText('Field is required.')).toBeVisible();
    await expect(shows.getByText('Date is not valid.')).toBeVisible();
    await expect(shows.getByLabel('To')).toHaveAttribute('maxlength', '15');

    await page.waitForTimeout(300);
    expect(searches).toEqual([]);
    await expect(page).toHaveURL(/\/$/);
    expect(errors).toEqual([]);
  });
});
