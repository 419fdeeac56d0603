import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/db/client';
import { useDatabaseForProcess } from '@/lib/db/database';
import { cartItems, carts, products, skus } from '@/lib/db/schema';
import { productRow, skuRow } from '@/tests/helpers/catalog-rows';
import { createTestDatabase, testDatabaseKinds } from '@/tests/helpers/test-database';
import { GET } from './route';

async function countFor(cookie: string | undefined): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = cookie === undefined ? {} : { Cookie: `CART_UUID=${encodeURIComponent(cookie)}` };
  const res = await GET(new Request('http://localhost/api/cart/count', { headers }), undefined);
  return { status: res.status, body: await res.json() };
}

describe.each(testDatabaseKinds())('GET /api/cart/count (%s)', (kind) => {
  let handle: DatabaseHandle;
  let forget: (() => void) | undefined;
  const cartId = randomUUID();

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    forget = useDatabaseForProcess(handle);
    await handle.db.insert(products).values(productRow({ id: 9101, type: 'TOUR', name: 'Test Tour', slug: 'test-tour' }));
    await handle.db.insert(skus).values(skuRow({ id: 9101, productId: 9101, name: 'Adult', equivalencyKey: 'ADULT', ticketType: 'ENTRY' }));
    await handle.db.insert(carts).values({ id: cartId });
    await handle.db.insert(cartItems).values([
      { cartId, productId: 9101, skuId: 9101, quantity: 4 },
      { cartId, productId: 9101, skuId: 9101, quantity: 1 },
    ]);
  });

  afterAll(async () => {
    forget?.();
    await handle?.close();
  });

  it('answers the total quantity of the cookie cart', async () => {
    expect(await countFor(cartId)).toEqual({ status: 200, body: { count: 5 } });
  });

  it('answers 0 without a cookie, for an unknown cart and for a malformed cookie', async () => {
    expect(await countFor(undefined)).toEqual({ status: 200, body: { count: 0 } });
    expect(await countFor(randomUUID())).toEqual({ status: 200, body: { count: 0 } });
    expect(await countFor('not-a-uuid')).toEqual({ status: 200, body: { count: 0 } });
    expect(await countFor('')).toEqual({ status: 200, body: { count: 0 } });
  });
});
