import { describe, expect, it } from 'vitest';
import { pageOutcome } from '@/tests/helpers/page-outcome';

// The returns from Stripe's card page: a malformed status or session id is the not-found page
// (never a 500), and a well-formed one renders.

const BAD: [string, Record<string, string | string[]>][] = [
  ['approved', {}],
  ['approved', { session_id: '' }],
  ['approved', { session_id: 'pi_123456789' }],
  ['approved', { session_id: 'cs_test_<script>' }],
  ['approved', { session_id: ['cs_test_a1B2c3D4e5', 'cs_test_b1B2c3D4e5'] }],
  ['approved', { session_id: `cs_${'a'.repeat(400)}` }],
  ['paid', { session_id: 'cs_test_a1B2c3D4e5' }],
  ['%ZZ', {}],
  ['%ZZ', { session_id: '%' }],
  // Found by the fuzz test (tests/fuzz): the pages re-encoded the segment with encodeURIComponent, which throws a URIError (a 500) on a lone surrogate.
  ['x\uD800y', { session_id: 'cs_test_a1B2c3D4e5F6g7H8' }],
];

describe.each([
  ['card', () => import('./[status]/page')],
  ['giftcard', () => import('../giftcard/[status]/page')],
])('the %s return page', (_name, load) => {
  it.each(BAD)('%s %j is the not-found page', async (status, query) => {
    const page = (await load()).default;
    expect(await pageOutcome(() => page({ params: Promise.resolve({ status }), searchParams: Promise.resolve(query) }))).toBe('not-found');
  });

  it('renders for a session id Stripe appended, and for a cancel without one', async () => {
    const page = (await load()).default;
    expect(await pageOutcome(() => page({ params: Promise.resolve({ status: 'approved' }), searchParams: Promise.resolve({ session_id: 'cs_test_a1B2c3D4e5F6g7H8' }) }))).toBe('rendered');
    expect(await pageOutcome(() => page({ params: Promise.resolve({ status: 'cancelled' }), searchParams: Promise.resolve({}) }))).toBe('rendered');
  });
});
