import type { Page } from '@playwright/test';
import { collectPageErrors, expect, test, waitForIslands } from './fixtures';
import { buildCatalog } from '@/lib/db/seed/catalog';
import { buildDemoContent } from '@/lib/db/seed/content';

// The product landing page's ads (storefront 2.10, issue 12 items 3, 4 and 10) on the e2e
// server's fresh demo seed: 'Today's Top Deals' slides whose images load when a slide is first
// shown, ads that link to their pages, and the header block's rotating ads.
const LANDING = '/deals/today';
const demo = buildDemoContent(buildCatalog(1), '2026-12-01');
type SeededAd = { id: string; href: string; headline?: string; image: { publicPath: string } };
const adsById = new Map(demo.flatMap((e) => (e.type === 'ad' ? [[(e.data as SeededAd).id, e.data as SeededAd] as const] : [])));
const landing = demo.find((e) => e.url === `${LANDING}/`);
type LandingData = {
  content: { adReel: { adId: string }[]; widgets: { widgetType: string; ads?: { adId: string }[] }[] };
};
const content = (landing?.data as LandingData | undefined)?.content;
const reel = (content?.adReel ?? []).map((a) => adsById.get(a.adId)!);
const headerAds = (content?.widgets.find((w) => w.widgetType === 'headerBlockWAds')?.ads ?? []).map((a) => adsById.get(a.adId)!);

/** Paths of the images the page has asked for so far. */
function imageRequests(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/media/')) seen.add(url.pathname);
  });
  return seen;
}

test.describe('product landing page ads', () => {
  test("'Today's Top Deals': three ads on the first slide, the next slide's images only once it is shown, an ad linking to its page", async ({ page }) => {
    expect(reel).toHaveLength(9);
    const errors = collectPageErrors(page);
    const requested = imageRequests(page);
    const response = await page.goto(LANDING);
    expect(response?.status()).toBe(200);
    await waitForIslands(page);

    const deals = page.getByRole('region', { name: "Today's Top Deals" });
    await expect(deals.getByRole('heading', { level: 2 })).toHaveText("Today's Top Deals");
    const slides = deals.getByTestId('ad-slide');
    await expect(slides).toHaveCount(3);
    const first = slides.nth(0);
    await expect(first.getByTestId('ad')).toHaveCount(3);
    await expect(first.getByText('Advertisement')).toHaveCount(3);
    for (const ad of reel.slice(0, 3)) {
      const image = first.locator(`img[src="${ad.image.publicPath}"]`);
      await expect(image).toBeVisible();
      await expect(image).toHaveJSProperty('complete', true);
      expect(requested.has(ad.image.publicPath)).toBe(true);
    }

    // The second slide: its slots are sized, its images not asked for yet.
    const second = slides.nth(1);
    await expect(second.getByTestId('ad')).toHaveCount(3);
    await expect(second.locator('img')).toHaveCount(0);
    for (const ad of reel.slice(3, 9)) expect(requested.has(ad.image.publicPath), ad.image.publicPath).toBe(false);

    await deals.getByRole('button', { name: "Next: Today's Top Deals" }).click();
    await expect(page.getByTestId('top-deals-slider')).toHaveAttribute('data-active-slide', '1');
    for (const ad of reel.slice(3, 6)) {
      await expect(second.locator(`img[src="${ad.image.publicPath}"]`)).toBeVisible();
      await expect.poll(() => requested.has(ad.image.publicPath)).toBe(true);
    }
    // The third slide still waits for its turn.
    for (const ad of reel.slice(6, 9)) expect(requested.has(ad.image.publicPath)).toBe(false);

    // An ad links to its page.
    const target = reel[3]!;
    const link = second.getByRole('link').first();
    await expect(link).toHaveAttribute('href', target.href);
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === target.href || `${url.pathname}/` === target.href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the header block shows its ads one a slide, rotating after 7 s, then 5 s, each ad loaded when shown', async ({ page }) => {
    test.setTimeout(60_000);
    expect(headerAds.length).toBeGreaterThanOrEqual(3);
    const requested = imageRequests(page);
    await page.goto(LANDING);
    await waitForIslands(page);
    const rotator = page.getByTestId('header-block-ads');
    const slides = rotator.getByTestId('ad-slide');
    await expect(slides).toHaveCount(headerAds.length);
    await expect(slides.nth(0).locator(`img[src="${headerAds[0]!.image.publicPath}"]`)).toBeVisible();
    expect(requested.has(headerAds[1]!.image.publicPath)).toBe(false);
    await expect(rotator).toHaveAttribute('data-active-slide', '0');

    const started = Date.now();
    await expect(rotator).toHaveAttribute('data-active-slide', '1', { timeout: 10_000 });
    const firstChange = Date.now() - started;
    expect(firstChange).toBeGreaterThan(4_500);
    await expect(slides.nth(1).locator(`img[src="${headerAds[1]!.image.publicPath}"]`)).toBeVisible();
    const changed = Date.now();
    await expect(rotator).toHaveAttribute('data-active-slide', '2', { timeout: 8_000 });
    const secondChange = Date.now() - changed;
    expect(secondChange).toBeGreaterThan(3_500);
    expect(secondChange).toBeLessThan(6_500);
  });

  test('the header block does not rotate under prefers-reduced-motion', async ({ page }) => {
    test.setTimeout(45_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(LANDING);
    await waitForIslands(page);
    const rotator = page.getByTestId('header-block-ads');
    await expect(rotator.getByTestId('ad-slide').first()).toBeVisible();
    await page.waitForTimeout(8_000);
    await expect(rotator).toHaveAttribute('data-active-slide', '0');
  });
});
