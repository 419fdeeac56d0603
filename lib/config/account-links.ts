import { getEnv } from '../env';
import { isExternalAccountEntry, loginHref, registerHref, type AccountBases } from '../routes';

/** Server only: the configured login and register bases (LOGIN_BASE_URL, REGISTER_BASE_URL). */
function bases(): AccountBases {
  const env = getEnv();
  return { login: env.LOGIN_BASE_URL, register: env.REGISTER_BASE_URL };
}

/** The login link of this deployment (storefront 2.2), coming back to `returnTo` after sign-in. */
export function configuredLoginHref(returnTo?: string): string {
  return loginHref(bases(), getEnv().SITE_URL, returnTo);
}

/** The register link of this deployment (storefront 2.2), coming back to `returnTo`. */
export function configuredRegisterHref(returnTo?: string): string {
  return registerHref(bases(), getEnv().SITE_URL, returnTo);
}

/** Whether the app's own login (register) page should send its visitors to the configured base. */
export function accountEntryIsExternal(entry: 'login' | 'register'): boolean {
  return isExternalAccountEntry(entry, bases());
}
