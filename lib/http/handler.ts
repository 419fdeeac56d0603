import { z } from 'zod';
import { isAppError, type FieldErrors } from '@/lib/errors';
import { readBodyWithin } from './read-body';
import { MAX_REQUEST_BODY_BYTES } from './body-limit.mjs';
import { errorResponse, INVALID_REQUEST, jsonResponse, SOMETHING_WENT_WRONG } from './responses';

/**
 * Route handler helpers: every API input is parsed with a zod schema before any work is
 * done, so a bad request answers 400 and changes nothing; feature errors (AppError) keep
 * their status; anything else is logged and answered with a bare 500.
 *
 * A handler returns either a Response (passed through) or a JSON-serialisable value
 * (sent as 200 JSON with no-store).
 */

type HandlerResult = Response | unknown;

/** Raised inside the helpers when input does not match its schema. */
class InvalidInput extends Error {
  constructor(readonly fieldErrors: FieldErrors | undefined) {
    super(INVALID_REQUEST);
  }
}

function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const flat = z.flattenError(error);
  const fieldErrors: FieldErrors = {};
  for (const [key, messages] of Object.entries(flat.fieldErrors as Record<string, string[] | undefined>)) {
    if (messages && messages.length > 0) fieldErrors[key] = messages;
  }
  // Issues about the input as a whole (e.g. "expected object") have no field: keep them visible.
  if (flat.formErrors.length > 0) fieldErrors._ = flat.formErrors;
  return fieldErrors;
}

// Schemas are any zod schema, classic or zod/mini (the form a schema takes when the browser
// parses with it too), so they are parsed with the top-level function rather than a method.
function parseWith<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input);
  if (!result.success) throw new InvalidInput(fieldErrorsOf(result.error));
  return result.data;
}

/**
 * Turns URLSearchParams into a plain object for zod: a key given once is a string,
 * a repeated key is an array of strings.
 */
export function searchParamsToObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return out;
}

/**
 * API bodies are small forms; anything bigger is refused as it streams in, before it is parsed.
 * The production server refuses it before Next sees it (lib/http/body-limit.mjs, the same limit).
 */
export const MAX_JSON_BODY_BYTES = MAX_REQUEST_BODY_BYTES;

async function readJsonBody(request: Request): Promise<unknown> {
  const bytes = await readBodyWithin(request, MAX_JSON_BODY_BYTES);
  if (bytes === null) throw new InvalidInput({ _: ['Request body is too large.'] });
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new InvalidInput({ _: ['Request body must be valid JSON.'] });
  }
}

/** Maps anything thrown by a handler to the response a client may see. */
export function toErrorResponse(error: unknown, label = 'api'): Response {
  if (error instanceof InvalidInput) return errorResponse(400, INVALID_REQUEST, error.fieldErrors);
  if (isAppError(error) && error.isPublic) {
    const response = errorResponse(error.status, error.message, error.fieldErrors);
    // A throttle's refusal (lib/security/throttle.ts) says when to come back.
    const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (typeof retryAfter === 'number') response.headers.set('Retry-After', String(retryAfter));
    return response;
  }
  console.error(`[${label}]`, error);
  return errorResponse(500, SOMETHING_WENT_WRONG);
}

function toResponse(result: HandlerResult): Response {
  return result instanceof Response ? result : jsonResponse(result);
}

/** Error mapping only, for handlers without query or body input. */
export function handle<C = unknown>(
  fn: (request: Request, context: C) => Promise<HandlerResult> | HandlerResult,
  options: { label?: string } = {},
): (request: Request, context: C) => Promise<Response> {
  return async (request, context) => {
    try {
      return toResponse(await fn(request, context));
    } catch (error) {
      return toErrorResponse(error, options.label);
    }
  };
}

/** Validates the query string with `schema` and hands the parsed value to `fn`. */
export function withQuery<S extends z.core.$ZodType, C = unknown>(
  schema: S,
  fn: (query: z.output<S>, request: Request, context: C) => Promise<HandlerResult> | HandlerResult,
  options: { label?: string } = {},
): (request: Request, context: C) => Promise<Response> {
  return handle<C>(async (request, context) => {
    const query = parseWith(schema, searchParamsToObject(new URL(request.url).searchParams));
    return fn(query, request, context);
  }, options);
}

/** Validates the JSON body with `schema` and hands the parsed value to `fn`. */
export function withBody<S extends z.core.$ZodType, C = unknown>(
  schema: S,
  fn: (body: z.output<S>, request: Request, context: C) => Promise<HandlerResult> | HandlerResult,
  options: { label?: string } = {},
): (request: Request, context: C) => Promise<Response> {
  return handle<C>(async (request, context) => {
    const body = parseWith(schema, await readJsonBody(request));
    return fn(body, request, context);
  }, options);
}

/** Validates a value the handler extracted itself (a cookie, a route param); a mismatch answers 400. */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  return parseWith(schema, input);
}
