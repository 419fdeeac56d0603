import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';

// Issue 25 items 6 and 7 through the built server: the home page's policy (script-src with the
// hashes of its inline scripts, kept by the front cache), the other security headers, error
// answers no shared cache may keep, and broken percent-encoding answered 404, never 500.

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The inline scripts a browser would run (no src, no data type such as JSON-LD). */
function runnableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/\btype="application\/(ld\+)?json"/.test(attributes!))
    .map(([, , text]) => text!)
    .filter((text) => text !== '');
}

test.describe('response headers', () => {
  test("the home page's policy allows exactly its own inline scripts, rendered or from the front cache", async ({ request }) => {
    // Until an answer comes from the front cache (another test's content edit may empty it meanwhile).
    let fromFrontCache = false;
    for (let attempt = 0; attempt < 6 && !fromFrontCache; attempt += 1) {
      const response = await request.get('/');
      fromFrontCache = response.headers()['x-front-cache'] === 'HIT';
      const round = fromFrontCache ? 'from the front cache' : `rendered or stored (${attempt})`;
      expect(response.status(), round).toBe(200);
      const headers = response.headers();
      const policy = headers['content-security-policy']!;
      const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!;
      expect(scriptSrc, round).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
      const scripts = runnableInlineScripts(await response.text());
      expect(scripts.length, round).toBeGreaterThan(2);
      for (const script of scripts) expect(scriptSrc, `${round}: ${script.slice(0, 60)}`).toContain(sha(script));
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).toContain("form-action 'self'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      // A page is at most a day stale in a CDN (next.config expireTime), never a year.
      expect(headers['cache-control']).toBe('s-maxage=300, stale-while-revalidate=86100');
    }
    expect(fromFrontCache, 'an answer from the front cache, with the hashes it was stored with').toBe(true);
  });

  test('JSON and other files carry the strict policy of a response that is not a page', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.headers()['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('no 404 tells a shared cache to keep it', async ({ request }) => {
    for (const path of ['/iv2/las-vegas-shows/999999/no-such-show/dates', '/iv2/no-such-page', '/no-such-content-page', '/shows/%ZZ', '/api/nope']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const cacheControl = response.headers()['cache-control'] ?? '';
      expect(cacheControl, path).not.toMatch(/s-maxage|stale-while-revalidate|public/);
      expect(cacheControl, path).toMatch(/no-store/);
    }
  });

  test('broken percent-encoding anywhere answers 404, never 500', async ({ request }) => {
    for (const path of ['/iv2/paypal/%ZZ?token=%', '/iv2/paypal/%C3%28', '/iv2/billing/%ZZ', '/iv2/confirmation/%ZZ', '/iv2/dev/outbox/%ZZ', '/_next/static/%ZZ', '/media/%E0%A4%A']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('PAGE NOT FOUND');
    }
    const api = await request.get('/api/checkout/%ZZ');
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ error: 'Not found' });
  });
});
