import * as z from 'zod/mini';
import { isCalendarDate } from '@/lib/dates';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const calendarDate = (name: string) =>
  z.string().check(z.regex(DATE, `${name}: yyyy-MM-dd`), z.refine(isCalendarDate, `${name}: not a calendar date`));

/** GET /api/availability?productId=&startDate=&endDate=&roomQty= */
export const availabilityQuerySchema = z.object({
  productId: z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'productId: a product id')), z.transform(Number)).check(
    z.refine((id: number) => id <= 2_147_483_647, 'productId: a product id'),
  ),
  startDate: z.optional(calendarDate('startDate')),
  endDate: z.optional(calendarDate('endDate')),
  roomQty: z.optional(z.pipe(z.string().check(z.regex(/^[1-4]$/, 'roomQty: 1 to 4')), z.transform(Number))),
});

export type AvailabilityQuery = z.output<typeof availabilityQuerySchema>;

/** A performance, tour departure, attraction slot, club night or restaurant seating. */
export interface AvailabilitySlot {
  /** The performance (its tickets and seats are asked for by this id). */
  readonly performanceId: number;
  /** Pacific `yyyy-MM-ddTHH:mm`. */
  readonly dateTime: string;
  readonly available: boolean;
  /** The cheapest ticket of the slot in cents, before fees and tax. */
  readonly priceCents: number;
  readonly basePriceCents: number;
  /** Where choosing it leads (quantity or seat selection); null when unavailable. */
  readonly href: string | null;
}

/** A hotel room type for the whole stay. */
export interface AvailabilityRoom {
  readonly skuId: number;
  readonly name: string;
  readonly maxOccupancy: number | null;
  readonly available: boolean;
  /** Average night of the stay, and the stay's total, in cents before fees and tax. */
  readonly nightlyCents: number;
  readonly baseNightlyCents: number;
  readonly totalCents: number;
  readonly href: string | null;
}

export interface Availability {
  readonly productId: number;
  readonly startDate: string;
  readonly endDate: string;
  readonly slots: readonly AvailabilitySlot[];
  readonly rooms: readonly AvailabilityRoom[];
  /** The type's label for what cannot be booked ('No Performance', 'No Vacancy', 'Sold Out/Unavailable'). */
  readonly unavailableLabel: string;
  /** When nothing in the window can be booked: the next dates that can (at most NEXT_AVAILABLE_DATES). */
  readonly nextAvailableDates: readonly string[];
  /** Spec 8's message when nothing in the window can be booked; null otherwise. */
  readonly message: string | null;
}
