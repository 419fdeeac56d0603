import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { collectPageErrors, expect, test, waitForIslands } from './fixtures';

/** What the test holds. */
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

/** A Pacific calendar date `days` after today. */
function pacificDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

type TicketSku = {
  id: number;
  name: string;
  supportsSeatSelection: boolean;
  priceTier: number | null;
  priceCents: number;
  feeCents: number;
  taxCents: number;
  purchaseQuantities: number[];
  maxQuantity: number;
  remaining: number;
};
type Tickets = { productId: number; skus: TicketSku[]; venue: { id: number } | null };
type VenueSeats = { sections: string[]; ids: number[]; section: number[]; sectionId: number[]; row: string[]; seat: string[]; seatNumber: number[]; tier: number[] };

/** The few entities a product name can carry in the HTML. */
const decode = (html: string) =>
  html.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').trim();

const sellsTwo = (k: TicketSku) => (k.purchaseQuantities.length === 0 ? k.maxQuantity >= 2 : k.purchaseQuantities.includes(2));

/**
 * What the test holds, found through the apis the seat page uses (the server's own database):
 * two free seats side by side of a seat-map show's last performance in the next two weeks, and
 * two general-admission places of another product, several days out so no other test holds them.
 */
async function pickSeatedPerformance(request: APIRequestContext): Promise<Pick> {
  const json = async <T,>(path: string) => (await (await request.get(path)).json()) as T;
  const search = await (await request.get('/iv2/searchresults/shows')).text();
  const shows = [...new Map([...search.matchAll(/\/iv2\/las-vegas-shows\/(\d+)\/[a-z0-9-]+\/dates[^"]*"[^>]*>([^<]+)</g)].map((m) => [m[1]!, m[2]!]))];
  let seated: Omit<Pick, 'ga'> | null = null;
  let ga: Pick['ga'] | null = null;
  let seatedProduct: number | null = null;
  for (const [id, name] of shows) {
    if (seated && ga) break;
    const availability = await json<{ slots: { performanceId: number; available: boolean }[] }>(
      `/api/availability?productId=${id}&startDate=${pacificDate(6)}&endDate=${pacificDate(13)}`,
    );
    const slot = availability.slots.filter((s) => s.available).at(-1);
    if (!slot) continue;
    const tickets = await json<Tickets>(`/api/performances/${slot.performanceId}/tickets`);
    const seatSku = tickets.skus.find((k) => k.supportsSeatSelection && sellsTwo(k) && k.remaining >= 2);
    if (!seated && seatSku && tickets.venue) {
      const venue = await json<VenueSeats>(`/api/venues/${tickets.venue.id}/seats`);
      const taken = new Set((await json<{ taken: number[]; mine: number[] }>(`/api/performances/${slot.performanceId}/seats`)).taken);
      for (let i = 0; i + 1 < venue.ids.length; i += 1) {
        const a = i;
        const b = i + 1;
        const pair =
          venue.tier[a] === seatSku.priceTier && venue.tier[b] === seatSku.priceTier &&
          venue.sectionId[a] === venue.sectionId[b] && venue.row[a] === venue.row[b] && venue.seatNumber[b] === venue.seatNumber[a]! + 1 &&
          !taken.has(venue.ids[a]!) && !taken.has(venue.ids[b]!);
        if (!pair) continue;
        const label = (j: number) => `Section ${venue.sections[venue.section[j]!]}, Row ${venue.row[j]}, Seat ${venue.seat[j]}`;
        seatedProduct = tickets.productId;
        seated = {
          performanceId: slot.performanceId,
          skuId: seatSku.id,
          productName: decode(name),
          skuName: seatSku.name,
          seats: [
            { id: venue.ids[a]!, label: label(a) },
            { id: venue.ids[b]!, label: label(b) },
          ],
          unitCents: { price: seatSku.priceCents, fee: seatSku.feeCents, tax: seatSku.taxCents },
        };
        break;
      }
      continue;
    }
    const gaSku = tickets.skus.find((k) => !k.supportsSeatSelection && sellsTwo(k) && k.remaining >= 2);
    if (!ga && gaSku && tickets.productId !== seatedProduct) {
      ga = {
        performanceId: slot.performanceId,
        skuId: gaSku.id,
        productName: decode(name),
        unitCents: { price: gaSku.priceCents, fee: gaSku.feeCents, tax: gaSku.taxCents },
      };
    }
  }
  if (!seated) throw new Error('The demo city has no seat-map performance to hold');
  if (!ga) throw new Error('The demo city has no general-admission performance to hold');
  return { ...seated, ga };
}

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
