import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_PATHS } from '../config/content-pages';
import contentRewrites from './content-rewrites.json' with { type: 'json' };

const [rule, apiRule] = contentRewrites;
const CONTENT_REWRITE_SOURCE = rule?.source ?? '';
const API_REWRITE_SOURCE = apiRule?.source ?? '';

/** The API rule `/api/:path(<regex>)` on the raw pathname. */
function apiRewritten(path: string): boolean {
  const inner = /^\/api\/:path\((.*)\)$/.exec(API_REWRITE_SOURCE)?.[1];
  if (inner === undefined) throw new Error('unexpected source');
  return new RegExp(`^/api/(?:${inner})$`).test(path);
}

/** What Next's router does with the source `/:path(<regex>)` on the raw (still encoded) pathname. */
function rewritten(path: string): boolean {
  const inner = /^\/:path\((.*)\)$/.exec(CONTENT_REWRITE_SOURCE)?.[1];
  if (inner === undefined) throw new Error('unexpected source');
  return new RegExp(`^/(?:${inner})$`).test(path);
}

describe('content rewrite (next.config.ts)', () => {
  it('sends broken or any percent-encoding outside the booking app to the not-found page', () => {
    for (const path of ['/%E0%A4%A', '/lounge/%ZZ', '/lounge/guide%2F..', '/%', '/shopping/%41ntique-stores']) expect(rewritten(path), path).toBe(true);
  });

  it('leaves the content pages, the booking app, the APIs and media alone', () => {
    for (const path of [...CONTENT_PAGE_PATHS, '/', '/shows', '/no/such/place', '/iv2/%ZZ', '/media/products/1/a%20b.svg', '/_next/static/x%20y.js']) {
      expect(rewritten(path), path).toBe(false);
    }
  });

  // No rule for /shows/{name}: a name that is no calendar month is a show category's content
  // route (storefront 2.2), and made-up ones are refused by the known-path check of
  // scripts/server.mjs (features/content/known-paths.ts), which knows the categories.
  it('is one rule to the not-found page and one to the APIs\' JSON 404', () => {
    expect(contentRewrites).toEqual([
      { source: CONTENT_REWRITE_SOURCE, destination: '/_not-found' },
      { source: API_REWRITE_SOURCE, destination: '/api/not-found' },
    ]);
  });

  it('answers an API path with percent-encoding (broken encoding fails in Next with a bare 500) with a JSON 404, sign-in callbacks aside', () => {
    for (const path of ['/api/venues/%ZZ/seats', '/api/show-calendar/%E0%A4%A', '/api/x%20y', '/api/performances/1%2F2/seats']) expect(apiRewritten(path), path).toBe(true);
    for (const path of ['/api/venues/1/seats', '/api/show-calendar/december-2026', '/api/auth/callback/x%20y', '/api/auth']) expect(apiRewritten(path), path).toBe(false);
  });

  it('has no capturing group inside the parameter (path-to-regexp refuses them)', () => {
    expect(/^\/:path\((.*)\)$/.exec(CONTENT_REWRITE_SOURCE)?.[1]).not.toMatch(/\((?!\?)/);
  });
});
