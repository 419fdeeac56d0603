import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { publishInvalidation } from '@/lib/cache/invalidation';
import { openDatabase, type DatabaseHandle } from '@/lib/db/client';
import { cartItems, carts, merchListItems, products, skus } from '@/lib/db/schema';
import { expect, test, waitForIslands } from './fixtures';

// Runs against a second server whose DATABASE_URL points at a fresh PostgreSQL database:
// migrations and the demo-city seed ran there on start, exactly as on PGlite. Unlike an
// embedded PGlite folder, that database can be changed while the server runs, so the cache
// tests live here.
test('the storefront runs on PostgreSQL with the seeded demo city', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('list', { name: 'Featured shows' }).getByTestId('product-card')).toHaveCount(6);
  await expect(page.getByRole('list', { name: 'Featured hotels' }).getByTestId('product-card')).toHaveCount(6);
  const missing = await page.goto('/no/such/place');
  expect(missing?.status()).toBe(404);
});

test.describe('pages served from the cache', () => {
  let handle: DatabaseHandle;
  test.beforeAll(async ({}, testInfo) => {
    const port = new URL(String(testInfo.project.use.baseURL)).port;
    const { databaseUrl } = JSON.parse(readFileSync(`.data/e2e-${port}.json`, 'utf8')) as { databaseUrl: string };
    handle = await openDatabase({ url: databaseUrl });
  });
  test.afterAll(async () => {
    await handle?.close();
  });

  test('two visitors get the same cached HTML, and each sees their own cart count', async ({ browser, request, baseURL }) => {
    const cartId = randomUUID();
    const [sku] = await handle.db.select({ id: skus.id, productId: skus.productId }).from(skus).orderBy(asc(skus.id)).limit(1);
    await handle.db.insert(carts).values({ id: cartId });
    await handle.db.insert(cartItems).values({ cartId, productId: sku!.productId, skuId: sku!.id, quantity: 3 });

    await request.get('/'); // the first request may be the one that renders
    const withCart = await request.get('/', { headers: { cookie: `CART_UUID=${cartId}` } });
    const withoutCart = await request.get('/');
    expect(withCart.headers()['x-nextjs-cache']).toBe('HIT');
    expect(withoutCart.headers()['x-nextjs-cache']).toBe('HIT');
    expect(await withCart.text()).toBe(await withoutCart.text());

    const host = new URL(String(baseURL)).hostname;
    const shopper = await browser.newContext();
    await shopper.addCookies([{ name: 'CART_UUID', value: cartId, domain: host, path: '/' }]);
    const stranger = await browser.newContext();
    try {
      const shopperPage = await shopper.newPage();
      const strangerPage = await stranger.newPage();
      await shopperPage.goto('/');
      await strangerPage.goto('/');
      await waitForIslands(shopperPage);
      await waitForIslands(strangerPage);
      await expect(shopperPage.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
      await expect(strangerPage.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    } finally {
      await shopper.close();
      await stranger.close();
    }
  });

  test('a changed product shows on the home page at once, and pages that do not show it stay cached', async ({ request }) => {
    const [product] = await handle.db
      .select({ id: products.id, name: products.name })
      .from(merchListItems)
      .innerJoin(products, eq(products.id, merchListItems.productId))
      .where(eq(merchListItems.listCode, 'HomeFeaturedShows'))
      .orderBy(asc(merchListItems.position))
      .limit(1);
    if (!product) throw new Error('the seed has no featured shows');
    const renamed = `${product.name} Reloaded`;

    await request.get('/iv2/no-such-page');
    expect((await request.get('/')).headers()['x-nextjs-cache']).toMatch(/HIT|MISS/);
    const before = await request.get('/');
    expect(before.headers()['x-nextjs-cache']).toBe('HIT');
    // Sent by the front cache of scripts/server.mjs, without entering Next.
    expect(before.headers()['x-front-cache']).toBe('HIT');
    expect(await before.text()).not.toContain(renamed);

    // What a catalog write does: change the row and announce the product's tag in the same
    // transaction; the server hears it over LISTEN/NOTIFY.
    await handle.db.transaction(async (tx) => {
      await tx.update(products).set({ name: renamed }).where(eq(products.id, product.id));
      await publishInvalidation(tx, [`catalog:product:${product.id}`]);
    });

    await expect.poll(async () => (await request.get('/')).text(), { timeout: 10_000 }).toContain(renamed);
    // The front cache keeps the new page, never the old one again.
    const after = await request.get('/');
    expect(after.headers()['x-front-cache']).toBe('HIT');
    expect(await after.text()).toContain(renamed);
    expect((await request.get('/iv2/no-such-page')).headers()['x-nextjs-cache']).toBe('HIT');
  });

  test('search results show the cards the database holds, in the order asked for', async ({ page }) => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
    const day = (n: number) => {
      const d = new Date(`${today}T12:00:00Z`);
      d.setUTCDate(d.getUTCDate() + n);
      return d.toISOString().slice(0, 10);
    };
    const [start, end] = [day(4), day(8)];
    // Written independently of features/search: comedy shows with a performance in the window
    // (Pacific days, end day included, not yet started) by cheapest sku, then those without one.
    const result = await handle.db.execute(sql`
      select p.id,
             (select min(s.price_cents) from skus s where s.product_id = p.id) as price,
             exists (select 1 from performances pf where pf.product_id = p.id and not pf.cancelled
                       and pf.starts_at >= (${start}::date)::timestamp at time zone 'America/Los_Angeles'
                       and pf.starts_at < ((${end}::date + 1)::timestamp at time zone 'America/Los_Angeles')
                       and pf.starts_at > now()) as on_sale
        from products p join product_categories pc on pc.product_id = p.id and pc.category_id = 259
       where p.type = 'SHOW'
       order by p.popularity, p.id`);
    type Row = { id: number; price: number; on_sale: boolean };
    const rows = (result as unknown as { rows: Row[] }).rows;
    // A stable sort: equal prices keep the popularity order, as the site breaks ties.
    const onSale = rows.filter((r) => r.on_sale).sort((a, b) => Number(a.price) - Number(b.price));
    const expected = [...onSale, ...rows.filter((r) => !r.on_sale)].map((r) => String(r.id));
    expect(onSale.length).toBeGreaterThan(1);

    await page.goto(`/iv2/searchresults/shows/${start}/-/${end}/category/259/sort/price`);
    // The results' own cards (the cross-sell list below them is another type's).
    const ids = await page.getByRole('list', { name: /available/ }).getByTestId('product-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-product-id')));
    expect(ids).toEqual(expected);
  });
});
