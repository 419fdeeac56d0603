import 'server-only';
import { and, countDistinct, eq, gte, lt, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { productViews, products } from '@/lib/db/schema';
import { getBookingCounts } from './queries';
import { VIEW_RETENTION_MS, lookingNowSince, viewWindowStart } from './rules';
import type { ProductViewAnswer } from './schema';

/** Prunes at most once a minute per process: the delete is cheap, but not free on every view. */
let lastPruneMs = 0;
const PRUNE_EVERY_MS = 60_000;

/** Deletes the views older than the metrics period (spec 9: 2 days) before `now`. */
export async function pruneProductViews(now: Date = new Date()): Promise<void> {
  const db = await getDb();
  await db.delete(productViews).where(lt(productViews.windowStart, new Date(now.getTime() - VIEW_RETENTION_MS)));
}

/**
 * Records a visitor's view of a product (once per 30-minute window; a bot's views are never
 * recorded: the caller checks) and answers how many other visitors are looking right now.
 * Null when the product does not exist.
 */
export async function recordProductView(productId: number, visitorId: string, now: Date = new Date(), record = true): Promise<number | null> {
  const db = await getDb();
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  if (!product) return null;
  if (record) {
    await db.insert(productViews).values({ productId, visitorId, windowStart: viewWindowStart(now) }).onConflictDoNothing();
    if (Date.now() - lastPruneMs > PRUNE_EVERY_MS) {
      lastPruneMs = Date.now();
      await pruneProductViews(now);
    }
  }
  const [row] = await db
    .select({ count: countDistinct(productViews.visitorId) })
    .from(productViews)
    .where(and(eq(productViews.productId, productId), gte(productViews.windowStart, lookingNowSince(now)), ne(productViews.visitorId, visitorId)));
  return Number(row?.count ?? 0);
}

/**
 * POST /api/product-views: records the visitor's view (unless `record` is false: a crawler) and
 * answers what the info bar shows, how many others look at the product now and how often it was
 * booked. Null when the product does not exist.
 */
export async function viewProduct(productId: number, visitorId: string, now: Date, record: boolean): Promise<ProductViewAnswer | null> {
  const lookingNow = await recordProductView(productId, visitorId, now, record);
  if (lookingNow === null) return null;
  return { lookingNow, ...(await getBookingCounts(productId)) };
}
