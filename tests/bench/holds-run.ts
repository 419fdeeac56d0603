/**
 * The hold-contention run (issue 10), in a process of its own: BUYERS concurrent buyers, each
 * with a cart, hold two seats side by side of one performance in the largest venue, over and
 * over for SECONDS, through the app's own holdSeats (its pool of DATABASE_POOL_SIZE connections);
 * each hold is released again at once so the performance never sells out. Prints one JSON line.
 *
 * Run by tests/bench/holds.mjs: node --conditions=react-server --import tsx tests/bench/holds-run.ts
 */
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { ensureCart } from '@/features/cart/mutations';
import { holdSeats, releaseSeats } from '@/features/seating/seat-claims';

const BUYERS = Number(process.env.HOLD_BUYERS ?? 200);
const SECONDS = Number(process.env.HOLD_SECONDS ?? 10);

type Row = Record<string, unknown>;

async function rows<T extends Row>(query: ReturnType<typeof sql>): Promise<T[]> {
  const db = await getDb();
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function main() {
  await getDb(); // migrates and seeds an empty database
  const [target] = await rows<{ performance_id: number; venue_id: number; seats: number }>(sql`
    select p.id as performance_id, v.id as venue_id, v.seat_count as seats
      from performances p join venues v on v.id = p.venue_id
     where p.starts_at > now() + interval '1 day' and not p.cancelled
       and exists (select 1 from skus k where k.product_id = p.product_id and k.supports_seat_selection)
     order by v.seat_count desc, p.starts_at limit 1`);
  if (!target) throw new Error('no seated performance');
  const performanceId = Number(target.performance_id);
  const skus = await rows<{ id: number; price_tier: number }>(sql`
    select k.id, k.price_tier from skus k join performances p on p.product_id = k.product_id
     where p.id = ${performanceId} and k.supports_seat_selection`);
  const pairs: { skuId: number; seatIds: number[] }[] = [];
  for (const sku of skus) {
    const seats = await rows<{ id: number; section_id: number; row_name: string; seat_number: number }>(sql`
      select id, section_id, row_name, seat_number from seats
       where venue_id = ${target.venue_id} and price_tier = ${sku.price_tier} and accessibility is null
       order by section_id, row_name, seat_number`);
    for (let i = 0; i + 1 < seats.length; i += 1) {
      const a = seats[i]!;
      const b = seats[i + 1]!;
      if (a.section_id === b.section_id && a.row_name === b.row_name && b.seat_number === a.seat_number + 1) {
        pairs.push({ skuId: Number(sku.id), seatIds: [Number(a.id), Number(b.id)] });
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
          const hold = await holdSeats({ cartId, performanceId, skuId: pair.skuId, seatIds: pair.seatIds });
          latencies.push(performance.now() - t0);
          held += 1;
          if (hold.relocked) relocked += 1;
          await releaseSeats({ cartId, performanceId, seatIds: hold.seatIds });
        } catch {
          latencies.push(performance.now() - t0);
          refused += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  const [doubles] = await rows<{ n: number | string }>(sql`
    select count(*) as n from (select seat_id from seat_claims where performance_id = ${performanceId} group by seat_id having count(*) > 1) d`);
  console.log(
    JSON.stringify({
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
