import { afterEach, describe, expect, it, vi } from 'vitest';

const targets = vi.hoisted(() => ({ external: false, loginHref: '/iv2/login', accountHref: '/mytrip/app/MyAccountLogin' }));
vi.mock('@/lib/config/my-account', () => ({ myAccountTargets: () => targets }));
const profile = vi.hoisted(() => ({ current: null as null | { id: string; name: string; email: string; emailVerified: boolean } }));
vi.mock('@/features/accounts/queries', () => ({ getSignedInProfile: async () => profile.current }));

const { default: MyAccountPage } = await import('./page');

/** The url a page's redirect() goes to, or null when it rendered. */
async function redirectOf(searchParams: Record<string, string> = {}): Promise<string | null> {
  try {
    await MyAccountPage({ searchParams: Promise.resolve(searchParams) });
    return null;
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (!digest.startsWith('NEXT_REDIRECT')) throw error;
    return digest.split(';')[2] ?? null;
  }
}

afterEach(() => {
  Object.assign(targets, { external: false, loginHref: '/iv2/login', accountHref: '/mytrip/app/MyAccountLogin' });
  profile.current = null;
});

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
});
