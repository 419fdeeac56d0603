// zod/mini: schema modules may reach the browser (eslint.config.mjs).
import * as z from 'zod/mini';

/** The most products one member-price request may ask for (a results page shows fewer). */
export const MEMBER_PRICES_MAX_IDS = 200;
const MAX_ID = 2_147_483_647;

/** GET /api/member-prices: product ids (comma-joined) and, from a search, its Pacific dates. */
export const memberPricesQuerySchema = z
  .object({
    ids: z.pipe(
      z.string().check(z.regex(/^\d{1,10}(,\d{1,10})*$/, { error: 'ids is a comma-joined list of product ids', abort: true })),
      z.transform((v: string) => [...new Set(v.split(',').map(Number))]),
    ),
    startDate: z.optional(z.iso.date()),
    endDate: z.optional(z.iso.date()),
  })
  .check(
    // Refinements of the whole still run after a field failed: look before touching the ids.
    z.refine((q) => Array.isArray(q.ids) && q.ids.length <= MEMBER_PRICES_MAX_IDS && q.ids.every((id) => id >= 1 && id <= MAX_ID), {
      message: `at most ${MEMBER_PRICES_MAX_IDS} ids, each from 1 to ${MAX_ID}`,
      path: ['ids'],
    }),
    z.refine((q) => (q.startDate === undefined) === (q.endDate === undefined) && (q.startDate === undefined || q.startDate <= (q.endDate ?? '')), {
      message: 'startDate and endDate come together, the start first',
      path: ['endDate'],
    }),
  );
