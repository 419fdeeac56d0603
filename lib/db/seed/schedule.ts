import type { performances, roomNights } from '../schema';
import type { ProductPlan } from './catalog';
import { addCalendarDays, pacificInstant, weekdayOf } from '@/lib/dates';
import { hashUnit } from '@/lib/prng';
import { BOOKABLE_DAYS } from '../demo-window';

export { BOOKABLE_DAYS };

/** Share of performances marked cancelled, so "No Performance" states exist in the demo. */
const CANCELLED_SHARE = 0.006;

export type PerformanceRow = Omit<typeof performances.$inferInsert, 'id' | 'venueId'> & { venueKey: string | null };
export type RoomNightRow = typeof roomNights.$inferInsert;

/** The Pacific dates from `firstDate` on, `days` of them. */
export function dateRange(firstDate: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => addCalendarDays(firstDate, i));
}

/**
 * Performances of a product on the given dates. Every decision hangs on the product and the
 * date alone (not on when the seed ran), so a later top-up would produce the same rows.
 */
export function performancesFor(plan: ProductPlan, dates: string[]): PerformanceRow[] {
  if (!plan.weekly) return [];
  const rows: PerformanceRow[] = [];
  for (const date of dates) {
    for (const time of plan.weekly[weekdayOf(date)] ?? []) {
      rows.push({
        productId: plan.product.id,
        startsAt: pacificInstant(date, time),
        venueKey: plan.venueKey,
        cancelled: hashUnit(`cancel:${plan.product.id}:${date}T${time}`) < CANCELLED_SHARE,
      });
    }
  }
  return rows;
}

/** Friday and Saturday nights are the expensive ones in Las Vegas. */
function isWeekendNight(date: string): boolean {
  const day = weekdayOf(date);
  return day === 5 || day === 6;
}

/**
 * Las Vegas seasons by month (index 0 = January): spring and autumn convention season and the
 * December holidays are dear, the summer heat cheap.
 */
export const SEASON_FACTORS: readonly number[] = [0.94, 1.02, 1.1, 1.08, 1.04, 0.92, 0.85, 0.86, 1.0, 1.1, 1.02, 1.06];

/** A share of a night's rate in cents, ending in 99 like the rate itself, never above it. */
function shareOfRate(rate: number, factor: number | null): number | null {
  if (factor === null) return null;
  return Math.min(rate, Math.max(99, Math.round((rate * factor) / 100) * 100 - 1));
}

export function roomNightsFor(plan: ProductPlan, dates: string[]): RoomNightRow[] {
  const rows: RoomNightRow[] = [];
  for (const room of plan.rooms) {
    for (const night of dates) {
      // Demand wobbles +/-12% night to night around the weekday and season; conventions and holidays are not modelled.
      const wobble = 0.88 + hashUnit(`rate:${room.skuId}:${night}`) * 0.24;
      const season = SEASON_FACTORS[Number(night.slice(5, 7)) - 1] ?? 1;
      const factor = (isWeekendNight(night) ? room.weekendFactor : 1) * season * wobble;
      const rate = Math.max(1_000, Math.round((room.rateCents * factor) / 100) * 100 - 1);
      rows.push({
        skuId: room.skuId,
        night,
        rateCents: rate,
        baseRateCents: Math.max(rate, Math.round(rate * room.rackFactor)),
        memberRateCents: shareOfRate(rate, room.memberFactor),
        insiderRateCents: shareOfRate(rate, room.insiderFactor),
        roomsTotal: room.roomsTotal,
      });
    }
  }
  return rows;
}
