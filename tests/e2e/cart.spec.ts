import { collectPageErrors, expect, layoutShifts, test, waitForIslands, watchLayoutShifts } from './fixtures';
import { axeViolations } from './axe';
import { dollars, pickSeatedPerformance, type Pick } from './picks';

test.describe('cart', () => {
  let pick: Pick;
  test.beforeAll(async ({ request }) => {
    pick = await pickSeatedPerformance(request);
  });

  test('an empty cart says so and offers the shows', async ({ page }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto('/iv2/cart');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('cart-empty')).toContainText('Your cart is empty.');
    await expect(page.getByTestId('cart-empty').getByRole('link', { name: 'Find a show' })).toHaveAttribute('href', '/shows');
    // A malformed CART_UUID is an empty cart, not an error.
    await page.context().addCookies([{ name: 'CART_UUID', value: 'not-a-uuid', url: page.url() }]);
    expect((await page.reload())?.status()).toBe(200);
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('held seats show with their prices and countdown, and Remove gives them back', async ({ page }) => {
    const errors = collectPageErrors(page);
    const held = await page.context().request.post('/api/holds', {
      data: { kind: 'seats', performanceId: pick.performanceId, skuId: pick.skuId, seatIds: pick.seats.map((s) => s.id) },
    });
    expect(held.status(), await held.text()).toBe(200);
    expect(await held.json()).toMatchObject({ seatIds: pick.seats.map((s) => s.id).sort((a, b) => a - b), cartCount: 2 });

    // The header counts the two seats on any page with the cart link.
    await page.goto('/');
    await waitForIslands(page);
    await expect(page.getByTestId('cart-count')).toHaveText('2');

    // One cached page for every visitor (issue 27): the visitor's cart is its island's answer
    // (GET /api/cart), which no shared cache may keep.
    // Its skeleton keeps the place of a cart like this one: nothing moves when the cart arrives.
    await watchLayoutShifts(page);
    const cartAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart');
    const response = await page.goto('/iv2/cart');
    expect(response?.status()).toBe(200);
    expect((await cartAnswer).headers()['cache-control']).toMatch(/no-store/);
    // The checkout steps replace the shopping chrome: no nav bar, no cart link.
    const steps = page.getByRole('navigation', { name: 'Checkout steps' });
    await expect(steps.getByRole('listitem')).toHaveText([/My Cart/, /Guest Information/, /Billing & Payment/, /Confirmation/]);
    await expect(steps.locator('[aria-current="step"]')).toHaveText('My Cart');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByTestId('header-cart-link')).toHaveCount(0);

    const group = page.getByTestId('cart-group');
    await expect(group).toHaveCount(1);
    await expect(group.getByRole('heading', { level: 2 })).toHaveText(pick.productName);
    await expect(group.getByRole('link', { name: pick.productName })).toHaveAttribute('href', /^\/iv2\/las-vegas-shows\/\d+\//);
    await expect(page.getByTestId('cart-group-time')).toHaveText(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat), [A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/);
    const item = page.getByTestId('cart-item');
    await expect(item.getByRole('heading', { level: 3 })).toHaveText(pick.skuName);
    await expect(item.getByTestId('cart-item-seats').getByRole('listitem')).toHaveText(pick.seats.map((s) => s.label));
    const { price, fee, tax } = pick.unitCents;
    await expect(item.getByTestId('cart-item-unit-price')).toContainText(`${dollars(price)} +Fees`);
    await expect(item.getByTestId('cart-item-total')).toHaveText(dollars(2 * (price + fee + tax)));
    await expect(page.getByTestId('cart-subtotal')).toHaveText(dollars(2 * price));
    await expect(page.getByTestId('cart-fees')).toHaveText(dollars(2 * fee));
    await expect(page.getByTestId('cart-taxes')).toHaveText(dollars(2 * tax));
    await expect(page.getByTestId('cart-total')).toHaveText(dollars(2 * (price + fee + tax)));
    const shifted = await layoutShifts(page);
    expect(shifted).toBeLessThan(0.05);

    // The countdown runs (mm:ss under 15 minutes) and checkout is open.
    const countdown = page.getByTestId('hold-countdown').locator('time');
    await expect(countdown).toHaveText(/^1[0-4]:[0-5]\d$/);
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first!);
    await expect(page.getByTestId('checkout-link')).toHaveAttribute('href', '/iv2/checkout');

    expect(await axeViolations(page)).toEqual([]);

    // From the keyboard: the item goes, and focus lands on the cart's heading.
    await item.getByRole('button', { name: /^Remove 2 × / }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-empty')).toContainText('Your cart is empty.');
    await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeFocused();
    await expect(page.getByTestId('cart-item')).toHaveCount(0);

    // The seats are free again: another visitor holds them at once.
    const other = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin });
    const again = await other.request.post('/api/holds', {
      data: { kind: 'seats', performanceId: pick.performanceId, skuId: pick.skuId, seatIds: pick.seats.map((s) => s.id) },
    });
    expect(await again.json()).toMatchObject({ relocked: false, seatIds: pick.seats.map((s) => s.id).sort((a, b) => a - b) });
    await other.request.delete('/api/holds', { data: { performanceId: pick.performanceId } });
    await other.close();

    await page.goto('/');
    await waitForIslands(page);
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    expect(errors).toEqual([]);
  });
  test('seats and general-admission places of two shows: one group each, totals summed on the server', async ({ page }) => {
    const errors = collectPageErrors(page);
    const request = page.context().request;
    const seats = await request.post('/api/holds', {
      data: { kind: 'seats', performanceId: pick.performanceId, skuId: pick.skuId, seatIds: pick.seats.map((s) => s.id) },
    });
    expect(seats.status(), await seats.text()).toBe(200);
    const ga = await request.post('/api/holds', { data: { kind: 'ga', performanceId: pick.ga.performanceId, skuId: pick.ga.skuId, quantity: 2 } });
    expect(ga.status(), await ga.text()).toBe(200);
    expect(await ga.json()).toMatchObject({ quantity: 2, cartCount: 4 });

    await page.goto('/iv2/cart');
    await expect(page.getByTestId('cart-group')).toHaveCount(2);
    const gaGroup = page.getByTestId('cart-group').filter({ hasText: pick.ga.productName });
    await expect(gaGroup.getByTestId('cart-item-quantity')).toHaveText('2 tickets (general admission)');
    const line = (u: { price: number; fee: number; tax: number }) => 2 * (u.price + u.fee + u.tax);
    await expect(gaGroup.getByTestId('cart-item-total')).toHaveText(dollars(line(pick.ga.unitCents)));
    await expect(page.getByTestId('cart-subtotal')).toHaveText(dollars(2 * pick.unitCents.price + 2 * pick.ga.unitCents.price));
    await expect(page.getByTestId('cart-total')).toHaveText(dollars(line(pick.unitCents) + line(pick.ga.unitCents)));
    await expect(page.getByTestId('hold-countdown')).toHaveCount(2);

    // Removing the places leaves the seats; the header agrees on the next page.
    await gaGroup.getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByTestId('cart-group')).toHaveCount(1);
    await expect(page.getByTestId('cart-total')).toHaveText(dollars(line(pick.unitCents)));
    await page.goto('/');
    await waitForIslands(page);
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await page.goto('/iv2/cart');
    await page.getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
