import { routes } from './routes';

/**
 * Login and register links with the bases from configuration (storefront 2.2). The app's own
 * pages are `routes.login` and `routes.register` under the root path; a configured base (an
 * account service elsewhere, or a path a proxy in front serves) replaces them in every link.
 * `returnTo` travels along: as the same-site path it is when the base is a path, as an absolute
 * url on `siteUrl` when the base is another site, so the visitor can come back.
 */
export type AccountBases = { readonly login?: string | undefined; readonly register?: string | undefined };

type Entry = 'login' | 'register';

function entryHref(entry: Entry, base: string | undefined, returnTo: string | undefined, siteUrl: string): string {
  const route = routes[entry];
  if (base === undefined || base === route.build({})) return route.build({ returnTo });
  const isPath = base.startsWith('/');
  const url = new URL(base, siteUrl);
  if (returnTo !== undefined) url.searchParams.set('returnTo', isPath ? returnTo : new URL(returnTo, siteUrl).toString());
  return isPath ? `${url.pathname}${url.search}` : url.toString();
}

/** True when `entry` is configured to live outside this app's own page. */
export function isExternalAccountEntry(entry: Entry, bases: AccountBases): boolean {
  const base = bases[entry];
  return base !== undefined && base !== routes[entry].build({});
}

export function loginHref(bases: AccountBases, siteUrl: string, returnTo?: string): string {
  return entryHref('login', bases.login, returnTo, siteUrl);
}

export function registerHref(bases: AccountBases, siteUrl: string, returnTo?: string): string {
  return entryHref('register', bases.register, returnTo, siteUrl);
}
