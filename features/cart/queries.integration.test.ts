import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/db/client';
import { cartItems, carts, products, skus } from '@/lib/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@/tests/helpers/test-database';
import { getCartItemCount } from './queries';

describe.each(testDatabaseKinds())('getCartItemCount (%s)', (kind) => {
  let handle: DatabaseHandle;
  const cartId = randomUUID();
  const emptyCartId = randomUUID();
  const otherCartId = randomUUID();

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    const { db } = handle;
    await db.insert(products).values({
      id: 9001,
      type: 'SHOW',
      name: 'Test Show',
      slug: 'test-show',
      url: '/iv2/las-vegas-shows/9001/test-show/dates',
      shortDescription: 'A show.',
      description: 'A show for tests.',
      address: '1 Test Blvd',
      city: 'Las Vegas',
      postalCode: '89109',
      area: 'Center Strip',
      onStrip: true,
      latitude: 36.1,
      longitude: -115.17,
      providerName: 'Test Provider',
      rating: 4.5,
      reviewCount: 10,
      sellable: true,
      popularity: 1,
    });
    await db.insert(skus).values({
      id: 9001,
      productId: 9001,
      name: 'General Admission',
      equivalencyKey: 'GA',
      ticketType: 'GENERAL_ADMISSION',
      supportsSeatSelection: false,
      priceCents: 5000,
      basePriceCents: 6000,
      feeCents: 500,
      taxCents: 300,
      maxQuantity: 10,
      sortOrder: 1,
    });
    await db.insert(carts).values([{ id: cartId }, { id: emptyCartId }, { id: otherCartId }]);
    await db.insert(cartItems).values([
      { cartId, productId: 9001, skuId: 9001, quantity: 2 },
      { cartId, productId: 9001, skuId: 9001, quantity: 3 },
      { cartId: otherCartId, productId: 9001, skuId: 9001, quantity: 7 },
    ]);
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('sums the quantities of the cart items, not the rows', async () => {
    expect(await getCartItemCount(handle.db, cartId)).toBe(5);
    expect(await getCartItemCount(handle.db, otherCartId)).toBe(7);
  });

  it('is 0 for an empty cart and an unknown cart', async () => {
    expect(await getCartItemCount(handle.db, emptyCartId)).toBe(0);
    expect(await getCartItemCount(handle.db, randomUUID())).toBe(0);
  });

  it('is 0 without a cookie or with a malformed id, without querying with it', async () => {
    expect(await getCartItemCount(handle.db, undefined)).toBe(0);
    expect(await getCartItemCount(handle.db, '')).toBe(0);
    expect(await getCartItemCount(handle.db, "x' or 1=1 --")).toBe(0);
    expect(await getCartItemCount(handle.db, 'not-a-uuid')).toBe(0);
  });
});
