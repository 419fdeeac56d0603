import { installTestDataCache } from '@/tests/helpers/data-cache';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartPageDataFromWire, type CartPageWire } from '@/features/cart/cart-page-data';
import type { DatabaseHandle } from '@/lib/db/client';
import { useDatabaseForProcess } from '@/lib/db/database';
import { cartItems, carts, products, skus } from '@/lib/db/schema';
import { productRow, skuRow } from '@/tests/helpers/catalog-rows';
import { createTestDatabase, testDatabaseKinds } from '@/tests/helpers/test-database';
import { GET } from './route';

installTestDataCache();

async function cartFor(cookie: string | undefined) {
  const headers: Record<string, string> = cookie === undefined ? {} : { Cookie: `CART_UUID=${encodeURIComponent(cookie)}` };
  const res = await GET(new Request('http://localhost/api/cart', { headers }), undefined);
  return { status: res.status, cacheControl: res.headers.get('cache-control'), body: (await res.json()) as CartPageWire };
}

// The cart page is one cached page for everyone; this is what its island shows each visitor.
describe.each(testDatabaseKinds())('GET /api/cart (%s)', (kind) => {
  let handle: DatabaseHandle;
  let forget: (() => void) | undefined;
  const cartId = randomUUID();

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    forget = useDatabaseForProcess(handle);
    await handle.db.insert(products).values(productRow({ id: 9102, type: 'TOUR', name: 'Island Tour', slug: 'island-tour' }));
    await handle.db.insert(skus).values(skuRow({ id: 9102, productId: 9102, name: 'Adult', equivalencyKey: 'ADULT', ticketType: 'ENTRY' }));
    await handle.db.insert(carts).values({ id: cartId });
    await handle.db.insert(cartItems).values({ cartId, productId: 9102, skuId: 9102, quantity: 3 });
  });

  afterAll(async () => {
    forget?.();
    await handle?.close();
  });

  it("answers the cookie cart's items as the cart page shows them, never to be kept by a shared cache", async () => {
    const { status, cacheControl, body } = await cartFor(cartId);
    expect(status).toBe(200);
    expect(cacheControl ?? '').not.toMatch(/public|s-maxage/);
    const { cart, promo } = cartPageDataFromWire(body);
    expect(cart.cartId).toBe(cartId);
    expect(cart.items.map((i) => [i.product.name, i.sku.name, i.quantity])).toEqual([['Island Tour', 'Adult', 3]]);
    expect(promo).toBeNull();
  });

  it('answers an empty cart without a cookie, for an unknown cart and for a malformed cookie', async () => {
    for (const cookie of [undefined, randomUUID(), 'not-a-uuid']) {
      const { status, body } = await cartFor(cookie);
      expect(status, String(cookie)).toBe(200);
      expect(body.cart.items, String(cookie)).toEqual([]);
    }
  });
});
