import { describe, expect, it } from 'vitest';
import { bestSeatGroups, rowsByDistance } from './relock-groups';
import { rankSeatGroups, type SeatAccessibility, type SeatGroup, type SeatPoint } from './rules';

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** A venue of a few sections of curved rows with aisles (gaps in seat numbers) and accessible places. */
function venue(random: () => number): SeatPoint[] {
  const seats: SeatPoint[] = [];
  let id = 1;
  for (let sectionId = 1; sectionId <= 3; sectionId += 1) {
    for (let r = 0; r < 4 + Math.floor(random() * 8); r += 1) {
      let seatNumber = 1;
      for (let i = 0; i < 4 + Math.floor(random() * 20); i += 1) {
        if (random() < 0.08) seatNumber += 1; // an aisle
        const accessibility: SeatAccessibility = random() < 0.05 ? 'wheelchair' : random() < 0.05 ? 'companion' : null;
        const x = (sectionId - 2) * 250 + seatNumber * 10;
        seats.push({ id, sectionId, rowName: String.fromCharCode(65 + r), seatNumber, x, y: 20 + r * 12 + Math.abs(x) / 40, accessibility });
        id += 1;
        seatNumber += 1;
      }
    }
  }
  return seats;
}

describe('bestSeatGroups', () => {
  it('answers the same best groups as ranking every group, over many venues, taken seats and quantities', () => {
    const random = generator(27);
    let compared = 0;
    for (let round = 0; round < 300; round += 1) {
      const seats = venue(random);
      const focal = { x: random() * 200 - 100, y: 0 };
      const share = [0, 0.1, 0.5, 0.9][round % 4]!;
      const taken = new Set(seats.filter(() => random() < share).map((s) => s.id));
      const quantity = 1 + (round % 4);
      const spaces = new Set(seats.filter((s) => s.accessibility === 'wheelchair').map((s) => s.id));
      const wheelchairs = round % 5 === 0 ? 1 : 0;
      const keep = (g: SeatGroup) => g.seatIds.filter((id) => spaces.has(id)).length >= wheelchairs;
      const expected = rankSeatGroups(seats, taken, quantity, focal).filter(keep).slice(0, 3);
      expect(bestSeatGroups(rowsByDistance(seats, quantity, focal), taken, quantity, focal, keep, 3)).toEqual(expected);
      compared += expected.length;
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('ranks only the rows nearest the focal point when they hold enough groups', () => {
    const front = Array.from({ length: 10 }, (_, i): SeatPoint => ({ id: i + 1, sectionId: 1, rowName: 'A', seatNumber: i + 1, x: i * 10, y: 10 }));
    const back = Array.from({ length: 10 }, (_, i): SeatPoint => ({ id: i + 11, sectionId: 1, rowName: 'Z', seatNumber: i + 1, x: i * 10, y: 500 }));
    const rows = rowsByDistance([...back, ...front], 2, { x: 45, y: 0 });
    expect(rows.map((r) => r.seats[0]!.rowName)).toEqual(['A', 'Z']);
    const best = bestSeatGroups(rows, new Set(), 2, { x: 45, y: 0 }, () => true, 3);
    expect(best.map((g) => g.rowName)).toEqual(['A', 'A', 'A']);
    // Row A taken whole: the groups come from row Z.
    const fromBack = bestSeatGroups(rows, new Set(front.map((s) => s.id)), 2, { x: 45, y: 0 }, () => true, 3);
    expect(fromBack.map((g) => g.rowName)).toEqual(['Z', 'Z', 'Z']);
  });
});
