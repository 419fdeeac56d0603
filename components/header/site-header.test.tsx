// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MAIN_NAV } from '@/lib/config/site';
import { routeRules } from '@/lib/routes';
import { EMPTY_VISITOR_DATA, refreshVisitorData, resetVisitorData, visitorDataScript } from '@/lib/visitor-data';
import { SiteHeader } from './site-header';

const navigation = vi.hoisted(() => ({ pathname: '/', router: { push: vi.fn() } }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname, useRouter: () => navigation.router }));

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      new Response(JSON.stringify(url.includes('routesToExclude') ? { desktop: [] } : { count: 2 })),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetVisitorData();
});

const ACCOUNT = { loginHref: '/iv2/login', accountHref: '/mytrip/app/MyAccountLogin', external: false };

function renderHeader(pathname: string) {
  navigation.pathname = pathname;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SiteHeader
        siteName="VegasGo"
        phone="1-888-555-0142"
        chatUrl="/chat"
        homeHref="/"
        cart={<span data-testid="header-cart-link">Cart</span>}
        account={ACCOUNT}
        navItems={MAIN_NAV}
        recentlySeen={<button type="button">Recently Seen</button>}
        routeRules={routeRules()}
        siteSearchHref="/iv2/searchresults/sitesearch"
      />
    </QueryClientProvider>,
  );
}

describe('SiteHeader', () => {
  it('has the logo, phone, chat, recently seen, my account, cart and the nav bar', async () => {
    renderHeader('/');
    expect(screen.getByRole('link', { name: 'VegasGo' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: /1-888-555-0142/ }).getAttribute('href')).toBe('tel:+18885550142');
    expect(screen.getByRole('button', { name: 'Recently Seen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/iv2/login');
    expect(screen.getByTestId('header-cart-link').textContent).toBe('Cart');
    expect(await screen.findByRole('button', { name: 'Live Chat' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('listitem').length).toBeGreaterThanOrEqual(9);
  });

  it('sends signed-in members straight to the my-account app once the visitor data says so', async () => {
    renderHeader('/');
    expect(screen.getByTestId('header-account-link').getAttribute('href')).toBe('/iv2/login');
    await act(async () => {
      await refreshVisitorData({
        fetchImpl: async () => new Response(visitorDataScript({ ...EMPTY_VISITOR_DATA, loggedIn: true, universalUserId: 'u1' })),
      });
    });
    expect(screen.getByTestId('header-account-link').getAttribute('href')).toBe('/mytrip/app/MyAccountLogin');
  });

  it('with the React my-account pages off, links everybody to the my-account app with a full page load', () => {
    navigation.pathname = '/';
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SiteHeader
          siteName="VegasGo"
          phone="1-888-555-0142"
          chatUrl="/chat"
          homeHref="/"
          cart={null}
          account={{ loginHref: 'https://account.example.com/', accountHref: 'https://account.example.com/', external: true }}
          navItems={MAIN_NAV}
          recentlySeen={null}
          routeRules={routeRules()}
          siteSearchHref="/iv2/searchresults/sitesearch"
        />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('header-account-link').getAttribute('href')).toBe('https://account.example.com/');
  });

  it('on the cart hides the nav bar, the recently-seen link and the cart link', () => {
    renderHeader('/iv2/cart');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recently Seen' })).toBeNull();
    expect(screen.queryByTestId('header-cart-link')).toBeNull();
    expect(screen.getByRole('link', { name: 'My Account' })).toBeTruthy();
  });

  it('on guest info (/iv2/checkout) keeps recently seen but hides the cart link and nav bar', () => {
    renderHeader('/iv2/checkout');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Recently Seen' })).toBeTruthy();
    expect(screen.queryByTestId('header-cart-link')).toBeNull();
  });
});
