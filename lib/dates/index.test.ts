import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addCalendarDays,
  addCalendarYears,
  formatCalendarDate,
  compareCalendarDates,
  differenceInCalendarDays,
  formatPacificDateTime,
  isCalendarDate,
  isPacificDateTime,
  PACIFIC_TIME_ZONE,
  pacificInstant,
  pacificParts,
  pacificToday,
  parseCalendarDate,
  parsePacificDateTime,
  weekdayOf,
} from './index';

const HOUR = 3_600_000;
const utc = (iso: string) => new Date(iso);

describe('calendar dates', () => {
  it('accepts real yyyy-MM-dd dates only', () => {
    expect(parseCalendarDate('2026-12-01')).toEqual({ year: 2026, month: 12, day: 1 });
    for (const good of ['2026-01-31', '2026-04-30', '2028-02-29', '2000-02-29', '2026-12-31']) {
      expect(isCalendarDate(good), good).toBe(true);
    }
    for (const bad of [
      '2026-02-29', // not a leap year
      '1900-02-29', // century, not a leap year
      '2026-02-30',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-01-32',
      '2026-1-05',
      '2026-01-5',
      '26-01-05',
      '+2026-01-05',
      ' 2026-01-05',
      '2026-01-05 ',
      '2026-01-05T00:00',
      '2026/01/05',
      '12/01/2026',
      '',
    ]) {
      expect(isCalendarDate(bad), bad).toBe(false);
      expect(parseCalendarDate(bad), bad).toBeNull();
    }
  });

  it('adds days across month and year ends and leap days', () => {
    expect(addCalendarDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addCalendarDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addCalendarDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addCalendarDays('2026-12-01', 730)).toBe('2028-11-30');
    expect(addCalendarDays('2026-05-17', 0)).toBe('2026-05-17');
  });

  it('adds days over both 2026 daylight-saving changes without skipping or repeating a day', () => {
    expect(addCalendarDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addCalendarDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addCalendarDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addCalendarDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addCalendarDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(addCalendarDays('2026-11-02', -2)).toBe('2026-10-31');
  });

  it('refuses invalid input instead of guessing', () => {
    expect(() => addCalendarDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addCalendarDays('2026-12-01', 1.5)).toThrow(RangeError);
    expect(() => addCalendarDays('2026-12-01', Number.NaN)).toThrow(RangeError);
    expect(() => addCalendarDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => differenceInCalendarDays('2026-12-01', 'today')).toThrow(RangeError);
    expect(() => weekdayOf('2026-13-01')).toThrow(RangeError);
  });

  it('counts calendar days across daylight-saving changes, month ends and leap years', () => {
    // Each of these spans contains a 23-hour or a 25-hour day in Las Vegas.
    expect(differenceInCalendarDays('2026-03-09', '2026-03-07')).toBe(2);
    expect(differenceInCalendarDays('2026-03-31', '2026-03-01')).toBe(30);
    expect(differenceInCalendarDays('2026-11-02', '2026-10-31')).toBe(2);
    expect(differenceInCalendarDays('2026-11-30', '2026-11-01')).toBe(29);
    expect(differenceInCalendarDays('2026-12-01', '2026-01-01')).toBe(334);
    expect(differenceInCalendarDays('2026-01-01', '2026-12-01')).toBe(-334);
    expect(differenceInCalendarDays('2029-01-01', '2028-01-01')).toBe(366);
    expect(differenceInCalendarDays('2027-01-01', '2026-01-01')).toBe(365);
    expect(differenceInCalendarDays('2028-11-30', '2026-12-01')).toBe(730);
  });

  it('agrees with a UTC day count on every day from 1999 to 2031', () => {
    const start = Date.UTC(1999, 0, 1);
    const mismatches: string[] = [];
    for (let n = 0; n < 12_000; n += 1) {
      const reference = new Date(start + n * 86_400_000);
      const date = reference.toISOString().slice(0, 10);
      const sum = addCalendarDays('1999-01-01', n);
      const span = differenceInCalendarDays(date, '1999-01-01');
      const weekday = weekdayOf(date);
      if (sum !== date || span !== n || weekday !== reference.getUTCDay()) mismatches.push(`${n}: ${sum} ${span} ${weekday}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('names weekdays with Sunday = 0', () => {
    expect(weekdayOf('2026-03-08')).toBe(0); // both 2026 changes happen on a Sunday
    expect(weekdayOf('2026-11-01')).toBe(0);
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-12-04')).toBe(5);
    expect(weekdayOf('2028-02-29')).toBe(2);
    expect(weekdayOf('1969-12-31')).toBe(3);
  });

  it('compares dates and sorts them chronologically', () => {
    expect(compareCalendarDates('2026-12-01', '2026-12-02')).toBe(-1);
    expect(compareCalendarDates('2027-01-01', '2026-12-31')).toBe(1);
    expect(compareCalendarDates('2026-11-01', '2026-11-01')).toBe(0);
    expect(['2027-01-01', '2026-03-08', '2026-12-31', '2026-11-01'].sort(compareCalendarDates)).toEqual([
      '2026-03-08',
      '2026-11-01',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(() => compareCalendarDates('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });
});

describe('years and display', () => {
  it('adds whole years to a date, keeping the day or clamping 29 February', () => {
    expect(addCalendarYears('2026-11-23', 1)).toBe('2027-11-23');
    expect(addCalendarYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addCalendarYears('2028-02-29', 4)).toBe('2032-02-29');
    expect(addCalendarYears('2027-03-01', -1)).toBe('2026-03-01');
    expect(() => addCalendarYears('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addCalendarYears('2026-01-01', 0.5)).toThrow(RangeError);
  });

  it('writes a date the way a visitor reads it', () => {
    expect(formatCalendarDate('2027-11-23')).toBe('November 23, 2027');
    expect(formatCalendarDate('2028-01-05')).toBe('January 5, 2028');
    expect(() => formatCalendarDate('2027-13-01')).toThrow(RangeError);
  });
});

describe('Pacific instants', () => {
  it('is the Las Vegas zone', () => {
    expect(PACIFIC_TIME_ZONE).toBe('America/Los_Angeles');
  });

  it("gives today's date in Las Vegas, turning at Pacific midnight", () => {
    expect(pacificToday(utc('2026-03-08T07:59:00Z'))).toBe('2026-03-07'); // 23:59 PST
    expect(pacificToday(utc('2026-03-08T08:00:00Z'))).toBe('2026-03-08'); // 00:00 PST
    expect(pacificToday(utc('2026-03-09T06:59:00Z'))).toBe('2026-03-08'); // 23:59 PDT
    expect(pacificToday(utc('2026-03-09T07:00:00Z'))).toBe('2026-03-09'); // 00:00 PDT
    expect(pacificToday(utc('2026-11-01T06:59:00Z'))).toBe('2026-10-31');
    expect(pacificToday(utc('2026-11-01T07:00:00Z'))).toBe('2026-11-01');
    expect(pacificToday(utc('2026-11-02T07:59:00Z'))).toBe('2026-11-01'); // the 25-hour day
    expect(pacificToday(utc('2026-11-02T08:00:00Z'))).toBe('2026-11-02');
    expect(pacificToday(utc('2026-12-31T23:00:00Z'))).toBe('2026-12-31');
    expect(pacificToday(utc('2027-01-01T08:00:00Z'))).toBe('2027-01-01');
  });

  it('places wall-clock times around the spring-forward change (2026-03-08 02:00 -> 03:00)', () => {
    const at130 = pacificInstant('2026-03-08', '01:30');
    const at330 = pacificInstant('2026-03-08', '03:30');
    expect(at130.toISOString()).toBe('2026-03-08T09:30:00.000Z');
    expect(pacificParts(at130).offsetMinutes).toBe(-480); // PST
    expect(at330.toISOString()).toBe('2026-03-08T10:30:00.000Z');
    expect(pacificParts(at330).offsetMinutes).toBe(-420); // PDT
    expect(at330.getTime() - at130.getTime()).toBe(HOUR); // two wall hours, one real hour
    // 02:00-02:59 never happens; it is read forward by the one-hour gap.
    expect(pacificInstant('2026-03-08', '02:00').toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(pacificInstant('2026-03-08', '02:30')).toEqual(at330);
    expect(pacificInstant('2026-03-08', '02:59').toISOString()).toBe('2026-03-08T10:59:00.000Z');
    expect(pacificInstant('2026-03-08', '01:59').toISOString()).toBe('2026-03-08T09:59:00.000Z');
  });

  it('places wall-clock times around the fall-back change (2026-11-01 02:00 -> 01:00)', () => {
    const at030 = pacificInstant('2026-11-01', '00:30');
    const at130 = pacificInstant('2026-11-01', '01:30');
    const at230 = pacificInstant('2026-11-01', '02:30');
    expect(at030.toISOString()).toBe('2026-11-01T07:30:00.000Z');
    expect(pacificParts(at030).offsetMinutes).toBe(-420);
    // 01:30 happens twice; it means the first one, still on daylight time.
    expect(at130.toISOString()).toBe('2026-11-01T08:30:00.000Z');
    expect(pacificParts(at130).offsetMinutes).toBe(-420);
    expect(at230.toISOString()).toBe('2026-11-01T10:30:00.000Z');
    expect(pacificParts(at230).offsetMinutes).toBe(-480);
    expect(at230.getTime() - at030.getTime()).toBe(3 * HOUR); // two wall hours, three real hours
    // The second 01:30 (PST) reads as 01:30 too.
    expect(pacificParts(utc('2026-11-01T09:30:00Z'))).toEqual({ date: '2026-11-01', time: '01:30', offsetMinutes: -480 });
  });

  it('shows 7:00 pm as 03:00Z in winter and 02:00Z in summer', () => {
    expect(pacificInstant('2026-03-07', '19:00').toISOString()).toBe('2026-03-08T03:00:00.000Z');
    expect(pacificInstant('2026-03-08', '19:00').toISOString()).toBe('2026-03-09T02:00:00.000Z');
    expect(pacificInstant('2026-10-31', '19:00').toISOString()).toBe('2026-11-01T02:00:00.000Z');
    expect(pacificInstant('2026-11-01', '19:00').toISOString()).toBe('2026-11-02T03:00:00.000Z');
    expect(pacificInstant('2026-12-31', '23:59').toISOString()).toBe('2027-01-01T07:59:00.000Z');
  });

  it('rejects malformed times, dates and instants', () => {
    for (const time of ['24:00', '7:00', '19:60', '19:00:00', '1900', '']) {
      expect(() => pacificInstant('2026-12-01', time), time).toThrow(RangeError);
    }
    expect(() => pacificInstant('2026-02-30', '19:00')).toThrow(RangeError);
    expect(() => pacificParts(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('gives the date, time and offset of an instant', () => {
    expect(pacificParts(utc('2026-07-04T04:15:59Z'))).toEqual({ date: '2026-07-03', time: '21:15', offsetMinutes: -420 });
    expect(pacificParts(utc('2026-01-01T08:00:00Z'))).toEqual({ date: '2026-01-01', time: '00:00', offsetMinutes: -480 });
  });

  it('matches Intl on every hour of 2026', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    const mismatches: string[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += HOUR) {
      const p = Object.fromEntries(intl.formatToParts(new Date(t)).map((part) => [part.type, part.value]));
      const expected = `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
      const actual = formatPacificDateTime(new Date(t));
      if (actual !== expected) mismatches.push(`${new Date(t).toISOString()}: ${actual} != ${expected}`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('route date-time yyyy-MM-ddTHH:mm', () => {
  it('formats and parses an evening show', () => {
    const instant = utc('2026-12-05T04:00:00Z');
    expect(formatPacificDateTime(instant)).toBe('2026-12-04T20:00');
    expect(parsePacificDateTime('2026-12-04T20:00')).toEqual(instant);
    expect(formatPacificDateTime(utc('2026-12-05T04:00:59.999Z'))).toBe('2026-12-04T20:00');
  });

  it('round-trips every 5 minutes of the days around both changes', () => {
    for (const [from, to] of [
      ['2026-03-07T08:00:00Z', '2026-03-10T08:00:00Z'],
      ['2026-10-31T07:00:00Z', '2026-11-03T08:00:00Z'],
    ] as const) {
      for (let t = Date.parse(from); t < Date.parse(to); t += 5 * 60_000) {
        const text = formatPacificDateTime(new Date(t));
        expect(isPacificDateTime(text)).toBe(true);
        const back = parsePacificDateTime(text)?.getTime();
        // Only the repeated (PST) 01:00-01:59 of 2026-11-01 shares its text with the hour before.
        const repeated = t >= Date.parse('2026-11-01T09:00:00Z') && t < Date.parse('2026-11-01T10:00:00Z');
        expect(back, text).toBe(repeated ? t - HOUR : t);
      }
    }
  });

  it('reads every wall-clock minute of the spring-forward day back to itself except the skipped hour', () => {
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const text = `2026-03-08T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      const skipped = minute >= 120 && minute < 180;
      const shown = formatPacificDateTime(parsePacificDateTime(text) ?? new Date(Number.NaN));
      expect(shown, text).toBe(skipped ? text.replace('T02:', 'T03:') : text);
    }
  });

  it('rejects malformed route date-times', () => {
    for (const bad of [
      '2026-02-30T19:00',
      '2026-12-01T24:00',
      '2026-12-01T19:60',
      '2026-12-01T7:00',
      '2026-12-01 19:00',
      '2026-12-01T19:00:00',
      '2026-12-01T19:00Z',
      '2026-12-01T19:00-08:00',
      '2026-12-01',
      'tonight',
    ]) {
      expect(isPacificDateTime(bad), bad).toBe(false);
      expect(parsePacificDateTime(bad), bad).toBeNull();
    }
  });
});

describe('independence from the process time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
    vi.resetModules();
  });

  /** A fresh copy of the module (no memoised offsets) evaluated under `zone`. */
  async function resultsUnder(zone: string) {
    process.env.TZ = zone;
    vi.resetModules();
    const dates = await import('./index');
    const instants = [
      ['2026-03-08', '01:30'],
      ['2026-03-08', '02:30'],
      ['2026-03-08', '03:30'],
      ['2026-11-01', '00:30'],
      ['2026-11-01', '01:30'],
      ['2026-11-01', '02:30'],
      ['2026-09-27', '02:30'], // New Zealand's own spring-forward hour
      ['2026-04-05', '02:30'], // New Zealand's repeated hour
    ].map(([date, time]) => dates.pacificInstant(date ?? '', time ?? '').toISOString());
    const formatted = ['2026-03-08T10:30:00Z', '2026-11-01T09:30:00Z', '2026-09-27T09:30:00Z', '2026-04-05T09:30:00Z'].map((iso) =>
      dates.pacificParts(new Date(iso)),
    );
    return {
      // Shows the zone change really took effect in this process.
      localOffset: new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset(),
      results: {
        instants,
        formatted,
        today: dates.pacificToday(new Date('2026-03-08T08:00:00Z')),
        sum: dates.addCalendarDays('2026-03-07', 2),
        span: dates.differenceInCalendarDays('2026-11-02', '2026-10-31'),
      },
    };
  }

  it('gives the same answers under UTC, Pacific/Auckland and America/Los_Angeles', async () => {
    const inUtc = await resultsUnder('UTC');
    const inAuckland = await resultsUnder('Pacific/Auckland');
    const inLosAngeles = await resultsUnder('America/Los_Angeles');
    expect(inUtc.localOffset).toBe(0);
    expect(inAuckland.localOffset).toBe(-780);
    expect(inLosAngeles.localOffset).toBe(480);
    const utcResults = inUtc.results;
    expect(inAuckland.results).toEqual(utcResults);
    expect(inLosAngeles.results).toEqual(utcResults);
    expect(utcResults.instants).toEqual([
      '2026-03-08T09:30:00.000Z',
      '2026-03-08T10:30:00.000Z',
      '2026-03-08T10:30:00.000Z',
      '2026-11-01T07:30:00.000Z',
      '2026-11-01T08:30:00.000Z',
      '2026-11-01T10:30:00.000Z',
      '2026-09-27T09:30:00.000Z',
      '2026-04-05T09:30:00.000Z',
    ]);
    expect(utcResults.formatted.map((p) => `${p.date}T${p.time}`)).toEqual([
      '2026-03-08T03:30',
      '2026-11-01T01:30',
      '2026-09-27T02:30',
      '2026-04-05T02:30',
    ]);
  });
});
