import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_PATHS } from '../config/content-pages';
import contentRewrites from './content-rewrites.json' with { type: 'json' };

const [rule] = contentRewrites;
const CONTENT_REWRITE_SOURCE = rule?.source ?? '';

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
    for (const path of [...CONTENT_PAGE_PATHS, '/', '/shows', '/no/such/place', '/iv2/%ZZ', '/api/x%20y', '/media/products/1/a%20b.svg', '/_next/static/x%20y.js']) {
      expect(rewritten(path), path).toBe(false);
    }
  });

  it('is one rule to the not-found page', () => {
    expect(contentRewrites).toEqual([{ source: CONTENT_REWRITE_SOURCE, destination: '/_not-found' }]);
  });

  it('has no capturing group inside the parameter (path-to-regexp refuses them)', () => {
    expect(/^\/:path\((.*)\)$/.exec(CONTENT_REWRITE_SOURCE)?.[1]).not.toMatch(/\((?!\?)/);
  });
});
