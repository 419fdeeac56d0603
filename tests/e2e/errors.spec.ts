import { collectPageErrors, expect, fillGuestInfo, test, uniqueEmail } from './fixtures';
import { pickSeatedPerformance, type Pick } from './picks';

/** A refused promo code is a 4xx answer on purpose; Chromium logs it. */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/^Failed to load resource: the server responded with a status of 400 /.test(e));
}

test.describe('errors as the spec has them (storefront 8)', () => {
  let pick: Pick;
  test.beforeAll(async ({ request }) => {
    pick = await pickSeatedPerformance(request, { fromDay: 60, toDay: 67 });
  });

  test('a promo code the server refuses on the cart shows in the error modal; OK closes it and focus goes back to the field', async ({ page }) => {
    const errors = collectPageErrors(page);
    const held = await page.context().request.post('/api/holds', {
      data: { kind: 'seats', performanceId: pick.performanceId, skuId: pick.skuId, seatIds: pick.seats.map((s) => s.id) },
    });
    expect(held.status(), await held.text()).toBe(200);
    await page.goto('/iv2/cart');
    const form = page.getByTestId('cart-promo-form');
    const apply = form.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeEnabled();
    const field = form.getByLabel('Promo code');
    await field.fill('NOSUCHCODE');
    await apply.click();

    const modal = page.getByRole('dialog', { name: 'Promo code not applied' });
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('promo-error-modal-message')).toHaveText('This promo code is not valid for your cart.');
    // A modal: focus is on OK, and the page behind cannot be reached.
    await expect(modal.getByRole('button', { name: 'OK' })).toBeFocused();
    expect(await modal.evaluate((node) => node.matches(':modal'))).toBe(true);
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toHaveCount(0);
    await expect(field).toBeFocused();

    // Escape closes it too.
    await apply.click();
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(field).toBeFocused();

    await page.request.delete('/api/holds', { data: { performanceId: pick.performanceId } });
    expect(unexpected(errors)).toEqual([]);
  });

  test('billing lists the fields in error at the top, scrolled into view and focused; tickets are said to come by e-mail', async ({ page }) => {
    const errors = collectPageErrors(page);
    const held = await page.context().request.post('/api/holds', {
      data: { kind: 'seats', performanceId: pick.performanceId, skuId: pick.skuId, seatIds: pick.seats.map((s) => s.id) },
    });
    expect(held.status(), await held.text()).toBe(200);
    await page.goto('/iv2/cart');
    await expect(page.getByTestId('cart-summary').getByTestId('ticket-information')).toHaveText('Tickets will be emailed to you.');
    await page.getByTestId('checkout-link').click();
    await fillGuestInfo(page, uniqueEmail('errors'));
    await expect(page.getByRole('complementary', { name: 'Order summary' }).getByTestId('ticket-information')).toHaveText('Tickets will be emailed to you.');

    const form = page.getByTestId('billing-form');
    await form.getByLabel('ZIP / postal code').fill('89109');
    await form.getByLabel('State / province').fill('Nevada');
    await page.getByTestId('place-order').click();
    const summary = page.getByRole('alert', { name: 'Please check your details' });
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    await expect(summary.getByRole('listitem')).toContainText(['City: Field is required.']);
    await expect(form.getByText('Field is required.').first()).toBeVisible();

    await page.request.delete('/api/holds', { data: { performanceId: pick.performanceId } });
    expect(errors).toEqual([]);
  });
});
