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
  const nights = stay.nightly.length;
  const lines = [
    `Check-in ${formatCalendarDate(stay.checkIn)}, check-out ${formatCalendarDate(stay.checkOut)} (${nights} ${nights === 1 ? 'night' : 'nights'})`,
    `${stay.guests} ${stay.guests === 1 ? 'guest' : 'guests'}`,
    `Nightly rates: ${stay.nightly.map((n) => `${formatCalendarDate(n.night)} ${formatDollars(n.rateCents)}`).join('; ')}`,
    `Free cancellation until ${stay.cancellationHours} hours before check-in`,
  ];
  if (stay.confirmationNumber) lines.push(`Hotel confirmation number ${stay.confirmationNumber}`);
  return lines;
}
