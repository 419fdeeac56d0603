import { describe, expect, it } from 'vitest';
import { nearestSeat, seatLabel, seatNearest, seatStatus, type SeatStatusInput } from './seat-map-model';
import type { VenueSeats } from './types';

/**
 * Two straight rows and a curved third (as the fan sections draw them):
 *   row A: ids 1-4 at x 0, 22, 44, 66, y 100
 *   row B: ids 5-8 at x 11, 33, 55, 77, y 126 (staggered half a seat)
 *   row C: ids 9-11 at x 0, 40, 80, y 160, 156, 160
 */
const seats: VenueSeats = {
  venueId: 1,
  sections: ['Center Orchestra', 'Mezzanine'],
  ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  section: [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1],
  sectionId: [1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2],
  row: ['A', 'A', 'A', 'A', 'B', 'B', 'B', 'B', 'C', 'C', 'C'],
  seat: ['101', '102', '103', '104', '101', '102', '103', '104', '1', '2', '3'],
  seatNumber: [1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3],
  x: [0, 22, 44, 66, 11, 33, 55, 77, 0, 40, 80],
  y: [100, 100, 100, 100, 126, 126, 126, 126, 160, 156, 160],
  tier: [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3],
  wheelchair: [],
  companion: [],
};

describe('nearestSeat (arrow keys on the map)', () => {
  it('moves along the row with left and right, and stops at its ends', () => {
    expect(nearestSeat(seats, 1, 'right')).toBe(2);
    expect(nearestSeat(seats, 1, 'left')).toBe(0);
    expect(nearestSeat(seats, 0, 'left')).toBeNull();
    // From the row's last seat, Right finds nothing further right in row A and takes the nearest one ahead.
    expect(nearestSeat(seats, 3, 'right')).toBe(7);
  });

  it('moves to the nearest seat of the row behind or in front with down and up', () => {
    expect(nearestSeat(seats, 1, 'down')).toBe(4); // x 22 -> x 11 and x 33 tie on distance; the first wins
    expect(nearestSeat(seats, 5, 'up')).toBe(1);
    expect(nearestSeat(seats, 0, 'up')).toBeNull();
    expect(nearestSeat(seats, 6, 'down')).toBe(9);
  });

  it('follows a steeply slanted row (the end of a curved one) rather than a nearer seat of the row behind', () => {
    // Row D climbs 20 for every 22 across; row E lies 26 below, level.
    const slanted = {
      sectionId: [1, 1, 1, 1, 1],
      row: ['D', 'D', 'D', 'E', 'E'],
      x: [0, 22, 44, 30, 52],
      y: [100, 80, 60, 126, 126],
    };
    expect(nearestSeat(slanted, 0, 'right')).toBe(1);
    expect(nearestSeat(slanted, 1, 'right')).toBe(2);
    expect(nearestSeat(slanted, 2, 'left')).toBe(1);
    // Past the row's end, the nearest seat that way.
    expect(nearestSeat(slanted, 2, 'right')).toBe(4);
  });

  it('follows a curved row rather than jumping rows', () => {
    expect(nearestSeat(seats, 8, 'right')).toBe(9);
    expect(nearestSeat(seats, 9, 'right')).toBe(10);
  });
});

describe('seatNearest', () => {
  it('finds the seat nearest a point, among the allowed ones', () => {
    expect(seatNearest(seats, { x: 40, y: 90 })).toBe(2);
    expect(seatNearest(seats, { x: 40, y: 90 }, (i) => seats.tier[i] === 3)).toBe(9);
    expect(seatNearest(seats, { x: 40, y: 90 }, () => false)).toBeNull();
  });
});

describe('seat status and accessible name', () => {
  const input: SeatStatusInput = {
    taken: new Set([2, 3]),
    sold: new Set([3]),
    mine: new Set([4]),
    tiersOnSale: new Set([1, 2]),
  };

  it('tells available, held, sold, held for you and not on sale apart', () => {
    expect(seatStatus(seats, 0, input)).toBe('available');
    expect(seatStatus(seats, 1, input)).toBe('held');
    expect(seatStatus(seats, 2, input)).toBe('sold');
    expect(seatStatus(seats, 3, input)).toBe('held for you');
    expect(seatStatus(seats, 9, input)).toBe('not on sale');
  });

  it('names section, row, seat, price and status', () => {
    expect(seatLabel(seats, 0, '$129.00 +Fees', 'available')).toBe('Center Orchestra, Row A, Seat 101, $129.00 +Fees, available');
    expect(seatLabel(seats, 9, '', 'not on sale')).toBe('Mezzanine, Row C, Seat 2, not on sale');
    expect(seatLabel(seats, 5, '$80.00 +Fees', 'sold', ['wheelchair space'])).toBe('Center Orchestra, Row B, Seat 102, $80.00 +Fees, wheelchair space, sold');
  });
});
