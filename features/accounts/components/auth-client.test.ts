import { describe, expect, it } from 'vitest';
import { EMAIL_NOT_VERIFIED, GENERIC_ERROR, INVALID_CREDENTIALS, INVALID_RESET_LINK, messageFor, TOO_MANY_ATTEMPTS } from './auth-client';

describe('messageFor', () => {
  it('turns better-auth answers into sentences for visitors', () => {
    expect(messageFor(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' })).toBe(INVALID_CREDENTIALS);
    expect(messageFor(403, { code: 'EMAIL_NOT_VERIFIED' })).toBe(EMAIL_NOT_VERIFIED);
    expect(messageFor(429, {})).toBe(TOO_MANY_ATTEMPTS);
    expect(messageFor(400, { code: 'INVALID_TOKEN', message: 'Invalid token' })).toBe(INVALID_RESET_LINK);
    expect(messageFor(400, { message: 'email: Please enter a valid email address.' })).toBe('Please enter a valid email address.');
  });

  it('never shows what a server error says', () => {
    expect(messageFor(500, { message: 'TypeError: x is undefined at foo.ts:1:2' })).toBe(GENERIC_ERROR);
    expect(messageFor(400, { message: 'x'.repeat(500) })).toBe(GENERIC_ERROR);
  });
});
