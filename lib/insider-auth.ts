import { useSyncExternalStore } from 'react';

/**
 * The insider sign-up / sign-in modal's toggle (ticket-buying 2, 4). The prompt that opens it
 * (the seat and quantity pages' ticket panel) and the modal (accounts) are islands of different
 * features that the page puts side by side; they meet here instead of importing each other.
 * `completions` counts sign-ins through the modal, so the panel can ask for its prices again.
 */
export type InsiderAuthTab = 'sign-up' | 'sign-in';
export type InsiderAuthState = { readonly open: boolean; readonly tab: InsiderAuthTab; readonly completions: number };

const INITIAL: InsiderAuthState = { open: false, tab: 'sign-up', completions: 0 };
let state: InsiderAuthState = INITIAL;
const listeners = new Set<() => void>();

function setState(next: InsiderAuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the modal on a tab ('Sign Up' is the default, spec). */
export function openInsiderAuth(tab: InsiderAuthTab = 'sign-up'): void {
  setState({ ...state, open: true, tab });
}

/** The visitor switched tabs in the open modal. */
export function selectInsiderAuthTab(tab: InsiderAuthTab): void {
  if (state.tab !== tab) setState({ ...state, tab });
}

/** Closing switches the toggle off. */
export function closeInsiderAuth(): void {
  if (state.open) setState({ ...state, open: false });
}

/** Signed in through the modal: it closes, and the prices are asked for again. */
export function insiderAuthSucceeded(): void {
  setState({ ...state, open: false, completions: state.completions + 1 });
}

export function getInsiderAuthState(): InsiderAuthState {
  return state;
}

/** For tests. */
export function resetInsiderAuth(): void {
  setState(INITIAL);
}

const serverSnapshot = () => INITIAL;

export function useInsiderAuth(): InsiderAuthState {
  return useSyncExternalStore(subscribe, getInsiderAuthState, serverSnapshot);
}
