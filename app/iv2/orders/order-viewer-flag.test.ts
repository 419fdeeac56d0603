import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isNotFound } from '@/tests/helpers/page-outcome';
import type * as FlagsModule from '@/lib/config/flags';

// The order viewer switched off (FLAG_DISABLE_ORDER_VIEWER): every order page and the lookup
// endpoint answer not-found before reading anything. (With it off, the lookup endpoint and the
// order pages are exercised on a real database in route.integration.test.ts and the e2e specs.)
const flags = vi.hoisted(() => ({ disableOrderViewer: true }));
vi.mock('@/lib/config/flags', async (importOriginal) => {
  const actual = await importOriginal<typeof FlagsModule>();
  return { ...actual, getFlags: () => ({ ...actual.getFlags(), ...flags }) };
});

async function rejection(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return null;
}

describe('with the order viewer disabled', () => {
  beforeEach(() => {
    flags.disableOrderViewer = true;
  });

  it('the orders, search, verify and order item pages are not found', async () => {
    const orders = (await import('./page')).default;
    const search = (await import('./search/page')).default;
    const verify = (await import('./search/verify/page')).default;
    const item = (await import('./[orderId]/items/[itemId]/page')).default;
    expect(isNotFound(await rejection(() => orders()))).toBe(true);
    expect(isNotFound(await rejection(() => search()))).toBe(true);
    expect(isNotFound(await rejection(() => verify()))).toBe(true);
    expect(isNotFound(await rejection(() => item({ params: Promise.resolve({ orderId: 'VG-123456789', itemId: '1' }) })))).toBe(true);
  });

  it('the lookup endpoint answers 404 without looking anything up', async () => {
    const { POST } = await import('@/app/api/orders/lookup/route');
    const response = await POST(
      new Request('http://localhost/api/orders/lookup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ada@example.com', confirmationNumber: 'VG-123456789' }),
      }),
      {},
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('with the order viewer on (the default)', () => {
  it('the order search page renders its lookup form', async () => {
    flags.disableOrderViewer = false;
    const search = (await import('./search/page')).default;
    const page = search();
    expect(page.props['data-testid']).toBe('order-search-page');
  });
});
