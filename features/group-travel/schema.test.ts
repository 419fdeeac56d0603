import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { GROUP_MAX_NIGHTS, GROUP_REQUEST_MESSAGES as M, groupDateProblems, groupReference, GROUP_REFERENCE_PATTERN } from './rules';
import { groupRequestHref, groupRequestSchemaOn, parseGroupRequestPrefill } from './schema';

const TODAY = '2026-11-20';
const schema = groupRequestSchemaOn(() => TODAY);

const GOOD = {
  checkIn: '2027-03-12',
  checkOut: '2027-03-15',
  rooms: '8',
  guests: '16',
  budgetDollars: '',
  preferredHotelId: '',
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  phone: '',
  message: 'A wedding party of sixteen, two to a room.',
};

/** The first message of each failing field, as the form shows them. */
function fieldErrors(input: Record<string, unknown>): Record<string, string> {
  const result = z.safeParse(schema, input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

describe('group request schema', () => {
  it('accepts a request and gives numbers, a lower-case e-mail and no empty optionals', () => {
    const parsed = z.parse(schema, { ...GOOD, name: '  Ada Lovelace ', budgetDollars: '$250', preferredHotelId: '12', phone: ' +1 (702) 555-0100 ' });
    expect(parsed).toEqual({
      checkIn: '2027-03-12',
      checkOut: '2027-03-15',
      rooms: 8,
      guests: 16,
      budgetDollars: 250,
      preferredHotelId: 12,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+1 (702) 555-0100',
      message: 'A wedding party of sixteen, two to a room.',
    });
    expect(z.parse(schema, GOOD)).toMatchObject({ budgetDollars: undefined, preferredHotelId: undefined, phone: undefined });
    // The API may send numbers as numbers.
    expect(z.parse(schema, { ...GOOD, rooms: 5, guests: 5, budgetDollars: 99, preferredHotelId: 3 })).toMatchObject({ rooms: 5, guests: 5, budgetDollars: 99, preferredHotelId: 3 });
  });

  it('check-out must be after check-in, within the longest stay', () => {
    expect(fieldErrors({ ...GOOD, checkOut: GOOD.checkIn })).toEqual({ checkOut: M.checkOutOrder });
    expect(fieldErrors({ ...GOOD, checkOut: '2027-03-10' })).toEqual({ checkOut: M.checkOutOrder });
    // 30 nights at most: 12 March to 11 April.
    expect(fieldErrors({ ...GOOD, checkOut: '2027-04-12' })).toEqual({ checkOut: M.tooLong });
    expect(fieldErrors({ ...GOOD, checkOut: '2027-04-11' })).toEqual({});
    expect(groupDateProblems('2027-03-12', '2027-04-12', TODAY)).toEqual({ checkOut: `A group request can cover at most ${GROUP_MAX_NIGHTS} nights.` });
  });

  it('check-in cannot be in the past (Pacific today is fine) nor more than two years ahead', () => {
    expect(fieldErrors({ ...GOOD, checkIn: '2026-11-19', checkOut: '2026-11-22' })).toEqual({ checkIn: M.pastCheckIn });
    expect(fieldErrors({ ...GOOD, checkIn: TODAY, checkOut: '2026-11-21' })).toEqual({});
    expect(fieldErrors({ ...GOOD, checkIn: '2028-11-21', checkOut: '2028-11-23' })).toEqual({ checkIn: M.tooFarAhead });
    expect(fieldErrors({ ...GOOD, checkIn: '2028-11-19', checkOut: '2028-11-23' })).toEqual({});
  });

  it('dates must be real yyyy-MM-dd days', () => {
    expect(fieldErrors({ ...GOOD, checkIn: '2027-02-30' })).toMatchObject({ checkIn: M.date });
    expect(fieldErrors({ ...GOOD, checkIn: '03/12/2027', checkOut: 'soon' })).toMatchObject({ checkIn: M.date, checkOut: M.date });
    expect(fieldErrors({ ...GOOD, checkIn: undefined })).toMatchObject({ checkIn: M.date });
  });

  it('rooms: 5 to 50, whole numbers', () => {
    for (const rooms of ['4', '1', '0', '51', '5.5', '-6', 'five', '']) expect(fieldErrors({ ...GOOD, rooms, guests: '20' })).toEqual({ rooms: M.rooms });
    expect(fieldErrors({ ...GOOD, rooms: '5', guests: '5' })).toEqual({});
    expect(fieldErrors({ ...GOOD, rooms: '50', guests: '50' })).toEqual({});
  });

  it('guests: at least one and at most four a room', () => {
    expect(fieldErrors({ ...GOOD, rooms: '8', guests: '7' })).toEqual({ guests: M.guestsPerRoom });
    expect(fieldErrors({ ...GOOD, rooms: '8', guests: '33' })).toEqual({ guests: M.guestsPerRoom });
    expect(fieldErrors({ ...GOOD, rooms: '8', guests: '32' })).toEqual({});
    expect(fieldErrors({ ...GOOD, guests: '0' })).toEqual({ guests: M.guests });
  });

  it('e-mail, name and message are required and checked', () => {
    expect(fieldErrors({ ...GOOD, email: 'ada@' })).toEqual({ email: 'Please enter a valid email address.' });
    expect(fieldErrors({ ...GOOD, email: '  ' })).toEqual({ email: 'Field is required.' });
    expect(fieldErrors({ ...GOOD, name: ' ' })).toEqual({ name: 'Field is required.' });
    expect(fieldErrors({ ...GOOD, name: 'Ada\nBcc: x@example.com' })).toEqual({ name: M.name });
    expect(fieldErrors({ ...GOOD, message: 'too short' })).toEqual({ message: M.message });
    expect(fieldErrors({ ...GOOD, message: 'x'.repeat(2001) })).toEqual({ message: M.message });
  });

  it('budget, hotel and phone are optional but checked when given', () => {
    expect(fieldErrors({ ...GOOD, budgetDollars: '0' })).toEqual({ budgetDollars: M.budget });
    expect(fieldErrors({ ...GOOD, budgetDollars: '10001' })).toEqual({ budgetDollars: M.budget });
    expect(fieldErrors({ ...GOOD, budgetDollars: '99.50' })).toEqual({ budgetDollars: M.budget });
    expect(fieldErrors({ ...GOOD, preferredHotelId: 'x' })).toEqual({ preferredHotelId: M.hotel });
    expect(fieldErrors({ ...GOOD, phone: '12' })).toEqual({ phone: M.phone });
    expect(fieldErrors({ ...GOOD, phone: 'call me maybe' })).toEqual({ phone: M.phone });
  });
});

describe('group request prefill from the search widget', () => {
  it('carries valid dates, rooms and guests that fit them', () => {
    expect(parseGroupRequestPrefill('?checkIn=2026-12-01&checkOut=2026-12-04&guests=6', TODAY)).toEqual({ checkIn: '2026-12-01', checkOut: '2026-12-04', guests: 6 });
    expect(parseGroupRequestPrefill('rooms=10&guests=30', TODAY)).toEqual({ rooms: 10, guests: 30 });
  });

  it('drops what the form would refuse, part by part', () => {
    // A past check-in, a same-day stay or one date alone: no dates.
    expect(parseGroupRequestPrefill('?checkIn=2026-11-01&checkOut=2026-11-04&guests=6', TODAY)).toEqual({ guests: 6 });
    expect(parseGroupRequestPrefill('?checkIn=2026-12-01&checkOut=2026-12-01', TODAY)).toEqual({});
    expect(parseGroupRequestPrefill('?checkIn=2026-12-01', TODAY)).toEqual({});
    // Two guests do not fill five rooms; rooms under five are no group.
    expect(parseGroupRequestPrefill('?guests=2', TODAY)).toEqual({});
    expect(parseGroupRequestPrefill('?rooms=3&guests=x', TODAY)).toEqual({});
    expect(parseGroupRequestPrefill(`?checkIn=${'9'.repeat(500)}&guests=1e3`, TODAY)).toEqual({});
  });

  it('builds the group page url that lands on the form', () => {
    expect(groupRequestHref('/lounge/group-bookings', { checkIn: '2026-12-01', checkOut: '2026-12-04', guests: 6 })).toBe(
      '/lounge/group-bookings?checkIn=2026-12-01&checkOut=2026-12-04&guests=6#group-request',
    );
    expect(groupRequestHref('/lounge/group-bookings', {})).toBe('/lounge/group-bookings#group-request');
  });

  it('references read GR- and eight digits', () => {
    expect(groupReference(12_345_678)).toMatch(GROUP_REFERENCE_PATTERN);
    expect(groupReference(42)).toBe('GR-00000042');
  });
});
