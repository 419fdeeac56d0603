import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  callbackPathSchema,
  forgotPasswordSchema,
  INVALID_EMAIL_MESSAGE,
  PASSWORD_LENGTH_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  REQUIRED_MESSAGE,
  registerSchema,
  resetPasswordBodySchema,
  resetPasswordFormSchema,
  signInSchema,
  signUpBodySchema,
} from './schema';

function messages(schema: z.ZodMiniType, input: unknown): Record<string, string[]> {
  const result = z.safeParse(schema, input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('account form schemas', () => {
  it('sign-in needs an address and a password, and says which is missing', () => {
    expect(messages(signInSchema, { email: '', password: '' })).toEqual({ email: [REQUIRED_MESSAGE], password: [REQUIRED_MESSAGE] });
    expect(messages(signInSchema, { email: 'not-an-email', password: 'x' })).toEqual({ email: [INVALID_EMAIL_MESSAGE] });
    expect(z.parse(signInSchema, { email: '  Pat@Example.COM ', password: ' secret ' })).toEqual({
      email: 'pat@example.com',
      // Passwords keep their spaces.
      password: ' secret ',
    });
  });

  it('registration checks the name, the password length and the confirmation', () => {
    expect(messages(registerSchema, { name: ' ', email: 'a@b.co', password: 'short', confirmPassword: 'short' })).toEqual({
      name: [REQUIRED_MESSAGE],
      password: [PASSWORD_LENGTH_MESSAGE],
    });
    expect(messages(registerSchema, { name: 'Pat', email: 'a@b.co', password: 'long enough', confirmPassword: 'other' })).toEqual({
      confirmPassword: [PASSWORDS_DIFFER_MESSAGE],
    });
    expect(messages(registerSchema, { name: 'Pat', email: 'a@b.co', password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) })).toEqual({
      password: [PASSWORD_LENGTH_MESSAGE],
    });
    expect(z.safeParse(registerSchema, { name: 'Pat', email: 'a@b.co', password: 'long enough', confirmPassword: 'long enough' }).success).toBe(true);
  });

  it('forgot and reset password', () => {
    expect(messages(forgotPasswordSchema, {})).toEqual({ email: [REQUIRED_MESSAGE] });
    expect(messages(resetPasswordFormSchema, { newPassword: 'long enough', confirmPassword: 'long enougH' })).toEqual({
      confirmPassword: [PASSWORDS_DIFFER_MESSAGE],
    });
    expect(z.safeParse(resetPasswordBodySchema, { newPassword: 'long enough', token: 'short' }).success).toBe(false);
    expect(z.safeParse(resetPasswordBodySchema, { newPassword: 'long enough', token: 'Zq3_x-9aB2cD4eF6gH8iJ0kL' }).success).toBe(true);
  });

  it('callback paths stay on this site', () => {
    for (const ok of ['/mytrip/app/MyAccountLogin', '/iv2/billing?x=1']) expect(z.safeParse(callbackPathSchema, ok).success).toBe(true);
    for (const bad of ['https://evil.example.com', '//evil.example.com', '/\\evil.example.com', 'relative', '/a b']) {
      expect(z.safeParse(callbackPathSchema, bad).success, bad).toBe(false);
    }
    expect(z.safeParse(signUpBodySchema, { name: 'Pat', email: 'a@b.co', password: 'long enough', callbackURL: '//evil' }).success).toBe(false);
  });
});
