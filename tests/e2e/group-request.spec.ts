import { collectPageErrors, expect, pacificDate, test, textDate, uniqueEmail, waitForIslands } from './fixtures';
import { axeViolations } from './axe';

test.describe('group travel request', () => {
  test("'5+' rooms in the home page's hotel search lands on the group request form with the stay and party, which sends a request and shows its reference", async ({ page }) => {
    const errors = collectPageErrors(page);
    const [checkIn, checkOut] = [pacificDate(40), pacificDate(43)];
    await page.goto('/');
    await waitForIslands(page);
    const hotels = page.getByRole('form', { name: 'Search hotels' });
    await hotels.getByLabel('Check-in').fill(textDate(checkIn));
    await hotels.getByLabel('Check-out').fill(textDate(checkOut));
    // Two rooms of 2 and 3 guests first, then the group: 5 guests go along.
    await hotels.getByLabel('Rooms').selectOption('2');
    await hotels.getByRole('group', { name: 'Room 2' }).getByLabel('Adults').selectOption('3');
    await hotels.getByLabel('Rooms').selectOption('5');
    await hotels.getByRole('button', { name: 'Plan a Group Trip' }).click();
    await expect(page).toHaveURL(new RegExp(`/lounge/group-bookings\\?checkIn=${checkIn}&checkOut=${checkOut}&guests=5#group-request$`));

    // The page says what is true now, and the form holds what the search had.
    await expect(page.getByText('Online you can book 1 to 4 hotel rooms at a time')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Request a group quote' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Group travel request' });
    await expect(form.getByLabel('Check-in')).toHaveValue(checkIn);
    await expect(form.getByLabel('Check-out')).toHaveValue(checkOut);
    await expect(form.getByLabel('Rooms (5 to 50)')).toHaveValue('5');
    await expect(form.getByLabel('Guests')).toHaveValue('5');

    // Nothing is sent while fields are wrong: the messages stand by their fields.
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/group-requests') posts.push(request.url());
    });
    await form.getByLabel('Rooms (5 to 50)').fill('4');
    await form.getByLabel('Your email').fill('not-an-address');
    await form.getByRole('button', { name: 'Send Group Request' }).click();
    await expect(form.getByText('Please enter 5 to 50 rooms. For 1 to 4 rooms, book online.')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(form.getByText('Field is required.')).toHaveCount(2);
    expect(posts).toEqual([]);

    const email = uniqueEmail('group');
    await form.getByLabel('Rooms (5 to 50)').fill('6');
    await form.getByLabel('Guests').fill('12');
    await form.getByLabel('Budget per room per night in dollars (optional)').fill('150');
    const hotel = (await form.getByLabel('Preferred hotel (optional)').locator('option').nth(1).textContent()) ?? '';
    await form.getByLabel('Preferred hotel (optional)').selectOption({ label: hotel });
    await form.getByLabel('Your name').fill('Ada Lovelace');
    await form.getByLabel('Your email').fill(email);
    await form.getByLabel('Message').fill('A wedding party of twelve, two to a room, close to the chapel.');
    await form.getByRole('button', { name: 'Send Group Request' }).click();

    const sent = page.getByTestId('group-request-sent');
    await expect(sent.getByRole('heading', { name: 'Thank you, your group request is sent' })).toBeVisible();
    await expect(sent.getByTestId('group-request-reference')).toHaveText(/^Your reference number is GR-\d{8}\.$/);
    const reference = /GR-\d{8}/.exec((await sent.getByTestId('group-request-reference').textContent()) ?? '')![0];
    await expect(sent).toContainText(`We sent a confirmation to ${email}.`);
    expect(posts).toHaveLength(1);

    expect(await axeViolations(page, { include: '#group-request' })).toEqual([]);
    expect(errors).toEqual([]);

    // The acknowledgement reached the requester (the test server's outbox), without their words.
    await page.goto('/iv2/dev/outbox');
    const mail = page.locator(`[data-testid="outbox-mail"][data-to="${email}"]`);
    await expect(mail.getByTestId('outbox-subject')).toHaveText(`Your group request ${reference} (6 rooms)`);
    await expect(mail.getByTestId('outbox-text')).toContainText(`Reference: ${reference}`);
    await expect(mail.getByTestId('outbox-text')).not.toContainText('chapel');
  });
});
