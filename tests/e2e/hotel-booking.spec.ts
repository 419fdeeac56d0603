import { collectPageErrors, expect, fillCard, fillGuestInfo, layoutShifts, pacificDate, test, textDate, uniqueEmail, waitForIslands, watchLayoutShifts } from './fixtures';

/** Refused submissions are 4xx answers on purpose; Chromium logs each. */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/^Failed to load resource: the server responded with a status of 40[29] /.test(e));
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));

test.describe('hotel booking (issue 24 items 2 and 4)', () => {
  test('from the hotel landing page: search, open a hotel, pick the dates on the rate calendar, choose a room, pay with the test card, see the stay on the confirmation and in the e-mail', async ({ page }) => {
    const errors = collectPageErrors(page);
    const [searchIn, searchOut] = [pacificDate(5), pacificDate(7)];
    const checkIn = pacificDate(24);
    const checkOut = pacificDate(26);
    const email = uniqueEmail('hotel');

    // The hotel landing page's widget searches hotels for the dates.
    await page.goto('/hotels');
    await waitForIslands(page);
    const widget = page.getByTestId('line-hero').getByRole('form', { name: 'Search hotels' });
    await widget.getByLabel('Check-in').fill(textDate(searchIn));
    await widget.getByLabel('Check-out').fill(textDate(searchOut));
    await widget.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL((url) => url.pathname.startsWith(`/iv2/searchresults/hotels/${searchIn}/-/${searchOut}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Las Vegas Hotels' })).toBeVisible();

    // Open the first hotel of the results: its details for the searched stay.
    const hotelLink = page.getByTestId('product-card').first().getByRole('link', { name: /\S/ }).first();
    const hotelName = (await hotelLink.textContent())!.trim();
    const href = (await hotelLink.getAttribute('href'))!;
    const [, detailsPath] = /^(\/iv2\/las-vegas-hotels\/\d+\/[a-z0-9-]+)\/dates\//.exec(href)!;
    await hotelLink.click();
    await expect(page).toHaveURL((url) => url.pathname === `${detailsPath}/dates/${searchIn}/${searchOut}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotelName);

    // Pick the stay on the rate calendar (issue 24 item 4); the url, the room list and its
    // Select links follow.
    const calendar = page.getByTestId('rate-calendar');
    await expect(calendar.locator(`button[data-night="${checkIn}"]`)).toHaveText(/^\d+\$[\d,]+$/);
    await calendar.locator(`button[data-night="${checkIn}"]`).click();
    await expect(page.getByTestId('rate-calendar-message')).toHaveText('Now choose your check-out date.');
    await calendar.locator(`button[data-night="${checkOut}"]`).click();
    await expect(page).toHaveURL((url) => url.pathname === `${detailsPath}/dates/${checkIn}/${checkOut}`);
    const select = page.getByTestId('availability-room').getByRole('link', { name: /^Select / }).first();
    await expect(select).toHaveAttribute('href', `${detailsPath}/quantity/${checkIn}T15:00/${checkIn}/${checkOut}`);
    await select.click();

    // Room selection: the room types free for both nights with the stay's prices.
    await expect(page).toHaveURL((url) => url.pathname === `${detailsPath}/quantity/${checkIn}T15:00/${checkIn}/${checkOut}`);
    await expect(page.getByTestId('room-selection')).toContainText(`Check-in ${longDate(checkIn)} · Check-out ${longDate(checkOut)} · 2 nights`);
    const room = page.getByTestId('room-type').filter({ has: page.getByRole('button', { name: /^Select / }) }).first();
    await expect(room.getByTestId('room-average')).toHaveText(/^\$[\d,]+\.\d{2} \+Fees$/);
    const total = (await room.getByTestId('room-total').textContent())!;
    const roomName = (await room.getByRole('heading').textContent())!;
    await room.getByRole('button', { name: /^Select / }).click();

    // The cart has the stay, held, at the price the selection showed.
    await expect(page).toHaveURL(/\/iv2\/cart$/);
    const item = page.getByTestId('cart-item');
    await expect(item).toHaveCount(1);
    await expect(item).toHaveAttribute('data-status', 'held');
    await expect(item).toContainText(roomName);
    await expect(item.getByTestId('cart-item-stay')).toContainText(`Check-in ${longDate(checkIn)}, check-out ${longDate(checkOut)} (2 nights)`);
    await expect(item.getByTestId('cart-item-stay')).toContainText('2 guests');
    await expect(page.getByTestId('cart-total')).toHaveText(total);

    // Checkout with the approving test card.
    await page.getByTestId('checkout-link').click();
    await expect(page).toHaveURL(/\/iv2\/checkout$/);
    await fillGuestInfo(page, email);
    await expect(page.getByTestId('checkout-total')).toHaveText(total);
    await fillCard(page);
    await page.getByTestId('place-order').click();

    // The confirmation shows the stay with its own confirmation number.
    await expect(page).toHaveURL(/\/iv2\/confirmation\/VG-\d{9}$/);
    const orderNumber = new URL(page.url()).pathname.split('/').at(-1)!;
    const dates = `Check-in ${longDate(checkIn)}, check-out ${longDate(checkOut)} (2 nights)`;
    const lines = page.getByTestId('stay-line');
    await expect(lines.first()).toHaveText(dates);
    const hotelNumberLine = lines.filter({ hasText: /^Hotel confirmation number \S+$/ });
    await expect(hotelNumberLine).toHaveCount(1);
    const hotelNumber = (await hotelNumberLine.textContent())!.replace('Hotel confirmation number ', '');
    await expect(page.getByTestId('confirmation-items')).toContainText(hotelName);
    await expect(page.getByTestId('confirmation-items')).toContainText(roomName);
    await expect(page.getByTestId('checkout-total')).toHaveText(total);
    expect(unexpected(errors)).toEqual([]);

    // The confirmation e-mail to the buyer (the test server's outbox) shows the same stay. It goes
    // out through the job queue, a moment after the order: the outbox is loaded until it is there.
    const mail = page.locator(`[data-testid="outbox-mail"][data-to="${email}"]`);
    await expect(async () => {
      await page.goto('/iv2/dev/outbox');
      await expect(mail).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(mail.getByTestId('outbox-subject')).toContainText(orderNumber);
    const text = mail.getByTestId('outbox-text');
    await expect(text).toContainText(`${hotelName} - ${roomName}\n1 room x `);
    await expect(text).toContainText(dates);
    await expect(text).toContainText('2 guests');
    await expect(text).toContainText(`Hotel confirmation number ${hotelNumber}`);
    await expect(text).toContainText(`Total ${total}`);
    await expect(text).not.toContainText('ticket code');
  });

  test('the rate calendar and the room list load into boxes kept for them: nothing on screen moves (CLS)', async ({ page, request }) => {
    const html = await (await request.get('/hotels')).text();
    const [, detailsPath] = /href="(\/iv2\/las-vegas-hotels\/\d+\/[a-z0-9-]+)\/dates"/.exec(html)!;
    const checkIn = pacificDate(9);
    const checkOut = pacificDate(11);
    await watchLayoutShifts(page);
    await page.goto(`${detailsPath}/dates/${checkIn}/${checkOut}`);
    await expect(page.getByTestId('rate-calendar')).toBeVisible();
    await page.waitForTimeout(500);
    expect(await layoutShifts(page)).toBeLessThan(0.01);
    await page.goto(`${detailsPath}/quantity/${checkIn}T15:00/${checkIn}/${checkOut}`);
    await expect(page.getByTestId('room-type').first()).toBeVisible();
    await page.waitForTimeout(500);
    expect(await layoutShifts(page)).toBeLessThan(0.01);
  });
});
