import { isIPv4, isIPv6 } from 'node:net';
import { CLIENT_IP_HEADER } from './client-ip-header.mjs';

export { CLIENT_IP_HEADER };

/** The one bucket of every request whose address is not known (see clientIp). */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * The client's address for per-address limits, as the production server decided it
 * (scripts/server.mjs, lib/http/forwarded-ip.mjs: the socket's peer, or past the proxies of
 * AUTH_TRUSTED_PROXIES along X-Forwarded-For) and set in CLIENT_IP_HEADER after dropping any copy
 * the client sent. X-Forwarded-For itself is never read here: a client can write anything in it.
 *
 * Without that server (`next dev`, a route handler called from a test) there is no such header
 * unless the caller set it: every such request counts as one client, UNKNOWN_CLIENT. That is the
 * safe side: limits hold (shared), and nothing a client sends chooses another bucket.
 *
 * An IPv6 client counts per /64 network: one household or host is given a whole /64 and may pick
 * any address in it.
 */
export function clientIp(request: Request): string {
  return clientIpOf(request.headers);
}

/** clientIp from the request's headers alone (better-auth's hooks have no Request). */
export function clientIpOf(headers: Headers | null | undefined): string {
  const value = headers?.get(CLIENT_IP_HEADER)?.trim() ?? '';
  if (isIPv4(value)) return value;
  if (isIPv6(value)) return ipv6Network(value);
  return UNKNOWN_CLIENT;
}

/** The /64 network of an IPv6 address, written as its first four groups and '::/64'. */
function ipv6Network(address: string): string {
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups; only the first four matter.
  const groups = address.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
