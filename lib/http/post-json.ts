/** The error part of our endpoints' answers (lib/http/responses.ts): a message, a code, field errors. */
export interface ErrorBody {
  readonly error?: string;
  readonly code?: string;
  readonly fieldErrors?: Record<string, string[] | undefined>;
}

/**
 * What one of our endpoints answered to a browser's POST: the status (0 when the network failed),
 * whether it was 2xx, and the JSON body: `T`'s fields when it succeeded, the error's when it did
 * not, an empty object when the body was no JSON.
 */
export interface JsonAnswer<T = Record<string, unknown>> {
  readonly ok: boolean;
  readonly status: number;
  readonly body: Partial<T> & ErrorBody;
}

export const NETWORK_MESSAGE = 'We could not reach our server. Please check your connection and try again.';

/** POSTs JSON to one of our endpoints from the browser; a network failure is an answer with status 0, never a throw. */
export async function postJson<T = Record<string, unknown>>(url: string, body: unknown): Promise<JsonAnswer<T>> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const parsed: unknown = await response.json().catch(() => null);
    return { ok: response.ok, status: response.status, body: (parsed !== null && typeof parsed === 'object' ? parsed : {}) as JsonAnswer<T>['body'] };
  } catch {
    const failed: ErrorBody = { error: NETWORK_MESSAGE };
    return { ok: false, status: 0, body: failed as JsonAnswer<T>['body'] };
  }
}

/** The message, code and field errors of a failed answer. */
export function failureOf(answer: JsonAnswer<unknown>): { message: string; code: string | null; fieldErrors: Record<string, string[]> } {
  const { error, code, fieldErrors = {} } = answer.body;
  const fields: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(fieldErrors)) if (messages) fields[name] = messages;
  return { message: error ?? NETWORK_MESSAGE, code: code ?? null, fieldErrors: fields };
}
