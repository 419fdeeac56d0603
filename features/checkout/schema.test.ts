import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { billingSchema, billingStateOf, CHECKOUT_MESSAGES, REQUIRED_MESSAGE } from './schema';

const body = {
  cartId: '11111111-1111-4111-8111-111111111111',
  submissionKey: '22222222-2222-4222-8222-222222222222',
  paymentType: 'card',
  email: 'ada@example.com',
  ccCountry: 'US',
  ccFirstName: 'Ada',
  ccLastName: 'Lovelace',
  ccPostalCode: '89109',
  ccCity: 'Las Vegas',
  ccState: 'NV',
  phone: '702 555 0100',
};

const issuesOf = (input: Record<string, unknown>) =>
  (z.safeParse(billingSchema, input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('billing address: city and state (ticket-buying 3: Address PostalCode, CountryCode, City, State)', () => {
  it('takes the city and a US state code in any case', () => {
    const parsed = z.parse(billingSchema, { ...body, ccCity: '  Henderson ', ccState: 'nv' });
    expect(parsed.ccCity).toBe('Henderson');
    expect(billingStateOf(parsed.ccCountry, parsed.ccState)).toBe('NV');
  });

  it('needs the city, with the spec’s required message, and at most 60 characters', () => {
    expect(issuesOf({ ...body, ccCity: '  ' })).toEqual([['ccCity', REQUIRED_MESSAGE]]);
    expect(issuesOf({ ...body, ccCity: undefined })).toEqual([['ccCity', REQUIRED_MESSAGE]]);
    expect(issuesOf({ ...body, ccCity: 'x'.repeat(61) })).toEqual([['ccCity', CHECKOUT_MESSAGES.tooLong]]);
  });

  it('needs a state code in the United States and Canada', () => {
    expect(REQUIRED_MESSAGE).toBe('Field is required.');
    expect(issuesOf({ ...body, ccState: '' })).toEqual([['ccState', REQUIRED_MESSAGE]]);
    expect(issuesOf({ ...body, ccState: undefined })).toEqual([['ccState', REQUIRED_MESSAGE]]);
    expect(issuesOf({ ...body, ccState: 'Nevada' })).toEqual([['ccState', CHECKOUT_MESSAGES.state]]);
    expect(issuesOf({ ...body, ccState: 'ON' })).toEqual([['ccState', CHECKOUT_MESSAGES.state]]);
    expect(issuesOf({ ...body, ccCountry: 'CA', ccPostalCode: 'M5V 2T6', ccState: 'on' })).toEqual([]);
    expect(issuesOf({ ...body, ccCountry: 'CA', ccPostalCode: 'M5V 2T6', ccState: 'NV' })).toEqual([['ccState', CHECKOUT_MESSAGES.state]]);
  });

  it('keeps the state optional, as typed, where the country has no codes', () => {
    expect(issuesOf({ ...body, ccCountry: 'GB', ccPostalCode: 'SW1A 1AA', ccState: '' })).toEqual([]);
    expect(billingStateOf('GB', '')).toBeNull();
    expect(billingStateOf('GB', ' Greater London ')).toBe('Greater London');
    expect(issuesOf({ ...body, ccCountry: 'GB', ccPostalCode: 'SW1A 1AA', ccState: 'x'.repeat(41) })).toEqual([['ccState', CHECKOUT_MESSAGES.tooLong]]);
  });

  it('reports a bad state together with another refused field', () => {
    const issues = issuesOf({ ...body, phone: 'call me', ccState: 'XX' });
    expect(issues).toContainEqual(['phone', CHECKOUT_MESSAGES.phone]);
    expect(issues).toContainEqual(['ccState', CHECKOUT_MESSAGES.state]);
  });
});
