import { formatCalendarDate } from './dates';
import { formatDollars } from './money';

/** What the cart, checkout, the confirmation page and e-mail and the order pages know of a hotel stay. */
export interface StayFacts {
  /** yyyy-MM-dd, Pacific. */
  readonly checkIn: string;
  readonly checkOut: string;
  readonly guests: number;
  /** One room's rate for each night, check-in night first. */
  readonly nightly: readonly { readonly night: string; readonly rateCents: number }[];
  readonly cancellationHours: number;
  /** The stay's confirmation number, once ordered. */
  readonly confirmationNumber?: string | null;
}

/**
 * A stay as lines of text, the same wherever it is shown: dates and nights, guests, the nightly
 * breakdown, the cancellation window and, once ordered, its confirmation number.
 */
export function stayLines(stay: StayFacts): string[] {
  const lines = [
    stayDatesLine(stay),
    `${stay.guests} ${stay.guests === 1 ? 'guest' : 'guests'}`,
    `Nightly rates: ${stay.nightly.map((n) => `${formatCalendarDate(n.night)} ${formatDollars(n.rateCents)}`).join('; ')}`,
    `Free cancellation until ${stay.cancellationHours} hours before check-in`,
  ];
  if (stay.confirmationNumber) lines.push(confirmationLine(stay.confirmationNumber));
  return lines;
}

function stayDatesLine(stay: Pick<StayFacts, 'checkIn' | 'checkOut' | 'nightly'>): string {
  const nights = stay.nightly.length;
  return `Check-in ${formatCalendarDate(stay.checkIn)}, check-out ${formatCalendarDate(stay.checkOut)} (${nights} ${nights === 1 ? 'night' : 'nights'})`;
}

const confirmationLine = (number: string) => `Hotel confirmation number ${number}`;

/**
 * A stay in a list of orders (order lookup, My Account), said as briefly as a ticket line is: the
 * rooms and room type, the dates and nights, and the stay's confirmation number, in the words of
 * stayLines.
 */
export function stayListLines(stay: Pick<StayFacts, 'checkIn' | 'checkOut' | 'nightly' | 'confirmationNumber'>, roomType: string, rooms: number): string[] {
  const lines = [`${rooms} ${rooms === 1 ? 'room' : 'rooms'} × ${roomType}`, stayDatesLine(stay)];
  if (stay.confirmationNumber) lines.push(confirmationLine(stay.confirmationNumber));
  return lines;
}
