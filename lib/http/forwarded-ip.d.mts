import type { Server } from 'node:http';

export { CLIENT_IP_HEADER } from './client-ip-header.mjs';
/** AUTH_TRUSTED_PROXIES (addresses, CIDR ranges, proxy-addr's names) as a trust function; throws on a bad entry. */
export function compileTrustedProxies(list: string | readonly string[] | undefined): (address: string, hop: number) => boolean;
/** The client's address: the socket's peer, or past the trusted proxies along X-Forwarded-For. */
export function clientAddress(
  req: { socket?: { remoteAddress?: string }; connection?: { remoteAddress?: string }; headers: Record<string, string | string[] | undefined> },
  trust: (address: string, hop: number) => boolean,
): string;
/** Sets CLIENT_IP_HEADER on every request of the server before any other listener sees it. */
export function stampClientAddress<S extends Server>(server: S, trustedProxies?: string | readonly string[]): S;
