import { useSyncExternalStore } from 'react';
import { VISITOR_DATA_TIMEOUT_MS } from './config/constants';
import { EMPTY_VISITOR_DATA, parseVisitorDataScript, VISITOR_DATA_PATH, type VisitorData } from './visitor-data-format';

export { EMPTY_VISITOR_DATA, parseVisitorDataScript, VISITOR_DATA_PATH, visitorDataScript, type VisitorData } from './visitor-data-format';

/**
 * Visitor data (storefront 3, 4, 7): what `/mytrip/app/gaInfo` says about the visitor of this
 * browser. The server answers per request (never from a shared cache); the browser asks once on
 * the first page view and again on demand (after a sign-in or a sign-out), giving up after
 * VISITOR_DATA_TIMEOUT_MS, which clears the fields. Cached pages render for nobody in particular
 * and let their islands read this store instead.
 */
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
