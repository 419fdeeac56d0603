import AxeBuilder from '@axe-core/playwright';
import { buildCatalog } from '@/lib/db/seed/catalog';
import { buildMerchLists } from '@/lib/db/seed/merch';
import { collectPageErrors, expect, test, waitForIslands } from './fixtures';

/**
 * The hero list's hotels as the server's database holds them: the e2e server seeds its fresh
 * database with the deterministic demo city (scale 1), so the same plan names the same rows.
 */
function seededHeroHotelNames(): string[] {
  const plan = buildCatalog(1);
  const names = new Map(plan.products.map((p) => [p.product.id, p.product.name]));
  return buildMerchLists(plan.products)
    .items.filter((item) => item.listCode === 'Hotel_Page_Hero_Slot')
    .sort((a, b) => a.position - b.position)
    .map((item) => names.get(item.productId) ?? '');
}

const unescape = (text: string) => text.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');

test.describe('hotel landing page', () => {
  test('serves the featured hotels of the database and the three resort deal groups in its HTML', async ({ request }) => {
    for (const path of ['/hotels', '/resorts']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const featured = [...html.matchAll(/data-testid="featured-hotel"[\s\S]*?<h3[^>]*><a href="([^"]*)">([^<]*)<\/a>/g)];
      const expected = seededHeroHotelNames();
      expect(expected.length).toBeGreaterThan(1);
      expect(featured.map((m) => unescape(m[2] ?? '')), path).toEqual(expected);
      for (const m of featured) expect(m[1]).toMatch(/^\/iv2\/las-vegas-hotels\/\d+\//);
      expect(html).toMatch(/HERO658X251-1\.svg" alt="" width="658" height="251"/);
      expect(html).toMatch(/Book now, travel until <time dateTime="\d{4}-\d{2}-\d{2}">/);
      for (const title of ['Daily Deals', 'Best Value', 'Trending']) expect(html, path).toContain(`>${title}</h3>`);
    }
  });

  test('lays the featured slider out before Swiper starts and advances it after about 5 s', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/hotels');
    const slider = page.getByTestId('featured-hotels');
    const names = seededHeroHotelNames();
    const inView = () =>
      slider.locator('.swiper-slide').evaluateAll((slides) =>
        slides
          .filter((s) => {
            const r = s.getBoundingClientRect();
            const box = s.closest('.swiper')!.getBoundingClientRect();
            return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
          })
          .map((s) => s.querySelector('h3')?.textContent ?? ''),
      );
    await waitForIslands(page);
    await expect(slider.locator('.swiper-initialized')).toHaveCount(1);
    const startedAt = Date.now();
    expect(await inView()).toEqual([names[0]]);
    // No slide moves before its five seconds are up...
    await page.waitForTimeout(3_000);
    expect(await inView()).toEqual([names[0]]);
    // ...and the next one is in view soon after.
    await expect.poll(inView, { timeout: 5_000 }).toEqual([names[1]]);
    expect(Date.now() - startedAt).toBeGreaterThan(3_000);
    // Nothing moved when Swiper took over the server-rendered slides.
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 100);
        }),
    );
    expect(shift).toBeLessThan(0.05);
    expect(errors).toEqual([]);
  });

  test('shows the resort deal groups with links to hotel details and from-prices', async ({ page }) => {
    await page.goto('/hotels');
    const block = page.getByTestId('resort-deals');
    for (const title of ['Daily Deals', 'Best Value', 'Trending']) {
      const group = block.getByRole('region', { name: title, exact: true });
      const entries = group.getByRole('listitem');
      expect(await entries.count()).toBeGreaterThanOrEqual(3);
      expect(await entries.count()).toBeLessThanOrEqual(4);
      await expect(entries.first().getByRole('link')).toHaveAttribute('href', /^\/iv2\/las-vegas-hotels\/\d+\//);
      // The last amount is the price; a crossed-out original may come before it.
      await expect(entries.first().getByText(/^\$\d[\d,]*$/).last()).toBeVisible();
      await expect(entries.first().getByText('per night')).toBeVisible();
    }
    await expect(block.getByRole('region', { name: 'Daily Deals' }).getByRole('listitem').first().getByText(/^Save \d+%$/)).toBeVisible();
  });

  test('opens an info tooltip on keyboard focus and closes it with Escape', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/hotels');
    await waitForIslands(page);
    // Start sequential focus navigation just before the tooltips, then reach the first by Tab.
    await page.locator('#line-heading + p').click();
    await page.keyboard.press('Tab');
    const trigger = page.getByRole('button', { name: 'Best Price Guarantee' });
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const tooltipId = await trigger.getAttribute('aria-describedby');
    const tooltip = page.locator(`[id="${tooltipId}"]`);
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveAttribute('role', 'tooltip');
    await expect(trigger).toHaveAccessibleDescription(/lower public rate/);
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    // Tab on: the next tooltip opens, the first stays closed.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Secure and Trusted' })).toHaveAttribute('aria-expanded', 'true');
    expect(errors).toEqual([]);
  });

  test('has a chat tooltip that links to /chat, reachable by hover and by keyboard', async ({ page }) => {
    await page.goto('/hotels');
    await waitForIslands(page);
    const trigger = page.getByRole('button', { name: 'Chat', exact: true });
    await trigger.hover();
    const link = page.getByRole('link', { name: 'Chat with us' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/chat');
    await page.mouse.move(0, 0);
    await expect(link).toBeHidden();
    await trigger.focus();
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  test('has no serious accessibility violations with the chat tooltip open', async ({ page }) => {
    await page.goto('/hotels');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Chat', exact: true }).focus();
    await expect(page.getByRole('link', { name: 'Chat with us' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
