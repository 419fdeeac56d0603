import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SITE_SEARCH_QUERY as SCHEMA_MAX } from '@/features/sitesearch/schema';
import { CABIN_CLASSES, FLIGHT_TIMES } from '@/lib/config/air-hotel';
import { airHotelKey, airHotelQuestionOfKey, MAX_SITE_SEARCH_QUERY, sharedQueryOf } from '@/lib/cache/shared-queries.mjs';
import { airHotelSearchFor } from './request';

const get = (url: string) => sharedQueryOf({ method: 'GET', url, headers: {} }, Date.UTC(2026, 10, 26, 12));

// scripts/server.mjs decides which air+hotel searches go to the cached twin (lib/cache/shared-queries.mjs);
// the twin must then answer the very search the url asked for.
describe('an air+hotel search shared through its key', () => {
  it('the site search limit of server.mjs is the schema\'s', () => {
    expect(MAX_SITE_SEARCH_QUERY).toBe(SCHEMA_MAX);
  });

  it('the twin reads from a key the same search the url asks for', () => {
    fc.assert(fc.property(
    fc.constantFrom('', '/2026-12-10', '/2026-12-10/-/2026-12-14', '/sort/hotel-name', '/2026-12-10/-/2026-12-14/sort/price-high-low'),
    fc.constantFrom('LAX', 'SFO', 'JFK'),
    fc.option(fc.constantFrom('2', '1', '2-7-10,1', '4,4,4,4', '3-5'), { nil: undefined }),
    fc.option(fc.constantFrom(...CABIN_CLASSES), { nil: undefined }),
    fc.option(fc.constantFrom(...FLIGHT_TIMES), { nil: undefined }),
    fc.option(fc.constantFrom(...FLIGHT_TIMES), { nil: undefined }),
    (rest, from, party, cabin, depart, back) => {
    const query: Record<string, string | undefined> = { from, party, cabin, depart, return: back };
    const search = new URLSearchParams(Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]])));
    const shared = get(`/iv2/searchresults/airhotels${rest}?${search}`);
    expect(shared?.kind).toBe('airhotels');
    const question = airHotelQuestionOfKey(shared!.key);
    expect(question).not.toBeNull();
    expect(airHotelKey(question!)).toBe(shared!.key);
    const { rest: keyRest, party: keyParty, ...values } = question!;
    expect(keyRest).toBe(rest);
    const fromKey = { ...values, ...(keyParty === null ? {} : { party: keyParty }) };
    const params = { startDate: undefined, endDate: undefined, sortId: undefined };
    expect(airHotelSearchFor(params, fromKey, '2026-11-26')).toEqual(airHotelSearchFor(params, query, '2026-11-26'));
    }));
  });
});
