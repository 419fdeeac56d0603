import { describe, expect, it } from 'vitest';
import { PEOPLE_LOOKING_MIN, lookingNowSince, peopleLookingText, viewWindowStart } from './rules';

describe('social-proof rules', () => {
  it('puts views in 30-minute windows and counts the current and the previous one as now', () => {
    const now = new Date('2026-11-23T17:44:10Z');
    expect(viewWindowStart(now).toISOString()).toBe('2026-11-23T17:30:00.000Z');
    expect(lookingNowSince(now).toISOString()).toBe('2026-11-23T17:00:00.000Z');
  });

  it('shows the notice only from the minimum on', () => {
    expect(PEOPLE_LOOKING_MIN).toBe(2);
    expect(peopleLookingText(0)).toBeNull();
    expect(peopleLookingText(1)).toBeNull();
    expect(peopleLookingText(2)).toBe('2 people looking right now');
    expect(peopleLookingText(37)).toBe('37 people looking right now');
  });
});
