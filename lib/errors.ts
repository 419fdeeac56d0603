/**
 * Errors the app raises on purpose. Feature code throws an AppError with a code; the edge
 * (route handlers, actions, pages) maps the code to an HTTP status or to notFound().
 * Anything that is not an AppError is a bug or an outage and is never shown to a visitor.
 */

export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(code: AppErrorCode, message: string, options: { fieldErrors?: FieldErrors; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = options.fieldErrors;
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }

  /** INTERNAL messages are written for operators, not visitors. */
  get isPublic(): boolean {
    return this.code !== 'INTERNAL';
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

export function statusForCode(code: AppErrorCode): number {
  return APP_ERROR_STATUS[code];
}
