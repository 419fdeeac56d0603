import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { stayBodySchema } from './schema';

const stay = { productId: 108, skuId: 5001, checkIn: '2026-12-01', checkOut: '2026-12-03', rooms: 1, guests: 2 };

describe('stayBodySchema', () => {
  it('takes a stay with database ids', () => {
    expect(z.parse(stayBodySchema, { ...stay, productId: 2_147_483_647 })).toEqual({ ...stay, productId: 2_147_483_647 });
  });

  // Found by the fuzz test (tests/fuzz): POST /api/stays with skuId 2147483648 answered 500 (the query failed on the integer column).
  it('refuses ids beyond the database integer range', () => {
    for (const field of ['productId', 'skuId'] as const) {
      const parsed = z.safeParse(stayBodySchema, { ...stay, [field]: 2_147_483_648 });
      expect(parsed.success, field).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual([field]);
    }
  });
});
