import { rankKey, rankSeatGroups, seatsByRow, type SeatGroup, type SeatPoint } from './rules';

/**
 * The best-available relock of a hold ranks only the rows nearest the focal point (issue 27):
 * ranking every group of a price tier (up to a thousand seats) for each relock cost about a
 * millisecond of the app's CPU, and a relock needs three groups.
 */

/** A row of a price tier and the least rank key (rules.ts's rankKey) any group of `quantity` of its seats has. */
export interface RowByDistance {
  readonly seats: readonly SeatPoint[];
  readonly nearest: number;
}

/** A group's rank key, from its seats' centre. */
function keyOf(group: SeatGroup, byId: ReadonlyMap<number, SeatPoint>, focal: { readonly x: number }): number {
  const cx = group.seatIds.reduce((sum, id) => sum + (byId.get(id)?.x ?? Number.NaN), 0) / group.seatIds.length;
  return rankKey(group.distance, Math.abs(cx - focal.x));
}

/**
 * The tier's rows that can hold a group of `quantity` seats, nearest first. A row's groups with
 * some seats taken are among its groups with none taken (freeRuns only splits runs further), so
 * `nearest` bounds the key of every group the row can ever offer.
 */
export function rowsByDistance(seats: readonly SeatPoint[], quantity: number, focal: { readonly x: number; readonly y: number }): RowByDistance[] {
  const none = new Set<number>();
  const byId = new Map(seats.map((s) => [s.id, s]));
  return seatsByRow(seats)
    .map((row) => ({ seats: row, nearest: Math.min(...rankSeatGroups(row, none, quantity, focal).map((g) => keyOf(g, byId, focal))) }))
    .filter((row) => Number.isFinite(row.nearest))
    .sort((a, b) => a.nearest - b.nearest);
}

/**
 * The first `count` groups of `rankSeatGroups(all the rows' seats, taken, quantity, focal)` that
 * `keep` accepts, ranking the nearest rows first (twice as many each round) and stopping as soon
 * as no further row can rank before them: groups that strand no seat and whose rank key is below
 * the next row's `nearest` rank before every group of the rows not ranked yet.
 */
export function bestSeatGroups(
  rows: readonly RowByDistance[],
  taken: ReadonlySet<number>,
  quantity: number,
  focal: { readonly x: number; readonly y: number },
  keep: (group: SeatGroup) => boolean,
  count: number,
): SeatGroup[] {
  const seats: SeatPoint[] = [];
  const byId = new Map<number, SeatPoint>();
  let ranked: SeatGroup[] = [];
  for (let next = 0, batch = 1; next < rows.length; batch *= 2) {
    for (const row of rows.slice(next, next + batch)) {
      seats.push(...row.seats);
      for (const seat of row.seats) byId.set(seat.id, seat);
    }
    next = Math.min(rows.length, next + batch);
    ranked = rankSeatGroups(seats, taken, quantity, focal).filter(keep);
    const bound = rows[next]?.nearest ?? Infinity;
    const top = ranked.slice(0, count);
    if (top.length === count && top.every((g) => !g.strandsSeat && keyOf(g, byId, focal) < bound)) return top;
  }
  return ranked.slice(0, count);
}
