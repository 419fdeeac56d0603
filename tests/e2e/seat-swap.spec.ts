import { collectPageErrors, expect, test, waitForIslands } from './fixtures';
import { pacificDate, pickSeatedPerformance } from './picks';

type Slot = { performanceId: number; available: boolean; href: string | null };

test("the 'swap' default item moves the cart's seats of a show to the date of the quantity page (ticket-buying 4)", async ({ page }) => {
  const errors = collectPageErrors(page);
  const window = { fromDay: 16, toDay: 23 };
  const pick = await pickSeatedPerformance(page.request, window);
  const seatIds = pick.seats.map((s) => s.id).sort((a, b) => a - b);
  // page.request shares the browser's cookies: this is the visitor's cart.
  const held = await page.request.post('/api/holds', { data: { kind: 'seats', performanceId: pick.performanceId, skuId: pick.skuId, seatIds } });
  expect(held.status()).toBe(200);

  const { productId } = (await (await page.request.get(`/api/performances/${pick.performanceId}/tickets`)).json()) as { productId: number };
  const { slots } = (await (await page.request.get(`/api/availability?productId=${productId}&startDate=${pacificDate(window.fromDay)}&endDate=${pacificDate(window.toDay)}`)).json()) as {
    slots: Slot[];
  };
  const other = slots.find((s) => s.available && s.href !== null && s.performanceId !== pick.performanceId)!;
  const quantityUrl = `${other.href!.replace('/seats/', '/quantity/')}?defaultItemId=swap`;

  await page.goto(quantityUrl);
  await waitForIslands(page);
  await expect(page.getByTestId('seat-swap')).toContainText('We moved your 2 tickets to this date.');
  const mine = async (performanceId: number) =>
    (((await (await page.request.get(`/api/performances/${performanceId}/seats`)).json()) as { mine: number[] }).mine ?? []).sort((a, b) => a - b);
  expect(await mine(other.performanceId)).toEqual(seatIds);
  expect(await mine(pick.performanceId)).toEqual([]);
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  // Again on the same date: the seats are already for that show and time, nothing is said.
  const asked = page.waitForResponse((r) => r.url().endsWith('/api/holds/swap'));
  await page.reload();
  expect(await (await asked).json()).toMatchObject({ alreadyThere: true, moved: 0 });
  await waitForIslands(page);
  await expect(page.getByTestId('seat-swap')).toHaveCount(0);
  expect(await mine(other.performanceId)).toEqual(seatIds);

  await page.goto('/iv2/cart');
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  expect(errors).toEqual([]);
});
