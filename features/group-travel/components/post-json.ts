/** What the group request endpoint answered: its JSON body and status (0 when the network failed). */
export interface Answer {
  readonly status: number;
  readonly body: { error?: string; fieldErrors?: Record<string, string[] | undefined> } & Record<string, unknown>;
}

export const NETWORK_MESSAGE = 'We could not reach our server. Please check your connection and try again.';

/** POSTs JSON; a network failure is an answer with status 0, never a throw. */
export async function postJson(url: string, body: unknown): Promise<Answer> {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
    const parsed = (await response.json().catch(() => ({}))) as Answer['body'] | null;
    return { status: response.status, body: parsed ?? {} };
  } catch {
    return { status: 0, body: { error: NETWORK_MESSAGE } };
  }
}
