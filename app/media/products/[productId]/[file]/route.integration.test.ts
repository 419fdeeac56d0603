import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/db/client';
import { useDatabaseForProcess } from '@/lib/db/database';
import { productImages, products } from '@/lib/db/schema';
import { productImagePath } from '@/lib/media/image-sizes';
import { productRow } from '@/tests/helpers/catalog-rows';
import { createTestDatabase, testDatabaseKinds } from '@/tests/helpers/test-database';
import { GET } from './route';

function get(productId: string, file: string, headers: Record<string, string> = {}) {
  return GET(new Request(`http://localhost/media/products/${productId}/${file}`, { headers }), {
    params: Promise.resolve({ productId, file }),
  });
}

describe.each(testDatabaseKinds())('GET /media/products/{id}/{file} (%s)', (kind) => {
  let handle: DatabaseHandle;
  let forget: (() => void) | undefined;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    forget = useDatabaseForProcess(handle);
    await handle.db.insert(products).values(productRow({ id: 9201, type: 'SHOW', name: 'Tom & Jerry <Live>', slug: 'tom-and-jerry-live' }));
    await handle.db.insert(productImages).values([
      { productId: 9201, size: 'SQUARELARGE', path: productImagePath(9201, 'SQUARELARGE', 1), title: 'Tom & Jerry <Live>', isPrimary: true, width: 300, height: 300, sortOrder: 1 },
      { productId: 9201, size: 'GALLERY800X533', path: productImagePath(9201, 'GALLERY800X533', 2), title: 'Tom & Jerry <Live> - The finale', isPrimary: false, width: 800, height: 533, sortOrder: 2 },
    ]);
  });

  afterAll(async () => {
    forget?.();
    await handle?.close();
  });

  it('serves the SVG of a known image with long caching', async () => {
    const res = await get('9201', 'SQUARELARGE-1.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    const body = await res.text();
    expect(body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="300" height="300"/);
    expect(body).toContain('Tom &amp; Jerry &lt;Live&gt;');
  });

  it('draws the gallery caption from the image title', async () => {
    const res = await get('9201', 'GALLERY800X533-2.svg');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('>The finale</text>');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('9201', 'SQUARELARGE-1.svg');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('9201', 'SQUARELARGE-1.svg', { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
  });

  it.each([
    ['unknown product', '9999', 'SQUARELARGE-1.svg'],
    ['image the product does not have', '9201', 'HERO658X251-1.svg'],
    ['unknown size', '9201', 'HUGE-1.svg'],
    ['not an svg', '9201', 'SQUARELARGE-1.png'],
    ['zero index', '9201', 'SQUARELARGE-0.svg'],
    ['bad id', 'abc', 'SQUARELARGE-1.svg'],
    ['id with leading zero', '09201', 'SQUARELARGE-1.svg'],
    ['id beyond int4', '99999999999', 'SQUARELARGE-1.svg'],
  ])('404s with a plain message for an %s', async (_label, productId, file) => {
    const res = await get(productId, file);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('Image not found.');
  });
});
