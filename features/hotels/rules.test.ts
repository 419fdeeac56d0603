import { describe, expect, it } from 'vitest';
import { NO_ENTITLEMENT } from '@/lib/insider-pricing';
import {
  MAX_STAY_NIGHTS,
  STAY_MESSAGES,
  averageNightlyCents,
  calendarMonths,
  calendarNights,
  checkOccupancy,
  checkStay,
  guestsAllowed,
  lowRoomsMessage,
  lowestRatesByNight,
  pickCalendarNight,
  roomQtyParam,
  roomsLeftForStay,
  stayNights,
  stayParty,
  stayPrice,
  vacancyLabel,
  visitorNightlyRate,
  type CalendarCandidate,
} from './rules';

// 2026-11-25 20:00 UTC is noon on November 25 in Las Vegas; 2026-11-26 07:30 UTC is still the 25th there.
const NOON_PACIFIC = new Date('2026-11-25T20:00:00Z');
const LATE_EVENING_PACIFIC = new Date('2026-11-26T07:30:00Z');

describe('stayNights', () => {
  it('lists check-in up to the night before check-out, across a month end', () => {
    expect(stayNights('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    expect(stayNights('2026-11-29', '2026-11-29')).toEqual([]);
  });
});

describe('checkStay', () => {
  const stay = { checkIn: '2026-11-25', checkOut: '2026-11-27', rooms: 1, guests: 2 };
  it('takes a stay of 1 to 14 nights from today in Pacific time', () => {
    expect(checkStay(stay, NOON_PACIFIC)).toBeNull();
    expect(checkStay({ ...stay, checkOut: '2026-12-09' }, NOON_PACIFIC)).toBeNull();
    expect(MAX_STAY_NIGHTS).toBe(14);
  });
  it('refuses a same-day end date, more than 14 nights and a check-in before today (Pacific)', () => {
    expect(checkStay({ ...stay, checkOut: '2026-11-25' }, NOON_PACIFIC)).toEqual({ field: 'checkOut', message: STAY_MESSAGES.sameDay });
    expect(checkStay({ ...stay, checkOut: '2026-12-10' }, NOON_PACIFIC)).toEqual({ field: 'checkOut', message: 'A stay can be at most 14 nights.' });
    expect(checkStay({ ...stay, checkIn: '2026-11-24' }, NOON_PACIFIC)).toEqual({ field: 'checkIn', message: STAY_MESSAGES.pastCheckIn });
    // UTC has moved on to the 26th; Las Vegas has not, so tonight is still bookable.
    expect(checkStay(stay, LATE_EVENING_PACIFIC)).toBeNull();
    expect(checkStay({ ...stay, checkIn: '2026-02-30' }, NOON_PACIFIC)).toEqual({ field: 'checkIn', message: STAY_MESSAGES.badDates });
  });
  it('takes 1 to 4 rooms, each with a guest', () => {
    expect(checkStay({ ...stay, rooms: 4, guests: 4 }, NOON_PACIFIC)).toBeNull();
    expect(checkStay({ ...stay, rooms: 5, guests: 10 }, NOON_PACIFIC)?.field).toBe('rooms');
    expect(checkStay({ ...stay, rooms: 0 }, NOON_PACIFIC)?.field).toBe('rooms');
    expect(checkStay({ ...stay, rooms: 3, guests: 2 }, NOON_PACIFIC)).toEqual({ field: 'guests', message: STAY_MESSAGES.guestPerRoom });
  });
});

describe('occupancy against the party', () => {
  it('allows the room type’s occupancy a room, never more than 4', () => {
    expect(guestsAllowed(2, 1)).toBe(2);
    expect(guestsAllowed(6, 1)).toBe(4);
    expect(guestsAllowed(3, 2)).toBe(6);
    expect(checkOccupancy(2, 1, 2)).toBeNull();
    expect(checkOccupancy(2, 1, 3)).toEqual({ field: 'guests', message: 'This room sleeps at most 2 guests.' });
    expect(checkOccupancy(6, 2, 9)).toEqual({ field: 'guests', message: '2 of these rooms sleep at most 8 guests.' });
  });
});

describe('prices of a stay', () => {
  it('averages the nightly rates to the cent', () => {
    expect(averageNightlyCents([10_000, 12_000, 15_001])).toBe(12_334);
    expect(averageNightlyCents([])).toBe(0);
  });
  it('adds the resort fee every night and the tax on rate plus fee, or a flat tax a night', () => {
    expect(stayPrice([10_000, 20_000], 4_500, { basisPoints: 1338 })).toEqual({
      roomCents: 30_000,
      feesCents: 9_000,
      // 13.38% of 145.00 is 19.401 -> 19.40; of 245.00 is 32.781 -> 32.78.
      taxesCents: 1_940 + 3_278,
      totalCents: 30_000 + 9_000 + 5_218,
      averageNightlyCents: 15_000,
    });
    expect(stayPrice([10_000, 20_000, 30_000], 3_000, { perNightCents: 1_500 })).toMatchObject({ feesCents: 9_000, taxesCents: 4_500, totalCents: 73_500 });
  });
});

describe('availability', () => {
  it('counts the rooms of a stay by its tightest night, and none when a night is missing', () => {
    expect(roomsLeftForStay([12, 5, 30], 3)).toBe(5);
    expect(roomsLeftForStay([12, 30], 3)).toBe(0);
    expect(roomsLeftForStay([0, 30], 2)).toBe(0);
  });
  it('says No Vacancy when no room type has the rooms for every night', () => {
    expect(vacancyLabel([0, 0, 1], 2)).toBe('No Vacancy');
    expect(vacancyLabel([], 1)).toBe('No Vacancy');
    expect(vacancyLabel([0, 2], 2)).toBeNull();
  });
  it('shows the low-capacity message above 0 and under the hotel limit of 10', () => {
    expect(lowRoomsMessage(9)).toBe('Only 9 left');
    expect(lowRoomsMessage(1)).toBe('Only 1 left');
    expect(lowRoomsMessage(10)).toBeNull();
    expect(lowRoomsMessage(0)).toBeNull();
  });
});

describe('rates a visitor pays', () => {
  const night = { rateCents: 10_000, memberRateCents: 9_000, insiderRateCents: 8_500 };
  it('gives the member-deal rate with a member deal, and the insider rate as insider pricing allows', () => {
    expect(visitorNightlyRate(NO_ENTITLEMENT, night, false)).toBe(10_000);
    expect(visitorNightlyRate({ memberDeal: true, signedInInsider: false }, night, false)).toBe(8_500);
    // A password-protected insider rate needs a signed-in member; the member deal still applies.
    expect(visitorNightlyRate({ memberDeal: true, signedInInsider: false }, night, true)).toBe(9_000);
    expect(visitorNightlyRate({ memberDeal: false, signedInInsider: true }, night, true)).toBe(8_500);
    expect(visitorNightlyRate({ memberDeal: true, signedInInsider: false }, { ...night, memberRateCents: null, insiderRateCents: null }, false)).toBe(10_000);
  });
});

describe('lowestRatesByNight (the rate calendar and the city-wide deals calendar)', () => {
  const candidate = (c: Partial<CalendarCandidate>): CalendarCandidate => ({
    night: '2026-12-01',
    productId: 1001,
    hotelName: 'Alpha',
    skuId: 1,
    rateCents: 10_000,
    memberRateCents: null,
    insiderRateCents: null,
    passwordProtected: false,
    roomsLeft: 5,
    ...c,
  });
  it('picks each night’s lowest rate with its hotel, skipping rooms that are gone', () => {
    const rates = lowestRatesByNight(
      [
        candidate({ rateCents: 12_000 }),
        candidate({ productId: 1002, hotelName: 'Bravo', skuId: 7, rateCents: 9_900 }),
        candidate({ productId: 1003, hotelName: 'Cosmo', skuId: 9, rateCents: 5_000, roomsLeft: 0 }),
        candidate({ night: '2026-11-30', rateCents: 11_000 }),
      ],
      NO_ENTITLEMENT,
    );
    expect(rates).toEqual([
      { night: '2026-11-30', rateCents: 11_000, productId: 1001, hotelName: 'Alpha', skuId: 1 },
      { night: '2026-12-01', rateCents: 9_900, productId: 1002, hotelName: 'Bravo', skuId: 7 },
    ]);
  });
  it('is member-deal aware: a member deal can move a night to another hotel', () => {
    const candidates = [candidate({ rateCents: 10_000 }), candidate({ productId: 1002, hotelName: 'Bravo', skuId: 7, rateCents: 10_500, memberRateCents: 8_900 })];
    expect(lowestRatesByNight(candidates, NO_ENTITLEMENT)[0]).toMatchObject({ hotelName: 'Alpha', rateCents: 10_000 });
    expect(lowestRatesByNight(candidates, { memberDeal: true, signedInInsider: false })[0]).toMatchObject({ hotelName: 'Bravo', rateCents: 8_900 });
  });
  it('breaks a tie by hotel name, then room type', () => {
    const rates = lowestRatesByNight([candidate({ hotelName: 'Bravo', skuId: 3 }), candidate({ hotelName: 'Alpha', skuId: 4 }), candidate({ hotelName: 'Alpha', skuId: 2 })], NO_ENTITLEMENT);
    expect(rates[0]).toMatchObject({ hotelName: 'Alpha', skuId: 2 });
  });
});

describe('calendarNights (two months of the rate calendars)', () => {
  it('runs from today to the end of next month, or over a chosen month and the one after it', () => {
    expect(calendarNights(null, NOON_PACIFIC)).toEqual({ from: '2026-11-25', until: '2027-01-01' });
    expect(calendarNights('2026-12', NOON_PACIFIC)).toEqual({ from: '2026-12-01', until: '2027-02-01' });
    // Never before today; a malformed month is this month.
    expect(calendarNights('2026-10', NOON_PACIFIC)).toEqual({ from: '2026-11-25', until: '2026-12-01' });
    expect(calendarNights('soon', NOON_PACIFIC)).toEqual({ from: '2026-11-25', until: '2027-01-01' });
  });
});

describe('stayParty (the rooms and guests a room selection is for)', () => {
  it('takes the last search’s rooms and their people, adults and children', () => {
    expect(stayParty([{ adults: 2, children: 1 }, { adults: 1, children: 0 }], null, 2)).toEqual({ rooms: 2, guests: 4 });
  });
  it('is the hotel default of 1 room with the default adults when nothing was searched', () => {
    expect(stayParty(null, null, 2)).toEqual({ rooms: 1, guests: 2 });
    expect(stayParty([], null, 2)).toEqual({ rooms: 1, guests: 2 });
  });
  it('follows the url’s room count: extra rooms count the default adults, fewer rooms only their own people', () => {
    expect(stayParty([{ adults: 3, children: 1 }], 3, 2)).toEqual({ rooms: 3, guests: 8 });
    expect(stayParty([{ adults: 1, children: 0 }, { adults: 4, children: 0 }], 1, 2)).toEqual({ rooms: 1, guests: 1 });
  });
  it('never asks for more than 4 rooms online', () => {
    expect(stayParty(null, 5, 2)).toEqual({ rooms: 4, guests: 8 });
  });
});

describe('roomQtyParam (the room selection url’s ?roomQty=)', () => {
  it('is 1 to 4; 5 (a group) and anything else is none', () => {
    expect(roomQtyParam('?roomQty=3')).toBe(3);
    expect(roomQtyParam('?roomQty=1')).toBe(1);
    for (const search of ['', '?roomQty=5', '?roomQty=0', '?roomQty=12', '?roomQty=2a', '?roomQty=-1']) expect(roomQtyParam(search), search).toBeNull();
  });
});

describe('pickCalendarNight (the rate calendar’s check-in and check-out)', () => {
  const none = { checkIn: null, checkOut: null };
  it('first chooses check-in, then a later night chooses check-out', () => {
    const first = pickCalendarNight(none, '2026-12-01');
    expect(first).toEqual({ pick: { checkIn: '2026-12-01', checkOut: null }, message: 'Now choose your check-out date.' });
    expect(pickCalendarNight(first.pick, '2026-12-03')).toEqual({ pick: { checkIn: '2026-12-01', checkOut: '2026-12-03' }, message: null });
  });
  it('has no same-day end date: the check-in night again, or an earlier one, is a new check-in', () => {
    const pick = { checkIn: '2026-12-05', checkOut: null };
    expect(pickCalendarNight(pick, '2026-12-05').pick).toEqual({ checkIn: '2026-12-05', checkOut: null });
    expect(pickCalendarNight(pick, '2026-12-02').pick).toEqual({ checkIn: '2026-12-02', checkOut: null });
  });
  it('allows 14 nights and refuses 15 with the stay message, keeping the check-in', () => {
    const pick = { checkIn: '2026-12-01', checkOut: null };
    expect(pickCalendarNight(pick, '2026-12-15').pick).toEqual({ checkIn: '2026-12-01', checkOut: '2026-12-15' });
    expect(pickCalendarNight(pick, '2026-12-16')).toEqual({ pick, message: 'A stay can be at most 14 nights.' });
  });
  it('starts over once a whole stay is picked', () => {
    expect(pickCalendarNight({ checkIn: '2026-12-01', checkOut: '2026-12-03' }, '2026-12-10').pick).toEqual({ checkIn: '2026-12-10', checkOut: null });
  });
});

describe('calendarMonths (the rate calendar’s grids)', () => {
  it('gives each month of the nights in Sunday-first weeks', () => {
    const months = calendarMonths('2026-11-25', '2027-01-01');
    expect(months.map((m) => m.month)).toEqual(['2026-11', '2026-12']);
    // November 1, 2026 is a Sunday; December 1, 2026 a Tuesday.
    expect(months[0]!.weeks[0]).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
    expect(months[1]!.weeks[0]).toEqual([null, null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(months[1]!.weeks.flat().filter((d) => d !== null)).toHaveLength(31);
    expect(months[1]!.weeks.at(-1)).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null]);
    expect(calendarMonths('2027-01-15', '2027-03-01').map((m) => m.month)).toEqual(['2027-01', '2027-02']);
  });
});
