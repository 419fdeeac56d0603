import type { APIRequestContext } from '@playwright/test';
import { collectPageErrors, expect, linkFromOutbox, test, uniqueEmail, waitForIslands, pacificDate } from './fixtures';
import { axeViolations } from './axe';

const PASSWORD = 'insider password 1';

/** A Pacific calendar date `days` after today. */

type Sku = { id: number; supportsSeatSelection: boolean; hasInsiderPrice: boolean; priceCents: number; insiderApplied: boolean };
type Slot = { href: string | null; performanceId: number };

/** A seat page whose performance has a ticket type with an insider price, and that price. */
async function insiderSeatPage(request: APIRequestContext, memberCookie: string) {
  const search = await (await request.get('/iv2/searchresults/shows')).text();
  const ids = [...new Set([...search.matchAll(/\/iv2\/las-vegas-shows\/(\d+)\//g)].map((m) => m[1]))];
  for (const id of ids) {
    const answer = await request.get(`/api/availability?productId=${id}&startDate=${pacificDate(2)}&endDate=${pacificDate(9)}`);
    const slot = ((await answer.json()) as { slots: Slot[] }).slots.find((s) => s.href?.includes('/seats/'));
    if (!slot) continue;
    const anonymous = (await (await request.get(`/api/performances/${slot.performanceId}/tickets`, { headers: { cookie: '' } })).json()) as { skus: Sku[] };
    const sku = anonymous.skus.find((k) => k.supportsSeatSelection && k.hasInsiderPrice);
    if (!sku) continue;
    const member = (await (await request.get(`/api/performances/${slot.performanceId}/tickets`, { headers: { cookie: memberCookie } })).json()) as { skus: Sku[] };
    const insider = member.skus.find((k) => k.id === sku.id)!;
    return { href: slot.href!, price: sku.priceCents, insider: insider.priceCents, applied: insider.insiderApplied };
  }
  throw new Error('No seated performance with an insider price');
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test.describe('insider modal', () => {
  test('Sign In in the insider prompt opens the modal, which closes itself on login and shows the insider price', async ({ page, baseURL }) => {
    const errors = collectPageErrors(page);
    const email = uniqueEmail('insider');
    // A confirmed member (the accounts spec drives the register form itself).
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      data: { name: 'Insider Member', email, password: PASSWORD, callbackURL: '/mytrip/app/MyAccountLogin' },
      headers: { origin: baseURL! },
    });
    expect(signUp.status()).toBe(200);
    await page.goto(await linkFromOutbox(page, email, /Confirm your e-mail/));
    await expect(page).toHaveURL(/\/mytrip\/app\/MyAccountLogin$/);
    const session = (await page.context().cookies()).find((c) => c.name.endsWith('session_token'))!;
    const target = await insiderSeatPage(page.request, `${session.name}=${session.value}`);
    expect(target.applied).toBe(true);
    expect(target.insider).toBeLessThan(target.price);
    // Signed out from here on: the same browser without its session.
    await page.context().clearCookies();

    await page.goto(target.href);
    await waitForIslands(page);
    const prompt = page.getByTestId('insider-prompt');
    // Ticket-buying 2: insider pricing appears with the price filters, once a quantity is chosen.
    await expect(page.getByRole('button', { name: '1 Ticket', exact: true })).toBeEnabled();
    await expect(prompt).toHaveCount(0);
    await page.getByRole('button', { name: '1 Ticket', exact: true }).click();
    await expect(prompt).toContainText('Price drops for selected ticket types when you');
    const filters = page.getByTestId('price-filter');
    await expect(filters.filter({ hasText: dollars(target.price) })).toHaveCount(1);
    await expect(filters.filter({ hasText: dollars(target.insider) })).toHaveCount(0);

    await prompt.getByRole('button', { name: 'Sign In' }).click();
    const modal = page.getByRole('dialog', { name: 'Unlock Insider Rates' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(modal.getByRole('tabpanel')).toContainText(
      'In order to display the best possible rates, this show requires their special rates to be password protected.',
    );
    expect(await axeViolations(page, { include: '[data-testid="insider-auth-modal"]' })).toEqual([]);

    // Sign Up is the other tab, with its own form; back to Sign In.
    await modal.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(modal.getByTestId('register-form')).toBeVisible();
    await modal.getByRole('tab', { name: 'Sign In' }).click();

    await modal.getByLabel('Email address').fill(email);
    await modal.getByLabel('Password').fill(PASSWORD);
    await modal.getByRole('button', { name: 'Sign In' }).click();

    await expect(modal).toBeHidden();
    await expect(page.getByText('EXCLUSIVE Insider Rate Unlocked!')).toBeVisible();
    await expect(page.getByTestId('insider-prompt')).toHaveCount(0);
    await expect(filters.filter({ hasText: dollars(target.insider) })).toHaveCount(1);
    // No reload: the same page, and the header knows the member now.
    await expect(page).toHaveURL(target.href);
    await expect(page.getByTestId('header-account-link')).toHaveAttribute('href', '/mytrip/app/MyAccountLogin');
    expect(errors).toEqual([]);
  });
});
