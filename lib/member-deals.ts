import { useSyncExternalStore } from 'react';
import Cookies from 'js-cookie';
import { PERSISTED_STATE_TTL_DAYS } from './config/constants';
import { MEMBER_DEALS_COOKIE } from './member-deals-cookie';

/**
 * The member-deals cookie (storefront 2.3, 6): set when a visitor arrives from an e-mail
 * campaign (utm_medium=email); a member deal hides the insider signup and thanks the visitor in
 * the footer signup. Read in the browser here; the server reads it for insider prices.
 */
export { MEMBER_DEALS_COOKIE };

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasMemberDeal(): boolean {
  return Cookies.get(MEMBER_DEALS_COOKIE) === '1';
}

/** Sets the cookie when the url carries utm_medium=email; true when it did. */
export function grantMemberDealFromUrl(search: string): boolean {
  if (new URLSearchParams(search).get('utm_medium') !== 'email') return false;
  Cookies.set(MEMBER_DEALS_COOKIE, '1', { path: '/', expires: PERSISTED_STATE_TTL_DAYS, sameSite: 'lax', secure: window.location.protocol === 'https:' });
  for (const listener of listeners) listener();
  return true;
}

/** Whether this visitor holds a member deal; false on the server and before hydration. */
export function useHasMemberDeal(): boolean {
  return useSyncExternalStore(subscribe, hasMemberDeal, () => false);
}

/** The server granted the member deal (the insider prompt's e-mail sign-up set the cookie): tell the page. */
export function memberDealGranted(): void {
  for (const listener of listeners) listener();
}
