'use client';

import { useVisitorData } from '@/lib/visitor-data';
import { UtilityLink } from './utility-link';

/**
 * Where MY ACCOUNT leads (spec 2.13): the login route for signed-out visitors, the my-account
 * app for signed-in ones. The page around it is cached for everybody, so the choice is made in
 * the browser from the visitor data; until it arrives the link is the login route, which sends a
 * signed-in member on to the account anyway. `external` (the React my-account pages are off):
 * the my-account app is served elsewhere, so one url for everybody and a full page load.
 */
export type AccountLinkTargets = { loginHref: string; accountHref: string; external: boolean };

export function AccountLink({ loginHref, accountHref, external }: AccountLinkTargets) {
  const signedIn = useVisitorData().data.loggedIn;
  const href = external || signedIn ? accountHref : loginHref;
  const content = (
    <>
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="10" cy="6.5" r="3.5" fill="currentColor" />
        <path d="M3 18c0-3.9 3.1-6.5 7-6.5s7 2.6 7 6.5z" fill="currentColor" />
      </svg>
      <span>My Account</span>
    </>
  );
  return (
    <UtilityLink href={href} external={external} data-testid="header-account-link">
      {content}
    </UtilityLink>
  );
}
