import { getEnv } from '../env';
import { routes } from '../routes';
import { configuredLoginHref } from './account-links';
import { getFlags } from './flags';

/**
 * Where My Account leads (storefront 2.13). Normally: the login route for signed-out visitors and
 * this app's my-account page (`/mytrip/app/MyAccountLogin`) for signed-in ones. With the React
 * my-account pages disabled (FLAG_DISABLE_REACT_MY_ACCOUNT), the my-account app is the one at
 * MY_ACCOUNT_APP_URL, which signs visitors in itself: every My Account link and this app's
 * my-account url go there, with a full page load.
 */
export type MyAccountTargets = {
  readonly loginHref: string;
  readonly accountHref: string;
  /** The my-account app is served outside this app. */
  readonly external: boolean;
};

/** `loginHref`: the configured login link (LOGIN_BASE_URL), this app's login page by default. */
export function myAccountTargetsFor(
  disableReactMyAccount: boolean,
  externalUrl: string | undefined,
  loginHref: string = routes.login.build(),
): MyAccountTargets {
  if (disableReactMyAccount) {
    if (externalUrl === undefined) throw new Error('MY_ACCOUNT_APP_URL is required when the React my-account pages are off');
    return { loginHref: externalUrl, accountHref: externalUrl, external: true };
  }
  return { loginHref, accountHref: routes.myAccount.build(), external: false };
}

/** Server only: reads the flag and the url from the environment. */
export function myAccountTargets(): MyAccountTargets {
  return myAccountTargetsFor(getFlags().disableReactMyAccount, getEnv().MY_ACCOUNT_APP_URL, configuredLoginHref());
}
