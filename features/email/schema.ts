import { z } from 'zod';

export const REQUIRED_MESSAGE = 'Field is required.';
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const SIGNUP_THANK_YOU = 'Thank you for signing up for our Email Promotions! Enjoy the savings!';

/** Where the sign-up came from, for reporting; the footer is the only source so far. */
export const EMAIL_SIGNUP_SOURCES = ['footer'] as const;

/** Shared by the footer form (zod resolver) and POST /api/email-signup. */
export const emailSignupSchema = z.object({
  email: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    // abort: an empty field reports only that it is required, not also that it is not an e-mail.
    .min(1, { error: REQUIRED_MESSAGE, abort: true })
    .max(254, { error: INVALID_EMAIL_MESSAGE })
    .pipe(z.email({ error: INVALID_EMAIL_MESSAGE })),
  source: z.enum(EMAIL_SIGNUP_SOURCES).default('footer'),
});

export type EmailSignupInput = z.input<typeof emailSignupSchema>;
export type EmailSignup = z.output<typeof emailSignupSchema>;
