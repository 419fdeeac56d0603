import * as z from 'zod/mini';

/**
 * Visitor data (storefront 3, 4, 7): what `/mytrip/app/gaInfo` says about the visitor of this
 * browser. The server answers per request (never from a shared cache); the browser asks once on
 * the first page view and again on demand (after a sign-in or a sign-out), giving up after
 * VISITOR_DATA_TIMEOUT_MS, which clears the fields. Cached pages render for nobody in particular
 * and let their islands read the store of lib/visitor-data.ts instead. The shape and the script
 * text live here, apart from the browser store, so server code can use them.
 */
export const VISITOR_DATA_PATH = '/mytrip/app/gaInfo';

export const visitorDataSchema = z.object({
  /** The signed-in member's e-mail address ('' when signed out). */
  emailId: z.string().check(z.maxLength(254)),
  /** MD5 (hex) of the trimmed, lower-cased e-mail address, for tags that must not see the address. */
  emha: z.string().check(z.regex(/^(?:[0-9a-f]{32})?$/)),
  /** SHA-256 (hex) of the same. */
  emha256: z.string().check(z.regex(/^(?:[0-9a-f]{64})?$/)),
  loggedIn: z.boolean(),
  /** The member's address is signed up for e-mail promotions. */
  subscriber: z.boolean(),
  subscriberId: z.string().check(z.maxLength(64)),
  /** The account's id ('' when signed out). */
  universalUserId: z.string().check(z.maxLength(64)),
});

export type VisitorData = z.infer<typeof visitorDataSchema>;

export const EMPTY_VISITOR_DATA: VisitorData = Object.freeze({
  emailId: '',
  emha: '',
  emha256: '',
  loggedIn: false,
  subscriber: false,
  subscriberId: '',
  universalUserId: '',
});

const SCRIPT_PREFIX = 'window.gaInfo = ';
const SCRIPT_SUFFIX = ';\n';

/**
 * The gaInfo answer: script text that assigns the fields. JSON is a JavaScript expression; `<`
 * and the two line separators are escaped so the text is also safe inside an inline <script>.
 */
export function visitorDataScript(data: VisitorData): string {
  const json = JSON.stringify(z.parse(visitorDataSchema, data))
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `${SCRIPT_PREFIX}${json}${SCRIPT_SUFFIX}`;
}

/** Reads the gaInfo script text without running it; null when it is not what the server writes. */
export function parseVisitorDataScript(text: string): VisitorData | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith(SCRIPT_PREFIX.trim()) || !trimmed.endsWith(';')) return null;
  const json = trimmed.slice(SCRIPT_PREFIX.trim().length, -1).trim();
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = z.safeParse(visitorDataSchema, value);
  return parsed.success ? parsed.data : null;
}
