import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { collectPageErrors, expect, layoutShifts, nextHoldAnswer, test, waitForIslands, pacificDate, watchLayoutShifts } from './fixtures';
import { axeViolations } from './axe';

/** A Pacific calendar date `days` after today. */

type Slot = { dateTime: string; available: boolean; href: string | null };

/**
 * The seat page of a seated show's performance, `offset` performances after the first one from
 * tomorrow on (each test takes its own, so holds of one test never meet another's).
 */
async function seatPage(request: APIRequestContext, offset: number): Promise<string> {
  const search = await (await request.get('/iv2/searchresults/shows')).text();
  const ids = [...new Set([...search.matchAll(/\/iv2\/las-vegas-shows\/(\d+)\//g)].map((m) => m[1]))];
  for (const id of ids) {
    const answer = await request.get(`/api/availability?productId=${id}&startDate=${pacificDate(1)}&endDate=${pacificDate(8)}`);
    const slots = ((await answer.json()) as { slots: Slot[] }).slots.filter((s) => s.href?.includes('/seats/'));
    if (slots.length > offset) return slots[offset]!.href!;
  }
  throw new Error('No seated show performance found');
}

test.describe('show seat selection', () => {
  test('pick 2 tickets, filter by a price, choose seats from the list, see their pins, add them to the cart', async ({ page }) => {
    const errors = collectPageErrors(page);
    const href = await seatPage(page.request, 0);
    await page.goto(href);
    await waitForIslands(page);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('SELECT SEATS');
    // The seat page has no navigation bar (ticket-buying 2).
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    const quantities = page.getByRole('group', { name: 'Number of tickets' }).getByRole('button');
    await expect(quantities.first()).toHaveText('1 Ticket');
    await expect(quantities).toHaveCount(12);
    await expect(quantities.last()).toHaveText('12 Tickets');
    await page.getByRole('button', { name: '2 Tickets', exact: true }).click();

    // Price filters: Any, then each price ascending.
    const filters = page.getByTestId('price-filter');
    await expect(filters.first()).toHaveText('Any');
    const prices = (await filters.allTextContents()).slice(1).map((t) => Number(t.replace(/[^\d.]/g, '')));
    expect(prices.length).toBeGreaterThan(1);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    await filters.nth(2).click();
    const options = page.getByTestId('seat-option');
    await expect(options.first()).toBeVisible();
    const label = (await options.first().textContent())!;
    expect(label).toContain(`$${prices[1]!.toFixed(2)}`);
    expect(label).toMatch(/Row \w+, Seats \w+, \w+/);

    // First click highlights (hovered pins), second selects (selected pins and Your Tickets).
    await options.first().click();
    await expect(page.getByTestId('pin-hovered')).toHaveCount(2);
    await options.first().click();
    await expect(page.getByTestId('pin-selected')).toHaveCount(2);
    await expect(page.getByTestId('chosen-seat')).toHaveCount(2);
    const seatIds = await page.getByTestId('pin-selected').evaluateAll((pins) => pins.map((p) => Number(p.getAttribute('data-seat-id'))));

    expect(await axeViolations(page)).toEqual([]);

    // Keep the analytics events past the navigation to the cart.
    await page.evaluate(() => {
      const layer = ((window as unknown as { dataLayer: unknown[] }).dataLayer ??= []);
      const push = layer.push.bind(layer);
      layer.push = (...items: unknown[]) => {
        const kept = JSON.parse(sessionStorage.getItem('test-events') ?? '[]') as unknown[];
        sessionStorage.setItem('test-events', JSON.stringify([...kept, ...items]));
        return push(...items);
      };
    });
    const tickets = await nextHoldAnswer(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const hold = await tickets.answer();
    expect(hold).toMatchObject({ quantity: 2, relocked: false, cartCount: 2 });
    expect([...hold.seatIds].sort()).toEqual([...seatIds].sort());
    await expect(page).toHaveURL(/\/iv2\/cart$/);
    const events = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('test-events') ?? '[]') as { event?: string; ecommerce?: { items?: { quantity?: number }[] } }[]));
    expect(events.find((e) => e.event === 'add_to_cart')?.ecommerce?.items?.[0]?.quantity).toBe(2);

    // The cart (CART_UUID) holds those seats.
    const states = await (await page.request.get(`/api/performances/${hold.performanceId}/seats`)).json();
    expect([...states.mine].sort()).toEqual([...seatIds].sort());
    expect(errors.filter((e) => !e.includes('/iv2/cart'))).toEqual([]);
  });

  test('the same flow with the keyboard only', async ({ page }) => {
    // One Tab press at a time past twelve quantity buttons, the insider prompt and the price filters.
    test.slow();
    const href = await seatPage(page.request, 2);
    await page.goto(href);
    await waitForIslands(page);
    await expect(page.getByRole('button', { name: '3 Tickets', exact: true })).toBeEnabled();
    await tabTo(page, page.getByRole('button', { name: '3 Tickets', exact: true }));
    await page.keyboard.press('Enter');
    // The list is one tab stop; arrow keys move the highlight (with its pins), Enter chooses.
    const first = page.getByTestId('seat-option').first();
    await tabTo(page, first);
    const second = page.getByTestId('seat-option').nth(1);
    const secondKey = await second.getAttribute('data-option-key');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator(':focus')).toHaveAttribute('data-option-key', secondKey!);
    await expect(page.getByTestId('pin-hovered')).toHaveCount(3);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('chosen-seat')).toHaveCount(3);
    // The list gives way to Your Tickets once seats are chosen (ticket-buying 4).
    await expect(page.locator(`[data-option-key="${secondKey}"]`)).toHaveCount(0);
    await tabTo(page, page.getByRole('button', { name: 'Add to Cart' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/iv2\/cart$/);
    await expect(page.getByText(/Row \w+, Seat/).first()).toBeVisible();
  });

  test('the seat map with the keyboard only: one tab stop, arrows between seats, Enter to choose, then the cart', async ({ page }) => {
    // An accessibility scan of a 4,211-seat map: took over 30 s on a loaded machine.
    test.slow();
    const errors = collectPageErrors(page);
    await page.goto(await seatPage(page.request, 5));
    await waitForIslands(page);
    await expect(page.getByRole('button', { name: '2 Tickets', exact: true })).toBeEnabled();
    await tabTo(page, page.getByRole('button', { name: '2 Tickets', exact: true }));
    await page.keyboard.press('Enter');
    // The best seats' price: one ticket type (the cheapest seats are sold as two, see the info card test).
    const { skus } = (await (await page.request.get(`/api/performances/${await performanceIdFromPanel(page)}/tickets`)).json()) as {
      skus: { priceCents: number; priceTier: number | null; supportsSeatSelection: boolean }[];
    };
    const best = skus.filter((k) => k.supportsSeatSelection).sort((a, b) => a.priceTier! - b.priceTier!)[0]!;
    const dearest = page.getByTestId('price-filter').filter({ hasText: `$${(best.priceCents / 100).toFixed(2)}` });
    await expect(dearest).toBeEnabled();
    await tabTo(page, dearest);
    await page.keyboard.press('Enter');
    await expect(dearest).toHaveAttribute('aria-pressed', 'true');

    // All the seats are one stop in the tab order: the listbox, pointing at its active seat.
    const seats = page.getByRole('listbox', { name: /^Seats/ });
    await tabTo(page, seats);
    await expect(page.locator('[data-testid="seat-map"] [tabindex]')).toHaveCount(1);
    const ring = page.getByTestId('seat-focus');
    await expect(ring).toHaveAttribute('data-focused', 'true');
    const activeSeat = async () => {
      const id = (await seats.getAttribute('aria-activedescendant'))!;
      return { id: Number(id.replace('map-seat-', '')), name: (await page.locator(`#${id}`).getAttribute('aria-label'))! };
    };
    const start = await activeSeat();
    // The keyboard starts on the best group's first seat, named in full.
    expect(start.name).toMatch(/^[\w ]+, Row \w+, Seat \w+, \$[\d,]+\.\d{2} \+Fees, available$/);
    expect(Number(await page.locator(`#map-seat-${start.id}`).getAttribute('aria-setsize'))).toBe(await page.locator('circle[data-seat]').count());
    await expect(ring).toHaveAttribute('data-seat-id', String(start.id));
    await expect(page.getByTestId('seat-tooltip')).toBeVisible();

    // Arrow keys move to the nearest seat in that direction, and back.
    await page.keyboard.press('ArrowRight');
    const right = await activeSeat();
    expect(right.id).not.toBe(start.id);
    await expect(ring).toHaveAttribute('data-seat-id', String(right.id));
    await page.keyboard.press('ArrowLeft');
    expect((await activeSeat()).id).toBe(start.id);
    const depth = async () => Number(await page.locator(`#map-seat-${(await activeSeat()).id}`).getAttribute('cy'));
    const front = await depth();
    await page.keyboard.press('ArrowDown');
    const back = await depth();
    expect(back).toBeGreaterThan(front);
    await page.keyboard.press('ArrowUp');
    expect(await depth()).toBeLessThan(back);
    // Home goes back to the best seats.
    await page.keyboard.press('Home');
    expect((await activeSeat()).id).toBe(start.id);

    // Enter highlights the group holding the seat (its pins), Enter again chooses it.
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('pin-hovered')).toHaveCount(2);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('pin-selected')).toHaveCount(2);
    await expect(page.getByTestId('chosen-seat')).toHaveCount(2);
    const chosen = await page.getByTestId('pin-selected').evaluateAll((pins) => pins.map((p) => Number(p.getAttribute('data-seat-id'))));
    expect(chosen).toContain(start.id);

    expect(await axeViolations(page, { include: '[data-testid="seat-map"]' })).toEqual([]);

    await tabTo(page, page.getByRole('button', { name: 'Add to Cart' }), 'Shift+Tab');
    const hold = await nextHoldAnswer(page);
    await page.keyboard.press('Enter');
    const answer = await hold.answer();
    await expect(page).toHaveURL(/\/iv2\/cart$/);
    expect([...answer.seatIds].sort()).toEqual([...chosen].sort());
    const states = await (await page.request.get(`/api/performances/${answer.performanceId}/seats`)).json();
    expect([...states.mine].sort()).toEqual([...chosen].sort());
    expect(errors.filter((e) => !e.includes('/iv2/cart'))).toEqual([]);
  });

  test('a seat of two ticket types locks its info card; Escape closes it; Add takes that type into the cart', async ({ page }) => {
    const href = await seatPage(page.request, 6);
    await page.goto(href);
    await waitForIslands(page);
    await page.getByRole('button', { name: '1 Ticket', exact: true }).click();

    // A free seat of a tier sold as two ticket types (the seed's senior seats share the cheapest tier).
    const performanceId = await performanceIdFromPanel(page);
    type Sku = { id: number; name: string; priceCents: number; priceTier: number | null; supportsSeatSelection: boolean };
    const { skus, venue } = (await (await page.request.get(`/api/performances/${performanceId}/tickets`)).json()) as { skus: Sku[]; venue: { id: number } };
    const seated = skus.filter((k) => k.supportsSeatSelection);
    const tier = seated.find((k) => seated.filter((o) => o.priceTier === k.priceTier).length > 1)!.priceTier;
    const types = seated.filter((k) => k.priceTier === tier).sort((a, b) => a.priceCents - b.priceCents);
    expect(types).toHaveLength(2);
    const columns = (await (await page.request.get(`/api/venues/${venue.id}/seats`)).json()) as { ids: number[]; tier: number[] };
    const { taken } = (await (await page.request.get(`/api/performances/${performanceId}/seats`)).json()) as { taken: number[] };
    const seatId = columns.ids.find((id, i) => columns.tier[i] === tier && !taken.includes(id))!;

    const seat = page.locator(`circle[data-seat="${seatId}"]`);
    await seat.click();
    const card = page.getByTestId('seat-card');
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: /^Add / })).toHaveCount(2);
    for (const type of types) await expect(card).toContainText(type.name);
    // Clicking locked the card rather than picking a group.
    await expect(page.getByTestId('pin-hovered')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(card).toHaveCount(0);

    // By keyboard: the click left the focus on the map's seats; Enter opens the card on the same
    // seat with the focus on its first 'Add', Escape closes it, Enter opens it again, Enter adds.
    await expect(page.getByRole('listbox', { name: /^Seats/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: `Add ${types[0]!.name}`, exact: false }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('listbox', { name: /^Seats/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: /^Add / }).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card).toHaveCount(0);
    await expect(page.getByTestId('chosen-seat')).toHaveCount(1);
    await expect(page.getByTestId('pin-selected')).toHaveAttribute('data-seat-id', String(seatId));
    await expect(page.getByTestId('ticket-panel')).toContainText(`1 × $${(types[0]!.priceCents / 100).toFixed(2)}`);

    const hold = await nextHoldAnswer(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    expect(await hold.answer()).toMatchObject({ skuId: types[0]!.id, seatIds: [seatId], relocked: false });
    await expect(page).toHaveURL(/\/iv2\/cart$/);
  });

  test('wheelchair spaces: marked on the map, a filter to show only them, held with their companion seat', async ({ page }) => {
    await page.goto(await seatPage(page.request, 7));
    await waitForIslands(page);
    await page.getByRole('button', { name: '2 Tickets', exact: true }).click();
    const performanceId = await performanceIdFromPanel(page);
    const { venue } = (await (await page.request.get(`/api/performances/${performanceId}/tickets`)).json()) as { venue: { id: number } };
    const columns = (await (await page.request.get(`/api/venues/${venue.id}/seats`)).json()) as { wheelchair: number[]; companion: number[] };
    expect(columns.wheelchair.length).toBeGreaterThan(0);
    await expect(page.locator(`circle[data-seat="${columns.wheelchair[0]}"]`)).toHaveClass(/seatWheelchair/);
    await expect(page.locator(`circle[data-seat="${columns.companion[0]}"]`)).toHaveClass(/seatCompanion/);

    const options = page.getByTestId('seat-option');
    await page.getByLabel('Wheelchair accessible seats only').check();
    await expect(options.first()).toContainText('Wheelchair accessible');
    const shown = await options.count();
    expect(shown).toBeGreaterThan(0);
    await expect(options.filter({ hasText: 'Wheelchair accessible' })).toHaveCount(shown);

    await options.first().click();
    await options.first().click();
    await expect(page.getByTestId('chosen-seat')).toHaveCount(2);
    const hold = await nextHoldAnswer(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const answer = await hold.answer();
    expect(answer.seatIds.some((id) => columns.wheelchair.includes(id))).toBe(true);
    await expect(page).toHaveURL(/\/iv2\/cart$/);

    // A companion seat alone is refused by the server, whatever the page would allow.
    const alone = await page.request.post('/api/holds', {
      data: { kind: 'seats', performanceId, skuId: (await skuOfSeat(page.request, performanceId, columns.companion[0]!))!, seatIds: [columns.companion[0]] },
    });
    expect(alone.status()).toBe(400);
    expect((await alone.json()).error).toBe('A companion seat can only be booked together with the wheelchair space beside it.');
  });

  test('seats chosen step by step from lists: section, then row, then seats', async ({ page }) => {
    await page.goto(await seatPage(page.request, 3));
    await waitForIslands(page);
    await page.getByRole('button', { name: '2 Tickets', exact: true }).click();
    const steps = page.getByTestId('step-through');
    const section = steps.getByLabel('Section');
    await section.selectOption({ index: 1 });
    await steps.getByLabel('Row').selectOption({ index: 1 });
    const seats = steps.getByLabel('Seats');
    const label = (await seats.locator('option').nth(1).textContent())!;
    expect(label).toMatch(/^Seats \w+, \w+ · \$[\d,]+\.\d{2} each \+Fees$/);
    const sectionName = await section.evaluate((el) => (el as HTMLSelectElement).value);
    await seats.selectOption({ index: 1 });
    await expect(page.getByTestId('chosen-seat')).toHaveCount(2);
    await expect(page.getByTestId('pin-selected')).toHaveCount(2);
    // The lists give way to Your Tickets once seats are chosen (ticket-buying 4).
    await expect(steps).toHaveCount(0);
    const chosen = await page.getByTestId('chosen-seat').allTextContents();
    expect(chosen.every((text) => text.startsWith(`${sectionName}, Row`))).toBe(true);
  });

  test('a second visitor sees the first one’s seats go grey without reloading', async ({ browser, page }) => {
    const href = await seatPage(page.request, 1);
    const other = await browser.newContext();
    const second = await other.newPage();
    try {
      await second.goto(href);
      await waitForIslands(second);
      await second.getByRole('button', { name: '2 Tickets', exact: true }).click();
      const best = second.getByTestId('seat-option').first();
      await best.click();
      await expect(second.getByTestId('pin-hovered')).toHaveCount(2);
      const wanted = await second.getByTestId('pin-hovered').evaluateAll((pins) => pins.map((p) => Number(p.getAttribute('data-seat-id'))));
      const before = (await best.getAttribute('data-option-key'))!;
      for (const id of wanted) await expect(second.locator(`circle[data-seat="${id}"]`)).not.toHaveClass(/seatUnavailable/);

      // Another visitor (another cart) holds exactly those seats.
      const held = await page.request.post('/api/holds', {
        data: { kind: 'seats', performanceId: await performanceIdFromPanel(second), skuId: Number(before.split(':')[0]), seatIds: wanted },
      });
      expect(held.status()).toBe(200);

      // Within the live refresh the seats turn grey on the second visitor's map and leave the list.
      for (const id of wanted) await expect(second.locator(`circle[data-seat="${id}"]`)).toHaveClass(/seatUnavailable/, { timeout: 15_000 });
      await expect(second.getByTestId('seat-option').first()).not.toHaveAttribute('data-option-key', before);
    } finally {
      await other.close();
    }
  });
});

test.describe('quantity page defaults from the url', () => {
  type Sku = { id: number; name: string; ticketType: string; priceCents: number; supportsSeatSelection: boolean; purchaseQuantities: number[] };

  test('defaultItemId pre-selects the quantity, the price and the package; defaultTicketType with defaultQuantity the type and quantity', async ({ page }) => {
    const first = await seatPage(page.request, 8);
    await page.goto(first.replace('/seats/', '/quantity/'));
    await waitForIslands(page);
    const performanceId = await performanceIdFromPanel(page);
    const { skus } = (await (await page.request.get(`/api/performances/${performanceId}/tickets`)).json()) as { skus: Sku[] };
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    const base = page.url().split('?')[0]!;

    const seated = skus.find((k) => k.ticketType === 'SENIOR')!;
    await page.goto(`${base}?defaultTicketType=SENIOR&defaultQuantity=3`);
    await waitForIslands(page);
    await expect(page.getByRole('button', { name: '3 Tickets', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('price-filter').filter({ hasText: dollars(seated.priceCents) })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('seat-option').first()).toContainText('Senior');

    const reserved = skus.find((k) => k.ticketType === 'RESERVED')!;
    await page.goto(`${base}?defaultItemId=${reserved.id}`);
    await waitForIslands(page);
    await expect(page.getByRole('button', { name: '1 Ticket', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('price-filter').filter({ hasText: dollars(reserved.priceCents) })).toHaveAttribute('aria-pressed', 'true');

    const pkg = skus.find((k) => !k.supportsSeatSelection);
    if (pkg) {
      const quantity = Math.min(...(pkg.purchaseQuantities.length > 0 ? pkg.purchaseQuantities : [1]));
      await page.goto(`${base}?defaultItemId=${pkg.id}`);
      await waitForIslands(page);
      await expect(page.getByRole('button', { name: quantity === 1 ? '1 Ticket' : `${quantity} Tickets`, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('price-filter').filter({ hasText: dollars(pkg.priceCents) })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator(`[data-option-key="${pkg.id}:ga"]`)).toHaveClass(/optionHighlighted/);
    }

    // Without defaults nothing is chosen.
    await page.goto(base);
    await waitForIslands(page);
    await expect(page.getByRole('button', { name: '1 Ticket', exact: true })).toBeEnabled();
    await expect(page.getByRole('group', { name: 'Number of tickets' }).locator('[aria-pressed="true"]')).toHaveCount(0);
  });
});

test.describe('seat page layout', () => {
  test('the panel and the map load into boxes kept for them: nothing on screen moves (CLS)', async ({ page }) => {
    await watchLayoutShifts(page);
    const href = await seatPage(page.request, 4);
    // The page as served already keeps the map's box at the venue's proportions.
    expect(await (await page.request.get(href)).text()).toMatch(/aspect-ratio:\s*\d+ \/ \d+/);
    await page.goto(href);
    await expect(page.getByRole('button', { name: '2 Tickets', exact: true })).toBeEnabled();
    await expect(page.getByTestId('seat-map')).toBeVisible();
    await page.waitForTimeout(1000);
    expect(await layoutShifts(page)).toBeLessThan(0.01);
  });
});

test.describe('insider pricing', () => {
  test('a visitor sees the public price and the prompt; after entering an e-mail, the insider price and "EXCLUSIVE Insider Rate Unlocked!"', async ({ page }) => {
    // A seated performance whose seats have an insider rate that an e-mail unlocks.
    const search = await (await page.request.get('/iv2/searchresults/shows')).text();
    const ids = [...new Set([...search.matchAll(/\/iv2\/las-vegas-shows\/(\d+)\//g)].map((m) => m[1]))];
    let target: { href: string; performanceId: number; price: number; insider: number } | null = null;
    type Sku = { supportsSeatSelection: boolean; hasInsiderPrice: boolean; insiderPasswordProtected: boolean; priceCents: number; id: number };
    for (const id of ids) {
      const answer = await page.request.get(`/api/availability?productId=${id}&startDate=${pacificDate(1)}&endDate=${pacificDate(8)}`);
      const slot = ((await answer.json()) as { slots: (Slot & { performanceId: number })[] }).slots.find((s) => s.href?.includes('/seats/'));
      if (!slot) continue;
      const visitor = (await (await page.request.get(`/api/performances/${slot.performanceId}/tickets`)).json()) as { skus: Sku[] };
      const sku = visitor.skus.find((k) => k.supportsSeatSelection && k.hasInsiderPrice && !k.insiderPasswordProtected);
      if (!sku) continue;
      const member = (await (
        await page.request.get(`/api/performances/${slot.performanceId}/tickets`, { headers: { cookie: 'memberDeals=1' } })
      ).json()) as { skus: Sku[] };
      target = { href: slot.href!, performanceId: slot.performanceId, price: sku.priceCents, insider: member.skus.find((k) => k.id === sku.id)!.priceCents };
      break;
    }
    expect(target).not.toBeNull();
    expect(target!.insider).toBeLessThan(target!.price);
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

    await page.goto(target!.href);
    await waitForIslands(page);
    const prompt = page.getByTestId('insider-prompt');
    await page.getByRole('button', { name: '1 Ticket', exact: true }).click();
    await expect(prompt).toContainText('Price drops for selected ticket types when you Enter Email or Sign In');
    const filters = page.getByTestId('price-filter');
    await expect(filters.filter({ hasText: dollars(target!.price) })).toHaveCount(1);
    await expect(filters.filter({ hasText: dollars(target!.insider) })).toHaveCount(0);

    await prompt.getByRole('button', { name: 'Enter Email' }).click();
    await prompt.getByLabel('Email address').fill('not-an-email');
    await page.getByRole('button', { name: 'Unlock Insider Rates' }).click();
    await expect(prompt.getByRole('alert')).toHaveText('Please enter a valid email address.');
    await prompt.getByLabel('Email address').fill(`insider-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Unlock Insider Rates' }).click();
    await expect(page.getByTestId('insider-unlocked').or(page.getByText('EXCLUSIVE Insider Rate Unlocked!'))).toBeVisible();
    await expect(filters.filter({ hasText: dollars(target!.insider) })).toHaveCount(1);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'memberDeals')?.value).toBe('1');
  });

  test('BUY NOW holds the chosen seats and goes straight to billing, where the order is placed', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(await seatPage(page.request, 9));
    await waitForIslands(page);
    await page.getByRole('button', { name: '2 Tickets', exact: true }).click();
    const options = page.getByTestId('seat-option');
    await options.first().click();
    await options.first().click();
    await expect(page.getByTestId('chosen-seat')).toHaveCount(2);
    const labels = await page.getByTestId('chosen-seat').allTextContents();
    await expect(page.getByTestId('buy-now')).toHaveText('BUY NOW');
    await page.getByTestId('buy-now').click();
    await expect(page).toHaveURL(/\/iv2\/billing$/);
    const form = page.getByTestId('billing-form');
    await expect(page.getByTestId('place-order')).toBeEnabled();
    // No guest step on this path: billing asks for the name, e-mail and phone itself.
    await form.getByLabel('First name').fill('Buy');
    await form.getByLabel('Last name').fill('Now');
    await form.getByLabel('Email address').fill(`buy-now-${Date.now()}@example.com`);
    await form.getByLabel('Phone').fill('702 555 0104');
    await form.getByLabel('ZIP / postal code').fill('89109');
    await form.getByLabel('City').fill('Las Vegas');
    await form.getByLabel('State / province').fill('NV');
    await form.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
    await form.getByLabel('Expiry (MM/YY)').fill('12/31');
    await form.getByLabel('Security code').fill('123');
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/iv2\/confirmation\/VG-\d{9}$/);
    await expect(page.getByTestId('ticket-link')).toHaveCount(2);
    // The order spent the cart (its cookie is gone): without a cart the cart step is omitted (ticket-buying 2).
    const steps = page.getByRole('navigation', { name: 'Checkout steps' });
    await expect(steps.getByRole('listitem')).toHaveText([/Guest Information/, /Billing & Payment/, /Order Complete/]);
    expect(labels.length).toBe(2);
    expect(errors).toEqual([]);
  });
});

/** Presses Tab (or Shift+Tab) until the element has the focus (at most 150 times). */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < 150; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  throw new Error('could not reach the element with Tab');
}

/** A seated ticket type (the first) of the price tier of a seat. */
async function skuOfSeat(request: APIRequestContext, performanceId: number, seatId: number): Promise<number | undefined> {
  const { skus, venue } = (await (await request.get(`/api/performances/${performanceId}/tickets`)).json()) as {
    skus: { id: number; priceTier: number | null; supportsSeatSelection: boolean }[];
    venue: { id: number };
  };
  const columns = (await (await request.get(`/api/venues/${venue.id}/seats`)).json()) as { ids: number[]; tier: number[] };
  const tier = columns.tier[columns.ids.indexOf(seatId)];
  return skus.find((k) => k.supportsSeatSelection && k.priceTier === tier)?.id;
}

/** The performance id the panel loads tickets for (from its api request). */
async function performanceIdFromPanel(page: Page): Promise<number> {
  const url = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .find((n) => /\/api\/performances\/\d+\/tickets/.test(n)),
  );
  return Number(/\/api\/performances\/(\d+)\/tickets/.exec(url ?? '')?.[1]);
}

