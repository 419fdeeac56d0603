import { describe, expect, it } from 'vitest';
import { DEADLINE_TIMER } from '@/lib/config/constants';
import { DEADLINE_CUTOFF_SECONDS, formatCountdown, isWithinCutoff, secondsLeft } from './rules';

describe('deadline timer rules (storefront 9)', () => {
  it('is enabled, with a cutoff of 86400 s and one timer', () => {
    expect(DEADLINE_TIMER).toEqual({ enabled: true, cutoffSeconds: 86_400, timerCount: 1 });
    expect(DEADLINE_CUTOFF_SECONDS).toBe(86_400);
  });

  it('formats the time left as hh:mm:ss', () => {
    expect(formatCountdown(86_400)).toBe('24:00:00');
    expect(formatCountdown(86_399)).toBe('23:59:59');
    expect(formatCountdown(3_600)).toBe('01:00:00');
    expect(formatCountdown(3_599)).toBe('00:59:59');
    expect(formatCountdown(61)).toBe('00:01:01');
    expect(formatCountdown(7)).toBe('00:00:07');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });

  it('counts whole seconds left, rounded up, never below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_800)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });

  it('shows only a deal that has not ended and ends within the cutoff', () => {
    const now = Date.parse('2026-11-23T16:00:00Z');
    expect(isWithinCutoff(now + 86_400_000, now)).toBe(true);
    expect(isWithinCutoff(now + 86_400_001, now)).toBe(false);
    expect(isWithinCutoff(now + 1, now)).toBe(true);
    expect(isWithinCutoff(now, now)).toBe(false);
    expect(isWithinCutoff(now - 1_000, now)).toBe(false);
  });
});
