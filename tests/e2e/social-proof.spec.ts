import type { APIRequestContext } from '@playwright/test';
import { buildCatalog } from '@/lib/db/seed/catalog';
import { dealsFor } from '@/lib/db/seed/deals';
import { dateRange } from '@/lib/db/seed/schedule';
import { pacificToday } from '@/lib/dates';
import { collectPageErrors, expect, test, waitForIslands, pacificDate } from './fixtures';

/** A Pacific calendar date `days` after today. */

type Slot = { dateTime: string; available: boolean; href: string | null };

/** The seat page of a seated show's performance from tomorrow on, `offset` performances in. */
async function seatPage(request: APIRequestContext, offset: number): Promise<string> {
  const search = await (await request.get('/iv2/searchresults/shows')).text();
  const ids = [...new Set([...search.matchAll(/\/iv2\/las-vegas-shows\/(\d+)\//g)].map((m) => m[1]))];
  for (const id of ids.slice(3)) {
    const answer = await request.get(`/api/availability?productId=${id}&startDate=${pacificDate(1)}&endDate=${pacificDate(8)}`);
    const slots = ((await answer.json()) as { slots: Slot[] }).slots.filter((s) => s.href?.includes('/seats/'));
    if (slots.length > offset) return slots[offset]!.href!;
  }
  throw new Error('No seated show performance found');
}

const chrome = (v: number) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v}.0.0.0 Safari/537.36`;

test.describe('social proof and deadlines', () => {
  test('the seat page shows the rotating social-proof bar from real views, without moving the page', async ({ page, playwright }) => {
    const errors = collectPageErrors(page);
    const href = await seatPage(page.request, 1);
    const productId = Number(/\/las-vegas-shows\/(\d+)\//.exec(href)![1]);
    const base = test.info().project.use.baseURL!;
    for (const v of [160, 161, 162]) {
      const visitor = await playwright.request.newContext({ userAgent: chrome(v) });
      expect((await visitor.post(`${base}/api/product-views`, { data: { productId } })).status()).toBe(200);
      await visitor.dispose();
    }
    // The counts arrive only when the test lets them: the page is measured before and after.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/product-views', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(href);
    await waitForIslands(page);
    await expect(page.getByRole('button', { name: '1 Ticket', exact: true })).toBeVisible();
    const before = await page.locator('main header').boundingBox();
    const nameBefore = await page.locator('main h1').boundingBox();
    expect(await page.getByTestId('social-proof-bar').count()).toBe(0);
    release();
    const bar = page.getByTestId('social-proof-bar');
    await expect(bar).toBeVisible();
    await expect(bar.locator('li').filter({ hasText: /^\d+ people looking right now$/ })).toHaveCount(1);
    const looking = Number(/^(\d+)/.exec((await bar.locator('li').filter({ hasText: /people looking/ }).textContent())!)![1]);
    expect(looking).toBeGreaterThanOrEqual(3);
    expect(await page.locator('main header').boundingBox()).toEqual(before);
    expect(await page.locator('main h1').boundingBox()).toEqual(nameBefore);
    expect(errors).toEqual([]);
  });

  test('a deal ending within a day counts down on the product page; the cached HTML holds no time left', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    const now = Date.now();
    const today = pacificToday(new Date(now));
    const plans = buildCatalog(1).products;
    const soon = (p: (typeof plans)[number]) =>
      dealsFor(p, dateRange(today, 2))
        // Running now (a one-day deal of tomorrow has not started yet), and ending within the day.
        .filter((d) => d.startsAt.getTime() <= now && d.endsAt.getTime() - now > 10 * 60_000 && d.endsAt.getTime() - now < 86_400_000 - 10 * 60_000)
        .sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime())[0];
    const withDeal = plans.find((p) => p.product.type !== 'HOTEL' && p.product.type !== 'AIR_HOTEL' && soon(p) !== undefined)!;
    const deal = soon(withDeal)!;
    const withoutDeal = plans.find((p) => p.product.type === withDeal.product.type && p.product.sellable && dealsFor(p, dateRange(today, 3)).length === 0)!;

    const html = await (await request.get(withDeal.product.url)).text();
    expect(html).toContain('--:--:--');
    expect(html).toContain(deal.name);

    await page.goto(withDeal.product.url);
    await waitForIslands(page);
    const timer = page.getByTestId('deal-deadline');
    await expect(timer).toContainText(deal.name);
    const countdown = page.getByTestId('deal-countdown');
    await expect(countdown).toHaveText(/^\d\d:\d\d:\d\d$/);
    const read = async () => {
      const [h, m, s] = (await countdown.textContent())!.split(':').map(Number) as [number, number, number];
      return h * 3600 + m * 60 + s;
    };
    const first = await read();
    expect(Math.abs(first - (deal.endsAt.getTime() - Date.now()) / 1000)).toBeLessThan(10);
    await expect.poll(read, { timeout: 5_000 }).toBeLessThan(first);
    await expect(page.getByTestId('deal-deadline')).toHaveCount(1);

    await page.goto(withoutDeal.product.url);
    await waitForIslands(page);
    await expect(page.getByTestId('details-price')).toBeVisible();
    await expect(page.getByTestId('deal-deadline')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
