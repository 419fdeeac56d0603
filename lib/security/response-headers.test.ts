import { describe, expect, it } from 'vitest';
import { securityHeaders } from './response-headers.mjs';

describe('securityHeaders', () => {
  it('forbids framing, base re-pointing, plugins and sniffing, and sets the referrer and permissions policies', () => {
    const headers = Object.fromEntries(securityHeaders({ siteUrl: 'http://localhost:3000' }));
    // Not a page: nothing loads or runs in it, nothing frames it (pages get theirs from script-policy.mjs).
    expect(headers['Content-Security-Policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Strict-Transport-Security']).toBeUndefined();
  });

  it('adds HSTS only when the site is served over https', () => {
    expect(Object.fromEntries(securityHeaders({ siteUrl: 'https://vegas.example' }))['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });
});
