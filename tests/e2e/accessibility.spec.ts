import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, fillCard, fillGuestInfo, linkFromOutbox, pacificDate, test, uniqueEmail, waitForIslands } from './fixtures';
import { pickSeatedPerformance } from './picks';

// Issue 26 item 7: no serious axe violation on any page kind. axe runs the WCAG 2.0, 2.1 and 2.2
// A/AA rules (target size is `target-size`, tag wcag22aa) over each page kind as a visitor sees it
// once its islands have loaded, and the test fails on any serious or critical violation. The page
// kinds are the bench's (tests/bench/run.mjs) and demo-mode's (tests/e2e/demo-mode.spec.ts), plus
// a tour's details and quantity pages and the purchase steps with seats held.

/** Each serious or critical violation of the page (the shared WCAG tag set of ./axe). */
const seriousViolations = (page: Page) => axeViolations(page);

/** Opens `path` and waits for its client islands where the page has the site header. */
async function open(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await settle(page);
}

/** Waits for the page's client islands where it has the site header's cart count. */
async function settle(page: Page): Promise<void> {
  if ((await page.getByTestId('cart-count').count()) > 0) await waitForIslands(page);
}

/** The show calendar page `ahead` months after this one, /shows/{month}-{year} (Pacific calendar), as the bench has it. */
function showCalendarPath(ahead = 0): string {
  const [year, month] = pacificDate(0).split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 + ahead, 15));
  const name = date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }).toLowerCase();
  return `/shows/${name}-${date.getUTCFullYear()}`;
}

/** The first details link of a line page (product ids move with the seed scale). */
async function firstDetails(request: APIRequestContext, line: string, base: string): Promise<string> {
  const html = await (await request.get(line)).text();
  const match = new RegExp(`href="(/iv2/${base}/\\d+/[a-z0-9-]+/dates)"`).exec(html);
  expect(match, `a details link on ${line}`).not.toBeNull();
  return match![1]!;
}

const PAGE_KINDS: { label: string; path: string; status?: number }[] = [
  { label: 'home page', path: '/' },
  { label: 'not-found page', path: '/iv2/no-such-page-a11y', status: 404 },
  { label: 'content not-found page', path: '/no-such-content-page-a11y', status: 404 },
  { label: 'line page (shows)', path: '/shows' },
  { label: 'line page (tours)', path: '/tours' },
  { label: 'hotel landing', path: '/hotels' },
  { label: 'content page (conditional link farm)', path: '/lounge/guide' },
  { label: 'link-farm page', path: '/lounge/blog' },
  { label: 'product landing page', path: '/deals/today' },
  { label: 'promotion page', path: '/deals/holiday-shows' },
  { label: 'show calendar (this month)', path: showCalendarPath() },
  // A whole month of performances, no day past: about a thousand links.
  { label: 'show calendar (next month)', path: showCalendarPath(1) },
  { label: 'hotel deals calendar', path: '/hotels/citywide-hotel-deals-calendar' },
  { label: 'show search results', path: `/iv2/searchresults/shows/${pacificDate(7)}/-/${pacificDate(11)}/category/259/sort/price` },
  { label: 'hotel search results', path: `/iv2/searchresults/hotels/${pacificDate(7)}/-/${pacificDate(9)}/rooms/2` },
  { label: 'air+hotel results', path: `/iv2/searchresults/airhotels/${pacificDate(9)}/-/${pacificDate(11)}?from=LAX&party=2` },
  { label: 'site search', path: '/iv2/searchresults/sitesearch?rq=comedy' },
  { label: 'chat console', path: '/chat' },
  { label: 'login', path: '/iv2/login' },
  { label: 'register', path: '/iv2/register' },
  { label: 'forgot password', path: '/iv2/forgot-password' },
  // The token is checked when the form is sent; any token of the right shape shows the form.
  { label: 'reset password', path: '/iv2/reset-password/a11y-sample-reset-token' },
  { label: 'order lookup', path: '/iv2/orders/search' },
  { label: 'gift card shop', path: '/giftcard' },
  { label: 'empty cart', path: '/iv2/cart' },
];

