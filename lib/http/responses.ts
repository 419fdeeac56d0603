import type { FieldErrors } from '@/lib/errors';

/** The JSON every failing API answer carries. */
export type ErrorBody = { error: string; fieldErrors?: FieldErrors };

export const INVALID_REQUEST = 'Invalid request';
export const SOMETHING_WENT_WRONG = 'Something went wrong';

// API answers are per-visitor (cookies) or about live inventory: no shared cache may keep them.
const NO_STORE = { 'Cache-Control': 'no-store' } as const;

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', NO_STORE['Cache-Control']);
  return Response.json(body, { ...init, headers });
}

export function errorResponse(status: number, error: string, fieldErrors?: FieldErrors): Response {
  const body: ErrorBody = fieldErrors ? { error, fieldErrors } : { error };
  return jsonResponse(body, { status });
}
