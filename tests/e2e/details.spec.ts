import type { APIResponse } from '@playwright/test';
import { collectPageErrors, expect, test, waitForIslands, pacificDate } from './fixtures';
import { axeViolations } from './axe';

/**
 * The path a redirect points to. Next 16 sends the Location header twice (same value) when an ISR
 * page redirects on a cache miss; browsers follow either, so the first one is read.
 */
function location(response: APIResponse): string {
  const header = response.headersArray().find((h) => h.name.toLowerCase() === 'location');
  return new URL(header!.value, 'http://x').pathname;
}

/** A Pacific calendar date `days` after today. */

const DETAILS_URL = /^\/iv2\/las-vegas-shows\/(\d+)\/([a-z0-9-]+)\/dates\/\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/;

test.describe('product details', () => {
  test('a show opened from search results is served with its content, canonical link and JSON-LD', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/iv2/searchresults/shows');
    await waitForIslands(page);
    const card = page.getByTestId('product-card').first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    const cardReviews = Number((await card.getByText(/^[\d,]+ reviews?$/).textContent())!.replace(/\D/g, ''));
    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL((url) => DETAILS_URL.test(url.pathname));
    const [, id, slug] = DETAILS_URL.exec(new URL(page.url()).pathname)!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`Shows`);
    await expect(page.getByTestId('product-gallery').locator('img').first()).toBeVisible();
    await expect(page.getByTestId('details-price')).toContainText(/Tickets from\s*\$\d+/);
    await expect(page.getByRole('link', { name: 'View on map (opens in a new tab)' })).toHaveAttribute('href', /google\.com\/maps/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/iv2/las-vegas-shows/${id}/${slug}/dates$`));

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(ld.name).toBe(name);
    expect(ld.priceRange).toMatch(/^From \$\d+$/);
    expect(ld.aggregateRating.ratingValue).toBeGreaterThan(0);
    expect(ld.address.streetAddress).toBeTruthy();
    expect(ld.event.length).toBeGreaterThan(0);
    expect(ld.event[0]).toMatchObject({ '@type': 'TheaterEvent', name, offers: { priceCurrency: 'USD', availability: 'https://schema.org/InStock' } });
    expect(Date.parse(ld.event[0].startDate)).toBeGreaterThan(Date.now());

    // Its guest reviews, counted alike on the card, in the reviews section and in the JSON-LD.
    const reviews = page.getByRole('region', { name: 'Guest reviews' });
    await expect(reviews.getByTestId('review').first()).toBeVisible();
    const reviewCount = Number((await reviews.getByTestId('reviews-count').textContent())!.replace(/\D/g, ''));
    expect(reviewCount).toBe(cardReviews);
    expect(ld.aggregateRating.reviewCount).toBe(reviewCount);
    expect(`${ld.aggregateRating.ratingValue.toFixed(1)}/5`).toBe(await reviews.getByTestId('reviews-average').textContent());
    expect(ld.review).toHaveLength(Math.min(5, reviewCount));

    // The change-search toggle shows the show widget and reports each use.
    const toggle = page.getByRole('button', { name: 'Change Search' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByTestId('change-search-panel')).toBeVisible();
    await toggle.click();
    await expect(page.getByTestId('change-search-panel')).toBeHidden();
    const actions = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { interaction_action?: string }[] }).dataLayer ?? []).flatMap((m) => m.interaction_action ?? []),
    );
    expect(actions).toEqual(['Open Change Search', 'Close Change Search']);

    // Its next performances with prices, loaded fresh, each leading on to its seats or quantity.
    const slots = page.getByTestId('availability-slot');
    await expect(slots.first()).toBeVisible();
    await expect(slots.first()).toContainText(/^\d{1,2}:\d{2} (AM|PM)\$\d+$/);

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);

    // The visit is remembered: after a reload, Recently Seen lists the show.
    await page.reload();
    await waitForIslands(page);
    await page.getByTestId('site-header').getByRole('button', { name: 'Recently Seen' }).click();
    await expect(page.getByTestId('site-header').getByRole('link', { name })).toBeVisible();
    await page.keyboard.press('Escape');

    // Choosing a time goes on to that performance's seat (or quantity) selection.
    const chosen = page.getByTestId('availability-slot').first();
    const href = (await chosen.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^/iv2/las-vegas-shows/${id}/${slug}/(seats|quantity)/\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}/`));
    await chosen.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
  });

  test('a hotel lists its rooms for the stay, and the availability api refuses bad input', async ({ page, request }) => {
    const html = await (await request.get('/hotels')).text();
    const [, path, id] = /href="(\/iv2\/las-vegas-hotels\/(\d+)\/[a-z0-9-]+\/dates)"/.exec(html)!;
    await page.goto(path!);
    const rooms = page.getByTestId('availability-room');
    await expect(rooms.first()).toBeVisible();
    await expect(rooms.first()).toContainText(/\$\d+ per night/);
    await expect(rooms.first().getByRole('link', { name: /^Select / })).toHaveAttribute('href', new RegExp(`/iv2/las-vegas-hotels/${id}/[a-z0-9-]+/quantity/`));
    // A stay that starts in the past moves to today, same length (spec 4).
    const slugPath = path!.replace(/\/dates$/, '');
    const past = await request.get(`${slugPath}/dates/2020-01-01/2020-01-04/quantity/2`, { maxRedirects: 0 });
    expect(past.status()).toBe(307);
    expect(location(past)).toBe(`${slugPath}/dates/${pacificDate(0)}/${pacificDate(3)}/quantity/2`);
    // A stay with no room free at all gives way to the hotel search for those dates.
    const farStart = pacificDate(400);
    await page.goto(`${slugPath}/dates/${farStart}/${pacificDate(402)}`);
    await expect(page).toHaveURL((url) => url.pathname === `/iv2/searchresults/hotels/${farStart}/-/${pacificDate(402)}/product/${id}`);
    for (const query of ['productId=abc', 'productId=1&startDate=2026-02-30', 'productId=1&roomQty=9', '']) {
      expect((await request.get(`/api/availability?${query}`)).status(), query).toBe(400);
    }
    expect((await request.get('/api/availability?productId=999999999')).status()).toBe(404);
  });

  test('tells how many other visitors look at a product right now, counted from real views', async ({ page, playwright, request }) => {
    const html = await (await request.get('/attractions')).text();
    const links = [...html.matchAll(/href="(\/iv2\/las-vegas-attractions\/(\d+)\/[a-z0-9-]+\/dates)"/g)];
    const [, path, id] = links[1]!;
    // Three other visitors (each its own cookie jar), one of them reloading, and a crawler.
    // (Headless Chromium calls itself HeadlessChrome, which counts as a bot: visitors here send a desktop Chrome's.)
    const chrome = (v: number) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v}.0.0.0 Safari/537.36`;
    const crawler = await playwright.request.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    const base = test.info().project.use.baseURL!;
    // Earlier runs on the same database may have left views of their own in the last hour.
    const before = (await (await crawler.post(`${base}/api/product-views`, { data: { productId: Number(id) } })).json()).lookingNow as number;
    await crawler.dispose();
    for (const userAgent of [chrome(150), chrome(151), chrome(152), 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)']) {
      const visitor = await playwright.request.newContext({ userAgent });
      for (let i = 0; i < 2; i += 1) {
        const answer = await visitor.post(`${base}/api/product-views`, { data: { productId: Number(id) } });
        expect(answer.status()).toBe(200);
      }
      await visitor.dispose();
    }
    const opened = Date.now();
    await page.goto(path!);
    const notice = page.getByTestId('people-looking');
    await expect(notice).toHaveText(new RegExp(`^${before + 3} people looking right now`), { timeout: 10_000 });
    expect(Date.now() - opened).toBeGreaterThanOrEqual(3_000);
    expect((await request.post('/api/product-views', { data: { productId: 'x' } })).status()).toBe(400);
  });

  test('opened in a new tab, Back goes to the page that opened it, or to the product’s search results', async ({ context, page }) => {
    await page.goto('/tours');
    const path = (await page.getByTestId('product-card').first().getByRole('heading').getByRole('link').getAttribute('href'))!;
    for (const [features, back] of [
      ['', '/tours'],
      ['noreferrer', '/iv2/searchresults/tours'],
    ] as const) {
      const [tab] = await Promise.all([context.waitForEvent('page'), page.evaluate(([p, f]) => void window.open(p, '_blank', f), [path, features])]);
      await waitForIslands(tab);
      expect(await tab.evaluate(() => window.history.length)).toBe(2);
      await tab.goBack();
      await expect(tab).toHaveURL((url) => url.pathname === back);
      await tab.close();
    }
  });

  test('the server HTML carries the page without JavaScript', async ({ browser, request }) => {
    const html = await (await request.get('/iv2/searchresults/hotels')).text();
    const href = /href="(\/iv2\/las-vegas-hotels\/\d+\/[a-z0-9-]+\/dates[^"]*)"/.exec(html)![1]!;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(href);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Guest score \d+\.\d\/10/)).toBeVisible();
    await expect(page.getByTestId('details-price')).toContainText('per night');
    await context.close();
  });

  test('dates the site would not write redirect to the ones it would, or are no page, and never enter the front cache', async ({ request }) => {
    // Twice each: the second answer would come from the front cache if the first had entered it.
    // No redirect does; a 404 may, within the not-found share and for a minute at most.
    async function twice(path: string) {
      const first = await request.get(path, { maxRedirects: 0 });
      const second = await request.get(path, { maxRedirects: 0 });
      expect(second.status(), path).toBe(first.status());
      if (first.status() !== 404) expect(second.headers()['x-front-cache'], path).toBeUndefined();
      return first;
    }
    const html = await (await request.get('/iv2/searchresults/shows')).text();
    const [, id, slug] = /href="\/iv2\/las-vegas-shows\/(\d+)\/([a-z0-9-]+)\/dates/.exec(html)!;
    const show = `/iv2/las-vegas-shows/${id}/${slug}`;
    // An end before the start: both the end date (spec storefront 5, as the search widget makes it), for good.
    const swapped = await twice(`${show}/dates/${pacificDate(12)}/${pacificDate(10)}`);
    expect(swapped.status()).toBe(308);
    expect(location(swapped)).toBe(`${show}/dates/${pacificDate(10)}/${pacificDate(10)}`);
    // A wrong name and such dates: one redirect.
    const both = await twice(`/iv2/las-vegas-shows/${id}/old-name/dates/${pacificDate(12)}/${pacificDate(10)}`);
    expect(both.status()).toBe(308);
    expect(location(both)).toBe(`${show}/dates/${pacificDate(10)}/${pacificDate(10)}`);
    // Years ahead (beyond MaxDaysInFuture, 730 days): dropped; a 307, as the day comes when they are not.
    for (const far of [`${pacificDate(731)}/${pacificDate(733)}`, '2030-01-02/2030-01-04', pacificDate(731)]) {
      const answer = await twice(`${show}/dates/${far}`);
      expect(answer.status(), far).toBe(307);
      expect(location(answer), far).toBe(`${show}/dates`);
    }
    // A window longer than MaxSearchWindow (31 days) is dropped for good.
    const long = await twice(`${show}/dates/${pacificDate(10)}/${pacificDate(42)}`);
    expect(long.status()).toBe(308);
    expect(location(long)).toBe(`${show}/dates`);
    // The site's own dates stay a page.
    expect((await request.get(`${show}/dates/${pacificDate(10)}/${pacificDate(12)}`, { maxRedirects: 0 })).status()).toBe(200);

    // A hotel: a stay of no night or one ending before it starts is dropped, the room count kept.
    const hotels = await (await request.get('/hotels')).text();
    const [, hotel, hotelId] = /href="(\/iv2\/las-vegas-hotels\/(\d+)\/[a-z0-9-]+)\/dates"/.exec(hotels)!;
    const backwards = await twice(`${hotel}/dates/${pacificDate(12)}/${pacificDate(10)}/quantity/2`);
    expect(backwards.status()).toBe(308);
    expect(location(backwards)).toBe(`${hotel}/dates/quantity/2`);

    // Quantity, seats and room urls: the search dates that travel along are written the same way; years ahead is no page.
    const slots = (await (await request.get(`/api/availability?productId=${id}&startDate=${pacificDate(10)}&endDate=${pacificDate(12)}`)).json()) as {
      slots: { href: string | null }[];
    };
    const book = slots.slots.map((slot) => slot.href).find((href) => href !== null)!;
    expect(book).toMatch(new RegExp(`/${pacificDate(10)}/${pacificDate(12)}$`));
    const bookSwapped = await twice(book.replace(`/${pacificDate(10)}/${pacificDate(12)}`, `/${pacificDate(12)}/${pacificDate(10)}`));
    expect(bookSwapped.status()).toBe(308);
    expect(location(bookSwapped)).toBe(book.replace(`/${pacificDate(10)}/${pacificDate(12)}`, `/${pacificDate(10)}/${pacificDate(10)}`));
    expect((await twice(book.replace(`/${pacificDate(10)}/${pacificDate(12)}`, `/${pacificDate(10)}/${pacificDate(731)}`))).status()).toBe(404);
    const stay = (await (await request.get(`/api/availability?productId=${hotelId}&startDate=${pacificDate(10)}&endDate=${pacificDate(12)}`)).json()) as {
      rooms: { href: string | null }[];
    };
    const room = stay.rooms.map((r) => r.href).find((href) => href !== null)!;
    expect((await request.get(room, { maxRedirects: 0 })).status()).toBe(200);
    const farRoom = room.replace(`${pacificDate(10)}T`, `${pacificDate(729)}T`).replace(`/${pacificDate(10)}/${pacificDate(12)}`, `/${pacificDate(729)}/${pacificDate(731)}`);
    expect((await twice(farRoom)).status()).toBe(404);
  });

  test('wrong names redirect to the canonical one, unknown ids and malformed urls are 404', async ({ request }) => {
    const html = await (await request.get('/iv2/searchresults/shows')).text();
    const [, id, slug] = /href="\/iv2\/las-vegas-shows\/(\d+)\/([a-z0-9-]+)\/dates/.exec(html)!;
    // Dates inside MaxDaysInFuture (730 days): dates beyond it are dropped (the next test).
    const dates = `${pacificDate(30)}/${pacificDate(32)}`;
    const renamed = await request.get(`/iv2/las-vegas-shows/${id}/old-name/dates/${dates}`, { maxRedirects: 0 });
    expect(renamed.status()).toBe(308);
    expect(location(renamed)).toBe(`/iv2/las-vegas-shows/${id}/${slug}/dates/${dates}`);
    // A redirect never enters the front cache (issue 25: each made-up name was an entry of its own).
    const again = await request.get(`/iv2/las-vegas-shows/${id}/old-name/dates/${dates}`, { maxRedirects: 0 });
    expect(again.status()).toBe(308);
    expect(again.headers()['x-front-cache']).toBeUndefined();

    const restaurants = await (await request.get('/restaurant')).text();
    const [, restaurantPath, restaurantId] = /href="(\/iv2\/las-vegas-restaurants\/(\d+)\/[a-z0-9-]+\/dates)"/.exec(restaurants)!;
    // Restaurants have no change-search toggle (spec 2.8).
    expect(await (await request.get(restaurantPath!)).text()).not.toContain('Change Search');
    const byId = await request.get(`/iv2/las-vegas-restaurants/${restaurantId}`, { maxRedirects: 0 });
    expect(byId.status()).toBe(308);
    expect(location(byId)).toBe(restaurantPath);

    for (const path of [
      '/iv2/las-vegas-shows/999999999/some-show/dates',
      `/iv2/las-vegas-hotels/${id}/${slug}/dates`, // a show under the hotel base
      '/iv2/las-vegas-shows/abc/some-show/dates',
      '/iv2/las-vegas-shows/1/some-show/dates/2026-02-30',
    ]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
    for (const path of ['/iv2/%ZZ/1/x/dates', `/iv2/las-vegas-shows/${id}/%E0%A4%A/dates`]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('id="main"');
    }
  });
});
