import type { deals } from '../schema';
import type { ProductPlan } from './catalog';
import { discountPercent } from './merch';
import { addCalendarDays, pacificInstant } from '@/lib/dates';
import { hashUnit } from '@/lib/prng';

export type DealRow = Omit<typeof deals.$inferInsert, 'id'>;

/** Share of days on which a discounted product's deal comes to an end. */
export const DEAL_END_SHARE = 0.15;
/** Deals smaller than this are not advertised as deals. */
const MIN_DEAL_PERCENT = 10;

/**
 * The deals of a product that end on the given Pacific dates: a sellable product sold below the
 * box office has, on about one day in seven, a deal ('Save up to N%') that ran from midnight one
 * to three days before and ends that day between 9:00 and 23:00. Every decision hangs on the
 * product and the date alone (like performances), so a later top-up makes the same rows and at
 * any moment some deals end within the next day.
 */
export function dealsFor(plan: ProductPlan, dates: readonly string[]): DealRow[] {
  if (!plan.product.sellable) return [];
  const percent = discountPercent(plan);
  if (percent < MIN_DEAL_PERCENT) return [];
  const id = plan.product.id;
  const rows: DealRow[] = [];
  for (const date of dates) {
    if (hashUnit(`deal:${id}:${date}`) >= DEAL_END_SHARE) continue;
    const endHour = 9 + Math.floor(hashUnit(`deal-end:${id}:${date}`) * 15);
    const days = 1 + Math.floor(hashUnit(`deal-days:${id}:${date}`) * 3);
    rows.push({
      productId: id,
      name: `Save up to ${percent}%`,
      startsAt: pacificInstant(addCalendarDays(date, 1 - days), '00:00'),
      endsAt: pacificInstant(date, `${String(endHour).padStart(2, '0')}:00`),
    });
  }
  return rows;
}
