import { describe, expect, it } from 'vitest';

// The returns from Stripe's card page: a malformed status or session id is the not-found page
// (never a 500), and a well-formed one renders.

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && String((error as { digest?: unknown }).digest).startsWith('NEXT_HTTP_ERROR_FALLBACK;404');

async function outcome(run: () => unknown): Promise<'rendered' | 'not-found' | unknown> {
  try {
    await run();
    return 'rendered';
  } catch (error) {
    return isNotFound(error) ? 'not-found' : error;
  }
}

const BAD: [string, Record<string, string | string[]>][] = [
  ['approved', {}],
  ['approved', { session_id: '' }],
  ['approved', { session_id: 'pi_123456789' }],
  ['approved', { session_id: 'cs_test_<script>' }],
  ['approved', { session_id: ['cs_test_a1B2c3D4e5', 'cs_test_b1B2c3D4e5'] }],
  ['approved', { session_id: `cs_${'a'.repeat(400)}` }],
  ['paid', { session_id: 'cs_test_a1B2c3D4e5' }],
  ['%ZZ', {}],
];

describe.each([
  ['card', () => import('./[status]/page')],
  ['giftcard', () => import('../giftcard/[status]/page')],
])('the %s return page', (_name, load) => {
  it.each(BAD)('%s %j is the not-found page', async (status, query) => {
    const page = (await load()).default;
    expect(await outcome(() => page({ params: Promise.resolve({ status }), searchParams: Promise.resolve(query) }))).toBe('not-found');
  });

  it('renders for a session id Stripe appended, and for a cancel without one', async () => {
    const page = (await load()).default;
    expect(await outcome(() => page({ params: Promise.resolve({ status: 'approved' }), searchParams: Promise.resolve({ session_id: 'cs_test_a1B2c3D4e5F6g7H8' }) }))).toBe('rendered');
    expect(await outcome(() => page({ params: Promise.resolve({ status: 'cancelled' }), searchParams: Promise.resolve({}) }))).toBe('rendered');
  });
});
