import type { Page } from '@playwright/test';
import { collectPageErrors, expect, test, uniqueEmail, waitForIslands } from './fixtures';
import { axeViolations } from './axe';
import { dollars, pickSeatedPerformance } from './picks';

/** Declined cards, wrong codes and refused submissions are 4xx answers on purpose; Chromium logs each. */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/^Failed to load resource: the server responded with a status of 40[024] /.test(e));
}

/** The gift card number of the newest mail to `to`, read from the development outbox page. */
async function codeFromOutbox(page: Page, to: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    await page.goto('/iv2/dev/outbox');
    const mail = page.locator(`[data-testid="outbox-mail"][data-to="${to}"]`);
    const text = await mail.first().getByTestId('outbox-text').textContent({ timeout: 1000 });
    code = /Gift card number: (VG[A-Z2-7]{14})/.exec(text ?? '')?.[1];
    expect(code).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return code!;
}

async function checkBalance(page: Page, code: string) {
  const form = page.getByTestId('giftcard-balance-form');
  await form.getByLabel('Gift card number').fill(code);
  await form.getByRole('button', { name: 'Check Balance' }).click();
}

test.describe('gift cards on /giftcard', () => {
  test('buys a $50 card (a decline first), the recipient gets the code, its balance shows on the page, and it pays at checkout', async ({ page }) => {
    const errors = collectPageErrors(page);
    const recipient = uniqueEmail('giftee');
    const buyer = uniqueEmail('gifter');

    const response = await page.goto('/giftcard');
    expect(response?.status()).toBe(200);
    await waitForIslands(page);
    // The page keeps its copy: the heading, how to buy and how to redeem.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift Cards');
    await expect(page.getByRole('heading', { name: 'How to redeem' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to buy' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Buy a gift card' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check a gift card balance' })).toBeVisible();
    const form = page.getByTestId('giftcard-purchase-form');
    await expect(form.getByTestId('giftcard-buy')).toBeEnabled();

    expect(await axeViolations(page, { include: 'main' })).toEqual([]);

    // Empty: every required field says so.
    await form.getByTestId('giftcard-buy').click();
    await expect(form.getByText('Field is required.')).toHaveCount(8);

    await form.getByLabel("Recipient's name").fill('Grace Hopper');
    await form.getByLabel("Recipient's email").fill(recipient);
    await form.getByLabel('Message (optional, up to 250 characters)').fill('Happy birthday! Pick a show.');
    await expect(form.getByText('222 characters left')).toBeVisible();
    await form.getByLabel('Your name').fill('Ada Lovelace');
    await form.getByLabel('Your email').fill(buyer);
    await form.getByLabel('Card number').fill('4000 0000 0000 0002');
    await form.getByLabel('Expiry (MM/YY)').fill('12/31');
    await form.getByLabel('Security code').fill('123');
    await form.getByLabel('Billing ZIP / postal code').fill('89109');

    // Another amount out of bounds says the bounds (and nothing is sent).
    await form.getByLabel('Other amount').check();
    await form.getByLabel('Other amount in whole dollars ($25 to $500)').fill('600');
    await form.getByTestId('giftcard-buy').click();
    await expect(form.getByText('Please enter a whole-dollar amount from $25 to $500.')).toBeVisible();
    await form.getByLabel('$50', { exact: true }).check();

    // Declined: the provider's message on the card field, nothing bought.
    await form.getByTestId('giftcard-buy').click();
    await expect(form.getByText('Your card was declined. Nothing was charged; please check the details or use another card.')).toBeVisible();
    await expect(form.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');

    // Approved: the confirmation in place.
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByTestId('giftcard-buy').click();
    const confirmation = page.getByTestId('giftcard-confirmation');
    await expect(confirmation.getByRole('heading')).toHaveText('Your gift card is on its way');
    await expect(confirmation).toContainText(`We e-mailed a $50.00 gift card to Grace Hopper (${recipient}).`);
    await expect(confirmation).toContainText(`Your receipt went to ${buyer}. Gift card VG••••••••••`);
    const masked = /Gift card (VG•{10}[A-Z2-7]{4})/.exec((await confirmation.textContent()) ?? '')?.[1];

    const code = await codeFromOutbox(page, recipient);
    expect(masked).toBe(`VG••••••••••${code.slice(-4)}`);

    // The balance, typed in groups and lower case; a wrong code gets the clear message.
    await page.goto('/giftcard');
    await waitForIslands(page);
    await checkBalance(page, code.toLowerCase().replace(/(.{4})(?=.)/g, '$1 '));
    await expect(page.getByTestId('giftcard-balance')).toHaveText('Balance: $50.00 of $50.00');
    await checkBalance(page, 'VGAAAAAAAAAAAAAA');
    await expect(page.getByTestId('giftcard-balance-error')).toHaveText('We could not find that gift card. Please check the number and try again.');

    // Redeemed at checkout: it pays up to the order total, the card pays the rest, the balance drops.
    const pick = await pickSeatedPerformance(page.request, { fromDay: 40, toDay: 47 });
    const held = await page.context().request.post('/api/holds', {
      data: { kind: 'seats', performanceId: pick.performanceId, skuId: pick.skuId, seatIds: pick.seats.map((s) => s.id) },
    });
    expect(held.status(), await held.text()).toBe(200);
    const total = 2 * (pick.unitCents.price + pick.unitCents.fee + pick.unitCents.tax);
    const used = Math.min(5000, total);
    await page.goto('/iv2/billing');
    const billing = page.getByTestId('billing-form');
    await expect(page.getByTestId('place-order')).toBeEnabled();
    await billing.getByLabel('First name').fill('Grace');
    await billing.getByLabel('Last name').fill('Hopper');
    await billing.getByLabel('Email address').fill(recipient);
    await billing.getByLabel('ZIP / postal code').fill('89109');
    await billing.getByLabel('City').fill('Las Vegas');
    await billing.getByLabel('State / province').fill('NV');
    await billing.getByLabel('Phone').fill('702 555 0100');
    await billing.getByLabel('Gift card number').fill(code);
    await billing.getByRole('button', { name: 'Apply' }).nth(1).click();
    await expect(page.getByTestId('checkout-gift-card')).toHaveText(`-${dollars(used)}`);
    if (used < total) {
      await billing.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
      await billing.getByLabel('Expiry (MM/YY)').fill('12/31');
      await billing.getByLabel('Security code').fill('123');
    }
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/iv2\/confirmation\/VG-\d{9}$/);

    await page.goto('/giftcard');
    await waitForIslands(page);
    await checkBalance(page, code);
    await expect(page.getByTestId('giftcard-balance')).toHaveText(`Balance: ${dollars(5000 - used)} of $50.00`);
    expect(unexpected(errors)).toEqual([]);
  });

  test('the cached page carries the empty forms only, and the endpoints refuse bad input with 400', async ({ request }) => {
    const html = await (await request.get('/giftcard')).text();
    expect(html).toContain('Buy a gift card');
    expect(html).not.toMatch(/VG[A-Z2-7]{14}/);
    expect(html).not.toContain('Your gift card is on its way');

    const bad = await request.post('/api/giftcards', { data: { amountDollars: 1000, recipientEmail: 'x' } });
    expect(bad.status()).toBe(400);
    const answer = (await bad.json()) as { fieldErrors: Record<string, string[]> };
    expect(answer.fieldErrors.amountDollars).toEqual(['Please enter a whole-dollar amount from $25 to $500.']);
    expect(answer.fieldErrors.recipientEmail).toEqual(['Please enter a valid email address.']);
    expect((await request.post('/api/giftcards/balance', { data: { code: '' } })).status()).toBe(400);
  });
});
