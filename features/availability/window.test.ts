import { describe, expect, it } from 'vitest';
import { availabilityWindow, isSoldByDate } from './window';
import { formatSlotDate, formatSlotTime, groupByDate } from './format';

const TODAY = '2026-11-23';

describe('availabilityWindow', () => {
  it('starts at the later of the requested start and today', () => {
    expect(availabilityWindow('SHOW', { startDate: '2026-12-01', endDate: '2026-12-05' }, TODAY)).toEqual({ startDate: '2026-12-01', endDate: '2026-12-05' });
    expect(availabilityWindow('SHOW', { startDate: '2026-11-01', endDate: '2026-11-30' }, TODAY)).toEqual({ startDate: TODAY, endDate: '2026-11-30' });
  });

  it('spans the type’s default when no end is asked for or the end no longer fits', () => {
    expect(availabilityWindow('SHOW', { startDate: null, endDate: null }, TODAY)).toEqual({ startDate: TODAY, endDate: '2026-12-07' });
    expect(availabilityWindow('RESTAURANT', { startDate: null, endDate: null }, TODAY)).toEqual({ startDate: TODAY, endDate: '2026-11-30' });
    // A past search: its end is before today, so the default span from today.
    expect(availabilityWindow('SHOW', { startDate: '2026-11-01', endDate: '2026-11-05' }, TODAY)).toEqual({ startDate: TODAY, endDate: '2026-12-07' });
    // Longer than the type allows (31 days): the default span.
    expect(availabilityWindow('SHOW', { startDate: '2026-12-01', endDate: '2027-01-15' }, TODAY)).toEqual({ startDate: '2026-12-01', endDate: '2026-12-15' });
  });

  it('gives hotel stays at least one night and at most 14', () => {
    expect(availabilityWindow('HOTEL', { startDate: '2026-12-01', endDate: '2026-12-01' }, TODAY)).toEqual({ startDate: '2026-12-01', endDate: '2026-12-03' });
    expect(availabilityWindow('HOTEL', { startDate: '2026-12-01', endDate: '2026-12-15' }, TODAY)).toEqual({ startDate: '2026-12-01', endDate: '2026-12-15' });
    expect(availabilityWindow('HOTEL', { startDate: '2026-12-01', endDate: '2026-12-16' }, TODAY)).toEqual({ startDate: '2026-12-01', endDate: '2026-12-03' });
    // Tours may not end on their start day either.
    expect(availabilityWindow('TOUR', { startDate: '2026-12-01', endDate: '2026-12-01' }, TODAY).endDate).toBe('2026-12-15');
  });

  it('knows which types are sold by date', () => {
    expect(['SHOW', 'TOUR', 'ATTRACTION', 'CLUB', 'RESTAURANT', 'HOTEL'].every((t) => isSoldByDate(t as never))).toBe(true);
    expect(['SPA', 'BAR', 'SHOPPING', 'AIR_HOTEL'].some((t) => isSoldByDate(t as never))).toBe(false);
  });
});

describe('slot formatting', () => {
  it('writes times on a 12-hour clock and dates whatever the zone', () => {
    expect(formatSlotTime('2026-12-01T19:30')).toBe('7:30 PM');
    expect(formatSlotTime('2026-12-01T00:05')).toBe('12:05 AM');
    expect(formatSlotTime('2026-12-01T12:00')).toBe('12:00 PM');
    expect(formatSlotDate('2026-12-01')).toBe('Tue, Dec 1, 2026');
  });

  it('groups slots by date in order', () => {
    const groups = groupByDate([{ dateTime: '2026-12-01T19:00' }, { dateTime: '2026-12-01T21:30' }, { dateTime: '2026-12-02T19:00' }]);
    expect(groups.map((g) => [g.date, g.slots.length])).toEqual([
      ['2026-12-01', 2],
      ['2026-12-02', 1],
    ]);
  });
});
