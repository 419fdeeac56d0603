// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatRecentlyViewedCookie,
  MAX_RECENTLY_SEEN,
  parseRecentlyViewedCookie,
  parseRecentlyViewedMap,
  recentlySeenQuerySchema,
  RECENTLY_VIEWED_KEY,
} from './schema';
import { addRecentlyViewed, orderedIds, readRecentlyViewedIds, RECENTLY_VIEWED_CHANGED_EVENT } from './storage';

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
    expect(decodeURIComponent(document.cookie)).toContain('mvRecentlyViewed=12:SHOW|40:TOUR|3:HOTEL');
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
    expect(orderedIds({ 7: 'SHOW', 90: 'HOTEL' }, [7, 7, 1234])).toEqual([7, 90]);
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
    const cookie = formatRecentlyViewedCookie([2, 1], { 1: 'SHOW', 2: 'HOTEL' });
    expect(cookie).toBe('2:HOTEL|1:SHOW');
    expect(parseRecentlyViewedCookie(cookie)).toEqual([
      { id: 2, type: 'HOTEL' },
      { id: 1, type: 'SHOW' },
    ]);
    expect(parseRecentlyViewedCookie('x|3:NOPE|4:TOUR')).toEqual([{ id: 4, type: 'TOUR' }]);
  });
});

describe('GET /api/recently-seen query', () => {
  it('parses comma-separated ids, dropping repeats and keeping order', () => {
    expect(recentlySeenQuerySchema.parse({ ids: '3,1,3,2' })).toEqual({ ids: [3, 1, 2] });
    expect(recentlySeenQuerySchema.parse({})).toEqual({ ids: [] });
    expect(recentlySeenQuerySchema.parse({ ids: '' })).toEqual({ ids: [] });
  });

  it('refuses anything else', () => {
    for (const ids of ['1,,2', 'a', '-1', '1.5', '1,2;drop', '99999999999', ['1', '2']]) {
      expect(recentlySeenQuerySchema.safeParse({ ids }).success, String(ids)).toBe(false);
    }
    const full = Array.from({ length: MAX_RECENTLY_SEEN }, (_, i) => i + 1);
    expect(recentlySeenQuerySchema.parse({ ids: full.join(',') }).ids).toEqual(full);
    const tooMany = recentlySeenQuerySchema.safeParse({ ids: [...full, MAX_RECENTLY_SEEN + 1].join(',') });
    expect(tooMany.error?.issues.map((i) => i.message)).toEqual([`At most ${MAX_RECENTLY_SEEN} ids.`]);
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
