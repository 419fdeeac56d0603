import * as z from 'zod/mini';
import { REVIEW_STATISTICS_LIMIT } from '@/lib/config/constants';

export const MAX_SITE_SEARCH_QUERY = 200;

export const siteSearchQuerySchema = z.object({
  // No NUL: the text goes into the full-text query, and PostgreSQL text cannot hold one (the
  // results page, which parses ?rq= with this schema outside the API handler, answered 500).
  rq: z.string().check(z.trim(), z.minLength(1, 'Field is required.'), z.maxLength(MAX_SITE_SEARCH_QUERY), z.refine((text) => !text.includes('\u0000'), 'rq: no NUL characters')),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 0),
});

export const reviewStatisticsQuerySchema = z.object({
  productIds: z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,9}(?:,[1-9]\d{0,9})*$/, 'productIds: comma-separated product ids')),
    z.transform((text: string) => [...new Set(text.split(',').map(Number))]),
  ).check(
    z.refine((ids: number[]) => ids.length <= REVIEW_STATISTICS_LIMIT, `At most ${REVIEW_STATISTICS_LIMIT} products`),
    // Ten digits pass the pattern; beyond the database's integer range the query itself would fail (a 500).
    z.refine((ids: number[]) => ids.every((id) => id <= 2_147_483_647), 'productIds: each from 1 to 2147483647'),
  ),
});
