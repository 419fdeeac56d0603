import { describe, expect, it } from 'vitest';
import CardReturnPage from './page';

/** 'not-found' when the page called notFound(), else what it rendered. */
async function outcome(status: string, searchParams: Record<string, string | string[] | undefined>) {
  try {
    return await CardReturnPage({ params: Promise.resolve({ status }), searchParams: Promise.resolve(searchParams) });
  } catch (error) {
    if (String((error as { digest?: unknown }).digest ?? '').startsWith('NEXT_HTTP_ERROR_FALLBACK;404')) return 'not-found';
    throw error;
  }
}

describe('/iv2/card/{status}', () => {
  it('renders the return from the card page, approved with a session and cancelled', async () => {
    expect(await outcome('approved', { session_id: 'cs_test_a1B2c3D4e5F6g7H8' })).not.toBe('not-found');
    expect(await outcome('cancelled', {})).not.toBe('not-found');
  });

  // Found by the fuzz test (tests/fuzz): the page re-encoded the segment with encodeURIComponent, which throws a URIError (a 500) on a lone surrogate.
  it('is not found, never a 500, for a segment that cannot be encoded or is not a status', async () => {
    expect(await outcome('x\uD800y', { session_id: 'cs_test_a1B2c3D4e5F6g7H8' })).toBe('not-found');
    expect(await outcome('%ZZ', { session_id: '%' })).toBe('not-found');
    expect(await outcome('approved', {})).toBe('not-found');
  });
});
