import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';
import { formatPerformanceTime } from '@/lib/dates/performance-time';
import { cartItemPrices, cartTotals } from './pricing';

describe('formatPerformanceTime', () => {
  it('reads the Las Vegas wall clock, whatever the instant is in UTC', () => {
    // 2026-12-06T03:30Z is 7:30 PM PST on Saturday, December 5.
    expect(formatPerformanceTime(new Date('2026-12-06T03:30:00Z'))).toBe('Sat, Dec 5, 2026 7:30 PM');
    expect(formatPerformanceTime(new Date('2026-07-04T19:05:00Z'))).toBe('Sat, Jul 4, 2026 12:05 PM');
    expect(formatPerformanceTime(new Date('2026-07-04T07:00:00Z'))).toBe('Sat, Jul 4, 2026 12:00 AM');
  });
});

describe('formatCountdown', () => {
  it('shows mm:ss and stops at 00:00', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});

describe('cart prices', () => {
  it('multiplies per-ticket amounts in cents and sums the items', () => {
    const a = cartItemPrices(2, { priceCents: 4999, feeCents: 850, taxCents: 412 });
    expect(a).toEqual({ unitPriceCents: 4999, unitFeeCents: 850, unitTaxCents: 412, subtotalCents: 9998, feesCents: 1700, taxesCents: 824, totalCents: 12522 });
    const b = cartItemPrices(3, { priceCents: 1001, feeCents: 0, taxCents: 1 });
    expect(cartTotals([a, b])).toEqual({ subtotalCents: 13001, feesCents: 1700, taxesCents: 827, totalCents: 15528 });
    expect(cartTotals([])).toEqual({ subtotalCents: 0, feesCents: 0, taxesCents: 0, totalCents: 0 });
  });
});
