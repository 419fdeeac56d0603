import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AIRPORT_CODE_PATTERN, CABIN_CLASSES, FLIGHT_TIMES, PARTY_PATTERN } from '@/lib/config/air-hotel';
import {
  AIRPORT_CODE,
  CABIN_CLASSES as MJS_CABINS,
  FLIGHT_TIMES as MJS_TIMES,
  MAX_SITE_SEARCH_QUERY,
  PARTY,
  namesSharedResults,
  normaliseSiteSearchText,
  pacificDayOf,
  sharedQueryOf,
  siteSearchKey,
  siteSearchTextOfKey,
} from './shared-queries.mjs';

const get = (url: string, headers: Record<string, string> = {}) => sharedQueryOf({ method: 'GET', url, headers }, Date.UTC(2026, 10, 26, 12));

describe('the rules server.mjs applies are the ones the pages apply', () => {
  it('uses the same codes, parties, cabins and flight times as the TypeScript', () => {
    expect(AIRPORT_CODE.source).toBe(`^${AIRPORT_CODE_PATTERN}$`);
    expect(PARTY.source).toBe(`^${PARTY_PATTERN}$`);
    expect([...MJS_CABINS]).toEqual([...CABIN_CLASSES]);
    expect([...MJS_TIMES]).toEqual([...FLIGHT_TIMES]);
  });
});

describe('site search: one key per normalised question', () => {
  it('trims, joins white space and keeps the case the heading repeats', () => {
    expect(normaliseSiteSearchText('  Blue   Man\t\nGroup ')).toBe('Blue Man Group');
    expect(normaliseSiteSearchText('Cafe\u0301')).toBe('Café');
    expect(normaliseSiteSearchText('   ')).toBeNull();
    expect(normaliseSiteSearchText('a'.repeat(MAX_SITE_SEARCH_QUERY + 1))).toBeNull();
    expect(normaliseSiteSearchText('a\u0000b')).toBeNull();
  });

  it('gives every spelling of a question one key, whatever else the url carries', () => {
    const key = get('/iv2/searchresults/sitesearch?rq=Blue+Man')?.key;
    expect(key).toBeDefined();
    for (const url of ['/iv2/searchresults/sitesearch?rq=%20Blue%20%20Man%20', '/iv2/searchresults/sitesearch?utm_source=x&rq=Blue+Man&gclid=1']) {
      expect(get(url)).toEqual({ kind: 'sitesearch', key });
    }
    expect(get('/iv2/searchresults/sitesearch?rq=blue+man')?.key).not.toBe(key);
  });

  it('shares no question the page would not search, nor a request that asks to bypass the cache or is a client navigation', () => {
    for (const url of [
      '/iv2/searchresults/sitesearch',
      '/iv2/searchresults/sitesearch?rq=',
      '/iv2/searchresults/sitesearch?rq=a&rq=b',
      `/iv2/searchresults/sitesearch?rq=${'x'.repeat(201)}`,
      '/iv2/searchresults/sitesearch?rq=a%00b',
      '/iv2/searchresults/sitesearch?rq=comedy&nc=1',
      '/iv2/searchresults/sitesearchx?rq=comedy',
    ]) {
      expect(get(url), url).toBeNull();
    }
    expect(get('/iv2/searchresults/sitesearch?rq=comedy', { rsc: '1' })).toBeNull();
    expect(sharedQueryOf({ method: 'POST', url: '/iv2/searchresults/sitesearch?rq=comedy', headers: {} })).toBeNull();
  });

  it('a key gives back exactly its question, and only keys the server writes are accepted', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 220, unit: 'binary' }), (text) => {
        const normal = normaliseSiteSearchText(text);
        if (normal === null) return;
        const key = siteSearchKey(normal);
        expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(key.length).toBeLessThanOrEqual(1100);
        expect(siteSearchTextOfKey(key)).toBe(normal);
        expect(siteSearchTextOfKey(`${key}A`)).not.toBe(normal);
      }),
    );
  });

  it('refuses made-up keys: not base64url, another spelling of one, or a text that is not normalised', () => {
    expect(siteSearchTextOfKey('not base64!')).toBeNull();
    expect(siteSearchTextOfKey(siteSearchKey(' padded '))).toBeNull();
    expect(siteSearchTextOfKey(siteSearchKey('a  b'))).toBeNull();
    expect(siteSearchTextOfKey('YQ')).toBe('a');
    expect(siteSearchTextOfKey('YR')).toBeNull(); // decodes to 'a' too: not the spelling the server writes
  });
});

describe('air+hotel results: one key per search and Pacific day', () => {
  const base = '/iv2/searchresults/airhotels/2026-12-10/-/2026-12-13';

  it('fills the defaults and drops keys the page does not read, so equal searches share a key', () => {
    const key = get(`${base}?from=LAX&party=2`)?.key;
    expect(key).toBeDefined();
    expect(get(`${base}?party=2&cabin=Y&depart=anytime&return=anytime&from=LAX&utm_source=x`)?.key).toBe(key);
    expect(get(`${base}?from=LAX&party=2,1`)?.key).not.toBe(key);
    expect(get(`${base}/sort/price-low-high?from=LAX&party=2`)?.key).not.toBe(key);
    // The default dates and the window rules follow the day: another day is another key.
    expect(sharedQueryOf({ method: 'GET', url: `${base}?from=LAX&party=2`, headers: {} }, Date.UTC(2026, 10, 27, 12))?.key).not.toBe(key);
  });

  it('shares no search the page answers with errors, nor a repeated key', () => {
    for (const query of ['', '?from=lax', '?from=LAXX', '?from=LAX&party=5', '?from=LAX&cabin=Z', '?from=LAX&depart=noon', '?from=LAX&from=SFO', '?from=LAX&nc=1']) {
      expect(get(`${base}${query}`), query).toBeNull();
    }
    expect(get('/iv2/searchresults/airhotels/junk?from=LAX')).toBeNull();
  });

  it('knows the Pacific day, not the server zone', () => {
    expect(pacificDayOf(Date.UTC(2026, 10, 27, 7, 59))).toBe('2026-11-26');
    expect(pacificDayOf(Date.UTC(2026, 10, 27, 8, 0))).toBe('2026-11-27');
  });
});

describe('the twins are reached through the rewrite only', () => {
  it('names a twin by its path in any case', () => {
    expect(namesSharedResults('/iv2/shared-results/sitesearch/YQ')).toBe(true);
    expect(namesSharedResults('/IV2/Shared-Results/airhotels/x?y=1')).toBe(true);
    expect(namesSharedResults('/iv2/shared-results')).toBe(true);
    expect(namesSharedResults('/iv2/searchresults/sitesearch?rq=a')).toBe(false);
    expect(namesSharedResults('/iv2/shared-resultsx')).toBe(false);
  });
});
