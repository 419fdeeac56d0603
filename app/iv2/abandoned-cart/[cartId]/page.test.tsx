import { describe, expect, it } from 'vitest';
import AbandonedCartPage from './page';

/** 'not-found' when the page called notFound(), else what it rendered. */
async function outcome(cartId: string) {
  try {
    return await AbandonedCartPage({ params: Promise.resolve({ cartId }) });
  } catch (error) {
    if (String((error as { digest?: unknown }).digest ?? '').startsWith('NEXT_HTTP_ERROR_FALLBACK;404')) return 'not-found';
    throw error;
  }
}

describe('/iv2/abandoned-cart/{cartId}', () => {
  it('renders the loader for a cart uuid', async () => {
    expect(await outcome('3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b')).not.toBe('not-found');
  });

  // Found by the fuzz test (tests/fuzz): the page re-encoded the segment with encodeURIComponent, which throws a URIError (a 500) on a lone surrogate.
  it('is not found, never a 500, for a segment that cannot be encoded or is no uuid', async () => {
    expect(await outcome('x\uD800y')).toBe('not-found');
    expect(await outcome('%ZZ')).toBe('not-found');
    expect(await outcome('3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b/..')).toBe('not-found');
  });
});
