import { collectPageErrors, expect, test, waitForIslands, pacificDate } from './fixtures';

/** A Pacific calendar date `days` after today. */

type MemberPrice = { productId: number; publicCents: number; memberCents: number };
const wholeDollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

test.describe('member prices (storefront 6)', () => {
  test('a visitor from an e-mail campaign sees insider prices in search results and details; the cached html stays the same for everybody', async ({ page }) => {
    const errors = collectPageErrors(page);
    const [start, end] = [pacificDate(1), pacificDate(8)];
    const searchUrl = `/iv2/searchresults/shows/${start}/-/${end}`;
    const html = await (await page.request.get(searchUrl)).text();
    const ids = [...new Set([...html.matchAll(/data-product-id="(\d+)"/g)].map((m) => Number(m[1])))];
    expect(ids.length).toBeGreaterThan(0);
    // What the server gives a member-deal holder for these products in this window.
    const memberAnswer = await page.request.get(`/api/member-prices?ids=${ids.join(',')}&startDate=${start}&endDate=${end}`, {
      headers: { cookie: 'memberDeals=1' },
    });
    expect(memberAnswer.headers()['cache-control']).toBe('private, no-store');
    const prices = ((await memberAnswer.json()) as { prices: MemberPrice[] }).prices;
    const target = prices.find((p) => Math.round(p.memberCents / 100) < Math.round(p.publicCents / 100));
    expect(target, 'a show with an open insider rate in the window').toBeDefined();

    // Anonymous: public prices only.
    await page.goto(searchUrl);
    await waitForIslands(page);
    const card = page.locator(`[data-testid="product-card"][data-product-id="${target!.productId}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('member-price')).toHaveCount(0);

    // An e-mail campaign link sets the member-deal cookie (storefront 2.3).
    await page.goto('/?utm_medium=email');
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'memberDeals')?.value).toBe('1');

    await page.goto(searchUrl);
    await waitForIslands(page);
    await expect(card.getByTestId('member-price')).toHaveText(`Insider Price ${wholeDollars(target!.memberCents)}`);
    // The cached page itself is the same with the cookie: the island filled the price in.
    const cachedWithCookie = await (await page.request.get(searchUrl, { headers: { cookie: 'memberDeals=1' } })).text();
    expect(cachedWithCookie).not.toContain('Insider Price');

    // Product details: the same island on the details page.
    const detailsHref = await card.getByRole('link').last().getAttribute('href');
    const detailsAnswer = await page.request.get(`/api/member-prices?ids=${target!.productId}`, { headers: { cookie: 'memberDeals=1' } });
    const details = ((await detailsAnswer.json()) as { prices: MemberPrice[] }).prices[0]!;
    await page.goto(detailsHref!);
    await waitForIslands(page);
    await expect(page.getByTestId('details-price').getByTestId('member-price')).toHaveText(`Insider Price ${wholeDollars(details.memberCents)}`);

    // The shows line page's cards too.
    await page.goto('/shows');
    await waitForIslands(page);
    const lineCard = page.locator(`[data-testid="product-card"][data-product-id="${target!.productId}"]`).first();
    await expect(lineCard.getByTestId('member-price')).toHaveText(`Insider Price ${wholeDollars(details.memberCents)}`);
    expect(errors).toEqual([]);
  });
});
