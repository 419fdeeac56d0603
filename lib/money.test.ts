import { describe, expect, it } from 'vitest';
import { discountPercent, formatDollars, formatWholeDollars } from './money';

describe('money', () => {
  it('rounds card prices to whole dollars', () => {
    expect(formatWholeDollars(4949)).toBe('$49');
    expect(formatWholeDollars(4950)).toBe('$50');
    expect(formatWholeDollars(129_900)).toBe('$1,299');
  });

  it('shows ticket prices with two decimals', () => {
    expect(formatDollars(4950)).toBe('$49.50');
    expect(formatDollars(12_000)).toBe('$120.00');
  });

  it('rounds the discount percent, and floors it for shows', () => {
    // (100 - 66.5) / 100 = 33.5 %
    expect(discountPercent(10_000, 6_650)).toBe(34);
    expect(discountPercent(10_000, 6_650, true)).toBe(33);
    expect(discountPercent(10_000, 10_000)).toBe(0);
    expect(discountPercent(10_000, 12_000)).toBe(0);
    expect(discountPercent(0, 100)).toBe(0);
  });
});
