/** What a checkout endpoint answered: its JSON body and whether the status was 2xx. */
export interface JsonAnswer<T> {
  readonly ok: boolean;
  readonly status: number;
  readonly body: T | { error?: string; code?: string; fieldErrors?: Record<string, string[]> } | null;
}

export const NETWORK_MESSAGE = 'We could not reach our server. Please check your connection and try again.';

/** POSTs JSON to one of our endpoints; a network failure is an answer with status 0, never a throw. */
export async function postJson<T>(url: string, body: unknown): Promise<JsonAnswer<T>> {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
    let parsed: unknown = null;
    try {
      parsed = await response.json();
    } catch {
      parsed = null;
    }
    return { ok: response.ok, status: response.status, body: parsed as JsonAnswer<T>['body'] };
  } catch {
    return { ok: false, status: 0, body: { error: NETWORK_MESSAGE } };
  }
}

/** The message and field errors of a failed answer. */
export function failureOf(answer: JsonAnswer<unknown>): { message: string; code: string | null; fieldErrors: Record<string, string[]> } {
  const body = (answer.body ?? {}) as { error?: string; code?: string; fieldErrors?: Record<string, string[]> };
  return { message: body.error ?? NETWORK_MESSAGE, code: body.code ?? null, fieldErrors: body.fieldErrors ?? {} };
}
