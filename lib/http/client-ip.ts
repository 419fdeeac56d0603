/**
 * The client's address as the nearest untrusted hop of X-Forwarded-For: Next sets the header to
 * the peer's address when no proxy did, and proxies append, so the rightmost entry that is not
 * one of our own proxies is the client (what better-auth does with AUTH_TRUSTED_PROXIES).
 */
export function clientIp(request: Request, trustedProxies: readonly string[]): string {
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i]!;
    if (!trustedProxies.includes(hop)) return hop;
  }
  return hops[0] ?? 'unknown';
}
