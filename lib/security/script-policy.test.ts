import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGN_IN_BANNER_SCRIPT } from './inline-scripts.mjs';
import { applyResponsePolicy, ERROR_CACHE_CONTROL, inlineScriptHashes, isKnownInlineScript, pageContentSecurityPolicy } from './script-policy.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const FLIGHT_0 = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_1 = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[1,[],\\"default\\"]\\n"])';
const TURBOPACK = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';
const INJECTED = 'alert(document.cookie)';

const page = [
  '<!DOCTYPE html><html><head>',
  `<script>${SIGN_IN_BANNER_SCRIPT}</script>`,
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
  `</head><body><script id="_R_">${TURBOPACK}</script>`,
  `<script>${FLIGHT_0}</script><script>${FLIGHT_1}</script><script>${FLIGHT_1}</script>`,
  `<script>${INJECTED}</script>`,
  `<script>self.__next_f.push([1,"x"]);${INJECTED}</script>`,
  '</body></html>',
].join('');

describe('inline script hashes', () => {
  it("hashes ours and Next's data scripts once each, in page order; skips external and JSON-LD scripts", () => {
    const { hashes, refused } = inlineScriptHashes(page);
    expect(hashes).toEqual([sha(SIGN_IN_BANNER_SCRIPT), sha(TURBOPACK), sha(FLIGHT_0), sha(FLIGHT_1)]);
    expect(refused).toEqual([INJECTED, `self.__next_f.push([1,"x"]);${INJECTED}`]);
  });

  it("refuses a script that looks like Next's but runs code", () => {
    expect(isKnownInlineScript(FLIGHT_1)).toBe(true);
    expect(isKnownInlineScript('self.__next_f.push([1,"a"]);alert(1)//)')).toBe(false);
    expect(isKnownInlineScript('self.__next_f.push(alert(1))')).toBe(false);
    expect(isKnownInlineScript('self.__next_f.push([1,"a"]);;alert(1);')).toBe(false);
    expect(isKnownInlineScript('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(fetch("/x"))')).toBe(false);
    expect(isKnownInlineScript(`${SIGN_IN_BANNER_SCRIPT};alert(1)`)).toBe(false);
  });

  it('the page policy: script-src self and the hashes, never unsafe-inline or unsafe-eval; framing, base, plugins and forms closed', () => {
    const policy = pageContentSecurityPolicy({ scriptHashes: [sha(FLIGHT_0)], siteUrl: 'https://vegasgo.example' });
    const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d]));
    expect(directives['script-src']).toBe(`script-src 'self' ${sha(FLIGHT_0)}`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(directives['frame-ancestors']).toBe("frame-ancestors 'none'");
    expect(directives['object-src']).toBe("object-src 'none'");
    expect(directives['base-uri']).toBe("base-uri 'self'");
    expect(directives['form-action']).toContain("'self'");
    expect(directives['connect-src']).toBe("connect-src 'self'");
    expect(directives['upgrade-insecure-requests']).toBe('upgrade-insecure-requests');
    expect(pageContentSecurityPolicy({ siteUrl: 'http://localhost:3000' })).not.toContain('upgrade-insecure-requests');
  });
});

describe('applyResponsePolicy on a response', () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function serve(handler: (res: http.ServerResponse) => void): Promise<string> {
    server = http.createServer((req, res) => {
      res.setHeader('Content-Security-Policy', 'resource');
      applyResponsePolicy(req, res, { siteUrl: 'http://localhost:3000', warn: () => {} });
      handler(res);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('an HTML page streamed in gzip chunks gets the hashes of its scripts, and its body unchanged', async () => {
    const zipped = gzipSync(page);
    const base = await serve((res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-encoding', 'gzip');
      res.writeHead(200);
      res.write(zipped.subarray(0, 40));
      setTimeout(() => res.end(zipped.subarray(40)), 20);
    });
    const response = await fetch(base);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(page);
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toContain(`script-src 'self' ${sha(SIGN_IN_BANNER_SCRIPT)} ${sha(TURBOPACK)} ${sha(FLIGHT_0)} ${sha(FLIGHT_1)};`);
    expect(policy).not.toContain(sha(INJECTED));
  });

  it('anything but HTML passes through as written, with the policy it had', async () => {
    const base = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"a":');
      res.end('1}');
    });
    const response = await fetch(base);
    expect(await response.json()).toEqual({ a: 1 });
    expect(response.headers.get('content-security-policy')).toBe('resource');
  });

  it("a 404 page or answer never tells a shared cache to keep it; a cached page's 200 keeps its lifetime", async () => {
    const lifetime = 's-maxage=300, stale-while-revalidate=86100';
    let status = 404;
    let type = 'text/html; charset=utf-8';
    const base = await serve((res) => {
      res.setHeader('cache-control', lifetime);
      res.writeHead(status, { 'content-type': type });
      res.end(`<html><body><script>${FLIGHT_0}</script></body></html>`);
    });
    const notFound = await fetch(base);
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('cache-control')).toBe(ERROR_CACHE_CONTROL);
    type = 'application/json';
    expect((await fetch(base)).headers.get('cache-control')).toBe(ERROR_CACHE_CONTROL);
    status = 200;
    type = 'text/html; charset=utf-8';
    const page = await fetch(base);
    expect(page.headers.get('cache-control')).toBe(lifetime);
    expect(page.headers.get('content-security-policy')).toContain(sha(FLIGHT_0));
  });
});
