import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { reviewStatisticsQuerySchema, siteSearchQuerySchema } from './schema';

describe('reviewStatisticsQuerySchema', () => {
  it('reads comma-separated product ids up to the largest database id', () => {
    expect(z.parse(reviewStatisticsQuerySchema, { productIds: '3,1,3,2147483647' })).toEqual({ productIds: [3, 1, 2147483647] });
  });

  // Found by the fuzz test (tests/fuzz): ten digits passed the pattern and the query failed with a 500.
  it('refuses an id beyond the database integer range instead of querying with it', () => {
    const parsed = z.safeParse(reviewStatisticsQuerySchema, { productIds: '1,2147483648' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('productIds: each from 1 to 2147483647');
    expect(z.safeParse(reviewStatisticsQuerySchema, { productIds: '9999999999' }).success).toBe(false);
  });
});

describe('siteSearchQuerySchema', () => {
  it('needs a query of 1 to 200 characters and an offset up to 10,000', () => {
    expect(z.parse(siteSearchQuerySchema, { rq: ' magic ' })).toEqual({ rq: 'magic', offset: 0 });
    expect(z.safeParse(siteSearchQuerySchema, { rq: 'x', offset: '10001' }).success).toBe(false);
    expect(z.safeParse(siteSearchQuerySchema, { rq: '   ' }).success).toBe(false);
  });

  // Found by the fuzz test (tests/fuzz): /iv2/searchresults/sitesearch?rq=%00 ran the search with a NUL and the query failed (500).
  it('refuses a query with a NUL character', () => {
    const parsed = z.safeParse(siteSearchQuerySchema, { rq: 'magic\u0000show' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('rq: no NUL characters');
  });
});
