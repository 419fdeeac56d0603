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
    // The page's clock, so the 8 s in which a rotation would have happened pass at once.
    await page.clock.install();
    await page.goto(LANDING);
    await waitForIslands(page);
    const rotator = page.getByTestId('header-block-ads');
    await expect(rotator.getByTestId('ad-slide').first()).toBeVisible();
    await page.clock.runFor(8_000);
    await expect(rotator).toHaveAttribute('data-active-slide', '0');
  });
});

// The deals page's sub-navigation (storefront 2.10): its three 300-size ad slots under the groups,
// each a real ad entry linking to its page, and the visitor's recently seen products at its top.
const DEALS = '/deals';
const dealsNav = (demo.find((e) => e.url === `${DEALS}/`)?.data as { content: { subNavigation: { ads: { adId: string }[] } } } | undefined)?.content
  .subNavigation;
const subNavAds = (dealsNav?.ads ?? []).map((a) => adsById.get(a.adId)!);

test.describe('sub-navigation ads', () => {
  test('three 300-size ads below the groups, linking to their pages, and recently seen above the groups', async ({ page }) => {
    expect(subNavAds).toHaveLength(3);
    const errors = collectPageErrors(page);
    const response = await page.goto(DEALS);
    expect(response?.status()).toBe(200);
    await waitForIslands(page);

    const rail = page.getByTestId('sub-navigation-ads');
    const ads = rail.getByTestId('ad');
    await expect(ads).toHaveCount(3);
    expect(await ads.evaluateAll((els) => els.map((el) => el.getAttribute('data-ad-id')))).toEqual(subNavAds.map((ad) => ad.id));
    for (const [i, ad] of subNavAds.entries()) {
      await expect(ads.nth(i).getByRole('link')).toHaveAttribute('href', ad.href);
      await expect(ads.nth(i).getByRole('img')).toHaveAttribute('width', '300');
    }
    // Below the navigation box, not beside or above it.
    const nav = await page.getByTestId('sub-navigation').boundingBox();
    const firstAd = await ads.first().boundingBox();
    expect(nav && firstAd && firstAd.y).toBeGreaterThanOrEqual((nav?.y ?? 0) + (nav?.height ?? 0));
    // A first visit has seen nothing yet; the product the first ad leads to is then recently seen.
    await expect(page.getByTestId('sub-navigation').getByRole('heading', { name: 'Recently Seen' })).toHaveCount(0);
    await ads.first().getByRole('link').click();
    await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === subNavAds[0]!.href.replace(/\/$/, ''));
    await waitForIslands(page);
    await page.goto(DEALS);
    await waitForIslands(page);
    const seen = page.getByTestId('sub-navigation').getByTestId('recently-seen-list');
    await expect(seen.getByRole('heading', { name: 'Recently Seen' })).toBeVisible();
    await expect(seen.getByRole('link').first()).toContainText(subNavAds[0]!.headline!);
    expect(errors).toEqual([]);
  });
});
