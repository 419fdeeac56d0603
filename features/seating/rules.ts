/**
 * Seat-group rules (ticket-buying 4, issue 10): which contiguous seats to offer for a quantity,
 * best first. Pure functions over a venue's seats, shared by the seat options list and the
 * best-available relock of a hold.
 */

/** A seat as the rules see it: where it is in its row and on the map. */
export interface SeatPoint {
  readonly id: number;
  readonly sectionId: number;
  readonly rowName: string;
  /** Position along the row; seats next to each other differ by 1. */
  readonly seatNumber: number;
  readonly x: number;
  readonly y: number;
  /** A wheelchair space, a companion seat (sold only with the wheelchair space beside it), or neither. */
  readonly accessibility?: SeatAccessibility;
}

export type SeatAccessibility = 'wheelchair' | 'companion' | null;

/** A group of `quantity` free seats side by side in one row. */
export interface SeatGroup {
  readonly seatIds: readonly number[];
  readonly sectionId: number;
  readonly rowName: string;
  /** From the centre of the group to the venue's focal point (the centre of the stage), in map units. */
  readonly distance: number;
  /** Taking the group would leave a single free seat stranded beside it (at a taken seat or the row's end). */
  readonly strandsSeat: boolean;
}

/**
 * How much a map unit off the centre line counts against a group, next to a unit of distance
 * from the stage: seats of a curved row are all as far from the stage, and its centre ones are
 * still better; a side seat of the front row can lose to a centre seat further back.
 */
const OFF_CENTRE_WEIGHT = 0.25;

/** What ranks a group after strandsSeat: its distance to the focal point plus its offset from the centre line, weighted. */
export function rankKey(distance: number, offCentre: number): number {
  return distance + OFF_CENTRE_WEIGHT * offCentre;
}

/**
 * Whether these seats (of one row) may be held together: every companion seat among them has a
 * wheelchair space right beside it among them too.
 */
export function companionsAccompanied(group: readonly SeatPoint[]): boolean {
  return group.every(
    (seat) =>
      seat.accessibility !== 'companion' ||
      group.some(
        (other) =>
          other.accessibility === 'wheelchair' &&
          other.sectionId === seat.sectionId &&
          other.rowName === seat.rowName &&
          Math.abs(other.seatNumber - seat.seatNumber) === 1,
      ),
  );
}

/** The seats of each row (section and row name), in the order given. */
export function seatsByRow(seats: readonly SeatPoint[]): SeatPoint[][] {
  const rows = new Map<string, SeatPoint[]>();
  for (const seat of seats) {
    const key = `${seat.sectionId}\u0000${seat.rowName}`;
    const row = rows.get(key);
    if (row) row.push(seat);
    else rows.set(key, [seat]);
  }
  return [...rows.values()];
}

/**
 * The runs of free seats of each row: consecutive seat numbers, none taken. A companion seat
 * with no free wheelchair space beside it counts as taken: nobody can have it.
 */
function freeRuns(seats: readonly SeatPoint[], taken: ReadonlySet<number>): SeatPoint[][] {
  const runs: SeatPoint[][] = [];
  for (const row of seatsByRow(seats)) {
    row.sort((a, b) => a.seatNumber - b.seatNumber);
    let run: SeatPoint[] = [];
    let previous: SeatPoint | null = null;
    const freeWheelchairAt = (k: number, seatNumber: number) => {
      const other = row[k];
      return other !== undefined && other.accessibility === 'wheelchair' && Math.abs(other.seatNumber - seatNumber) === 1 && !taken.has(other.id);
    };
    for (const [k, seat] of row.entries()) {
      const adjacent = previous !== null && seat.seatNumber === previous.seatNumber + 1;
      const stranded = seat.accessibility === 'companion' && !freeWheelchairAt(k - 1, seat.seatNumber) && !freeWheelchairAt(k + 1, seat.seatNumber);
      if (taken.has(seat.id) || stranded) {
        if (run.length > 0) runs.push(run);
        run = [];
      } else {
        if (!adjacent && run.length > 0) {
          runs.push(run);
          run = [];
        }
        run.push(seat);
      }
      previous = seat;
    }
    if (run.length > 0) runs.push(run);
  }
  return runs;
}

/**
 * Every group of `quantity` free seats side by side, best first (a companion seat only with the
 * wheelchair space beside it in the group): groups that strand no single
 * seat before those that do (a stranded seat is taken only when nothing else fits), then the
 * nearest to the focal point with a small penalty for being off the centre line (see
 * OFF_CENTRE_WEIGHT), then by section, row and first seat so the order is stable.
 */
export function rankSeatGroups(
  seats: readonly SeatPoint[],
  taken: ReadonlySet<number>,
  quantity: number,
  focal: { readonly x: number; readonly y: number },
): SeatGroup[] {
  if (!Number.isInteger(quantity) || quantity < 1) return [];
  const groups: { group: SeatGroup; firstSeat: number; offCentre: number }[] = [];
  for (const run of freeRuns(seats, taken)) {
    for (let start = 0; start + quantity <= run.length; start += 1) {
      const window = run.slice(start, start + quantity);
      if (!companionsAccompanied(window)) continue;
      const left = start;
      const right = run.length - start - quantity;
      const cx = window.reduce((n, s) => n + s.x, 0) / quantity;
      const cy = window.reduce((n, s) => n + s.y, 0) / quantity;
      const first = window[0] as SeatPoint;
      groups.push({
        group: {
          seatIds: window.map((s) => s.id),
          sectionId: first.sectionId,
          rowName: first.rowName,
          distance: Math.hypot(cx - focal.x, cy - focal.y),
          strandsSeat: left === 1 || right === 1,
        },
        firstSeat: first.seatNumber,
        offCentre: Math.abs(cx - focal.x),
      });
    }
  }
  groups.sort(
    ({ group: a, firstSeat: aFirst, offCentre: aOff }, { group: b, firstSeat: bFirst, offCentre: bOff }) =>
      Number(a.strandsSeat) - Number(b.strandsSeat) ||
      rankKey(a.distance, aOff) - rankKey(b.distance, bOff) ||
      a.sectionId - b.sectionId ||
      (a.rowName < b.rowName ? -1 : a.rowName > b.rowName ? 1 : 0) ||
      aFirst - bFirst,
  );
  return groups.map(({ group }) => group);
}

/** The most free seats side by side anywhere in these seats: no group larger than this exists. */
export function longestFreeRun(seats: readonly SeatPoint[], taken: ReadonlySet<number>): number {
  return Math.max(0, ...freeRuns(seats, taken).map((run) => run.length));
}

/** The groups a visitor chooses from: the ranked groups without overlaps, best first. */
export function seatOptions(ranked: readonly SeatGroup[]): SeatGroup[] {
  const used = new Set<number>();
  const options: SeatGroup[] = [];
  for (const group of ranked) {
    if (group.seatIds.some((id) => used.has(id))) continue;
    for (const id of group.seatIds) used.add(id);
    options.push(group);
  }
  return options;
}
