/**
 * The hold-contention run (issues 10 and 24), in a process of its own: BUYERS concurrent buyers,
 * each with a cart, hold over and over for SECONDS (the app's pool of DATABASE_POOL_SIZE
 * connections); each hold is released again at once, so the inventory never runs out and every
 * iteration is a real hold. Prints one JSON line.
 *
 * Seats: two seats side by side of one performance in the largest venue.
 *   HOLD_PATH=claim times the seat claim alone (seating's holdSeats / releaseSeats, one statement);
 *   HOLD_PATH=workflow times what POST and DELETE /api/holds run: the booking core's holdForCart
 *   (the claim, the visitor's price, the cart item and the cart count) and releaseHeldSeats.
 * Stays: one room of a room type for a 2-night stay, spread over every seeded room type and the
 * check-in nights 2 to 41 days ahead (each room type has 5 to 40 rooms a night), so a refusal means
 * contention, never a sold-out night.
 *   HOLD_PATH=stay-claim times the room-nights claim alone (hotels' claim kind in one transaction:
 *   lock the nights, give back lapsed holds, take a room on every night), released by releaseStay;
 *   HOLD_PATH=stay-workflow times what POST /api/stays runs: holdStayForCart (the stay judged, the
 *   cart, the claim, the visitor's price and the stay item in one transaction, the cart count),
 *   released as the cart's Remove does (removeCartItem).
 *
 * Run by tests/bench/holds.mjs: node --conditions=react-server --import tsx tests/bench/holds-run.ts
 */
import { and, asc, count, desc, eq, exists, gt, isNull, sql } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { getDb } from '@/lib/db/database';
import { rows } from '@/lib/db/rows';
import { cartItems, performances, seatClaims, seats, skus, venues } from '@/lib/db/schema';
import { ensureCart } from '@/features/cart/mutations';
import type { RoomNightsClaimRequest } from '@/features/cart/types';
import { inTransaction } from '@/features/cart/workflows/claims';
import { holdForCart, releaseHeldSeats } from '@/features/cart/workflows/hold';
import { removeCartItem } from '@/features/cart/workflows/remove';
import { holdStayForCart } from '@/features/cart/workflows/stay';
import { releaseStay, roomNightsClaimKind } from '@/features/hotels/claims';
import { holdSeats, releaseSeats } from '@/features/seating/seat-claims';
import { NO_ENTITLEMENT } from '@/lib/insider-pricing';

const BUYERS = Number(process.env.HOLD_BUYERS ?? 200);
const SECONDS = Number(process.env.HOLD_SECONDS ?? 10);
const PATHS = ['claim', 'workflow', 'stay-claim', 'stay-workflow'] as const;
type HoldPath = (typeof PATHS)[number];
const PATH: HoldPath = PATHS.find((p) => p === process.env.HOLD_PATH) ?? 'claim';

type Db = Awaited<ReturnType<typeof getDb>>;

/** One kind of hold: what a buyer picks next, the hold and its release (the hold's time), and the end-of-run check. */
interface HoldTarget<T> {
  readonly pick: () => T;
  readonly holdAndRelease: (cartId: string, item: T) => Promise<{ relocked: boolean; ms: number }>;
  /** Figures of the run's inventory afterwards; every one must be 0. */
  readonly check: () => Promise<Record<string, number>>;
  readonly about: Record<string, number>;
}

