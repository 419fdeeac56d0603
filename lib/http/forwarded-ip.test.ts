import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientIp, UNKNOWN_CLIENT } from './client-ip';
import { CLIENT_IP_HEADER, clientAddress, compileTrustedProxies, stampClientAddress } from './forwarded-ip.mjs';

const from = (remoteAddress: string, xff?: string) => ({
  socket: { remoteAddress },
  headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
});

describe('clientAddress (proxy-addr over the socket and AUTH_TRUSTED_PROXIES)', () => {
  it('without trusted proxies is the socket peer, whatever X-Forwarded-For says (the spoofing attack)', () => {
    const none = compileTrustedProxies('');
    expect(clientAddress(from('198.51.100.7', '203.0.113.1'), none)).toBe('198.51.100.7');
    expect(clientAddress(from('198.51.100.7', '203.0.113.1, 203.0.113.2'), none)).toBe('198.51.100.7');
    expect(clientAddress(from('::ffff:198.51.100.7', '10.9.9.9'), none)).toBe('198.51.100.7');
  });

  it('honours CIDR ranges: a peer inside a trusted range hands over to the nearest untrusted hop', () => {
    const trust = compileTrustedProxies('10.0.0.0/8, 192.168.1.1');
    expect(clientAddress(from('10.1.2.3', '203.0.113.9'), trust)).toBe('203.0.113.9');
    // A client's own entries on the left are skipped: the walk stops at the first untrusted hop.
    expect(clientAddress(from('10.1.2.3', '1.1.1.1, 203.0.113.9'), trust)).toBe('203.0.113.9');
    expect(clientAddress(from('10.1.2.3', '1.1.1.1, 203.0.113.9, 192.168.1.1'), trust)).toBe('203.0.113.9');
    // A peer outside the ranges is the client, even when it forwards something.
    expect(clientAddress(from('11.1.2.3', '203.0.113.9'), trust)).toBe('11.1.2.3');
    // Every hop trusted: the farthest one.
    expect(clientAddress(from('10.1.2.3', '10.4.4.4'), trust)).toBe('10.4.4.4');
  });

  it('knows proxy-addr names and refuses an entry that is no address or range', () => {
    expect(clientAddress(from('127.0.0.1', '203.0.113.5'), compileTrustedProxies('loopback'))).toBe('203.0.113.5');
    expect(() => compileTrustedProxies('10.0.0.0/99')).toThrow();
    expect(() => compileTrustedProxies('proxy.example.com')).toThrow();
  });
});

describe('stampClientAddress on a real server, and clientIp reading it', () => {
  async function serve(trusted: string, headers: Record<string, string>): Promise<string> {
    const server = stampClientAddress(
      http.createServer((req, res) => {
        res.end(String(req.headers[CLIENT_IP_HEADER]));
      }),
      trusted,
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      return await (await fetch(`http://127.0.0.1:${port}/`, { headers })).text();
    } finally {
      server.close();
    }
  }

  it('replaces the header a client sends and ignores its X-Forwarded-For from an untrusted peer', async () => {
    expect(await serve('', { [CLIENT_IP_HEADER]: '203.0.113.66', 'x-forwarded-for': '203.0.113.77' })).toBe('127.0.0.1');
    expect(await serve('127.0.0.0/8', { 'x-forwarded-for': '203.0.113.77' })).toBe('203.0.113.77');
  });

  it('clientIp reads only the internal header: X-Forwarded-For alone is the unknown client', () => {
    const request = (headers: Record<string, string>) => new Request('http://localhost/api/x', { headers });
    expect(clientIp(request({ [CLIENT_IP_HEADER]: '198.51.100.7' }))).toBe('198.51.100.7');
    expect(clientIp(request({ [CLIENT_IP_HEADER]: '198.51.100.7', 'x-forwarded-for': '203.0.113.1' }))).toBe('198.51.100.7');
    expect(clientIp(request({ 'x-forwarded-for': '203.0.113.1' }))).toBe(UNKNOWN_CLIENT);
    expect(clientIp(request({ [CLIENT_IP_HEADER]: 'not an address' }))).toBe(UNKNOWN_CLIENT);
    // IPv6 clients count per /64.
    expect(clientIp(request({ [CLIENT_IP_HEADER]: '2001:db8:1:2:aaaa::1' }))).toBe('2001:db8:1:2::/64');
    expect(clientIp(request({ [CLIENT_IP_HEADER]: '2001:db8:1:2:bbbb:cccc:dddd:eeee' }))).toBe('2001:db8:1:2::/64');
    expect(clientIp(request({ [CLIENT_IP_HEADER]: '2001:db8::1' }))).toBe('2001:db8:0:0::/64');
  });
});
