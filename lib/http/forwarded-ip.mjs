// The client's address, decided once per request by the production server (scripts/server.mjs)
// from the connection itself: the socket's peer, unless that peer is one of our own proxies
// (AUTH_TRUSTED_PROXIES: addresses or CIDR ranges, or proxy-addr's names `loopback`,
// `linklocal`, `uniquelocal`); then the nearest X-Forwarded-For hop that is not one of them.
// The server deletes any copy of CLIENT_IP_HEADER the request brought and sets its own, so route
// handlers (lib/http/client-ip.ts) read an address a client cannot choose. Plain ESM, so the
// server loads it without a build.
import proxyaddr from 'proxy-addr';
import { CLIENT_IP_HEADER } from './client-ip-header.mjs';

/** The internal header the server sets; whatever a client sends under this name is replaced. */
export { CLIENT_IP_HEADER };

/**
 * The trusted proxies of a comma-separated list (AUTH_TRUSTED_PROXIES). An entry that is no
 * address, range or known name throws here, at start, rather than trusting nothing silently.
 * @param {string | readonly string[] | undefined} list
 * @returns {(address: string, hop: number) => boolean}
 */
export function compileTrustedProxies(list) {
  const entries = (typeof list === 'string' ? list.split(',') : [...(list ?? [])]).map((s) => s.trim()).filter(Boolean);
  return proxyaddr.compile(entries);
}

/**
 * The client's address: the socket's peer, or past the trusted proxies along X-Forwarded-For.
 * A hop that is not a trusted proxy ends the walk, so a client's own X-Forwarded-For entries
 * count only when every proxy between it and us is trusted.
 * @param {{ socket?: { remoteAddress?: string }, connection?: { remoteAddress?: string }, headers: Record<string, string | string[] | undefined> }} req
 * @param {(address: string, hop: number) => boolean} trust
 * @returns {string}
 */
export function clientAddress(req, trust) {
  const socket = req.socket ?? req.connection;
  // A socket already closed has no address; proxy-addr needs one to start from.
  if (!socket?.remoteAddress) return 'unknown';
  const address = proxyaddr(/** @type {any} */ ({ connection: socket, socket, headers: req.headers }), trust);
  return normalise(address);
}

/** IPv4 addresses written as IPv6 (::ffff:1.2.3.4) are the same client as 1.2.3.4. */
function normalise(/** @type {string} */ address) {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1] : address;
}

/**
 * Sets CLIENT_IP_HEADER on every request the server receives, before any other listener (the
 * front cache, Next) sees it. Returns the server.
 * @template {import('node:http').Server} S
 * @param {S} server
 * @param {string | readonly string[] | undefined} [trustedProxies] default: $AUTH_TRUSTED_PROXIES
 * @returns {S}
 */
export function stampClientAddress(server, trustedProxies = process.env.AUTH_TRUSTED_PROXIES) {
  const trust = compileTrustedProxies(trustedProxies);
  server.prependListener('request', (req) => {
    req.headers[CLIENT_IP_HEADER] = clientAddress(req, trust);
  });
  return server;
}
