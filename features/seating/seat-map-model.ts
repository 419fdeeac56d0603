/**
 * The seat map's rules for keyboard and screen-reader use (issue 10, accessible seat selection):
 * what each seat is called and which seat an arrow key moves to. Pure functions over the venue's
 * seat columns, shared by the map island and its tests.
 */
import type { VenueSeats } from './types';

/** What a seat is for this visitor right now. */
export type SeatStatus = 'available' | 'held' | 'sold' | 'held for you' | 'not on sale';

export interface SeatStatusInput {
  /** Seats sold or held by another cart. */
  readonly taken: ReadonlySet<number>;
  /** Of those, the sold ones. */
  readonly sold: ReadonlySet<number>;
  /** Seats this visitor's cart holds. */
  readonly mine: ReadonlySet<number>;
  /** Price tiers that have a ticket type on sale. */
  readonly tiersOnSale: ReadonlySet<number>;
}

export function seatStatus(seats: VenueSeats, index: number, input: SeatStatusInput): SeatStatus {
  const id = seats.ids[index] as number;
  if (input.mine.has(id)) return 'held for you';
  if (input.sold.has(id)) return 'sold';
  if (input.taken.has(id)) return 'held';
  if (!input.tiersOnSale.has(seats.tier[index] as number)) return 'not on sale';
  return 'available';
}

/**
 * A seat's accessible name: section, row, seat, price and status, e.g.
 * 'Center Orchestra, Row B, Seat 104, $129.00 +Fees, available'. `price` is omitted when empty.
 */
export function seatLabel(seats: VenueSeats, index: number, price: string, status: SeatStatus, extra: readonly string[] = []): string {
  const parts = [seats.sections[seats.section[index] as number] ?? '', `Row ${seats.row[index]}`, `Seat ${seats.seat[index]}`];
  if (price) parts.push(price);
  parts.push(...extra, status);
  return parts.join(', ');
}

export type MapDirection = 'up' | 'down' | 'left' | 'right';

const DIRECTIONS: Record<MapDirection, readonly [number, number]> = {
  up: [0, -1],
  down: [0, 1],
  left: [-1, 0],
  right: [1, 0],
};

export const ARROW_DIRECTIONS: Readonly<Record<string, MapDirection>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/**
 * How much a map unit off the line of the arrow counts against a seat, beside a unit along it:
 * Right takes the next seat of the row rather than a nearer one in the row behind.
 */
const SIDEWAYS_WEIGHT = 3;

/**
 * The seat an arrow key moves to from seat `from`: left and right the next seat of the row that
 * way; up and down (and left and right past a row's end) the nearest seat ahead in that
 * direction, seats off to the side counting extra (see SIDEWAYS_WEIGHT). Null at the map's edge.
 * One pass over the seats: a few microseconds a key even for the 4,211-seat venue.
 */
export function nearestSeat(seats: Pick<VenueSeats, 'x' | 'y' | 'sectionId' | 'row'>, from: number, direction: MapDirection): number | null {
  const [dx, dy] = DIRECTIONS[direction];
  const x0 = seats.x[from] as number;
  const y0 = seats.y[from] as number;
  // Left and right follow the row first: on the slanted ends of a curved row the next seat can lie
  // further off the horizontal than a seat of the row behind.
  if (dy === 0) {
    let next: number | null = null;
    let nextDistance = Infinity;
    for (let i = 0; i < seats.x.length; i += 1) {
      if (i === from || seats.sectionId[i] !== seats.sectionId[from] || seats.row[i] !== seats.row[from]) continue;
      const along = ((seats.x[i] as number) - x0) * dx;
      if (along > 0 && along < nextDistance) {
        nextDistance = along;
        next = i;
      }
    }
    if (next !== null) return next;
  }
  let best: number | null = null;
  let bestScore = Infinity;
  for (let i = 0; i < seats.x.length; i += 1) {
    if (i === from) continue;
    const vx = (seats.x[i] as number) - x0;
    const vy = (seats.y[i] as number) - y0;
    const ahead = vx * dx + vy * dy;
    if (ahead <= 0) continue;
    const sideways = Math.abs(vx * dy - vy * dx);
    const score = ahead + SIDEWAYS_WEIGHT * sideways;
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}

/** The seat nearest a point (where the keyboard starts when nothing is picked yet). */
export function seatNearest(seats: Pick<VenueSeats, 'x' | 'y'>, point: { readonly x: number; readonly y: number }, allowed?: (index: number) => boolean): number | null {
  let best: number | null = null;
  let bestDistance = Infinity;
  for (let i = 0; i < seats.x.length; i += 1) {
    if (allowed && !allowed(i)) continue;
    const distance = Math.hypot((seats.x[i] as number) - point.x, (seats.y[i] as number) - point.y);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = i;
    }
  }
  return best;
}
