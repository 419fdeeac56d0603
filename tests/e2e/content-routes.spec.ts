import { axeViolations } from './axe';
import { collectPageErrors, expect, test } from './fixtures';
import { buildCatalog } from '@/lib/db/seed/catalog';
import type { ProductType } from '@/lib/config/product-types';

// Content-managed static routes (storefront 2.2, 2.10, 2.11) on the e2e server's fresh demo seed:
// the content service first, then the catalog product whose landing url the path is, then the
// not-found page (one retry with 'redirected').
const EDITOR_TOKEN = process.env.CONTENT_EDITOR_TOKEN ?? 'e2e-content-editor-token-not-a-secret';
const catalog = buildCatalog(1).products.map((p) => p.product);
const landed = (type: ProductType, index = 0) => {
  const product = catalog.filter((p) => p.type === type && p.landingUrl)[index];
  if (!product?.landingUrl) throw new Error(`no seeded ${type} with a landing url`);
  return { id: product.id, name: product.name, url: product.landingUrl };
};

test.describe('content-managed static routes', () => {
  test('a landing route the content service has no entry for is the catalog product, canonical at its own url', async ({ page }) => {
    const errors = collectPageErrors(page);
    const show = landed('SHOW');
    expect(show.url).toMatch(/^\/shows\/[a-z0-9-]+\/[a-z0-9-]+$/);
    const response = await page.goto(show.url);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(show.name);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${show.url}$`));
    // A page kind of its own: no serious axe violation (issue 26 item 7).
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('every landing shape answers from the catalog: nightlife, hotels, shopping, tours', async ({ request }) => {
    for (const product of [landed('BAR'), landed('HOTEL'), landed('SHOPPING'), landed('TOUR'), landed('GAY_CLUB'), landed('CLUB')]) {
      const response = await request.get(product.url);
      expect(response.status(), product.url).toBe(200);
      const html = await response.text();
      expect(html, product.url).toMatch(new RegExp(`<h1[^>]*>${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}</h1>`));
    }
  });

  test('an unknown name of the same shape is the 404 page, and reloads once with redirected', async ({ page, request }) => {
    const show = landed('SHOW');
    const unknown = `${show.url}-no-such-show`;
    const crawler = await request.get(unknown);
    expect(crawler.status()).toBe(404);
    expect((await crawler.text()).replace(/<script[\s\S]*?<\/script>/g, '')).toContain('PAGE NOT FOUND');
    for (const path of ['/hotels/no-such-hotel', '/nightlife/bars/no-such-bar', '/shows/no-such-category']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }

    const statuses: [string, number][] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'document') statuses.push([new URL(r.url()).search, r.status()]);
    });
    expect((await page.goto(unknown))?.status()).toBe(404);
    await page.waitForURL(`**${unknown}?redirected=1`);
    await expect(page).toHaveTitle('404 Error Page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
    await page.waitForTimeout(1_000);
    expect(statuses).toEqual([
      ['', 404],
      ['?redirected=1', 404],
    ]);
  });

  test('a content entry at a product landing url wins over the catalog, at once', async ({ request }) => {
    const spa = landed('SPA');
    const gql = (query: string, variables: Record<string, unknown>) =>
      request.post('/api/graphql', { headers: { authorization: `Bearer ${EDITOR_TOKEN}`, 'content-type': 'application/json' }, data: { query, variables } });
    expect(await (await request.get(spa.url)).text()).toContain(`>${spa.name}</h1>`);
    const entry = { url: `${spa.url}/`, type: 'page', data: { name: 'Spa Week at the Strip', layoutId: 'l', type: 'LINK_FARM', content: { pageHeader: 'Spa Week at the Strip' } } };
    try {
      const written = await gql('mutation ($entry: JSON!) { upsertEntry(entry: $entry) { url } }', { entry });
      expect(written.status()).toBe(200);
      expect((await written.json()).errors).toBeUndefined();
      await expect.poll(async () => (await (await request.get(spa.url)).text()).includes('Spa Week at the Strip')).toBe(true);
    } finally {
      await gql('mutation ($url: String!) { deleteEntry(url: $url) }', { url: entry.url });
    }
    await expect.poll(async () => (await (await request.get(spa.url)).text()).includes(`>${spa.name}</h1>`)).toBe(true);
  });

  test('the calendar month, the rate calendar and the line pages keep their own routes beside the landing shapes', async ({ request }) => {
    expect((await request.get('/hotels/citywide-hotel-deals-calendar')).status()).toBe(200);
    expect((await request.get('/nightlife/bars')).status()).toBe(200);
    expect((await request.get('/shopping/antique-stores')).status()).toBe(200);
  });

  test('the sitemap lists the landing urls', async ({ request }) => {
    const hotel = landed('HOTEL');
    const index = await (await request.get('/sitemap.xml')).text();
    const file = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname).find((p) => p.startsWith('/sitemaps/products-hotel-'));
    expect(file).toBeDefined();
    expect(await (await request.get(file ?? '')).text()).toContain(`${hotel.url}</loc>`);
  });
});
