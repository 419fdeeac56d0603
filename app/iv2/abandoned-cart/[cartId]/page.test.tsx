import { describe, expect, it } from 'vitest';
import { pageOutcome } from '@/tests/helpers/page-outcome';
import AbandonedCartPage from './page';

/** 'not-found' when the page called notFound(), else 'rendered'. */
const outcome = (cartId: string) => pageOutcome(() => AbandonedCartPage({ params: Promise.resolve({ cartId }) }));

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
