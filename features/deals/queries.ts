import 'server-only';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { catalogTags } from '@/features/catalog/tags';
import { DEADLINE_TIMER } from '@/lib/config/constants';
import { getDb } from '@/lib/db/database';
import { deals } from '@/lib/db/schema';
import { DEADLINE_CUTOFF_SECONDS } from './rules';
import type { DealDeadline } from './types';

/**
 * The deals of a product running at `now` that end within the deadline timer's cutoff (86400 s),
 * soonest first, at most `limit` (the spec's one timer). Uncached.
 */
export async function findDealDeadlines(productId: number, now: Date = new Date(), limit: number = DEADLINE_TIMER.timerCount): Promise<DealDeadline[]> {
  const db = await getDb();
  const rows = await db
    .select({ name: deals.name, endsAt: deals.endsAt })
    .from(deals)
    .where(
      and(
        eq(deals.productId, productId),
        lte(deals.startsAt, now),
        gt(deals.endsAt, now),
        lte(deals.endsAt, new Date(now.getTime() + DEADLINE_CUTOFF_SECONDS * 1000)),
      ),
    )
    .orderBy(asc(deals.endsAt))
    .limit(limit);
  return rows.map((row) => ({ name: row.name, endsAt: row.endsAt.toISOString() }));
}

/** The deal getDealDeadline gives, read now from the database (a details page asked for with `?nc=1`). */
export async function findDealDeadline(productId: number, now: Date = new Date()): Promise<DealDeadline | null> {
  if (!DEADLINE_TIMER.enabled) return null;
  return (await findDealDeadlines(productId, now))[0] ?? null;
}

/** How long the page's read of its deal is kept: deals come into the cutoff as time passes. */
const DEAL_CACHE_SECONDS = 60;

/**
 * The one deal whose end the product's page counts down to, or null (none ending within a day,
 * or the timer disabled). Cached briefly under the product's tags, so a change to its deals
 * (a reseed publishes `catalog`, a product edit `catalog:product:{id}`) renders the page again.
 * It carries the absolute end, never the time left: the page HTML is cached, the browser counts.
 */
export async function getDealDeadline(productId: number): Promise<DealDeadline | null> {
  if (!DEADLINE_TIMER.enabled) return null;
  const found = await unstable_cache(() => findDealDeadlines(productId), ['deal-deadline', String(productId)], {
    tags: [catalogTags.all, catalogTags.product(productId)],
    revalidate: DEAL_CACHE_SECONDS,
  })();
  return found[0] ?? null;
}
