import { isValidElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redirectOf as nextRedirectOf } from '@/tests/helpers/page-outcome';
import type * as FlagsModule from '@/lib/config/flags';

const targets = vi.hoisted(() => ({ external: false, loginHref: '/iv2/login', accountHref: '/mytrip/app/MyAccountLogin' }));
vi.mock('@/lib/config/my-account', () => ({ myAccountTargets: () => targets }));
const profile = vi.hoisted(() => ({ current: null as null | { id: string; name: string; email: string; emailVerified: boolean } }));
vi.mock('@/features/accounts/queries', () => ({ getSignedInProfile: async () => profile.current }));
const flags = vi.hoisted(() => ({ disableOrderViewer: false }));
vi.mock('@/lib/config/flags', async (importOriginal) => {
  const actual = await importOriginal<typeof FlagsModule>();
  return { ...actual, getFlags: () => ({ ...actual.getFlags(), ...flags }) };
});

const { default: MyAccountPage } = await import('./page');

/** The url a page's redirect() goes to, or null when it rendered. */
async function redirectOf(searchParams: Record<string, string> = {}): Promise<string | null> {
  try {
    await MyAccountPage({ searchParams: Promise.resolve(searchParams) });
    return null;
  } catch (error) {
    const redirect = nextRedirectOf(error);
    if (redirect === null) throw error;
    return redirect.location;
  }
}

afterEach(() => {
  Object.assign(targets, { external: false, loginHref: '/iv2/login', accountHref: '/mytrip/app/MyAccountLogin' });
  profile.current = null;
  flags.disableOrderViewer = false;
});

/** The test ids in a rendered element tree (its own elements, not what its components render). */
function testIds(node: ReactNode): string[] {
  if (Array.isArray(node)) return node.flatMap(testIds);
  if (!isValidElement(node)) return [];
  const props = node.props as { 'data-testid'?: string; children?: ReactNode };
  return [...(props['data-testid'] ? [props['data-testid']] : []), ...testIds(props.children)];
}

describe('/mytrip/app/MyAccountLogin (storefront 2.12, 2.13)', () => {
  it('sends a signed-out visitor to login and back, and renders for a member', async () => {
    expect(await redirectOf()).toBe('/iv2/login?returnTo=%2Fmytrip%2Fapp%2FMyAccountLogin');
    profile.current = { id: 'u1', name: 'Pat', email: 'pat@example.com', emailVerified: true };
    expect(await redirectOf()).toBeNull();
  });

  it('with the React my-account pages off, sends everybody to the my-account app served elsewhere', async () => {
    Object.assign(targets, { external: true, loginHref: 'https://account.example.com/', accountHref: 'https://account.example.com/' });
    expect(await redirectOf()).toBe('https://account.example.com/');
    profile.current = { id: 'u1', name: 'Pat', email: 'pat@example.com', emailVerified: true };
    expect(await redirectOf()).toBe('https://account.example.com/');
  });

  it('links a member to their orders unless FLAG_DISABLE_ORDER_VIEWER turns the order pages off', async () => {
    profile.current = { id: 'u1', name: 'Pat', email: 'pat@example.com', emailVerified: true };
    expect(testIds(await MyAccountPage({ searchParams: Promise.resolve({}) }))).toContain('account-orders-link');
    flags.disableOrderViewer = true;
    expect(testIds(await MyAccountPage({ searchParams: Promise.resolve({}) }))).not.toContain('account-orders-link');
  });
});
