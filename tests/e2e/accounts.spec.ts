import type { Page } from '@playwright/test';
import { collectPageErrors, expect, linkFromOutbox, test, uniqueEmail } from './fixtures';
import { axeViolations } from './axe';

const PASSWORD = 'first password 1';
const NEW_PASSWORD = 'second password 2';

/** Refused sign-ins and resets are 4xx answers on purpose; Chromium logs each as a console error. */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/^Failed to load resource: the server responded with a status of 4(00|01|03) /.test(e));
}

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByTestId('login-form');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('accounts', () => {
  test('register, confirm the e-mail from the outbox, sign out, sign in, see My Account', async ({ page }) => {
    const errors = collectPageErrors(page);
    const email = uniqueEmail('member');

    // Signed out, My Account leads to login.
    await page.goto('/mytrip/app/MyAccountLogin');
    await expect(page).toHaveURL(/\/iv2\/login\?returnTo=%2Fmytrip%2Fapp%2FMyAccountLogin$/);
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
    // Facebook is not configured on the test server: no button.
    await expect(page.getByRole('button', { name: /Facebook/ })).toHaveCount(0);
    expect(await axeViolations(page, { include: 'main' })).toEqual([]);

    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/iv2\/register/);
    const form = page.getByTestId('register-form');
    // Bad input: field messages, nothing sent.
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Field is required.').first()).toBeVisible();
    await form.getByLabel('Name').fill('Pat Member');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password').fill('something else');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Passwords do not match.')).toBeVisible();
    await form.getByLabel('Confirm password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByTestId('register-sent')).toContainText(email);
    await page.getByRole('button', { name: 'Resend the confirmation e-mail' }).click();
    await expect(page.getByTestId('register-sent')).toContainText('We have sent the confirmation link again.');

    // Not confirmed yet: sign-in is refused with a clear message.
    const verifyLink = await linkFromOutbox(page, email, /Confirm your e-mail/);
    await page.goto('/iv2/login');
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('main').getByRole('status')).toContainText('confirm your e-mail address first');

    // A damaged link explains itself.
    const damaged = new URL(verifyLink, 'http://x');
    damaged.searchParams.set('token', `${damaged.searchParams.get('token')}x`);
    await page.goto(`${damaged.pathname}${damaged.search}`);
    await expect(page.getByTestId('account-link-error')).toContainText('invalid or has expired');

    // Confirming signs the member in and opens My Account.
    await page.goto(verifyLink);
    await expect(page).toHaveURL(/\/mytrip\/app\/MyAccountLogin$/);
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await expect(page.getByTestId('account-profile')).toContainText(email);
    await expect(page.getByTestId('account-email-status')).toHaveText('Verified');
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name.endsWith('session_token'));
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/mytrip/app/MyAccountLogin');
    await expect(page).toHaveURL(/\/iv2\/login/);

    // A wrong password is refused, the right one opens My Account.
    await signIn(page, email, 'not the password');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid email or password.');
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/mytrip\/app\/MyAccountLogin$/);
    await expect(page.getByTestId('account-profile')).toContainText('Pat Member');

    // Signed in, the login page sends the member straight to the account.
    await page.goto('/iv2/login');
    await expect(page).toHaveURL(/\/mytrip\/app\/MyAccountLogin$/);

    // The cached home page learns it from the visitor data: My Account leads to the account, and
    // neither the sign-in banner nor the insider signup shows (storefront 2.3, 2.13, 4).
    await page.goto('/');
    await expect(page.getByTestId('header-account-link')).toHaveAttribute('href', '/mytrip/app/MyAccountLogin');
    await expect(page.getByTestId('sign-in-banner')).toHaveCount(0);
    await expect(page.getByTestId('insider-signup')).toHaveCount(0);
    const gaInfo = await page.request.get('/mytrip/app/gaInfo');
    expect(gaInfo.headers()['cache-control']).toBe('private, no-store');
    expect(await gaInfo.text()).toMatch(new RegExp(`^window\\.gaInfo = \\{"emailId":"${email.replace(/[.+]/g, '\\$&')}".*"loggedIn":true`));
    expect(unexpected(errors)).toEqual([]);
  });

  test('forgot password: mail, reset once, sign in with the new password', async ({ page, request, baseURL }) => {
    const errors = collectPageErrors(page);
    const email = uniqueEmail('forgetful');
    // An account to reset, registered and confirmed through the API the forms use.
    const signUp = await request.post('/api/auth/sign-up/email', {
      data: { name: 'Forgetful Member', email, password: PASSWORD, callbackURL: '/mytrip/app/MyAccountLogin' },
      headers: { origin: baseURL! },
    });
    expect(signUp.status()).toBe(200);
    await page.goto(await linkFromOutbox(page, email, /Confirm your e-mail/));
    await expect(page).toHaveURL(/\/mytrip\/app\/MyAccountLogin$/);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/iv2/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/iv2\/forgot-password$/);
    await page.getByTestId('forgot-password-form').getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    const sent = await page.getByTestId('forgot-password-sent').textContent();

    // An unknown address gets the very same answer.
    await page.goto('/iv2/forgot-password');
    await page.getByTestId('forgot-password-form').getByLabel('Email address').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByTestId('forgot-password-sent')).toHaveText(sent ?? '');

    const resetLink = await linkFromOutbox(page, email, /Reset your/);
    expect(resetLink).toMatch(/^\/iv2\/reset-password\/[A-Za-z0-9_-]{16,}$/);
    await page.goto(resetLink);
    const form = page.getByTestId('reset-password-form');
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByTestId('reset-password-done')).toBeVisible();

    // The link works once.
    await page.goto(resetLink);
    await page.getByTestId('reset-password-form').getByLabel('New password', { exact: true }).fill('third password 3');
    await page.getByTestId('reset-password-form').getByLabel('Confirm new password').fill('third password 3');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('invalid or has expired');

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/iv2\/login$/);
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid email or password.');
    await signIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/mytrip\/app\/MyAccountLogin$/);
    await expect(page.getByTestId('account-profile')).toContainText(email);
    expect(unexpected(errors)).toEqual([]);
  });

  test('the outbox page and the auth endpoints answer bad input with 4xx, never a stack', async ({ request, baseURL }) => {
    const bad = await request.post('/api/auth/sign-in/email', { data: { email: 'nope', password: '' }, headers: { origin: baseURL! } });
    expect(bad.status()).toBe(400);
    const body = await bad.text();
    expect(body).not.toMatch(/\bat .+:\d+:\d+/);
    const reset = await request.get('/iv2/reset-password/short');
    expect(reset.status()).toBe(404);
  });
});
