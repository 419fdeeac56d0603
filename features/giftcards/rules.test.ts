import { randomInt } from 'node:crypto';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE } from '@/features/accounts/schema';
import { GIFT_CARD_CODE_PATTERN, giftCardCodeCandidates, giftCardCodeFrom, isGiftCardAmount, maskGiftCardCode, normaliseGiftCardCode } from './rules';
import { amountDollarsOf, GIFT_CARD_FORM_MESSAGES, giftCardBalanceSchema, giftCardFormSchema, giftCardPurchaseSchema } from './schema';

const valid = {
  amountDollars: 50,
  recipientName: 'Grace Hopper',
  recipientEmail: 'Grace@Example.com',
  message: '  Happy birthday!  ',
  buyerName: 'Ada Lovelace',
  buyerEmail: 'ada@example.com',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/31',
  cardCvc: '123',
  postalCode: '89109',
  submissionKey: '4b3f0c53-64c4-4f0e-9d7e-2f4e8d1c9a10',
};

const errorsOf = (schema: Parameters<typeof z.safeParse>[0], input: unknown) => {
  const result = z.safeParse(schema, input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('gift card amounts', () => {
  it('are whole dollars from $25 to $500', () => {
    for (const ok of [25, 50, 100, 200, 26, 499, 500]) expect(isGiftCardAmount(ok), String(ok)).toBe(true);
    for (const bad of [24, 501, 0, -50, 25.5, 99.99, Number.NaN, Number.POSITIVE_INFINITY]) expect(isGiftCardAmount(bad), String(bad)).toBe(false);
  });

  it('the form stands for a preset or another whole-dollar amount, with or without a dollar sign', () => {
    expect(amountDollarsOf({ amountChoice: '200', otherAmount: '' })).toBe(200);
    expect(amountDollarsOf({ amountChoice: 'other', otherAmount: ' 75 ' })).toBe(75);
    expect(amountDollarsOf({ amountChoice: 'other', otherAmount: '$500' })).toBe(500);
    for (const bad of ['', '24', '501', '75.50', '1e2', 'fifty', '-30']) expect(amountDollarsOf({ amountChoice: 'other', otherAmount: bad }), bad).toBeNull();
  });
});

describe('gift card codes', () => {
  it("are 'VG' and 14 base32 characters from a cryptographic source, different each time", () => {
    const codes = Array.from({ length: 500 }, () => giftCardCodeFrom((below) => randomInt(below)));
    for (const code of codes) expect(code).toMatch(GIFT_CARD_CODE_PATTERN);
    expect(new Set(codes).size).toBe(codes.length);
    expect(giftCardCodeFrom(() => 0)).toBe('VGAAAAAAAAAAAAAA');
    expect(giftCardCodeFrom(() => 31)).toBe('VG77777777777777');
  });

  it('the pattern refuses what is not a code of ours', () => {
    for (const bad of ['VGABCDEFGHIJKLM', 'VGABCDEFGHIJKLMNO', 'vgabcdefghijklmn', 'VGABCDEFGHIJKLM0', 'VGABCDEFGHIJKLM1', 'XXABCDEFGHIJKLMN']) expect(GIFT_CARD_CODE_PATTERN.test(bad), bad).toBe(false);
  });

  it('typed codes lose their spaces and case; dashes are tried both ways', () => {
    expect(normaliseGiftCardCode(' vgab cdef ghij klmn ')).toBe('VGABCDEFGHIJKLMN');
    expect(giftCardCodeCandidates('VGAB-CDEF-GHIJ-KLMN')).toEqual(['VGAB-CDEF-GHIJ-KLMN', 'VGABCDEFGHIJKLMN']);
    expect(giftCardCodeCandidates('GC1')).toEqual(['GC1']);
  });

  it('the receipt shows the prefix and the last four characters only', () => {
    expect(maskGiftCardCode('VGABCDEFGHIJKLMN')).toBe('VG••••••••••KLMN');
    expect(maskGiftCardCode('GC12345')).toBe('•••2345');
  });
});

describe('purchase schema', () => {
  it('takes a valid purchase, trimming the message and lower-casing e-mails', () => {
    const parsed = z.parse(giftCardPurchaseSchema, valid);
    expect(parsed).toMatchObject({ amountDollars: 50, recipientEmail: 'grace@example.com', message: 'Happy birthday!' });
    expect(z.parse(giftCardPurchaseSchema, { ...valid, message: '   ' }).message).toBeUndefined();
    expect(z.parse(giftCardPurchaseSchema, { ...valid, message: undefined }).message).toBeUndefined();
  });

  it('refuses amounts out of bounds or with cents, long messages, bad cards and missing fields, with the messages the form shows', () => {
    expect(errorsOf(giftCardPurchaseSchema, { ...valid, amountDollars: 24 })).toEqual({ amountDollars: GIFT_CARD_FORM_MESSAGES.amount });
    expect(errorsOf(giftCardPurchaseSchema, { ...valid, amountDollars: 501 })).toEqual({ amountDollars: GIFT_CARD_FORM_MESSAGES.amount });
    expect(errorsOf(giftCardPurchaseSchema, { ...valid, amountDollars: 50.5 })).toEqual({ amountDollars: GIFT_CARD_FORM_MESSAGES.amount });
    expect(errorsOf(giftCardPurchaseSchema, { ...valid, amountDollars: '50' })).toEqual({ amountDollars: GIFT_CARD_FORM_MESSAGES.amount });
    expect(errorsOf(giftCardPurchaseSchema, { ...valid, message: 'x'.repeat(251) })).toEqual({ message: 'The message can be at most 250 characters.' });
    expect(errorsOf(giftCardPurchaseSchema, { ...valid, message: 'x'.repeat(250) })).toEqual({});
    expect(errorsOf(giftCardPurchaseSchema, { ...valid, cardNumber: '4242 4242 4242 4241' })).toEqual({ cardNumber: 'Please enter a valid card number.' });
    expect(errorsOf(giftCardPurchaseSchema, { ...valid, cardExpiry: '13/31', cardCvc: '12' })).toEqual({
      cardExpiry: 'Please enter the expiry date as MM/YY.',
      cardCvc: 'Please enter the 3 or 4 digit security code.',
    });
    expect(errorsOf(giftCardPurchaseSchema, { ...valid, recipientName: ' ', buyerEmail: 'nobody' })).toEqual({
      recipientName: REQUIRED_MESSAGE,
      buyerEmail: 'Please enter a valid email address.',
    });
    expect(Object.keys(errorsOf(giftCardPurchaseSchema, { ...valid, submissionKey: 'x' }))).toEqual(['submissionKey']);
    expect(errorsOf(giftCardPurchaseSchema, { ...valid, buyerName: 'Ada\r\nBcc: x@example.com' })).toEqual({ buyerName: GIFT_CARD_FORM_MESSAGES.name });
  });

  it('the form asks for another amount only when Other is chosen', () => {
    const form = { ...valid, amountChoice: '50', otherAmount: '' };
    expect(errorsOf(giftCardFormSchema, form)).toEqual({});
    expect(errorsOf(giftCardFormSchema, { ...form, amountChoice: 'other', otherAmount: '20' })).toEqual({ otherAmount: GIFT_CARD_FORM_MESSAGES.amount });
    expect(errorsOf(giftCardFormSchema, { ...form, amountChoice: 'other', otherAmount: '320' })).toEqual({});
    expect(Object.keys(errorsOf(giftCardFormSchema, { ...form, amountChoice: '75' }))).toEqual(['amountChoice']);
  });

  it('the balance check takes letters, digits, spaces and dashes, normalised', () => {
    expect(z.parse(giftCardBalanceSchema, { code: ' vgab cdef ghij klmn ' })).toEqual({ code: 'VGABCDEFGHIJKLMN' });
    expect(errorsOf(giftCardBalanceSchema, { code: '' })).toEqual({ code: REQUIRED_MESSAGE });
    expect(errorsOf(giftCardBalanceSchema, { code: "VG'; drop table" })).toEqual({ code: GIFT_CARD_FORM_MESSAGES.code });
  });
});