/** Two seats side by side of the largest venue's next performance; the check counts seats claimed by two carts. */
async function seatTarget(db: Db, path: 'claim' | 'workflow'): Promise<HoldTarget<{ skuId: number; seatIds: number[] }>> {
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
  return {
    about: { venueSeats: Number(target.seats) },
    pick: () => pairs[Math.floor(Math.random() * pairs.length)]!,
    async holdAndRelease(cartId, pair) {
      const t0 = performance.now();
      if (path === 'claim') {
        const hold = await holdSeats({ cartId, performanceId, skuId: pair.skuId, seatIds: pair.seatIds });
        const ms = performance.now() - t0;
        await releaseSeats({ cartId, performanceId, seatIds: hold.seatIds });
        return { relocked: hold.relocked, ms };
      }
      const { answer } = await holdForCart({ cookieCartId: cartId, body: { kind: 'seats', performanceId, ...pair }, entitlement: NO_ENTITLEMENT, ip: null });
      const ms = performance.now() - t0;
      await releaseHeldSeats({ cartId, performanceId, seatIds: answer.seatIds });
      return { relocked: answer.relocked, ms };
    },
    async check() {
      const claimedTwice = db
        .select({ seatId: seatClaims.seatId })
        .from(seatClaims)
        .where(eq(seatClaims.performanceId, performanceId))
        .groupBy(seatClaims.seatId)
        .having(gt(count(), 1))
        .as('claimed_twice');
      const [doubles] = await db.select({ n: count() }).from(claimedTwice);
      return { seatsInTwoCarts: Number(doubles?.n ?? 0) };
    },
  };
}

interface Stay {
  readonly productId: number;
  readonly skuId: number;
  readonly checkIn: string;
  readonly checkOut: string;
}

/**
 * One room for 2 nights, any seeded room type, check-in 2 to 41 days ahead (Pacific). The check
 * counts room nights whose held count is not the sum of their holds (the rooms a night says are
 * held must be exactly the holds on it) and stays held on some of their nights only.
 */
async function stayTarget(db: Db, path: 'stay-claim' | 'stay-workflow'): Promise<HoldTarget<Stay>> {
  const stays = (
    await rows<{ product_id: number; sku_id: number; check_in: string; check_out: string }>(
      db,
      sql`select s.product_id, rn.sku_id, to_char(rn.night, 'YYYY-MM-DD') as check_in, to_char(rn.night + 2, 'YYYY-MM-DD') as check_out
            from room_nights rn
            join skus s on s.id = rn.sku_id
            join room_types rt on rt.sku_id = rn.sku_id
            join room_nights second on second.sku_id = rn.sku_id and second.night = rn.night + 1
           where rn.night between (now() at time zone 'America/Los_Angeles')::date + 2 and (now() at time zone 'America/Los_Angeles')::date + 41
           order by rn.sku_id, rn.night`,
    )
  ).map((r): Stay => ({ productId: Number(r.product_id), skuId: Number(r.sku_id), checkIn: r.check_in, checkOut: r.check_out }));
  if (stays.length === 0) throw new Error('no room type with two nights on sale');
  const claimOf = (stay: Stay): RoomNightsClaimRequest => ({ kind: 'room-nights', skuId: stay.skuId, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: 1 });
  return {
    about: { stays: stays.length, roomTypes: new Set(stays.map((s) => s.skuId)).size },
    pick: () => stays[Math.floor(Math.random() * stays.length)]!,
    async holdAndRelease(cartId, stay) {
      const t0 = performance.now();
      if (path === 'stay-claim') {
        await inTransaction((tx) => roomNightsClaimKind.hold(cartId, claimOf(stay), tx));
        const ms = performance.now() - t0;
        await inTransaction((tx) => releaseStay(tx, cartId, stay));
        return { relocked: false, ms };
      }
      await holdStayForCart({ cookieCartId: cartId, body: { ...stay, rooms: 1, guests: 1 }, entitlement: NO_ENTITLEMENT, ip: null });
      const ms = performance.now() - t0;
      const [item] = await db
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.skuId, stay.skuId), eq(cartItems.checkIn, stay.checkIn), eq(cartItems.checkOut, stay.checkOut)));
      if (!item) throw new Error('the stay is not in the cart');
      await removeCartItem({ cartId, itemId: item.id });
      return { relocked: false, ms };
    },
    async check() {
      const [miscounted] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from room_nights rn
             where rn.held <> coalesce((select sum(h.rooms) from room_night_holds h where h.sku_id = rn.sku_id and h.night = rn.night), 0)`,
      );
      const [partial] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (
              select 1 from room_night_holds group by cart_id, sku_id, check_in, check_out having count(*) <> check_out - check_in) partial`,
      );
      const [left] = await rows<{ n: number }>(db, sql`select count(*)::int as n from room_night_holds`);
      return { roomNightsMiscounted: Number(miscounted?.n ?? 0), staysHeldInPart: Number(partial?.n ?? 0), stayHoldsLeftBehind: Number(left?.n ?? 0) };
    },
  };
}

