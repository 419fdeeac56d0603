import { describe, expect, it } from 'vitest';
import { answerSearchUrl } from './url-guard';

// 2026-11-22 12:00 in Las Vegas.
const now = new Date('2026-11-22T20:00:00Z');
const answer = (path: string) => answerSearchUrl(new URL(path, 'http://vegas.test'), now);

describe('search urls before they render', () => {
  it('lets good urls through', () => {
    expect(answer('/iv2/searchresults/shows')).toEqual({ kind: 'next' });
    expect(answer('/iv2/searchresults/shows/2026-12-01/-/2026-12-05/category/259/sort/price/product/any')).toEqual({ kind: 'next' });
    expect(answer('/iv2/searchresults/hotels/2026-12-01/-/2026-12-03/rooms/2/filters/STAR_RATING-4')).toEqual({ kind: 'next' });
    expect(answer('/iv2/searchresults/sitesearch?rq=magic')).toEqual({ kind: 'next' });
    expect(answer('/iv2/searchresults/shows?utm_medium=email')).toEqual({ kind: 'next' });
  });

  it('answers malformed urls with the not-found page', () => {
    for (const path of [
      '/iv2/searchresults',
      '/iv2/searchresults/%ZZ',
      '/iv2/searchresults/%E0%A4%A',
      '/iv2/searchresults/boats',
      '/iv2/searchresults/shows/2026-02-30',
      '/iv2/searchresults/shows/2026-12-01/-/2026-12-1',
      '/iv2/searchresults/shows/2026-12-01/sort/cheapest',
      '/iv2/searchresults/shows/2026-12-01/-/2026-12-05/filters/STAR_RATING-4',
      '/iv2/searchresults/hotels/rooms/6',
      '/iv2/searchresults/hotels/category/259',
      '/iv2/searchresults/shows/category/-259',
      '/iv2/searchresults/shows/2026-12-01/-/2026-12-05/extra',
      '/iv2/searchresults/sitesearch?rq=a&rq=b',
    ]) {
      expect(answer(path), path).toEqual({ kind: 'not-found' });
    }
  });

  it('redirects a search that starts in the past to today, keeping its length and parts', () => {
    expect(answer('/iv2/searchresults/shows/2026-11-20/-/2026-11-25/category/259?mo=Holiday')).toEqual({
      kind: 'redirect',
      location: '/iv2/searchresults/shows/2026-11-22/-/2026-11-27/category/259?mo=Holiday',
    });
    expect(answer('/iv2/searchresults/hotels/2026-11-01/-/2026-11-03/rooms/2')).toEqual({
      kind: 'redirect',
      location: '/iv2/searchresults/hotels/2026-11-22/-/2026-11-24/rooms/2',
    });
    expect(answer('/iv2/searchresults/tours/2026-11-21')).toEqual({
      kind: 'redirect',
      location: '/iv2/searchresults/tours/2026-11-22',
    });
  });
});
