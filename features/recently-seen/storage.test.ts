// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatRecentlySeenQuery,
  formatRecentlyViewedCookie,
  MAX_RECENTLY_SEEN,
  parseRecentEntries,
  parseRecentlyViewedCookie,
  parseRecentlyViewedMap,
  recentlySeenQuerySchema,
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_ORDER_KEY,
  type RecentEntry,
} from './schema';
import { addRecentlyViewed, orderedEntries, readRecentlyViewedEntries, readRecentlyViewedIds, RECENTLY_VIEWED_CHANGED_EVENT } from './storage';

const undated = (productId: number): RecentEntry => ({ productId, startDate: null, endDate: null, quantity: 1 });

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${RECENTLY_VIEWED_KEY}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('recently viewed storage', () => {
  it('keeps the spec map productId -> productType under mvRecentlyViewed, newest first', () => {
    addRecentlyViewed(12, 'SHOW');
    addRecentlyViewed(3, 'HOTEL');
    addRecentlyViewed(40, 'TOUR');
    addRecentlyViewed(12, 'SHOW');
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '')).toEqual({ 12: 'SHOW', 3: 'HOTEL', 40: 'TOUR' });
    expect(readRecentlyViewedIds()).toEqual([12, 40, 3]);
    expect(decodeURIComponent(document.cookie)).toContain('mvRecentlyViewed=12:SHOW:::1|40:TOUR:::1|3:HOTEL:::1');
  });

  it(`keeps at most ${MAX_RECENTLY_SEEN} products`, () => {
    for (let id = 1; id <= MAX_RECENTLY_SEEN + 3; id += 1) addRecentlyViewed(id, 'ATTRACTION');
    const ids = readRecentlyViewedIds();
    expect(ids).toHaveLength(MAX_RECENTLY_SEEN);
    expect(ids[0]).toBe(MAX_RECENTLY_SEEN + 3);
    expect(ids).not.toContain(1);
  });

  it('tells same-tab listeners about a change', () => {
    const listener = vi.fn();
    window.addEventListener(RECENTLY_VIEWED_CHANGED_EVENT, listener);
    addRecentlyViewed(5, 'CLUB');
    window.removeEventListener(RECENTLY_VIEWED_CHANGED_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reads a map written without the order list (or by an older version), newest id first', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify({ 7: 'SHOW', 90: 'HOTEL' }));
    expect(readRecentlyViewedIds()).toEqual([90, 7]);
    expect(orderedEntries({ 7: 'SHOW', 90: 'HOTEL' }, [undated(7), undated(1234)])).toEqual([undated(7), undated(90)]);
  });

  it('persists productId, startDate, endDate (date only) and quantity, default 1 (spec 3)', () => {
    addRecentlyViewed(3, 'HOTEL', { startDate: '2026-12-01', endDate: '2026-12-03', quantity: 2 });
    addRecentlyViewed(12, 'SHOW', { startDate: '2026-12-05', endDate: '2026-12-05' });
    addRecentlyViewed(40, 'TOUR');
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_ORDER_KEY) ?? '')).toEqual({
      version: 1,
      entries: [
        undated(40),
        { productId: 12, startDate: '2026-12-05', endDate: '2026-12-05', quantity: 1 },
        { productId: 3, startDate: '2026-12-01', endDate: '2026-12-03', quantity: 2 },
      ],
    });
    // The cookie form joins the entries in one string.
    expect(decodeURIComponent(document.cookie)).toContain('mvRecentlyViewed=40:TOUR:::1|12:SHOW:2026-12-05:2026-12-05:1|3:HOTEL:2026-12-01:2026-12-03:2');
    // A later view of the same product on other dates (or none) replaces its entry.
    addRecentlyViewed(3, 'HOTEL');
    expect(readRecentlyViewedEntries()[0]).toEqual(undated(3));
  });

  it('drops dates that are not a calendar date or end before they start, and a quantity out of range', () => {
    addRecentlyViewed(5, 'SHOW', { startDate: '2026-02-30', endDate: '2026-03-02', quantity: 0 });
    addRecentlyViewed(6, 'SHOW', { startDate: '2026-12-03', endDate: '2026-12-01', quantity: 2.5 });
    expect(readRecentlyViewedEntries()).toEqual([undated(6), undated(5)]);
  });

  it('migrates stored entries: the version 1 migration trims dates to the date part, an ids-only list reads undated', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify({ 7: 'SHOW', 8: 'HOTEL', 9: 'TOUR' }));
    localStorage.setItem(
      RECENTLY_VIEWED_ORDER_KEY,
      JSON.stringify({
        version: 0,
        entries: [
          { productId: 8, startDate: '2026-12-01T00:00:00.000Z', endDate: '2026-12-04T08:00:00-08:00', quantity: 3 },
          { productId: 7, startDate: '2026-12-02T19:30', endDate: '2026-12-02T19:30' },
        ],
      }),
    );
    expect(readRecentlyViewedEntries()).toEqual([
      { productId: 8, startDate: '2026-12-01', endDate: '2026-12-04', quantity: 3 },
      { productId: 7, startDate: '2026-12-02', endDate: '2026-12-02', quantity: 1 },
      undated(9),
    ]);
    // Version 1 entries are date only already: a date-time there is not a date.
    expect(parseRecentEntries(JSON.stringify({ version: 1, entries: [{ productId: 8, startDate: '2026-12-01T00:00', endDate: '2026-12-04' }] }))).toEqual([undated(8)]);
    // The list as stored before dates were kept: ids newest first.
    expect(parseRecentEntries('[9,7,7,-1,"x"]')).toEqual([undated(9), undated(7)]);
    // The next write stores the migrated entries as version 1.
    addRecentlyViewed(9, 'TOUR');
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_ORDER_KEY) ?? '')).toEqual({
      version: 1,
      entries: [undated(9), { productId: 8, startDate: '2026-12-01', endDate: '2026-12-04', quantity: 3 }, { productId: 7, startDate: '2026-12-02', endDate: '2026-12-02', quantity: 1 }],
    });
  });

  it('survives corrupt storage', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    expect(readRecentlyViewedIds()).toEqual([]);
    expect(parseRecentlyViewedMap('[1,2]')).toEqual({});
    expect(parseRecentlyViewedMap(JSON.stringify({ 1: 'SHOW', x: 'SHOW', 2: 'SPACESHIP' }))).toEqual({ 1: 'SHOW' });
  });
});