/**
 * The profile of a hold: every query node-postgres sends is one round trip (the extended protocol
 * sends parse, bind, execute and sync together; BEGIN and COMMIT are queries of their own), so
 * counting Client#query during the timed part gives round trips per hold, by statement.
 */
const roundTrips = new Map<string, number>();
let counting = false;
const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  if (counting) {
    const config = args[0] as string | { name?: string; text?: string } | null;
    const text = typeof config === 'string' ? config : (config?.name ?? config?.text ?? '?');
    const label = text.replace(/\s+/g, ' ').trim().slice(0, 60);
    roundTrips.set(label, (roundTrips.get(label) ?? 0) + 1);
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

/**
 * CPU time of this database's server processes so far, in ms by process id, read from /proc (the
 * bench runs PostgreSQL on the same machine); null where /proc cannot be read. Processes that
 * start during the run count from 0, so their connection's start is counted too.
 */
async function databaseCpuMs(db: Db): Promise<Map<number, number> | null> {
  try {
    const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    const backends = await rows<{ pid: number }>(db, sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`);
    const cpu = new Map<number, number>();
    for (const { pid } of backends) {
      // Fields 14 and 15 of /proc/<pid>/stat (after the command in parentheses): user and system ticks.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      cpu.set(Number(pid), ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond);
    }
    return cpu;
  } catch {
    return null;
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function main() {
  const db = await getDb(); // migrates and seeds an empty database
  const target: HoldTarget<unknown> = (PATH === 'claim' || PATH === 'workflow' ? await seatTarget(db, PATH) : await stayTarget(db, PATH)) as HoldTarget<unknown>;
  const carts = await Promise.all(Array.from({ length: BUYERS }, () => ensureCart(null)));

  const latencies: number[] = [];
  let held = 0;
  let relocked = 0;
  let refused = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const started = performance.now();
  const dbCpuAtStart = await databaseCpuMs(db);
  counting = true;
  const cpuAtStart = process.cpuUsage();
  await Promise.all(
    carts.map(async (cartId) => {
      while (Date.now() < deadline) {
        const t0 = performance.now();
        try {
          const hold = await target.holdAndRelease(cartId, target.pick());
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
  counting = false;
  const cpu = process.cpuUsage(cpuAtStart);
  const dbCpuAtEnd = await databaseCpuMs(db);
  const dbCpuMs = dbCpuAtStart && dbCpuAtEnd ? [...dbCpuAtEnd].reduce((sum, [pid, ms]) => sum + ms - (dbCpuAtStart.get(pid) ?? 0), 0) : null;
  const elapsed = (performance.now() - started) / 1000;
  const attempts = held + refused;
  const perHold = (n: number) => Number((n / Math.max(1, attempts)).toFixed(2));
  const statements = Object.fromEntries([...roundTrips].sort((a, b) => b[1] - a[1]).map(([label, n]) => [label, perHold(n)]));
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      path: PATH,
      buyers: BUYERS,
      seconds: Number(elapsed.toFixed(1)),
      ...target.about,
      holds: held,
      holdsPerSecond: Number((held / elapsed).toFixed(1)),
      relocked,
      refused,
      p50Ms: Number(percentile(sorted, 50).toFixed(1)),
      p99Ms: Number(percentile(sorted, 99).toFixed(1)),
      // Round trips per attempt (hold and release; a refused attempt counts too), in all and by statement.
      roundTripsPerHold: perHold([...roundTrips.values()].reduce((a, b) => a + b, 0)),
      statements,
      // This process's CPU per attempt (the app's side of a hold; the machine is shared, so this is steadier than holds/s).
      appCpuMsPerHold: Number(((cpu.user + cpu.system) / 1000 / Math.max(1, attempts)).toFixed(3)),
      // The database server's processes serving this run, per attempt (null where /proc is not readable).
      dbCpuMsPerHold: dbCpuMs === null ? null : Number((dbCpuMs / Math.max(1, attempts)).toFixed(3)),
      ...(await target.check()),
    }),
  );
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
