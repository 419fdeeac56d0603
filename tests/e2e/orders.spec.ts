import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { collectPageErrors, expect, test, pacificDate } from './fixtures';
import { axeViolations } from './axe';

const NOT_FOUND_MESSAGE = 'We could not find an order with that e-mail address and confirmation number.';

/** A Pacific calendar date `days` after today. */

type TicketSku = { id: number; supportsSeatSelection: boolean; priceTier: number | null; purchaseQuantities: number[]; maxQuantity: number; remaining: number };
type Tickets = { productId: number; skus: TicketSku[]; venue: { id: number } | null };
type VenueSeats = { sections: string[]; ids: number[]; section: number[]; sectionId: number[]; row: string[]; seat: string[]; seatNumber: number[]; tier: number[] };

const sellsTwo = (k: TicketSku) => (k.purchaseQuantities.length === 0 ? k.maxQuantity >= 2 : k.purchaseQuantities.includes(2));

/**
 * Two free seats side by side of a seat-map show, found through the apis the seat page uses.
 * Three to four weeks out, so the cart and seat specs (the next two weeks) never hold them.
 */
async function pickSeats(request: APIRequestContext): Promise<{ performanceId: number; skuId: number; seatIds: number[] }> {
  const json = async <T,>(path: string) => (await (await request.get(path)).json()) as T;
  const search = await (await request.get('/iv2/searchresults/shows')).text();
  const ids = [...new Set([...search.matchAll(/\/iv2\/las-vegas-shows\/(\d+)\/[a-z0-9-]+\/dates/g)].map((m) => m[1]!))];
  for (const id of ids) {
    const availability = await json<{ slots: { performanceId: number; available: boolean }[] }>(
      `/api/availability?productId=${id}&startDate=${pacificDate(21)}&endDate=${pacificDate(28)}`,
    );
    for (const slot of availability.slots.filter((s) => s.available).reverse()) {
      const tickets = await json<Tickets>(`/api/performances/${slot.performanceId}/tickets`);
      const sku = tickets.skus.find((k) => k.supportsSeatSelection && sellsTwo(k) && k.remaining >= 2);
      if (!sku || !tickets.venue) continue;
      const venue = await json<VenueSeats>(`/api/venues/${tickets.venue.id}/seats`);
      const taken = new Set((await json<{ taken: number[] }>(`/api/performances/${slot.performanceId}/seats`)).taken);
      for (let a = 0; a + 1 < venue.ids.length; a += 1) {
        const b = a + 1;
        const pair =
          venue.tier[a] === sku.priceTier && venue.tier[b] === sku.priceTier &&
          venue.sectionId[a] === venue.sectionId[b] && venue.row[a] === venue.row[b] && venue.seatNumber[b] === venue.seatNumber[a]! + 1 &&
          !taken.has(venue.ids[a]!) && !taken.has(venue.ids[b]!);
        if (pair) return { performanceId: slot.performanceId, skuId: sku.id, seatIds: [venue.ids[a]!, venue.ids[b]!] };
      }
    }
  }
  throw new Error('The demo city has no seat-map performance to hold');
}

/** Places an order the way the seat, guest and billing pages do, in the buyer's own context. */
async function placeOrder(buyer: BrowserContext, email: string): Promise<string> {
  const pick = await pickSeats(buyer.request);
  const hold = await buyer.request.post('/api/holds', { data: { kind: 'seats', ...pick } });
  expect(hold.status()).toBe(200);
  const guest = await buyer.request.post('/api/checkout/guest', { data: { firstName: 'Ada', lastName: 'Lovelace', email, phone: '702 555 0100' } });
  expect(guest.status()).toBe(200);
  const cartId = (await buyer.cookies()).find((c) => c.name === 'CART_UUID')?.value;
  expect(cartId).toBeTruthy();
  const order = await buyer.request.post('/api/checkout/orders', {
    data: {
      email,
      ccCountry: 'US',
      ccFirstName: 'Ada',
      ccLastName: 'Lovelace',
      ccPostalCode: '89109',
      ccCity: 'Las Vegas',
      ccState: 'NV',
      phone: '702 555 0100',
      paymentType: 'card',
      cardNumber: '4242424242424242',
      cardExpiry: '12/35',
      cardCvc: '123',
      submissionKey: randomUUID(),
      cartId,
    },
  });
  const answer = (await order.json()) as { ok: boolean; orderNumber?: string };
  expect(answer.ok, JSON.stringify(answer)).toBe(true);
  return answer.orderNumber!;
}

