import { collectPageErrors, expect, test, uniqueEmail, waitForIslands } from './fixtures';
import { axeViolations } from './axe';

const AGE_ANSWER = 'You must be 21 or over to enter nightclubs, bars, dayclubs and strip clubs in Las Vegas, and to drink alcohol.';

test.describe('chat console', () => {
  test('the header opens it in a popup: a seeded FAQ question is answered, a message is sent and confirmed', async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Live Chat' }).click()]);
    const errors = collectPageErrors(popup);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/chat');
    await expect(popup).toHaveTitle('Vegas Help | VegasGo');

    // Its own compact chrome instead of the site's.
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Vegas Help');
    await expect(popup.getByTestId('site-header')).toHaveCount(0);
    await expect(popup.getByTestId('site-footer')).toHaveCount(0);
    await expect(popup.getByRole('link', { name: 'Call 1-888-555-0142' })).toHaveAttribute('href', 'tel:+18885550142');
    await expect(popup.getByRole('log', { name: 'Conversation' })).toContainText(
      'Ask a question and we will look for the answer in our guides and FAQs. Nobody is chatting live right now: to talk to a person, call us or leave a message and we will reply by e-mail.',
    );

    const input = popup.getByRole('textbox', { name: 'Your question' });
    await input.fill('What is the minimum age?');
    await popup.getByRole('button', { name: 'Ask' }).click();
    const answer = popup.getByTestId('chat-answer');
    const first = answer.getByRole('listitem').first();
    await expect(first.getByText('What is the minimum age?', { exact: true })).toBeVisible();
    await expect(first.getByText(AGE_ANSWER, { exact: true })).toBeVisible();
    await expect(first.getByText('From Las Vegas Nightlife', { exact: true })).toBeVisible();
    await expect(answer.getByRole('link', { name: 'Las Vegas Nightlife' })).toHaveAttribute('href', '/nightlife');

    await input.fill('xyzzy plugh frobnicate');
    await popup.getByRole('button', { name: 'Ask' }).click();
    const noMatch = popup.getByTestId('chat-no-match');
    await expect(noMatch.getByText('We could not find an answer to that in our guides.', { exact: true })).toBeVisible();
    await expect(noMatch.getByText('Call us at 1-888-555-0142, or leave a message and we will reply by e-mail.', { exact: true })).toBeVisible();

    // A link of the answer opens in the site's window; the console stays where it is.
    await answer.getByRole('link', { name: 'Las Vegas Nightlife' }).click();
    await expect(page).toHaveURL(/\/nightlife$/);
    expect(new URL(popup.url()).pathname).toBe('/chat');

    // Off the link just clicked: the site's hover colour is the lighter brand orange.
    await popup.mouse.move(0, 0);
    expect(await axeViolations(popup)).toEqual([]);

    await noMatch.getByRole('button', { name: 'Leave a message' }).click();
    const form = popup.getByRole('form', { name: 'Leave a message' });
    const email = uniqueEmail('chat');
    await form.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
    await form.getByRole('textbox', { name: 'Email address' }).fill(email);
    await form.getByRole('textbox', { name: 'Message' }).fill('Can I bring my 19-year-old to a club night?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(popup.getByRole('status')).toHaveText(`Thank you! Your message has been sent. We will reply to ${email}, usually within one business day.`);
    const reference = ((await popup.getByText(/^Reference: /).textContent()) ?? '').replace('Reference: ', '');
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    expect(errors).toEqual([]);

    // The acknowledgement reached the visitor's address (the outbox of the test server).
    await page.goto('/iv2/dev/outbox');
    const mail = page.locator(`[data-testid="outbox-mail"][data-to="${email}"]`);
    await expect(mail.getByTestId('outbox-subject')).toHaveText(`We received your message (${reference})`);
  });

  test('the hotel page tooltip links to it as a full page, which refuses a too-short question with its message', async ({ page }) => {
    await page.goto('/hotels');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Chat', exact: true }).hover();
    await page.getByRole('link', { name: 'Chat with us' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vegas Help');
    await page.getByRole('textbox', { name: 'Your question' }).fill('?');
    await page.getByRole('button', { name: 'Ask' }).click();
    await expect(page.getByRole('form', { name: 'Ask a question' }).getByRole('alert')).toHaveText('Please type a question of 2 to 300 characters.');
    // Without an opener, the way back to the site is an ordinary link.
    await page.getByRole('link', { name: 'Open VegasGo' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('site-header')).toBeVisible();
  });

  test('the endpoints refuse bad bodies with 400 and a message', async ({ request }) => {
    const answer = await request.post('/api/chat/answer', { data: { question: 'x' } });
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toEqual({ error: 'Invalid request', fieldErrors: { question: ['Please type a question of 2 to 300 characters.'] } });
    const message = await request.post('/api/chat/messages', { data: { name: 'Ada', email: 'nope', message: 'short' } });
    expect(message.status()).toBe(400);
    expect((await message.json()).fieldErrors).toEqual({ email: ['Please enter a valid email address.'], message: ['Please write 10 to 2000 characters.'] });
  });
});