describe('cookie form', () => {
  it('round-trips', () => {
    const dated: RecentEntry = { productId: 2, startDate: '2026-12-01', endDate: '2026-12-03', quantity: 2 };
    const cookie = formatRecentlyViewedCookie([dated, undated(1)], { 1: 'SHOW', 2: 'HOTEL' });
    expect(cookie).toBe('2:HOTEL:2026-12-01:2026-12-03:2|1:SHOW:::1');
    expect(parseRecentlyViewedCookie(cookie)).toEqual([
      { ...dated, type: 'HOTEL' },
      { ...undated(1), type: 'SHOW' },
    ]);
    // The older form without dates reads as undated entries.
    expect(parseRecentlyViewedCookie('x|3:NOPE|4:TOUR')).toEqual([{ ...undated(4), type: 'TOUR' }]);
  });
});

describe('GET /api/recently-seen query', () => {
  it('parses comma-separated ids, dropping repeats and keeping order', () => {
    expect(recentlySeenQuerySchema.parse({ ids: '3,1,3,2' })).toEqual({ ids: [undated(3), undated(1), undated(2)] });
    expect(recentlySeenQuerySchema.parse({})).toEqual({ ids: [] });
    expect(recentlySeenQuerySchema.parse({ ids: '' })).toEqual({ ids: [] });
  });

  it('refuses anything else', () => {
    for (const ids of ['1,,2', 'a', '-1', '1.5', '1,2;drop', '99999999999', ['1', '2'], '1:2026-12-01', '1:2026-02-30:2026-03-01:1', '1:2026-12-03:2026-12-01:1', '1:::0', '1:2026-12-01:2026-12-02:1:x']) {
      expect(recentlySeenQuerySchema.safeParse({ ids }).success, String(ids)).toBe(false);
    }
    const full = Array.from({ length: MAX_RECENTLY_SEEN }, (_, i) => i + 1);
    expect(recentlySeenQuerySchema.parse({ ids: full.join(',') }).ids).toEqual(full.map(undated));
    const tooMany = recentlySeenQuerySchema.safeParse({ ids: [...full, MAX_RECENTLY_SEEN + 1].join(',') });
    expect(tooMany.error?.issues.map((i) => i.message)).toEqual([`At most ${MAX_RECENTLY_SEEN} ids.`]);
  });

  it('carries each entry with its dates and quantity (spec 7: "List of productId, dates, quantity")', () => {
    const entries: RecentEntry[] = [{ productId: 3, startDate: '2026-12-01', endDate: '2026-12-03', quantity: 2 }, undated(12), { ...undated(4), quantity: 3 }];
    const query = formatRecentlySeenQuery(entries);
    expect(query).toBe('3:2026-12-01:2026-12-03:2,12,4:::3');
    expect(recentlySeenQuerySchema.parse({ ids: query }).ids).toEqual(entries);
  });
});

describe('the recently viewed cookie', () => {
  it('is Secure on an https page (production always is), and not over plain http', () => {
    const set = vi.spyOn(Cookies, 'set');
    addRecentlyViewed(7, 'SHOW');
    expect(set.mock.calls.at(-1)?.[2]).toMatchObject({ path: '/', sameSite: 'lax', secure: false });
    vi.stubGlobal('location', new URL('https://vegasgo.example/shows'));
    try {
      addRecentlyViewed(8, 'SHOW');
      expect(set.mock.calls.at(-1)?.[2]).toMatchObject({ secure: true });
    } finally {
      vi.unstubAllGlobals();
      set.mockRestore();
    }
  });
});
