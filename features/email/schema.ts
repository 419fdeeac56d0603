// zod/mini: the footer form on every page parses with this schema in the browser.
import * as z from 'zod/mini';

export const REQUIRED_MESSAGE = 'Field is required.';
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const SIGNUP_THANK_YOU = 'Thank you for signing up for our Email Promotions! Enjoy the savings!';

/**
 * Where the sign-up came from: the footer, or the insider prompt of the ticket panel (which
 * grants the member deal, unlocking insider rates that are not password protected).
 */
export const EMAIL_SIGNUP_SOURCES = ['footer', 'insider'] as const;

/** Shared by the footer form (zod resolver) and POST /api/email-signup. */
export const emailSignupSchema = z.object({
  email: z.pipe(
    z.string({ error: REQUIRED_MESSAGE }).check(
      z.trim(),
      // abort: an empty field reports only that it is required, not also that it is not an e-mail.
      z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }),
      z.maxLength(254, { error: INVALID_EMAIL_MESSAGE }),
    ),
    z.email({ error: INVALID_EMAIL_MESSAGE }),
  ),
  source: z._default(z.enum(EMAIL_SIGNUP_SOURCES), 'footer'),
});

export type EmailSignupInput = z.input<typeof emailSignupSchema>;
export type EmailSignup = z.output<typeof emailSignupSchema>;
