// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { pageEnding } from '@/tests/helpers/page-outcome';
import { rows } from '@/lib/db/rows';
import { addCalendarDays, pacificToday } from '@/lib/dates';
import type * as FlagsModule from '@/lib/config/flags';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { generateMetadata } from './page';

installTestDataCache();

const flagOverrides = vi.hoisted(() => ({}) as Record<string, boolean>);
vi.mock('@/lib/config/flags', async (importOriginal) => {
  const actual = await importOriginal<typeof FlagsModule>();
  return { ...actual, getFlags: () => ({ ...actual.getFlags(), ...flagOverrides }) };
});

/** How a results url ends: 200 with its canonical link, 404, or a redirect's status and target. */
async function follow(path: string): Promise<{ status: number; canonical?: string; location?: string }> {
  const [, iv2, searchresults, kind, ...rest] = path.split('/');
  expect([iv2, searchresults]).toEqual(['iv2', 'searchresults']);
  const ending = await pageEnding(() => generateMetadata({ params: Promise.resolve({ kind: kind!, rest }) }));
  return 'value' in ending ? { status: 200, canonical: new URL(String(ending.value.alternates?.canonical)).pathname } : ending;
}

// Storefront 2.2: "Shows add optional product/{preferredProductId} unless a flag disables it."
describe.each(testDatabaseKinds())('the preferred product of show search results (%s)', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const start = addCalendarDays(pacificToday(new Date()), 3);
  const end = addCalendarDays(start, 4);
  const shows = `/iv2/searchresults/shows/${start}/-/${end}`;

  async function productOf(type: 'SHOW' | 'HOTEL'): Promise<number> {
    const [product] = await rows<{ id: number }>(database().db, sql`select id from products where type = ${type} and sellable order by id limit 1`);
    return Number(product!.id);
  }

  it('pins a show in its results while FLAG_DISABLE_PREFERRED_PRODUCT is off', async () => {
    flagOverrides.disablePreferredProduct = false;
    const show = await productOf('SHOW');
    expect(await follow(`${shows}/product/${show}`)).toEqual({ status: 200, canonical: `${shows}/product/${show}` });
    expect(await follow(`${shows}/category/259/product/any`)).toMatchObject({ status: 200 });
  });

  it('moves a show search that pins a product to the same search without it while the flag is on; hotels keep theirs', async () => {
    flagOverrides.disablePreferredProduct = true;
    const show = await productOf('SHOW');
    expect(await follow(`${shows}/product/${show}`)).toEqual({ status: 307, location: shows });
    expect(await follow(`${shows}/category/259/sort/price/product/any`)).toEqual({ status: 307, location: `${shows}/category/259/sort/price` });
    expect(await follow(shows)).toEqual({ status: 200, canonical: shows });
    const hotel = await productOf('HOTEL');
    const hotels = `/iv2/searchresults/hotels/${start}/-/${addCalendarDays(start, 2)}/product/${hotel}`;
    expect(await follow(hotels)).toMatchObject({ status: 200 });
  });
});
