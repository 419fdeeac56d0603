import { expect, test } from './fixtures';
import { pickSeatedPerformance } from './picks';
import { DEMO_NOTICE_TEXT } from '@/lib/config/app-mode';

// Issue 25 item 2: the demo (APP_MODE unset, as `npm start` on a fresh clone and this server run)
// says on every page that it is a demo store that takes no real money, in the server-rendered
// HTML (no layout shift) and in the browser. The page kinds are the bench's (tests/bench/run.mjs)
// plus the per-visitor steps of a purchase and the account pages.

const PAGE_KINDS: { label: string; path: string; status?: number }[] = [
  { label: 'home page', path: '/' },
  { label: 'not-found page', path: '/iv2/no-such-page-demo', status: 404 },
  { label: 'content not-found page', path: '/no-such-content-page', status: 404 },
  { label: 'line page', path: '/shows' },
  { label: 'hotel landing', path: '/hotels' },
  { label: 'content page', path: '/lounge/guide' },
  { label: 'product landing page', path: '/deals/today' },
  { label: 'promotion page', path: '/deals/holiday-shows' },
  { label: 'hotel deals calendar', path: '/hotels/citywide-hotel-deals-calendar' },
  { label: 'chat console', path: '/chat' },
  { label: 'site search', path: '/iv2/searchresults/sitesearch?rq=comedy' },
  { label: 'login', path: '/iv2/login' },
  { label: 'register', path: '/iv2/register' },
  { label: 'forgot password', path: '/iv2/forgot-password' },
  { label: 'order lookup', path: '/iv2/orders/search' },
  { label: 'empty cart', path: '/iv2/cart' },
];

test.describe('demo mode', () => {
  test('every page kind carries the demo notice in its server HTML', async ({ request }) => {
    for (const kind of PAGE_KINDS) {
      const response = await request.get(kind.path);
      expect(response.status(), kind.label).toBe(kind.status ?? 200);
      const html = await response.text();
      expect(html, kind.label).toContain('data-testid="demo-notice"');
      expect(html, kind.label).toContain(DEMO_NOTICE_TEXT);
    }
  });

  test('the purchase steps show it in the browser: details, seats, cart, guest info and billing', async ({ page }) => {
    const show = await pickSeatedPerformance(page.context().request, { fromDay: 40, toDay: 47 });
    await page.goto('/shows');
    const details = await page.locator('a[href^="/iv2/las-vegas-shows/"][href$="/dates"]').first().getAttribute('href');
    await page.goto(details!);
    await expect(page.getByTestId('demo-notice')).toHaveText(DEMO_NOTICE_TEXT);
    const held = await page.context().request.post('/api/holds', {
      data: { kind: 'seats', performanceId: show.performanceId, skuId: show.skuId, seatIds: show.seats.map((s) => s.id) },
    });
    expect(held.status()).toBe(200);
    for (const path of ['/iv2/cart', '/iv2/checkout', '/iv2/billing']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByTestId('demo-notice'), path).toHaveText(DEMO_NOTICE_TEXT);
      await expect(page.getByTestId('demo-notice'), path).toBeVisible();
    }
  });
});
