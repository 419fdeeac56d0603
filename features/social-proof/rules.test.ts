import { describe, expect, it } from 'vitest';
import { PEOPLE_LOOKING_MIN, bookedInLastHoursText, infoBarMessages, bookedPast24HoursText, bookedTodayText, hoursSince, lookingNowSince, peopleLookingText, viewWindowStart } from './rules';

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

  it('counts bookings in the words of the spec, nothing below the minimum', () => {
    expect(bookedTodayText(0)).toBeNull();
    expect(bookedTodayText(1)).toBe('Booked 1 time today');
    expect(bookedTodayText(4)).toBe('Booked 4 times today');
    expect(bookedTodayText(4, true)).toBe('Already booked 4 times today');
    expect(bookedPast24HoursText(0)).toBeNull();
    expect(bookedPast24HoursText(12)).toBe('Booked 12 times in past 24 hours');
    expect(bookedInLastHoursText(null)).toBeNull();
    expect(bookedInLastHoursText(1)).toBe('Booked in last 1 hr');
    expect(bookedInLastHoursText(5)).toBe('Booked in last 5 hrs');
    expect(bookedInLastHoursText(49)).toBeNull();
    const now = new Date('2026-11-23T18:00:00Z');
    expect(hoursSince(new Date('2026-11-23T17:50:00Z'), now)).toBe(1);
    expect(hoursSince(new Date('2026-11-23T15:30:00Z'), now)).toBe(3);
  });

  it('gives the info bar the messages of the spec in its order, only those at or above the minimums', () => {
    expect(infoBarMessages({ lookingNow: 3, bookedPast24Hours: 2, lastBookedHoursAgo: 1 })).toEqual([
      'Booked in last 1 hr',
      '3 people looking right now',
      'Booked 2 times in past 24 hours',
    ]);
    expect(infoBarMessages({ lookingNow: 1, bookedPast24Hours: 0, lastBookedHoursAgo: 30 })).toEqual(['Booked in last 30 hrs']);
    expect(infoBarMessages({ lookingNow: 2, bookedPast24Hours: 0, lastBookedHoursAgo: null })).toEqual(['2 people looking right now']);
    expect(infoBarMessages({ lookingNow: 1, bookedPast24Hours: 0, lastBookedHoursAgo: 49 })).toEqual([]);
    // The booking count rolls in the bar as its rolling variant, from the minimum count (1) on.
    expect(infoBarMessages({ lookingNow: 3, bookedPast24Hours: 2, lastBookedHoursAgo: 1, bookedToday: 2 })).toEqual([
      'Booked in last 1 hr',
      '3 people looking right now',
      'Booked 2 times in past 24 hours',
      'Already booked 2 times today',
    ]);
    expect(infoBarMessages({ lookingNow: 0, bookedPast24Hours: 1, lastBookedHoursAgo: 3, bookedToday: 1 }).at(-1)).toBe('Already booked 1 time today');
    expect(infoBarMessages({ lookingNow: 0, bookedPast24Hours: 0, lastBookedHoursAgo: null, bookedToday: 0 })).toEqual([]);
  });
});
