import AxeBuilder from '@axe-core/playwright';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import { prepareDatabase } from '@/lib/db/database';
import { collectPageErrors, expect, test, waitForIslands } from './fixtures';

/** What the test holds, read from a copy of the demo city. */
interface Pick {
  performanceId: number;
  skuId: number;
  productName: string;
  skuName: string;
  seats: { id: number; label: string }[];
  unitCents: { price: number; fee: number; tax: number };
  /** A general-admission ticket type of another product, two places. */
  ga: { performanceId: number; skuId: number; productName: string; unitCents: { price: number; fee: number; tax: number } };
}

const dollars = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100);

/**
 * The server's embedded database belongs to its process, but the demo city is deterministic:
 * the same seed, run today in memory here, gives the same ids (performances are dated from today,
 * Pacific time). The cart page showing the seats' names below proves the two agree.
 */
async function pickSeatedPerformance(): Promise<Pick> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await prepareDatabase(handle, { seed: true, scale: 1 });
    const rows = async <T,>(query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
    // A seat-map sku that sells two seats at once, several days out, at a performance nobody else's test holds.
    const [found] = await rows<{ performance_id: number; product_id: number; sku_id: number; venue_id: number; price_tier: number; product_name: string; sku_name: string; price_cents: number; fee_cents: number; tax_cents: number }>(sql`
      select p.id as performance_id, p.product_id, k.id as sku_id, p.venue_id, k.price_tier, pr.name as product_name, k.name as sku_name, k.price_cents, k.fee_cents, k.tax_cents
        from performances p
        join products pr on pr.id = p.product_id
        join skus k on k.product_id = p.product_id and k.supports_seat_selection
       where p.starts_at > now() + interval '5 days' and not p.cancelled and p.venue_id is not null
         and (cardinality(k.purchase_quantities) = 0 and k.max_quantity >= 2 or 2 = any(k.purchase_quantities))
       order by p.starts_at desc, p.id, k.id limit 1`);
    if (!found) throw new Error('The demo city has no seat-map performance to hold');
    // Two seats side by side: the same row, consecutive numbers.
    const seats = await rows<{ id: number; section: string; row_name: string; seat_name: string }>(sql`
      select s.id, vs.name as section, s.row_name, s.seat_name
        from seats s join venue_sections vs on vs.id = s.section_id
        join seats t on t.section_id = s.section_id and t.row_name = s.row_name and t.seat_number in (s.seat_number, s.seat_number + 1)
       where s.venue_id = ${found.venue_id} and s.price_tier = ${found.price_tier}
       group by s.id, vs.name, s.row_name, s.seat_name, s.section_id, s.seat_number
      having count(*) = 2
       order by s.section_id, s.row_name, s.seat_number limit 1`);
    const first = seats[0]!;
    const [second] = await rows<{ id: number; seat_name: string }>(sql`
      select t.id, t.seat_name from seats s join seats t on t.section_id = s.section_id and t.row_name = s.row_name and t.seat_number = s.seat_number + 1
       where s.id = ${first.id}`);
    const [ga] = await rows<{ performance_id: number; sku_id: number; product_name: string; price_cents: number; fee_cents: number; tax_cents: number }>(sql`
      select p.id as performance_id, k.id as sku_id, pr.name as product_name, k.price_cents, k.fee_cents, k.tax_cents
        from performances p
        join products pr on pr.id = p.product_id
        join skus k on k.product_id = p.product_id and not k.supports_seat_selection and k.capacity_per_performance >= 2
       where p.starts_at > now() + interval '5 days' and not p.cancelled and p.product_id <> ${found.product_id}
         and (cardinality(k.purchase_quantities) = 0 and k.max_quantity >= 2 or 2 = any(k.purchase_quantities))
       order by p.starts_at desc, p.id, k.id limit 1`);
    if (!ga) throw new Error('The demo city has no general-admission performance to hold');
    return {
      ga: {
        performanceId: Number(ga.performance_id),
        skuId: Number(ga.sku_id),
        productName: ga.product_name,
        unitCents: { price: Number(ga.price_cents), fee: Number(ga.fee_cents), tax: Number(ga.tax_cents) },
      },
      performanceId: Number(found.performance_id),
      skuId: Number(found.sku_id),
      productName: found.product_name,
      skuName: found.sku_name,
      seats: [
        { id: Number(first.id), label: `Section ${first.section}, Row ${first.row_name}, Seat ${first.seat_name}` },
        { id: Number(second!.id), label: `Section ${first.section}, Row ${first.row_name}, Seat ${second!.seat_name}` },
      ],
      unitCents: { price: Number(found.price_cents), fee: Number(found.fee_cents), tax: Number(found.tax_cents) },
    };
  } finally {
    await handle.close();
  }
}

test.describe('cart', () => {
  let pick: Pick;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    pick = await pickSeatedPerformance();
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

    const response = await page.goto('/iv2/cart');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toMatch(/no-store|private/);
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

    // The countdown runs (mm:ss under 15 minutes) and checkout is open.
    const countdown = page.getByTestId('hold-countdown').locator('time');
    await expect(countdown).toHaveText(/^1[0-4]:[0-5]\d$/);
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first!);
    await expect(page.getByTestId('checkout-link')).toHaveAttribute('href', '/iv2/checkout');

    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

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
