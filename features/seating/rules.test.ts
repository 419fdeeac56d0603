import { describe, expect, it } from 'vitest';
import { companionsAccompanied, longestFreeRun, rankSeatGroups, seatOptions, type SeatPoint } from './rules';

/** A row of `count` seats, ids from `firstId`, one map unit apart, `y` units from the stage. */
function row(rowName: string, count: number, firstId: number, y: number, sectionId = 1): SeatPoint[] {
  return Array.from({ length: count }, (_, i) => ({ id: firstId + i, sectionId, rowName, seatNumber: i + 1, x: i * 10, y }));
}

const stage = { x: 45, y: 0 };

describe('rankSeatGroups', () => {
  it('offers seats side by side only, never across a taken seat or an aisle', () => {
    const seats = [...row('A', 4, 1, 10)];
    expect(rankSeatGroups(seats, new Set([2]), 2, stage).map((g) => g.seatIds)).toEqual([[3, 4]]);
    // Seat numbers 1, 2, then 5, 6 (3 and 4 missing: an aisle) are two runs.
    const split = seats.map((s) => (s.id > 2 ? { ...s, seatNumber: s.seatNumber + 2 } : s));
    expect(rankSeatGroups(split, new Set(), 3, stage)).toEqual([]);
  });

  it('ranks by distance to the stage: nearer rows and the centre first', () => {
    const seats = [...row('B', 10, 101, 30), ...row('A', 10, 1, 10)];
    const best = rankSeatGroups(seats, new Set(), 2, stage)[0]!;
    expect(best.rowName).toBe('A');
    expect(best.seatIds).toEqual([5, 6]);
  });

  it('never strands a single seat where a choice without one exists', () => {
    // Row A: seats 1-5 free, 6 taken. Taking 4-5 is nearest but would leave... nothing; taking 3-4 strands 5.
    const seats = row('A', 6, 1, 10);
    const ranked = rankSeatGroups(seats, new Set([6]), 2, { x: 30, y: 0 });
    expect(ranked[0]!.strandsSeat).toBe(false);
    for (const group of ranked.filter((g) => g.strandsSeat)) {
      expect(ranked.indexOf(group)).toBeGreaterThan(ranked.findLastIndex((g) => !g.strandsSeat));
    }
    // 3 free seats, quantity 2: every choice strands one, so a stranding group is still offered.
    const tight = rankSeatGroups(row('A', 3, 1, 10), new Set(), 2, stage);
    expect(tight.length).toBe(2);
    expect(tight.every((g) => g.strandsSeat)).toBe(true);
  });

  it('prefers the centre of a row whose seats are all as far from the stage (a curved row)', () => {
    // Seats on a circle of radius 100 around the stage at (0, 0): one distance, different sides.
    const curved = Array.from({ length: 9 }, (_, i) => {
      const angle = ((i - 4) * Math.PI) / 18;
      return { id: i + 1, sectionId: 1, rowName: 'A', seatNumber: i + 1, x: Math.round(100 * Math.sin(angle)), y: Math.round(100 * Math.cos(angle)) };
    });
    const best = rankSeatGroups(curved, new Set(), 1, { x: 0, y: 0 })[0]!;
    expect(best.seatIds).toEqual([5]);
  });

  it('marks a stranded seat at the row end as well as beside a taken seat', () => {
    const seats = row('A', 5, 1, 10);
    const groups = rankSeatGroups(seats, new Set(), 2, stage);
    const byFirst = new Map(groups.map((g) => [g.seatIds[0], g.strandsSeat]));
    expect(byFirst.get(1)).toBe(false); // 1-2, leaves 3-5
    expect(byFirst.get(2)).toBe(true); // 2-3 strands seat 1 at the row end
    expect(byFirst.get(3)).toBe(true); // 3-4 strands seat 5
    expect(byFirst.get(4)).toBe(false); // 4-5, leaves 1-3
  });

  it('refuses quantities below 1', () => {
    expect(rankSeatGroups(row('A', 4, 1, 10), new Set(), 0, stage)).toEqual([]);
  });
});

describe('seatOptions', () => {
  it('keeps the best groups that do not overlap', () => {
    const ranked = rankSeatGroups(row('A', 6, 1, 10), new Set(), 2, { x: 25, y: 0 });
    const options = seatOptions(ranked);
    const ids = options.flatMap((o) => o.seatIds);
    expect(new Set(ids).size).toBe(ids.length);
    expect(options.length).toBe(3);
    expect(options[0]!.strandsSeat).toBe(false);
  });
});

describe('companion seats', () => {
  // Row Z: 1 wheelchair, 2 companion, 3-6 plain, 7 companion, 8 wheelchair.
  const seats = row('Z', 8, 1, 10).map((s) => ({
    ...s,
    accessibility: s.seatNumber === 1 || s.seatNumber === 8 ? ('wheelchair' as const) : s.seatNumber === 2 || s.seatNumber === 7 ? ('companion' as const) : null,
  }));
  const at = (...numbers: number[]) => seats.filter((s) => numbers.includes(s.seatNumber));

  it('go only with the wheelchair space right beside them', () => {
    expect(companionsAccompanied(at(1, 2))).toBe(true);
    expect(companionsAccompanied(at(1))).toBe(true);
    expect(companionsAccompanied(at(3, 4))).toBe(true);
    expect(companionsAccompanied(at(2))).toBe(false);
    expect(companionsAccompanied(at(2, 3))).toBe(false);
    // A wheelchair space at the other end of the row is not beside it.
    expect(companionsAccompanied(at(7, 8, 2))).toBe(false);
    // Same seat number in another row is not beside it either.
    expect(companionsAccompanied([...at(2), { ...seats[0]!, rowName: 'Y' }])).toBe(false);
  });

  it('never form a group without their wheelchair space, and are sold to nobody once it is taken', () => {
    const groups = rankSeatGroups(seats, new Set(), 2, stage).map((g) => g.seatIds);
    expect(groups).not.toContainEqual([2, 3]);
    expect(groups).not.toContainEqual([6, 7]);
    expect(groups).toContainEqual([1, 2]);
    expect(groups).toContainEqual([7, 8]);
    // Seat 1 taken: 2 is nobody's, so the free run is 3-8 (6 seats), not 2-8.
    expect(longestFreeRun(seats, new Set([1]))).toBe(6);
    expect(rankSeatGroups(seats, new Set([1]), 1, stage).map((g) => g.seatIds[0])).not.toContain(2);
  });
});

