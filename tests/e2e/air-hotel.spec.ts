import { collectPageErrors, expect, test, waitForIslands, pacificDate, textDate } from './fixtures';
import { axeViolations } from './axe';

const dollars = (values: string[]) => values.map((t) => Number(t.replace(/[$,]/g, '')));

test.describe('air + hotel packages', () => {
  test('a visitor searches HOTEL + FLIGHT from the home page, chooses an airport and sorts the packages by price', async ({ page }) => {
    const errors = collectPageErrors(page);
    const [start, end] = [pacificDate(9), pacificDate(12)];
    await page.goto('/');
    await waitForIslands(page);
    await page.getByRole('tablist', { name: 'Search hotels' }).getByRole('tab', { name: 'HOTEL + FLIGHT' }).click();
    const form = page.getByRole('form', { name: 'Search air + hotel packages' });
    // Without an airport there is no search.
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(form.getByText('Type in a city name or airport code')).toBeVisible();

    const airport = form.getByRole('combobox', { name: 'Departing from' });
    await airport.fill('Los Angeles');
    const suggestions = form.getByRole('listbox', { name: 'Airports' }).getByRole('option');
    await expect(suggestions.first()).toBeVisible();
    expect(await suggestions.count()).toBeLessThanOrEqual(10);
    await suggestions.filter({ hasText: '(LAX)' }).click();
    await expect(airport).toHaveValue('Los Angeles, CA (LAX) - Los Angeles International Airport');
    await expect(form.getByText('Type in a city name or airport code')).toHaveCount(0);
    await form.getByLabel('Depart', { exact: true }).fill(textDate(start));
    await form.getByLabel('Return', { exact: true }).fill(textDate(end));
    await form.getByLabel('Rooms').selectOption('2');
    await form.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(new RegExp(`/iv2/searchresults/airhotels/${start}/-/${end}\\?from=LAX&party=2%2C2&cabin=Y&depart=anytime&return=anytime$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Las Vegas Air + Hotel Packages' })).toBeVisible();
    await expect(page.getByTestId('flight-summary')).toContainText('Round trip from Los Angeles, CA (LAX)');
    await expect(page.getByTestId('flight-summary')).toContainText('2 rooms, 4 travelers');
    const rows = page.getByTestId('package-result');
    expect(await rows.count()).toBeGreaterThan(1);
    await expect(rows.first()).toContainText('Round-trip economy/coach class air from LAX and 3 nights');

    await page.getByRole('navigation', { name: 'Sort results' }).getByRole('link', { name: 'Price (Low to High)' }).click();
    await expect(page).toHaveURL(new RegExp(`/airhotels/${start}/-/${end}/sort/price-low-high\\?from=LAX`));
    const perPerson = dollars(await page.getByTestId('per-person').allTextContents());
    expect(perPerson.length).toBeGreaterThan(1);
    expect(perPerson).toEqual([...perPerson].sort((a, b) => a - b));
    // The sidebar widget is prefilled with this search, airport included.
    const again = page.getByRole('form', { name: 'Search air + hotel packages' });
    await expect(again.getByRole('combobox', { name: 'Departing from' })).toHaveValue(/\(LAX\)/);
    await expect(again.getByLabel('Rooms')).toHaveValue('2');
    expect(await axeViolations(page)).toEqual([]);
    // A package opens on the searched dates.
    const name = (await rows.first().getByRole('heading', { level: 2 }).textContent())!;
    await rows.first().getByRole('link', { name: 'View package' }).click();
    await expect(page).toHaveURL(new RegExp(`/iv2/las-vegas-hotels/\\d+/[a-z0-9-]+/dates/${start}/${end}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('first class from farther away costs more, and a link with too many travelers says why', async ({ page }) => {
    const [start, end] = [pacificDate(9), pacificDate(11)];
    const base = `/iv2/searchresults/airhotels/${start}/-/${end}/sort/price-low-high`;
    await page.goto(`${base}?from=LAX&party=2&cabin=Y`);
    const economyLax = dollars(await page.getByTestId('per-person').allTextContents())[0]!;
    await page.goto(`${base}?from=JFK&party=2&cabin=F`);
    const firstJfk = dollars(await page.getByTestId('per-person').allTextContents())[0]!;
    expect(firstJfk).toBeGreaterThan(economyLax);

    await page.goto(`${base}?from=LAX&party=4,4,1`);
    await expect(page.getByRole('alert', { name: 'No results found' })).toContainText('The maximum number of travelers we can book in one air + hotel package transaction is 8.');
    await expect(page.getByTestId('package-result')).toHaveCount(0);
    await page.goto(`${base}?from=ZZZ`);
    await expect(page.getByRole('alert', { name: 'No results found' })).toContainText('Type in a city name or airport code');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the results are in the server HTML; a malformed path is the not-found page', async ({ page }) => {
      const response = await page.goto(`/iv2/searchresults/airhotels/${pacificDate(9)}/-/${pacificDate(11)}?from=SFO&party=2-7`);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('package-result').first()).toContainText('Air + Hotel Package');
      await expect(page.getByTestId('results-summary')).toContainText(/\d+ packages? available/);
      for (const path of ['/iv2/searchresults/airhotels/sort/cheapest', '/iv2/searchresults/airhotels/2026-02-30', '/iv2/searchresults/airhotels/rooms/2']) {
        const missing = await page.goto(path);
        expect(missing?.status(), path).toBe(404);
      }
    });
  });

  test('the airport lookup answers at most 10 suggestions and refuses an empty query', async ({ request }) => {
    const found = await request.get('/api/airports?q=san');
    expect(found.status()).toBe(200);
    const body = (await found.json()) as { airports: { code: string; label: string }[] };
    expect(body.airports.length).toBe(10);
    expect((await request.get('/api/airports?q=')).status()).toBe(400);
  });
});
