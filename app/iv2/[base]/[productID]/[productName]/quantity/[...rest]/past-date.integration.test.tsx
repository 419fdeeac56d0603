// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { pageEnding } from '@/tests/helpers/page-outcome';
import { rows } from '@/lib/db/rows';
import { addCalendarDays, formatPacificDateTime, pacificToday } from '@/lib/dates';
import type * as FlagsModule from '@/lib/config/flags';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { generateMetadata } from './page';

installTestDataCache();

// Each test sets the flags it is about; the rest keep the environment's values.
const flagOverrides = vi.hoisted(() => ({}) as Record<string, boolean>);
vi.mock('@/lib/config/flags', async (importOriginal) => {
  const actual = await importOriginal<typeof FlagsModule>();
  return { ...actual, getFlags: () => ({ ...actual.getFlags(), ...flagOverrides }) };
});

/** How the quantity page ends for a url: 200 (it renders), 404, or a redirect's status and target. */
async function follow(href: string): Promise<{ status: number; location?: string }> {
  const [, iv2, base, productID, productName, quantity, ...rest] = href.split('/');
  expect([iv2, quantity]).toEqual(['iv2', 'quantity']);
  const ending = await pageEnding(() =>
    generateMetadata({ params: Promise.resolve({ base: base!, productID: productID!, productName: productName!, rest: rest.map(encodeURIComponent) }) }),
  );
  return ending.status === 200 ? { status: 200 } : ending;
}

// Ticket-buying 4 and storefront 2.9: a show's quantity page for a performance in the past (or
// this minute) redirects to the show search from today for the same number of days, the show
// pinned, unless FLAG_DISABLE_PAST_DATE_HANDLING is on; FLAG_DISABLE_PREFERRED_PRODUCT leaves the
// pin out (storefront 2.2).
describe.each(testDatabaseKinds())('the past-date redirect of a show’s quantity page (%s)', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });

  /** A show's performance moved to `minutesFromNow` minutes from now, and its quantity url with a 3-day search window. */
  async function showPerformanceAt(minutesFromNow: number, n: number) {
    const [performance] = await rows<{ id: number; product_id: number; slug: string }>(
      database().db,
      sql`select p.id, p.product_id, pr.slug from performances p join products pr on pr.id = p.product_id
           where pr.type = 'SHOW' and not p.cancelled and p.starts_at > now() + interval '1 day'
           order by p.starts_at, p.id limit 1 offset ${n}`,
    );
    // Whole minutes: a url names a performance to the minute.
    const startsAt = new Date(Math.floor((Date.now() + minutesFromNow * 60_000) / 60_000) * 60_000);
    await database().db.execute(sql`update performances set starts_at = ${startsAt.toISOString()}::timestamptz where id = ${performance!.id}`);
    const day = formatPacificDateTime(startsAt).slice(0, 10);
    const href = `/iv2/las-vegas-shows/${performance!.product_id}/${performance!.slug}/quantity/${formatPacificDateTime(startsAt)}/${day}/${addCalendarDays(day, 3)}`;
    return { productId: Number(performance!.product_id), href };
  }

  it('redirects a past performance to today’s show search, the show first, while the flags are off', async () => {
    Object.assign(flagOverrides, { disablePastDateHandling: false, disablePreferredProduct: false });
    const { productId, href } = await showPerformanceAt(-3 * 24 * 60, 0);
    const today = pacificToday(new Date());
    expect(await follow(href)).toEqual({ status: 307, location: `/iv2/searchresults/shows/${today}/-/${addCalendarDays(today, 3)}/product/${productId}` });
    // This minute counts as past too.
    const now = await showPerformanceAt(0, 1);
    expect((await follow(now.href)).status).toBe(307);
    // A performance still to come renders.
    const later = await showPerformanceAt(2 * 60, 2);
    expect(await follow(later.href)).toEqual({ status: 200 });
  });

  it('leaves the pin out of the redirect while FLAG_DISABLE_PREFERRED_PRODUCT is on', async () => {
    Object.assign(flagOverrides, { disablePastDateHandling: false, disablePreferredProduct: true });
    const { href } = await showPerformanceAt(-2 * 24 * 60, 3);
    const today = pacificToday(new Date());
    expect(await follow(href)).toEqual({ status: 307, location: `/iv2/searchresults/shows/${today}/-/${addCalendarDays(today, 3)}` });
  });

  it('renders the past performance’s page while FLAG_DISABLE_PAST_DATE_HANDLING is on', async () => {
    Object.assign(flagOverrides, { disablePastDateHandling: true, disablePreferredProduct: false });
    const past = await showPerformanceAt(-3 * 24 * 60, 4);
    expect(await follow(past.href)).toEqual({ status: 200 });
    const now = await showPerformanceAt(0, 5);
    expect(await follow(now.href)).toEqual({ status: 200 });
  });
});
