/**
 * The hold-contention run (issue 10), in a process of its own: BUYERS concurrent buyers, each
 * with a cart, hold two seats side by side of one performance in the largest venue, over and
 * over for SECONDS (the app's pool of DATABASE_POOL_SIZE connections); each hold is released
 * again at once so the performance never sells out. Prints one JSON line.
 *
 * HOLD_PATH=claim times the seat claim alone (seating's holdSeats / releaseSeats, one statement);
 * HOLD_PATH=workflow times what POST and DELETE /api/holds run: the booking core's holdForCart
 * (the claim, the visitor's price, the cart item and the cart count) and releaseHeldSeats.
 *
 * Run by tests/bench/holds.mjs: node --conditions=react-server --import tsx tests/bench/holds-run.ts
 */
import { and, asc, count, desc, eq, exists, gt, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { performances, seatClaims, seats, skus, venues } from '@/lib/db/schema';
import { ensureCart } from '@/features/cart/mutations';
import { holdSeats, releaseSeats } from '@/features/seating/seat-claims';
import { holdForCart, releaseHeldSeats } from '@/features/cart/workflows/hold';
import { NO_ENTITLEMENT } from '@/lib/insider-pricing';

const BUYERS = Number(process.env.HOLD_BUYERS ?? 200);
const SECONDS = Number(process.env.HOLD_SECONDS ?? 10);
const PATH = process.env.HOLD_PATH === 'workflow' ? 'workflow' : 'claim';

/** One hold on the chosen path, then its release: whether other seats were held than those asked for, and the hold's time. */
async function holdAndRelease(cartId: string, performanceId: number, pair: { skuId: number; seatIds: number[] }): Promise<{ relocked: boolean; ms: number }> {
  const t0 = performance.now();
  if (PATH === 'claim') {
    const hold = await holdSeats({ cartId, performanceId, skuId: pair.skuId, seatIds: pair.seatIds });
    const ms = performance.now() - t0;
    await releaseSeats({ cartId, performanceId, seatIds: hold.seatIds });
    return { relocked: hold.relocked, ms };
  }
  const { answer } = await holdForCart({ cookieCartId: cartId, body: { kind: 'seats', performanceId, ...pair }, entitlement: NO_ENTITLEMENT });
  const ms = performance.now() - t0;
  await releaseHeldSeats({ cartId, performanceId, seatIds: answer.seatIds });
  return { relocked: answer.relocked, ms };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function main() {
  const db = await getDb(); // migrates and seeds an empty database
  const [target] = await db
    .select({ performanceId: performances.id, venueId: venues.id, seats: venues.seatCount })
    .from(performances)
    .innerJoin(venues, eq(venues.id, performances.venueId))
    .where(
      and(
        gt(performances.startsAt, sql`now() + interval '1 day'`),
        eq(performances.cancelled, false),
        exists(
          db
            .select({ id: skus.id })
            .from(skus)
            .where(and(eq(skus.productId, performances.productId), eq(skus.supportsSeatSelection, true))),
        ),
      ),
    )
    .orderBy(desc(venues.seatCount), asc(performances.startsAt))
    .limit(1);
  if (!target) throw new Error('no seated performance');
  const { performanceId } = target;
  const seatSkus = await db
    .select({ id: skus.id, priceTier: skus.priceTier })
    .from(skus)
    .innerJoin(performances, eq(performances.productId, skus.productId))
    .where(and(eq(performances.id, performanceId), eq(skus.supportsSeatSelection, true)));
  const pairs: { skuId: number; seatIds: number[] }[] = [];
  for (const sku of seatSkus) {
    if (sku.priceTier === null) continue;
    const venueSeats = await db
      .select({ id: seats.id, sectionId: seats.sectionId, rowName: seats.rowName, seatNumber: seats.seatNumber })
      .from(seats)
      .where(and(eq(seats.venueId, target.venueId), eq(seats.priceTier, sku.priceTier), isNull(seats.accessibility)))
      .orderBy(asc(seats.sectionId), asc(seats.rowName), asc(seats.seatNumber));
    for (let i = 0; i + 1 < venueSeats.length; i += 1) {
      const a = venueSeats[i]!;
      const b = venueSeats[i + 1]!;
      if (a.sectionId === b.sectionId && a.rowName === b.rowName && b.seatNumber === a.seatNumber + 1) {
        pairs.push({ skuId: sku.id, seatIds: [a.id, b.id] });
      }
    }
  }
  const carts = await Promise.all(Array.from({ length: BUYERS }, () => ensureCart(null)));

  const latencies: number[] = [];
  let held = 0;
  let relocked = 0;
  let refused = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    carts.map(async (cartId) => {
      while (Date.now() < deadline) {
        const pair = pairs[Math.floor(Math.random() * pairs.length)]!;
        const t0 = performance.now();
        try {
          const hold = await holdAndRelease(cartId, performanceId, pair);
          latencies.push(hold.ms);
          held += 1;
          if (hold.relocked) relocked += 1;
        } catch {
          latencies.push(performance.now() - t0);
          refused += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  const claimedTwice = db
    .select({ seatId: seatClaims.seatId })
    .from(seatClaims)
    .where(eq(seatClaims.performanceId, performanceId))
    .groupBy(seatClaims.seatId)
    .having(gt(count(), 1))
    .as('claimed_twice');
  const [doubles] = await db.select({ n: count() }).from(claimedTwice);
  console.log(
    JSON.stringify({
      path: PATH,
      buyers: BUYERS,
      seconds: Number(elapsed.toFixed(1)),
      venueSeats: Number(target.seats),
      holds: held,
      holdsPerSecond: Number((held / elapsed).toFixed(1)),
      relocked,
      refused,
      p50Ms: Number(percentile(sorted, 50).toFixed(1)),
      p99Ms: Number(percentile(sorted, 99).toFixed(1)),
      seatsInTwoCarts: Number(doubles?.n ?? 0),
    }),
  );
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
