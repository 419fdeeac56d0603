import { collectPageErrors, expect, test, waitForIslands } from './fixtures';
import { axeViolations } from './axe';
import { buildCatalog } from '@/lib/db/seed/catalog';
import { buildDemoContent } from '@/lib/db/seed/content';

// Content-managed pages (storefront 2.10) on the e2e server's fresh demo seed.
const EDITOR_TOKEN = process.env.CONTENT_EDITOR_TOKEN ?? 'e2e-content-editor-token-not-a-secret';
const seeded = (url: string) => {
  const bare = (u: string) => u.replace(/\/$/, '');
  const entry = buildDemoContent(buildCatalog(1), '2026-12-01').find((e) => bare(e.url) === bare(url));
  if (!entry) throw new Error(`no seeded entry ${url}`);
  return entry;
};

test.describe('content pages', () => {
  test('a link-farm page: its links, markdown, tips that open, and SEO from seoMeta', async ({ page }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto('/lounge/guide');
    expect(response?.status()).toBe(200);
    await waitForIslands(page);
    await expect(page).toHaveTitle(/^Las Vegas Visitor Guide: When to Go, Where to Stay, What to Do \| /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Las Vegas Visitor Guide');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/lounge\/guide$/);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index, follow');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('Plan a Las Vegas trip');

    const farm = page.getByRole('region', { name: 'Start planning' });
    await expect(farm.getByRole('link', { name: 'Hotels on and off the Strip' })).toHaveAttribute('href', '/hotels');
    await farm.getByRole('link', { name: 'Getting around' }).click();
    await expect(page).toHaveURL(/\/lounge\/transportation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting Around Las Vegas');
    await page.goBack();

    const tip = page.getByRole('button', { name: /Drink water/ });
    const blurb = page.getByText('The desert air is very dry.', { exact: false });
    await expect(blurb).toBeHidden();
    await tip.click();
    await expect(tip).toHaveAttribute('aria-expanded', 'true');
    await expect(blurb).toBeVisible();
    await tip.click();
    await expect(blurb).toBeHidden();

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("an FAQ: 'Frequently Asked Questions' with answers that open, in the HTML and as FAQPage JSON-LD", async ({ page, request }) => {
    const html = await (await request.get('/lounge/transportation')).text();
    const markup = html.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(markup).toContain('Frequently Asked Questions');
    expect(markup).toContain('Do I need a car in Las Vegas?');
    expect(html).toContain('"@type":"FAQPage"');

    await page.goto('/lounge/transportation');
    const faq = page.getByTestId('faq');
    await expect(faq.getByRole('heading', { level: 2 })).toHaveText('Frequently Asked Questions');
    const answer = faq.getByText('Not for the Strip and downtown.', { exact: false });
    await expect(answer).toBeHidden();
    await faq.getByText('Do I need a car in Las Vegas?').click();
    await expect(answer).toBeVisible();
  });

  test('every nav page answers 200 from the server with its heading', async ({ request }) => {
    for (const path of ['/nightlife', '/weddings', '/deals', '/gaming', '/giftcard', '/lasvegastraveldeals', '/lounge', '/lounge/blog', '/lounge/festivals', '/lounge/downtown', '/lounge/golf', '/lounge/group-bookings', '/lounge/events', '/lounge/holidays', '/lounge/sports', '/nightlife/new-years-eve']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    }
  });

  test('an edit of an entry shows on the next request', async ({ request }) => {
    const original = seeded('/lounge/blog/');
    const edit = (data: unknown) =>
      request.post('/api/graphql', {
        headers: { authorization: `Bearer ${EDITOR_TOKEN}`, 'content-type': 'application/json' },
        data: { query: 'mutation ($entry: JSON!) { upsertEntry(entry: $entry) { url } }', variables: { entry: { ...original, data } } },
      });
    expect(await (await request.get('/lounge/blog')).text()).toContain('The VegasGo Blog');
    const changed = { ...(original.data as Record<string, unknown>), content: { ...((original.data as { content: Record<string, unknown> }).content), pageHeader: 'Fresh From the Blog' } };
    try {
      expect((await edit(changed)).status()).toBe(200);
      await expect.poll(async () => (await (await request.get('/lounge/blog')).text()).includes('Fresh From the Blog')).toBe(true);
    } finally {
      await edit(original.data);
    }
  });

  test('a page removed by the editor leaves the sitemap and answers 404 at once; put back, it is listed and served again', async ({ request }) => {
    const golf = seeded('/lounge/golf/');
    const gql = (query: string, variables: Record<string, unknown>) =>
      request.post('/api/graphql', { headers: { authorization: `Bearer ${EDITOR_TOKEN}`, 'content-type': 'application/json' }, data: { query, variables } });
    const listed = async () => {
      const index = await (await request.get('/sitemap.xml')).text();
      const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).filter((p) => p.startsWith('/sitemaps/content-'));
      const bodies = await Promise.all(files.map(async (file) => (await request.get(file)).text()));
      return bodies.some((xml) => xml.includes('/lounge/golf</loc>'));
    };
    const putBack = () => gql('mutation ($entry: JSON!) { upsertEntry(entry: $entry) { ... on PageEntry { url served } } }', { entry: golf });
    expect(await listed()).toBe(true);
    expect((await request.get('/lounge/golf')).status()).toBe(200);
    try {
      expect((await (await gql('mutation ($url: String!) { deleteEntry(url: $url) }', { url: golf.url })).json()).data).toEqual({ deleteEntry: true });
      expect(await listed()).toBe(false);
      expect((await request.get('/lounge/golf')).status()).toBe(404);
    } finally {
      expect((await (await putBack()).json()).data).toEqual({ upsertEntry: { url: '/lounge/golf/', served: true } });
    }
    expect(await listed()).toBe(true);
    const page = await request.get('/lounge/golf');
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain((golf.data as { content: { pageHeader?: string }; name: string }).content.pageHeader ?? (golf.data as { name: string }).name);
  });

  test('an unknown content path reloads once with redirected, then shows the 404 page', async ({ page, request }) => {
    const crawler = await request.get('/lounge/no-such-guide');
    expect(crawler.status()).toBe(404);
    expect((await crawler.text()).replace(/<script[\s\S]*?<\/script>/g, '')).toContain('PAGE NOT FOUND');

    const statuses: [string, number][] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'document') statuses.push([new URL(r.url()).search, r.status()]);
    });
    const first = await page.goto('/lounge/no-such-guide');
    expect(first?.status()).toBe(404);
    await page.waitForURL('**/lounge/no-such-guide?redirected=1');
    await expect(page).toHaveTitle('404 Error Page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
    // Once: the retried page stays.
    await page.waitForTimeout(1_000);
    expect(statuses).toEqual([
      ['', 404],
      ['?redirected=1', 404],
    ]);
  });

  test('broken percent-encoding outside the booking app is a 404 with the full page, never a 500', async ({ request }) => {
    for (const path of ['/%E0%A4%A', '/lounge/%ZZ', '/lounge/guide%2']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('PAGE NOT FOUND');
    }
  });
});
