import { describe, expect, it } from 'vitest';
import { pageOutcome } from '@/tests/helpers/page-outcome';
import PaypalReturnPage from './page';

const props = (status: string, searchParams: Record<string, string | string[] | undefined>) => ({
  params: Promise.resolve({ status }),
  searchParams: Promise.resolve(searchParams),
});

/** 'not-found' when the page called notFound(), else 'rendered'. */
const outcome = (status: string, searchParams: Record<string, string | string[] | undefined>) => pageOutcome(() => PaypalReturnPage(props(status, searchParams)));

describe('/iv2/paypal/{status}', () => {
  it('renders the return for approved and cancelled with a token', async () => {
    expect(await outcome('approved', { token: 'EC-8AB12345CD678901E' })).not.toBe('not-found');
    expect(await outcome('cancelled', { token: 'EC-8AB12345CD678901E' })).not.toBe('not-found');
  });

  // Found by the fuzz test (tests/fuzz): the page re-encoded the segment with encodeURIComponent, which throws a URIError (a 500) on a lone surrogate.
  it('is not found, never a 500, for a segment that cannot be encoded or is not a status', async () => {
    expect(await outcome('x\uD800y', { token: 'EC-1' })).toBe('not-found');
    expect(await outcome('%ZZ', { token: '%' })).toBe('not-found');
    expect(await outcome('approved', { token: ['a', 'b'] })).toBe('not-found');
    expect(await outcome('approved', {})).toBe('not-found');
  });
});
