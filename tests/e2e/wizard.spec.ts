import type { APIRequestContext, Page } from '@playwright/test';
import { collectPageErrors, expect, pacificDate, test, waitForIslands } from './fixtures';

type Slot = { performanceId: number; dateTime: string; available: boolean; href: string | null };

/**
 * A show performance's page, `offset` performances after the first from tomorrow on, of the
 * kind asked for: the seat map ('/seats/') or general admission only ('/quantity/'). The
 * offsets here are past those of seats.spec.ts, so the holds of one file never meet another's.
 */
async function ticketPage(request: APIRequestContext, kind: 'seats' | 'quantity', offset: number): Promise<Slot> {
  const search = await (await request.get('/iv2/searchresults/shows')).text();
  const ids = [...new Set([...search.matchAll(/\/iv2\/las-vegas-shows\/(\d+)\//g)].map((m) => m[1]))];
  for (const id of ids) {
    const answer = await request.get(`/api/availability?productId=${id}&startDate=${pacificDate(1)}&endDate=${pacificDate(8)}`);
    const slots = ((await answer.json()) as { slots: Slot[] }).slots.filter((s) => s.href?.includes(`/${kind}/`));
    if (slots.length > offset) return slots[offset]!;
  }
  throw new Error(`No show performance with a ${kind} page found`);
}

/** The hold the next Add to Cart or Buy Now posts. */
function nextHold(page: Page) {
  return page.waitForRequest((r) => r.url().endsWith('/api/holds') && r.method() === 'POST');
}

test.describe('the ticket wizard (ticket-buying 2, 4)', () => {
  test('hover to add: a highlighted group of seats is what Add to Cart holds', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto((await ticketPage(page.request, 'seats', 10)).href!);
    await waitForIslands(page);
    await page.getByRole('button', { name: '2 Tickets', exact: true }).click();
    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    await expect(addToCart).toBeDisabled();

    // One click highlights (the pins), nothing is chosen yet, and Add to Cart takes it.
    await page.getByTestId('seat-option').first().click();
    await expect(page.getByTestId('pin-hovered')).toHaveCount(2);
    await expect(page.getByTestId('chosen-seat')).toHaveCount(0);
    const highlighted = await page.getByTestId('pin-hovered').evaluateAll((pins) => pins.map((p) => Number(p.getAttribute('data-seat-id'))));
    await expect(page.getByTestId('pending-pick')).toContainText('2 Tickets at $');
    await expect(addToCart).toBeEnabled();
    const hold = nextHold(page);
    await addToCart.click();
    const body = (await hold).postDataJSON() as { kind: string; seatIds: number[] };
    expect(body.kind).toBe('seats');
    expect([...body.seatIds].sort()).toEqual([...highlighted].sort());
    await expect(page).toHaveURL(/\/iv2\/cart$/);
    expect(errors.filter((e) => !e.includes('/iv2/cart'))).toEqual([]);
  });

  test('hover to add: a highlighted general-admission option is added in its quantity', async ({ page }) => {
    await page.goto((await ticketPage(page.request, 'quantity', 10)).href!);
    await waitForIslands(page);
    await page.getByRole('button', { name: '2 Tickets', exact: true }).click();
    const option = page.getByTestId('seat-option').first();
    await option.click();
    await expect(option).toHaveClass(/optionHighlighted/);
    await expect(page.getByTestId('ga-card')).toHaveCount(0);
    const hold = nextHold(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    expect((await hold).postDataJSON()).toMatchObject({ kind: 'ga', quantity: 2 });
    await expect(page).toHaveURL(/\/iv2\/cart$/);
  });

  test('the list collapses once seats are chosen; a click on a chosen seat unselects it, and the list comes back', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto((await ticketPage(page.request, 'seats', 11)).href!);
    await waitForIslands(page);
    await page.getByRole('button', { name: '2 Tickets', exact: true }).click();
    const options = page.getByTestId('seat-option');
    await options.first().click();
    await options.first().click();
    await expect(page.getByTestId('chosen-seat')).toHaveCount(2);
    // Collapsed: Your Tickets instead of the list (FLAG_KEEP_SEAT_LIST_MOUNTED is off by default).
    await expect(page.getByTestId('select-tickets')).toHaveCount(0);
    await expect(options).toHaveCount(0);
    await expect(page.locator('[data-testid="ticket-panel"]')).toHaveAttribute('data-step', '3');

    // A second click on a chosen seat (its pin on the map) unselects it.
    await page.getByTestId('pin-selected').first().click();
    await expect(page.getByTestId('chosen-seat')).toHaveCount(1);
    await expect(page.getByTestId('pin-selected')).toHaveCount(1);
    await page.getByTestId('pin-selected').click();
    await expect(page.getByTestId('chosen-seat')).toHaveCount(0);
    await expect(page.locator('[data-testid="ticket-panel"]')).toHaveAttribute('data-step', '2');
    await expect(options.first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the date and time step changes the performance without leaving the page', async ({ page }) => {
    // Two page renders on first request (the first url and, after the reload, the new one).
    test.slow();
    const errors = collectPageErrors(page);
    // Holds nothing, so any performance does.
    const start = await ticketPage(page.request, 'seats', 3);
    await page.goto(start.href!);
    await waitForIslands(page);
    const panel = page.getByTestId('ticket-panel');
    await expect(panel).toHaveAttribute('data-performance-id', String(start.performanceId));
    await page.getByRole('button', { name: '2 Tickets', exact: true }).click();
    await expect(panel).toHaveAttribute('data-step', '2');

    const select = page.getByRole('combobox', { name: 'Date and time' });
    await expect(select).toHaveValue(String(start.performanceId));
    await expect(select.locator('option')).not.toHaveCount(1);
    const other = await select.locator('option').evaluateAll(
      (options, current) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v !== current)!,
      String(start.performanceId),
    );
    const label = (await select.locator(`option[value="${other}"]`).textContent())!;
    // A marker on the window: a navigation would drop it.
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    const tickets = page.waitForResponse((r) => r.url().endsWith(`/api/performances/${other}/tickets`));
    await select.selectOption(other);
    await tickets;

    await expect(panel).toHaveAttribute('data-performance-id', other);
    // The new time's panel starts clean (spec 4: quantities, seats and highlight cleared on mount).
    await expect(panel).toHaveAttribute('data-step', '1');
    await expect(page.getByRole('button', { name: '1 Ticket', exact: true })).toBeVisible();
    await expect(select).toHaveValue(other);
    const time = label.replace(/^\w+, (\w+) (\d+), (\d+) /, '');
    await expect(page.getByTestId('performance-time')).toContainText(time);
    expect(page.url()).not.toBe(new URL(start.href!, page.url()).href);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    // The url names the new performance: a reload shows the same one.
    await page.reload();
    await waitForIslands(page);
    await expect(page.getByTestId('ticket-panel')).toHaveAttribute('data-performance-id', other);
    expect(errors).toEqual([]);
  });
});