/** A visitor of their own: a fresh browser. (The server takes the address from the connection; this X-Forwarded-For is ignored, and lookups count misses only.) */
function visitor(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  return browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': ip } });
}

test.describe('order lookup, order item and ticket pages', () => {
  test('a guest finds the order by e-mail and number, sees its item and a ticket with its QR code; others cannot', async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const email = `orders.${randomUUID().slice(0, 8)}@example.com`;
    const buyer = await visitor(browser, baseURL);
    const orderNumber = await placeOrder(buyer, email);
    await buyer.close();

    // A new browser: nothing granted yet.
    const seeker = await visitor(browser, baseURL);
    const page = await seeker.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/iv2/orders/search/verify');
    await expect(page.getByTestId('no-granted-orders')).toBeVisible();
    await page.getByRole('link', { name: /Find an order/ }).click();
    await expect(page).toHaveURL(/\/iv2\/orders\/search$/);
    await expect(page.getByRole('heading', { name: 'Find Your Order' })).toBeVisible();
    const form = page.getByTestId('order-lookup-form');
    expect(await axeViolations(page, { include: 'main' })).toEqual([]);

    // The form checks the shape before asking the server.
    await form.getByRole('button', { name: 'Find My Order' }).click();
    await expect(form.getByText('Confirmation numbers look like VG-123456789.').or(form.getByText(/required/i)).first()).toBeVisible();

    // A wrong e-mail is refused with the same words as a wrong number.
    await form.getByLabel('Email address').fill('not.the.buyer@example.com');
    await form.getByLabel('Confirmation number').fill(orderNumber);
    await form.getByRole('button', { name: 'Find My Order' }).click();
    await expect(page.getByTestId('order-lookup-error')).toHaveText(NOT_FOUND_MESSAGE);
    await expect(page).toHaveURL(/\/iv2\/orders\/search$/);
    const wrongNumber = await seeker.request.post('/api/orders/lookup', { data: { email, confirmationNumber: 'VG-000000001' } });
    expect(wrongNumber.status()).toBe(404);
    expect(await wrongNumber.json()).toEqual({ error: NOT_FOUND_MESSAGE });

    // The right ones, the number typed in lower case.
    await form.getByLabel('Email address').fill(email.toUpperCase());
    await form.getByLabel('Confirmation number').fill(orderNumber.toLowerCase());
    await form.getByRole('button', { name: 'Find My Order' }).click();
    await expect(page).toHaveURL(/\/iv2\/orders\/search\/verify$/);
    const order = page.locator(`[data-testid="order"][data-order-number="${orderNumber}"]`);
    await expect(order).toBeVisible();
    await expect(order.getByTestId('ticket-link')).toHaveCount(2);
    await expect(order.getByText('Tickets will be emailed to you.')).toBeVisible();

    // The item page: prices with two decimals, the order date and links to each ticket.
    await order.getByTestId('order-item-link').first().click();
    await expect(page).toHaveURL(new RegExp(`/iv2/orders/${orderNumber}/items/\\d+$`));
    const itemUrl = page.url();
    await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
    await expect(page.getByTestId('order-item-total')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(page.getByTestId('ticket-information')).toHaveText('Tickets will be emailed to you.');
    await expect(page.getByTestId('ticket-link')).toHaveCount(2);

    // A ticket: the event, the seat, the holder and the code, private to this response.
    const ticketHref = (await page.getByTestId('ticket-link').first().getAttribute('href'))!;
    expect(ticketHref).toMatch(/^\/iv2\/tickets\/[A-Za-z0-9_-]{24}$/);
    const ticketResponse = await page.goto(ticketHref);
    expect(ticketResponse?.status()).toBe(200);
    expect(ticketResponse?.headers()['cache-control']).toMatch(/private|no-store/);
    await expect(page.getByTestId('ticket-order-number')).toHaveText(orderNumber);
    await expect(page.getByTestId('ticket-holder')).toHaveText('Ada Lovelace');
    await expect(page.getByTestId('ticket-place')).toHaveText(/^Section .+, Row .+, Seat .+$/);
    await expect(page.getByTestId('ticket-when')).toHaveText(/^\w{3}, \w{3} \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M$/);
    await expect(page.getByTestId('ticket-qr').locator('svg')).toBeVisible();
    expect(await page.getByTestId('ticket-qr').locator('svg path').count()).toBeGreaterThan(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // Printed, the ticket stands alone.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('site-header')).toBeHidden();
    await expect(page.getByTestId('site-footer')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print ticket' })).toBeHidden();
    await expect(page.getByTestId('ticket-qr').locator('svg')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    // The one 404 Chromium logs is the refused lookup's answer, which the form shows.
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    expect(errors.length).toBeLessThanOrEqual(1);
    await seeker.close();

    // A third browser, without the cookie: the same item is simply not found, and so is a made-up ticket.
    const stranger = await visitor(browser, baseURL);
    const other = await stranger.newPage();
    expect((await other.goto(itemUrl))?.status()).toBe(404);
    expect((await other.goto('/iv2/orders/search/verify'))?.status()).toBe(200);
    await expect(other.getByTestId('no-granted-orders')).toBeVisible();
    expect((await other.goto('/iv2/tickets/AAAAAAAAAAAAAAAAAAAAAAAA'))?.status()).toBe(404);
    expect((await other.goto('/iv2/tickets/not-a-ticket'))?.status()).toBe(404);
    // The ticket itself needs nothing but its unguessable id (it is what the e-mail links to).
    expect((await other.goto(ticketHref))?.status()).toBe(200);
    await stranger.close();
  });

  test("a member's orders page lists their order, linked from My Account, and opens its item without the lookup cookie", async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const email = `member.${randomUUID().slice(0, 8)}@example.com`;
    const member = await visitor(browser, baseURL);
    const page = await member.newPage();
    const errors = collectPageErrors(page);

    // Register and confirm the address (the confirmation link signs the member in).
    await page.goto('/iv2/register');
    const form = page.getByTestId('register-form');
    await form.getByLabel('Name').fill('Grace Member');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('member password 1');
    await form.getByLabel('Confirm password').fill('member password 1');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByTestId('register-sent')).toContainText(email);
    let verifyLink = '';
    await expect(async () => {
      await page.goto('/iv2/dev/outbox');
      const text = await page.locator(`[data-testid="outbox-mail"][data-to="${email}"]`).first().getByTestId('outbox-text').textContent({ timeout: 1000 });
      const match = /https?:\/\/\S+/.exec(text ?? '');
      expect(match).not.toBeNull();
      const url = new URL(match![0]);
      verifyLink = `${url.pathname}${url.search}`;
    }).toPass({ timeout: 15_000 });
    await page.goto(verifyLink);
    await expect(page).toHaveURL(/\/mytrip\/app\/MyAccountLogin/);

    const orderNumber = await placeOrder(member, email);
    // Only the member's session lets them in from here on, not the cookie the checkout granted.
    await member.clearCookies({ name: 'VG_ORDERS' });

    await page.goto('/mytrip/app/MyAccountLogin');
    await page.getByTestId('account-orders-link').click();
    await expect(page).toHaveURL(/\/iv2\/orders$/);
    const order = page.locator(`[data-testid="order"][data-order-number="${orderNumber}"]`);
    await expect(order).toBeVisible();
    await order.getByTestId('order-item-link').first().click();
    await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
    await expect(page.getByTestId('ticket-link')).toHaveCount(2);
    expect(errors).toEqual([]);
    await member.close();
  });

  test('the orders page sends a signed-out visitor to sign in and back', async ({ page }) => {
    await page.goto('/iv2/orders');
    await expect(page).toHaveURL(/\/iv2\/login\?returnTo=%2Fiv2%2Forders$/);
  });
});
