import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { VISITOR_DATA_TIMEOUT_MS } from './config/constants';

/**
 * Visitor data (storefront 3, 4, 7): what `/mytrip/app/gaInfo` says about the visitor of this
 * browser. The server answers per request (never from a shared cache); the browser asks once on
 * the first page view and again on demand (after a sign-in or a sign-out), giving up after
 * VISITOR_DATA_TIMEOUT_MS, which clears the fields. Cached pages render for nobody in particular
 * and let their islands read this store instead.
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

// ---- The browser's copy -------------------------------------------------------------------

export type VisitorDataStatus = 'idle' | 'loading' | 'loaded' | 'failed';
export type VisitorDataState = { readonly status: VisitorDataStatus; readonly data: VisitorData };

const IDLE: VisitorDataState = { status: 'idle', data: EMPTY_VISITOR_DATA };
let state: VisitorDataState = IDLE;
let inFlight: Promise<VisitorData> | null = null;
let generation = 0;
const listeners = new Set<() => void>();

function setState(next: VisitorDataState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getVisitorDataState(): VisitorDataState {
  return state;
}

type RefreshOptions = { force?: boolean; timeoutMs?: number; fetchImpl?: typeof fetch };

/**
 * Loads the visitor data: once per page load unless forced. A time-out or any failure logs an
 * error and clears the fields (storefront 4, 8), so nothing stale claims a signed-in visitor.
 */
export function refreshVisitorData({ force = false, timeoutMs = VISITOR_DATA_TIMEOUT_MS, fetchImpl }: RefreshOptions = {}): Promise<VisitorData> {
  if (!force) {
    if (inFlight) return inFlight;
    if (state.status === 'loaded' || state.status === 'failed') return Promise.resolve(state.data);
  }
  const mine = ++generation;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  setState({ status: 'loading', data: state.data });
  const request = (async (): Promise<VisitorData> => {
    try {
      const response = await (fetchImpl ?? fetch)(VISITOR_DATA_PATH, {
        credentials: 'same-origin',
        cache: 'no-store',
        headers: { Accept: 'application/javascript' },
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`visitor data answered ${response.status}`);
      const data = parseVisitorDataScript(await response.text());
      if (data === null) throw new Error('visitor data was not in the expected shape');
      if (mine === generation) setState({ status: 'loaded', data });
      return data;
    } catch (error) {
      console.error(controller.signal.aborted ? `Visitor data timed out after ${timeoutMs} ms` : 'Visitor data failed', error);
      if (mine === generation) setState({ status: 'failed', data: EMPTY_VISITOR_DATA });
      return EMPTY_VISITOR_DATA;
    } finally {
      clearTimeout(timer);
      if (mine === generation) inFlight = null;
    }
  })();
  inFlight = request;
  return request;
}

/** For tests: forget what was loaded. */
export function resetVisitorData(): void {
  generation++;
  inFlight = null;
  setState(IDLE);
}

const serverSnapshot = () => IDLE;

/** The visitor data as this browser knows it; empty on the server and until it arrives. */
export function useVisitorData(): VisitorDataState {
  return useSyncExternalStore(subscribe, getVisitorDataState, serverSnapshot);
}