test.describe('accessibility: no serious axe violation on any page kind', () => {
  // The tests share nothing (each opens its own pages, picks its own performance or stay), and
  // this file alone ran 5 minutes in one worker while the other ended: both workers take them.
  test.describe.configure({ mode: 'parallel' });

  for (const kind of PAGE_KINDS) {
    test(kind.label, async ({ page }) => {
      // axe over a whole month of performances takes a while on a busy machine.
      test.setTimeout(120_000);
      await open(page, kind.path, kind.status);
      expect(await seriousViolations(page), kind.path).toEqual([]);
    });
  }

  test('details pages (show, hotel, tour) and their ticket, seat and room pages', async ({ page }) => {
    test.setTimeout(180_000);
    const request = page.context().request;
    for (const [line, base] of [
      ['/shows', 'las-vegas-shows'],
      ['/tours', 'las-vegas-tours'],
    ] as const) {
      const details = await firstDetails(request, line, base);
      await open(page, details);
      const slot = page.getByTestId('availability-slot').first();
      await expect(slot).toBeVisible();
      expect(await seriousViolations(page), details).toEqual([]);
      // The slot's link: the seat page of a seated show, the quantity page of the rest.
      const next = await slot.getAttribute('href');
      expect(next, `${details}: a slot link`).toMatch(/\/(seats|quantity)\//);
      await open(page, next!);
      expect(await seriousViolations(page), next!).toEqual([]);
    }

    const hotels = await (await request.get('/hotels')).text();
    const ids = [...new Set([...hotels.matchAll(/href="\/iv2\/las-vegas-hotels\/(\d+)\/[a-z0-9-]+\/dates"/g)].map((m) => m[1]))];
    const hotelDetails = await firstDetails(request, '/hotels', 'las-vegas-hotels');
    await open(page, hotelDetails);
    expect(await seriousViolations(page), hotelDetails).toEqual([]);
    let roomPath: string | null = null;
    for (const id of ids) {
      const availability = (await (await request.get(`/api/availability?productId=${id}&startDate=${pacificDate(7)}&endDate=${pacificDate(9)}`)).json()) as {
        rooms?: { href?: string }[];
      };
      roomPath = availability.rooms?.find((r) => r.href)?.href ?? null;
      if (roomPath) break;
    }
    expect(roomPath, 'a hotel room free for two nights a week out').not.toBeNull();
    await open(page, roomPath!);
    expect(await seriousViolations(page), roomPath!).toEqual([]);
  });

  test('the purchase steps with two seats held: cart, guest info, billing, confirmation, the order found, its item and a ticket', async ({ page }) => {
    test.setTimeout(150_000);
    const show = await pickSeatedPerformance(page.context().request, { fromDay: 50, toDay: 57 });
    const held = await page.context().request.post('/api/holds', {
      data: { kind: 'seats', performanceId: show.performanceId, skuId: show.skuId, seatIds: show.seats.map((s) => s.id) },
    });
    expect(held.status()).toBe(200);
    for (const path of ['/iv2/cart', '/iv2/checkout', '/iv2/billing']) {
      await open(page, path);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
      expect(await seriousViolations(page), path).toEqual([]);
    }
    const email = uniqueEmail('a11y');
    await page.goto('/iv2/checkout');
    await fillGuestInfo(page, email);
    await fillCard(page);
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/iv2\/confirmation\/VG-\d{9}$/);
    await expect(page.getByTestId('confirmation-number')).toHaveText(/^VG-\d{9}$/);
    expect(await seriousViolations(page), 'confirmation').toEqual([]);
    const orderNumber = (await page.getByTestId('confirmation-number').textContent())!;

    // The order found by e-mail and number, its item page and a ticket.
    await open(page, '/iv2/orders/search');
    const form = page.getByTestId('order-lookup-form');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Confirmation number').fill(orderNumber);
    await form.getByRole('button', { name: 'Find My Order' }).click();
    await expect(page).toHaveURL(/\/iv2\/orders\/search\/verify$/);
    const order = page.locator(`[data-testid="order"][data-order-number="${orderNumber}"]`);
    await expect(order.getByTestId('ticket-link')).toHaveCount(2);
    expect(await seriousViolations(page), 'orders found').toEqual([]);
    await order.getByTestId('order-item-link').first().click();
    await expect(page).toHaveURL(new RegExp(`/iv2/orders/${orderNumber}/items/\\d+$`));
    await expect(page.getByTestId('ticket-link')).toHaveCount(2);
    expect(await seriousViolations(page), 'order item').toEqual([]);
    const ticket = (await page.getByTestId('ticket-link').first().getAttribute('href'))!;
    await open(page, ticket);
    expect(await seriousViolations(page), 'ticket').toEqual([]);
  });

  test('signed-in account pages: my account and my orders', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('a11y-member');
    // A member registered and confirmed through the API the forms use; the link signs them in.
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      data: { name: 'Accessible Member', email, password: 'a11y password 1', callbackURL: '/mytrip/app/MyAccountLogin' },
      headers: { origin: baseURL! },
    });
    expect(signUp.status()).toBe(200);
    await page.goto(await linkFromOutbox(page, email, /Confirm your e-mail/));
    await expect(page).toHaveURL(/\/mytrip\/app\/MyAccountLogin$/);
    await expect(page.getByTestId('account-profile')).toContainText(email);
    await settle(page);
    expect(await seriousViolations(page), 'my account').toEqual([]);
    await open(page, '/iv2/orders');
    await expect(page.getByTestId('orders-page')).toBeVisible();
    expect(await seriousViolations(page), 'my orders').toEqual([]);
  });

  test('the seat page with two seats chosen', async ({ page }) => {
    test.setTimeout(90_000);
    const request = page.context().request;
    const search = await (await request.get('/iv2/searchresults/shows')).text();
    const ids = [...new Set([...search.matchAll(/\/iv2\/las-vegas-shows\/(\d+)\//g)].map((m) => m[1]))];
    let seats: string | undefined;
    for (const id of ids) {
      const answer = await request.get(`/api/availability?productId=${id}&startDate=${pacificDate(30)}&endDate=${pacificDate(37)}`);
      const slots = ((await answer.json()) as { slots: { href: string | null }[] }).slots;
      seats = slots.find((s) => s.href?.includes('/seats/'))?.href ?? undefined;
      if (seats) break;
    }
    expect(seats, 'a seated show a month out').toBeDefined();
    await open(page, seats!);
    await page.getByRole('button', { name: '2 Tickets', exact: true }).click();
    const option = page.getByTestId('seat-option').first();
    // First click highlights, second chooses (ticket-buying 2).
    await option.click();
    await option.click();
    await expect(page.getByTestId('chosen-seat')).toHaveCount(2);
    expect(await seriousViolations(page), seats!).toEqual([]);
  });

  test('the air+hotel steps: results and the package page a result opens', async ({ page }) => {
    test.setTimeout(90_000);
    const [start, end] = [pacificDate(60), pacificDate(62)];
    await open(page, `/iv2/searchresults/airhotels/${start}/-/${end}?from=LAX&party=2`);
    await expect(page.getByTestId('package-result').first()).toBeVisible();
    expect(await seriousViolations(page), 'air+hotel results').toEqual([]);
    // A package is booked with its provider, not in this cart: its page is the last step here.
    await page.getByTestId('package-result').first().getByRole('link', { name: 'View package' }).click();
    await expect(page).toHaveURL(new RegExp(`/iv2/las-vegas-hotels/\\d+/[a-z0-9-]+/dates/${start}/${end}$`));
    await settle(page);
    expect(await seriousViolations(page), 'package page').toEqual([]);
  });

  test('a stay in the cart, and its guest info and billing pages', async ({ page }) => {
    test.setTimeout(150_000);
    const request = page.context().request;
    const [checkIn, checkOut] = [pacificDate(60), pacificDate(62)];
    const hotels = await (await request.get('/hotels')).text();
    const ids = [...new Set([...hotels.matchAll(/href="\/iv2\/las-vegas-hotels\/(\d+)\/[a-z0-9-]+\/dates"/g)].map((m) => m[1]))];
    let roomPath: string | null = null;
    for (const id of ids) {
      const availability = (await (await request.get(`/api/availability?productId=${id}&startDate=${checkIn}&endDate=${checkOut}`)).json()) as {
        rooms?: { href?: string }[];
      };
      roomPath = availability.rooms?.find((r) => r.href)?.href ?? null;
      if (roomPath) break;
    }
    expect(roomPath, 'a hotel room free for two nights two months out').not.toBeNull();
    await open(page, roomPath!);
    const room = page.getByTestId('room-type').filter({ has: page.getByRole('button', { name: /^Select / }) }).first();
    await room.getByRole('button', { name: /^Select / }).click();

    await expect(page).toHaveURL(/\/iv2\/cart$/);
    await expect(page.getByTestId('cart-item-stay')).toBeVisible();
    await settle(page);
    expect(await seriousViolations(page), 'cart with a stay').toEqual([]);
    for (const path of ['/iv2/checkout', '/iv2/billing']) {
      await open(page, path);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
      expect(await seriousViolations(page), `${path} with a stay`).toEqual([]);
    }
  });

  test('a hovered link keeps its contrast (the site-wide link hover colour)', async ({ page }) => {
    await open(page, '/');
    const link = page.locator('main a:not([class])').first();
    await link.hover();
    const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    // The hover rule applied: the link is drawn in the hover colour, not the resting one.
    expect(await link.evaluate((a) => getComputedStyle(a).color)).toBe(
      await page.evaluate(() => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--link-hover)';
        document.body.append(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      }),
    );
  });
});
