import { buildCatalog } from '@/lib/db/seed/catalog';
import { buildMerchLists } from '@/lib/db/seed/merch';
import { collectPageErrors, expect, pacificDate, test, waitForIslands } from './fixtures';
import { axeViolations } from './axe';

/**
 * The hero list's hotels as the server's database holds them: the e2e server seeds its fresh
 * database with the deterministic demo city (scale 1), so the same plan names the same rows.
 */
function seededHeroHotelNames(): string[] {
  const plan = buildCatalog(1);
  const names = new Map(plan.products.map((p) => [p.product.id, p.product.name]));
  return buildMerchLists(plan.products)
    .items.filter((item) => item.listCode === 'Hotel_Page_Hero_Slot')
    .sort((a, b) => a.position - b.position)
    .map((item) => names.get(item.productId) ?? '');
}

const unescape = (text: string) => text.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');

test.describe('hotel landing page', () => {
  test('serves the featured hotels of the database and the three resort deal groups in its HTML', async ({ request }) => {
    for (const path of ['/hotels', '/resorts']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const featured = [...html.matchAll(/data-testid="featured-hotel"[\s\S]*?<h3[^>]*><a href="([^"]*)">([^<]*)<\/a>/g)];
      const expected = seededHeroHotelNames();
      expect(expected.length).toBeGreaterThan(1);
      expect(featured.map((m) => unescape(m[2] ?? '')), path).toEqual(expected);
      for (const m of featured) expect(m[1]).toMatch(/^\/iv2\/las-vegas-hotels\/\d+\//);
      expect(html).toMatch(/HERO658X251-1\.svg" alt="" width="658" height="251"/);
      expect(html).toMatch(/Book now, travel until <time dateTime="\d{4}-\d{2}-\d{2}">/);
      for (const title of ['Daily Deals', 'Best Value', 'Trending']) expect(html, path).toContain(`>${title}</h3>`);
    }
  });

  test('lays the featured slider out before Swiper starts and advances it after about 5 s', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/hotels');
    const slider = page.getByTestId('featured-hotels');
    const names = seededHeroHotelNames();
    const inView = () =>
      slider.locator('.swiper-slide').evaluateAll((slides) =>
        slides
          .filter((s) => {
            const r = s.getBoundingClientRect();
            const box = s.closest('.swiper')!.getBoundingClientRect();
            return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
          })
          .map((s) => s.querySelector('h3')?.textContent ?? ''),
      );
    await waitForIslands(page);
    await expect(slider.locator('.swiper-initialized')).toHaveCount(1);
    const startedAt = Date.now();
    expect(await inView()).toEqual([names[0]]);
    // No slide moves before its five seconds are up...
    await page.waitForTimeout(3_000);
    expect(await inView()).toEqual([names[0]]);
    // ...and the next one is in view soon after.
    await expect.poll(inView, { timeout: 5_000 }).toEqual([names[1]]);
    expect(Date.now() - startedAt).toBeGreaterThan(3_000);
    // Nothing moved when Swiper took over the server-rendered slides.
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 100);
        }),
    );
    expect(shift).toBeLessThan(0.05);
    expect(errors).toEqual([]);
  });

  test('shows the resort deal groups with links to hotel details and from-prices', async ({ page }) => {
    await page.goto('/hotels');
    const block = page.getByTestId('resort-deals');
    for (const title of ['Daily Deals', 'Best Value', 'Trending']) {
      const group = block.getByRole('region', { name: title, exact: true });
      const entries = group.getByRole('listitem');
      expect(await entries.count()).toBeGreaterThanOrEqual(3);
      expect(await entries.count()).toBeLessThanOrEqual(4);
      await expect(entries.first().getByRole('link')).toHaveAttribute('href', /^\/iv2\/las-vegas-hotels\/\d+\//);
      // The last amount is the price; a crossed-out original may come before it.
      await expect(entries.first().getByText(/^\$\d[\d,]*$/).last()).toBeVisible();
      await expect(entries.first().getByText('per night')).toBeVisible();
    }
    await expect(block.getByRole('region', { name: 'Daily Deals' }).getByRole('listitem').first().getByText(/^Save \d+%$/)).toBeVisible();
  });

  test('opens an info tooltip on keyboard focus and closes it with Escape', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/hotels');
    await waitForIslands(page);
    // Start sequential focus navigation just before the tooltips, then reach the first by Tab.
    await page.locator('#line-heading + p').click();
    await page.keyboard.press('Tab');
    const trigger = page.getByRole('button', { name: 'Best Price Guarantee' });
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const tooltipId = await trigger.getAttribute('aria-describedby');
    const tooltip = page.locator(`[id="${tooltipId}"]`);
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveAttribute('role', 'tooltip');
    await expect(trigger).toHaveAccessibleDescription(/lower public rate/);
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    // Tab on: the next tooltip opens, the first stays closed.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Secure and Trusted' })).toHaveAttribute('aria-expanded', 'true');
    expect(errors).toEqual([]);
  });

  test('has a chat tooltip that links to /chat, reachable by hover and by keyboard', async ({ page }) => {
    await page.goto('/hotels');
    await waitForIslands(page);
    const trigger = page.getByRole('button', { name: 'Chat', exact: true });
    await trigger.hover();
    const link = page.getByRole('link', { name: 'Chat with us' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/chat');
    await page.mouse.move(0, 0);
    await expect(link).toBeHidden();
    await trigger.focus();
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  test('has no serious accessibility violations with the chat tooltip open', async ({ page }) => {
    await page.goto('/hotels');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Chat', exact: true }).focus();
    await expect(page.getByRole('link', { name: 'Chat with us' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('serves the rest of storefront 2.4 in its HTML: title, popular hotel search results for the default stay, all hotels with the disclosure', async ({ request }) => {
    const html = await (await request.get('/hotels')).text();
    expect(html).toMatch(/<title>Las Vegas Hotels with Guaranteed Best Rate \| [^<]+<\/title>/);
    // Popular hotel search results: the default hotel search (today, two nights), popular first, priced for the stay.
    const popular = /data-testid="popular-hotel-results"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(popular).toContain('>Popular Hotel Search Results</h2>');
    expect(popular).toContain('href="/mytrip/app/Products/hotel"');
    const cards = [...popular.matchAll(/href="(\/iv2\/las-vegas-hotels\/\d+\/[a-z0-9-]+\/dates\/[^"]+)"/g)].map((m) => m[1]);
    expect(new Set(cards).size).toBeGreaterThanOrEqual(3);
    for (const href of cards) expect(href).toMatch(new RegExp(`/dates/${pacificDate(0)}/${pacificDate(2)}$`));
    expect(html).toContain('>All Available Hotels</h2>');
    expect(html).toContain('Sample prices shown are for select midweek (Sun-Thu) dates... Prices do not include taxes and fees. Based on availability.');
    // The default layout: no tabs-search-hero banner unless its flag is on.
    expect(html).toContain('data-testid="line-hero"');
    expect(html).not.toContain('data-testid="tabs-hero"');
  });

  test('shows the insider-pricing sign-up to a new visitor and the hotels they saw under Recently Seen', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/hotels');
    await waitForIslands(page);
    await expect(page.getByTestId('insider-signup')).toBeVisible();
    await expect(page.getByTestId('insider-signup').getByRole('heading', { name: 'Unlock Insider Pricing' })).toBeVisible();
    // Nothing seen yet: no list at all.
    await expect(page.getByRole('heading', { name: 'Recently Seen' })).toHaveCount(0);
    // Open a popular hotel, then come back: it is listed.
    const card = page.getByTestId('popular-hotel-results').locator('a[href^="/iv2/las-vegas-hotels/"]').first();
    const href = (await card.getAttribute('href'))!;
    await page.goto(href);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('mvRecentlyViewed') ?? '')).toMatch(/\d/);
    await page.goto('/hotels');
    const recent = page.getByTestId('recently-seen-list');
    await expect(recent.getByRole('heading', { name: 'Recently Seen' })).toBeVisible();
    await expect(recent.getByTestId('recently-seen-item').first()).toContainText(name);
    expect(errors).toEqual([]);
  });

  test("a search from a hotel's own page lands on that hotel's details for the dates with nc=1, rendered fresh", async ({ page, request }) => {
    const errors = collectPageErrors(page);
    const html = await (await request.get('/hotels')).text();
    const [, detailsPath] = /href="(\/iv2\/las-vegas-hotels\/\d+\/[a-z0-9-]+)\/dates"/.exec(html)!;
    await page.goto(`${detailsPath}/dates/${pacificDate(5)}/${pacificDate(7)}`);
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Change Search' }).click();
    const panel = page.getByTestId('change-search-panel');
    const text = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
    const checkIn = pacificDate(20);
    const checkOut = pacificDate(23);
    await panel.getByLabel('Check-in').fill(text(checkIn));
    await panel.getByLabel('Check-out').fill(text(checkOut));
    await panel.getByLabel('Rooms').selectOption('2');
    await panel.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL((url) => url.pathname === `${detailsPath}/dates/${checkIn}/${checkOut}/quantity/2` && url.search === '?nc=1');
    // The page is this hotel's for the new stay: its rooms' Select links carry the dates and rooms.
    const select = page.getByTestId('availability-room').getByRole('link', { name: /^Select / }).first();
    await expect(select).toHaveAttribute('href', `${detailsPath}/quantity/${checkIn}T15:00/${checkIn}/${checkOut}?roomQty=2`);
    expect(errors).toEqual([]);

    // nc=1 is answered per request, never from a cache, and fills none; the plain url is cached.
    const plain = `${detailsPath}/dates/${checkIn}/${checkOut}`;
    await request.get(plain);
    expect((await request.get(plain)).headers()['x-front-cache']).toBe('HIT');
    for (let i = 0; i < 2; i++) {
      const fresh = await request.get(`${plain}?nc=1`);
      expect(fresh.status()).toBe(200);
      expect(fresh.headers()['x-front-cache']).toBeUndefined();
      expect(fresh.headers()['x-nextjs-cache']).toBeUndefined();
      expect(fresh.headers()['cache-control']).toMatch(/no-store/);
      const body = await fresh.text();
      expect(body).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${detailsPath}/dates"`));
    }
    // A fresh page's redirects stay fresh: a past stay moves to today, nc kept.
    const past = await request.get(`${detailsPath}/dates/2020-01-01/2020-01-03?nc=1`, { maxRedirects: 0 });
    expect(past.status()).toBe(307);
    expect(past.headers().location).toMatch(new RegExp(`${detailsPath}/dates/${pacificDate(0)}/${pacificDate(2)}\\?nc=1$`));
  });

  test('/mytrip/app/Products/hotel answers as the canonical hotel search, its query validated', async ({ page, request }) => {
    const canonical = await request.get('/mytrip/app/Products/hotel');
    expect(canonical.status()).toBe(200);
    const html = await canonical.text();
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/mytrip\/app\/Products\/hotel"/);
    expect([...html.matchAll(/href="\/iv2\/las-vegas-hotels\/\d+\/[a-z0-9-]+\/dates\/[^"]+"/g)].length).toBeGreaterThan(2);
    // A results page names it as its canonical.
    const results = await (await request.get(`/iv2/searchresults/hotels/${pacificDate(3)}/-/${pacificDate(5)}/rooms/2`)).text();
    expect(results).toMatch(/<link rel="canonical" href="[^"]*\/mytrip\/app\/Products\/hotel"/);

    // With the search as a query: a redirect to that search's cached results page.
    const start = pacificDate(9);
    const end = pacificDate(11);
    const moved = await request.get(`/mytrip/app/Products/hotel?startDate=${start}&endDate=${end}&roomQty=2&sortId=price-low-high&utm_source=x`, { maxRedirects: 0 });
    expect(moved.status()).toBe(307);
    expect(moved.headers().location).toBe(`/iv2/searchresults/hotels/${start}/-/${end}/rooms/2/sort/price-low-high`);
    const asked = await request.get(`/mytrip/app/Products/hotel?startDate=${start}&endDate=${end}&roomQty=2&sortId=price-low-high&utm_source=x`);
    expect(asked.status()).toBe(200);
    const askedHtml = await asked.text();
    expect(askedHtml).toMatch(new RegExp(`href="/iv2/las-vegas-hotels/\\d+/[a-z0-9-]+/dates/${start}/${end}"`));
    expect(askedHtml).toMatch(/<link rel="canonical" href="[^"]*\/mytrip\/app\/Products\/hotel"/);
    // Malformed values are the not-found page, never a 500; a past stay moves to today.
    for (const query of ['startDate=2026-02-30', 'roomQty=9', 'sortId=cheapest', 'startDate=x&startDate=y', 'filterCode=NOPE-1']) {
      const bad = await request.get(`/mytrip/app/Products/hotel?${query}`);
      expect(bad.status(), query).toBe(404);
      expect(await bad.text()).toContain('PAGE NOT FOUND');
    }
    const past = await request.get('/mytrip/app/Products/hotel?startDate=2020-01-01&endDate=2020-01-03', { maxRedirects: 0 });
    expect(past.status()).toBe(307);
    expect(past.headers().location).toContain(`/mytrip/app/Products/hotel?startDate=${pacificDate(0)}&endDate=${pacificDate(2)}`);
    // A visitor sees the results with the search widget.
    await page.goto('/mytrip/app/Products/hotel');
    await expect(page.getByRole('form', { name: 'Search hotels' })).toBeVisible();
  });
});
