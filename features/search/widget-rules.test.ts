import { describe, expect, it } from 'vitest';
import {
  DATE_NOT_VALID,
  END_NOT_AFTER_START,
  FIELD_REQUIRED,
  START_NOT_BEFORE_END,
  adultOptions,
  checkSearchDates,
  childOptions,
  formatTextDate,
  parseTextDate,
  pacificTodayHere,
  withChildren,
} from './widget-rules';
import { checkInCookie, checkOutCookie } from './search-cookies';

const today = '2026-11-22';

describe('text dates (month/day/year)', () => {
  it('read and write mm/dd/yyyy, refusing days that do not exist', () => {
    expect(parseTextDate('12/05/2026')).toBe('2026-12-05');
    expect(parseTextDate('1/5/2027')).toBe('2027-01-05');
    expect(parseTextDate('02/30/2027')).toBeNull();
    expect(parseTextDate('2026-12-05')).toBeNull();
    expect(formatTextDate('2027-01-05')).toBe('01/05/2027');
  });

  it('take today in Las Vegas', () => {
    expect(pacificTodayHere(new Date('2026-11-23T05:00:00Z'))).toBe('2026-11-22');
    expect(pacificTodayHere(new Date('2026-11-23T09:00:00Z'))).toBe('2026-11-23');
  });
});

describe('search dates per product type (storefront 5 and 9)', () => {
  it('requires both dates', () => {
    expect(checkSearchDates('SHOW', '', '', today).errors).toEqual({ startDate: FIELD_REQUIRED, endDate: FIELD_REQUIRED });
  });

  it('refuses malformed, past, too long (over 15 characters) and more-than-730-days-ahead dates', () => {
    expect(checkSearchDates('SHOW', '13/01/2026', '12/05/2026', today).errors.startDate).toBe(DATE_NOT_VALID);
    expect(checkSearchDates('SHOW', '11/21/2026', '12/05/2026', today).errors.startDate).toBe(DATE_NOT_VALID);
    expect(checkSearchDates('SHOW', '12/01/2026      ', '12/05/2026', today).errors.startDate).toBe(DATE_NOT_VALID);
    expect(checkSearchDates('SHOW', '11/20/2028', '11/21/2028', today).dates).not.toBeNull();
    expect(checkSearchDates('SHOW', '11/21/2028', '11/22/2028', today).errors.endDate).toBe(DATE_NOT_VALID);
  });

  it('lets a show search end on its start day, not a hotel or a tour search', () => {
    expect(checkSearchDates('SHOW', '12/05/2026', '12/05/2026', today).dates).toEqual({ startDate: '2026-12-05', endDate: '2026-12-05' });
    for (const type of ['HOTEL', 'TOUR'] as const) {
      expect(checkSearchDates(type, '12/05/2026', '12/05/2026', today).errors).toEqual({
        startDate: START_NOT_BEFORE_END,
        endDate: END_NOT_AFTER_START,
      });
    }
    expect(checkSearchDates('ATTRACTION', '12/05/2026', '12/05/2026', today).dates).not.toBeNull();
    expect(checkSearchDates('CLUB', '12/05/2026', '12/05/2026', today).dates).not.toBeNull();
  });

  it('makes both dates the end date when the end is before the start', () => {
    expect(checkSearchDates('SHOW', '12/10/2026', '12/05/2026', today).dates).toEqual({ startDate: '2026-12-05', endDate: '2026-12-05' });
    // ...which a hotel search then refuses as a same-day stay.
    expect(checkSearchDates('HOTEL', '12/10/2026', '12/05/2026', today).errors.endDate).toBe(END_NOT_AFTER_START);
  });

  it('refuses a window longer than the type allows: 31 days, 14 nights for hotels', () => {
    expect(checkSearchDates('SHOW', '12/01/2026', '01/01/2027', today).dates).not.toBeNull();
    expect(checkSearchDates('SHOW', '12/01/2026', '01/02/2027', today).errors.endDate).toBe('Please choose a search of 31 days or less.');
    expect(checkSearchDates('HOTEL', '12/01/2026', '12/15/2026', today).dates).not.toBeNull();
    expect(checkSearchDates('HOTEL', '12/01/2026', '12/16/2026', today).errors.endDate).toBe('Please choose a search of 14 days or less.');
  });
});

describe('rooms and travellers (ticket-buying 5 and 9)', () => {
  it('offers adults 1 to 4 minus children and children 0 to 4 minus adults', () => {
    expect(adultOptions(0)).toEqual([1, 2, 3, 4]);
    expect(adultOptions(2)).toEqual([1, 2]);
    expect(childOptions(2)).toEqual([0, 1, 2]);
    expect(childOptions(4)).toEqual([0]);
  });

  it('keeps one age per child, new ones unset (Choose Age, -1)', () => {
    expect(withChildren({ adults: 2, children: 1, childAges: [5] }, 2).childAges).toEqual([5, -1]);
    expect(withChildren({ adults: 2, children: 2, childAges: [5, 9] }, 1).childAges).toEqual([5]);
  });
});

describe('search cookies', () => {
  it('name the per-type and legacy date cookies', () => {
    expect(checkInCookie('HOTEL')).toBe('hotelCHECKINDATE');
    expect(checkOutCookie('SHOW')).toBe('showCHECKOUTDATE');
    expect(checkInCookie('RESTAURANT')).toBe('CHECKINDATE');
    expect(checkOutCookie(null)).toBe('CHECKOUTDATE');
  });
});
