// Browser side of the account forms: posts JSON to better-auth's endpoints and turns its
// answers into messages a visitor can read (never a stack or a code).

export const GENERIC_ERROR = "Something went wrong on our side. Please try again.";
export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
export const EMAIL_NOT_VERIFIED =
  'Please confirm your e-mail address first: we have sent you a new confirmation link.';
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Please ask for a new one.';

export type AuthResult = { ok: true; data: unknown } | { ok: false; status: number; code?: string; message: string };

type ErrorBody = { code?: unknown; message?: unknown };

export function messageFor(status: number, body: ErrorBody): string {
  const code = typeof body.code === 'string' ? body.code : undefined;
  if (status === 429) return TOO_MANY_ATTEMPTS;
  if (code === 'EMAIL_NOT_VERIFIED') return EMAIL_NOT_VERIFIED;
  if (code === 'INVALID_EMAIL_OR_PASSWORD' || status === 401) return INVALID_CREDENTIALS;
  if (code === 'INVALID_TOKEN') return INVALID_RESET_LINK;
  if (status >= 400 && status < 500 && typeof body.message === 'string' && body.message.length < 200) {
    // Our hooks say "field: message"; the form shows the message.
    return body.message.replace(/^[A-Za-z.]+: /, '');
  }
  return GENERIC_ERROR;
}

export async function postAuth(path: string, body: unknown): Promise<AuthResult> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 0, message: 'We could not reach the server. Please check your connection and try again.' };
  }
  const data = (await response.json().catch(() => ({}))) as unknown;
  if (response.ok) return { ok: true, data };
  const errorBody = (typeof data === 'object' && data !== null ? data : {}) as ErrorBody;
  return {
    ok: false,
    status: response.status,
    code: typeof errorBody.code === 'string' ? errorBody.code : undefined,
    message: messageFor(response.status, errorBody),
  };
}
