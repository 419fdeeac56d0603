// zod/mini: the account forms parse with these schemas in the browser, and the auth hooks
// (auth.ts) parse the same shapes on the server before better-auth sees a request.
import * as z from 'zod/mini';

export const REQUIRED_MESSAGE = 'Field is required.';
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_LENGTH_MESSAGE = `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`;
export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match.';
export const NAME_LENGTH_MESSAGE = 'Name must be at most 100 characters.';

const requiredText = (max: number, maxMessage: string) =>
  z.string({ error: REQUIRED_MESSAGE }).check(
    z.trim(),
    // abort: an empty field reports only that it is required.
    z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }),
    z.maxLength(max, { error: maxMessage }),
  );

export const emailSchema = z.pipe(
  z.string({ error: REQUIRED_MESSAGE }).check(
    z.trim(),
    z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }),
    z.maxLength(254, { error: INVALID_EMAIL_MESSAGE }),
    z.toLowerCase(),
  ),
  z.email({ error: INVALID_EMAIL_MESSAGE }),
);

/** Passwords are never trimmed: spaces are characters of the password. */
export const newPasswordSchema = z.string({ error: REQUIRED_MESSAGE }).check(
  z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }),
  z.minLength(PASSWORD_MIN_LENGTH, { error: PASSWORD_LENGTH_MESSAGE }),
  z.maxLength(PASSWORD_MAX_LENGTH, { error: PASSWORD_LENGTH_MESSAGE }),
);

const passwordSchema = z.string({ error: REQUIRED_MESSAGE }).check(
  z.minLength(1, { error: REQUIRED_MESSAGE }),
  z.maxLength(PASSWORD_MAX_LENGTH, { error: PASSWORD_LENGTH_MESSAGE }),
);

/** A same-site path (never another origin): where better-auth may send the browser afterwards. */
export const callbackPathSchema = z.string().check(z.maxLength(2000), z.regex(/^\/(?![/\\])[^\s\\]*$/));

export const signInSchema = z.object({ email: emailSchema, password: passwordSchema });
export type SignInInput = z.input<typeof signInSchema>;

export const registerSchema = z
  .object({
    name: requiredText(100, NAME_LENGTH_MESSAGE),
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: REQUIRED_MESSAGE }),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, { error: PASSWORDS_DIFFER_MESSAGE, path: ['confirmPassword'] }),
  );
export type RegisterInput = z.input<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string({ error: REQUIRED_MESSAGE }) })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, { error: PASSWORDS_DIFFER_MESSAGE, path: ['confirmPassword'] }),
  );
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

// Bodies of the better-auth endpoints the pages post to (checked in the auth hooks).
export const signUpBodySchema = z.object({
  name: requiredText(100, NAME_LENGTH_MESSAGE),
  email: emailSchema,
  password: newPasswordSchema,
  callbackURL: z.optional(callbackPathSchema),
});
export const signInBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  callbackURL: z.optional(callbackPathSchema),
  rememberMe: z.optional(z.boolean()),
});
export const requestResetBodySchema = z.object({ email: emailSchema, redirectTo: z.optional(callbackPathSchema) });
export const resetPasswordBodySchema = z.object({
  newPassword: newPasswordSchema,
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,256}$/)),
});
export const resendVerificationBodySchema = z.object({ email: emailSchema, callbackURL: z.optional(callbackPathSchema) });

/** What the account pages show of the signed-in member. */
export type AccountProfile = { id: string; name: string; email: string; emailVerified: boolean };

/** The auth endpoints the forms call (better-auth's handler at app/api/auth/[...all]). */
export const AUTH_API = {
  signIn: '/api/auth/sign-in/email',
  signUp: '/api/auth/sign-up/email',
  signOut: '/api/auth/sign-out',
  socialSignIn: '/api/auth/sign-in/social',
  requestPasswordReset: '/api/auth/request-password-reset',
  resetPassword: '/api/auth/reset-password',
  sendVerificationEmail: '/api/auth/send-verification-email',
} as const;
