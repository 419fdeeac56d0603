import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/db/client';
import { useDatabaseForProcess } from '@/lib/db/database';
import { cartItems, carts, products, skus } from '@/lib/db/schema';
import { productRow, skuRow } from '@/tests/helpers/catalog-rows';
import { createTestDatabase, testDatabaseKinds } from '@/tests/helpers/test-database';
import { getCartItemCount } from './queries';

describe.each(testDatabaseKinds())('getCartItemCount (%s)', (kind) => {
  let handle: DatabaseHandle;
  const cartId = randomUUID();
  const emptyCartId = randomUUID();
  const otherCartId = randomUUID();

  let forget: (() => void) | undefined;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    forget = useDatabaseForProcess(handle);
    const { db } = handle;
    await db.insert(products).values(productRow({ id: 9001, type: 'SHOW', name: 'Test Show', slug: 'test-show' }));
    await db.insert(skus).values(skuRow({ id: 9001, productId: 9001 }));
    await db.insert(carts).values([{ id: cartId }, { id: emptyCartId }, { id: otherCartId }]);
    await db.insert(cartItems).values([
      { cartId, productId: 9001, skuId: 9001, quantity: 2 },
      { cartId, productId: 9001, skuId: 9001, quantity: 3 },
      { cartId: otherCartId, productId: 9001, skuId: 9001, quantity: 7 },
    ]);
  });

  afterAll(async () => {
    forget?.();
    await handle?.close();
  });

  it('sums the quantities of the cart items, not the rows', async () => {
    expect(await getCartItemCount(cartId)).toBe(5);
    expect(await getCartItemCount(otherCartId)).toBe(7);
  });

  it('is 0 for an empty cart and an unknown cart', async () => {
    expect(await getCartItemCount(emptyCartId)).toBe(0);
    expect(await getCartItemCount(randomUUID())).toBe(0);
  });

  it('is 0 without a cookie or with a malformed id, without querying with it', async () => {
    expect(await getCartItemCount(undefined)).toBe(0);
    expect(await getCartItemCount('')).toBe(0);
    expect(await getCartItemCount("x' or 1=1 --")).toBe(0);
    expect(await getCartItemCount('not-a-uuid')).toBe(0);
  });
});
