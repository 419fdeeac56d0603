// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '@/lib/db/rows';
import { calendarNights } from '@/features/hotels/rules';
import { MEMBER_DEALS_COOKIE } from '@/lib/member-deals-cookie';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { GET } from './route';

installTestDataCache();

type Answer = { from: string; until: string; rates: { night: string; rateCents: number; productId: number }[] };

const get = (query: string, cookie?: string) =>
  GET(new Request(`http://localhost/api/stays/rate-calendar?${query}`, cookie ? { headers: { cookie } } : undefined), undefined);

describe.each(testDatabaseKinds())('GET /api/stays/rate-calendar (%s)', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const db = () => database().db;

  it('gives a hotel’s two months of lowest one-night rates, lower with the member deal', async () => {
    const [hotel] = await rows<{ product_id: number }>(
      db(),
      sql`select k.product_id from room_nights rn join skus k on k.id = rn.sku_id where rn.member_rate_cents is not null order by k.product_id limit 1`,
    );
    const productId = Number(hotel!.product_id);
    const publicAnswer = (await (await get(`productId=${productId}`)).json()) as Answer;
    expect({ from: publicAnswer.from, until: publicAnswer.until }).toEqual(calendarNights(null, new Date()));
    expect(publicAnswer.rates.length).toBeGreaterThan(28);
    expect(publicAnswer.rates.every((r) => r.productId === productId && r.night >= publicAnswer.from && r.night < publicAnswer.until)).toBe(true);
    const member = (await (await get(`productId=${productId}`, `${MEMBER_DEALS_COOKIE}=1`)).json()) as Answer;
    expect(member.rates.map((r) => r.night)).toEqual(publicAnswer.rates.map((r) => r.night));
    expect(member.rates.every((r, i) => r.rateCents < publicAnswer.rates[i]!.rateCents)).toBe(true);
    // A later month and the one after it.
    const month = publicAnswer.until.slice(0, 7);
    const later = (await (await get(`productId=${productId}&month=${month}`)).json()) as Answer;
    expect(later.from).toBe(`${month}-01`);
  });

  it('answers a bad query with 400 and an id that is no hotel on sale with 404', async () => {
    const [show] = await rows<{ id: number }>(db(), sql`select id from products where type = 'SHOW' order by id limit 1`);
    for (const query of ['', 'productId=abc', 'productId=1&month=2026-13', 'productId=1&month=soon']) expect((await get(query)).status, query).toBe(400);
    for (const id of [Number(show!.id), 2_000_000]) {
      const response = await get(`productId=${id}`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: string }).error).toBe('No hotel is sold under this id.');
    }
  });
});
