// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { ProductSummary } from '@/features/catalog/types';
import { grantMemberDealFromUrl, MEMBER_DEALS_COOKIE } from '@/lib/member-deals';
import { EMPTY_VISITOR_DATA, refreshVisitorData, resetVisitorData, visitorDataScript } from '@/lib/visitor-data';
import { MemberPricesLoader, memberPricesUrl } from './member-prices';
import { ProductCard } from './product-card';

const show: ProductSummary = {
  id: 7,
  type: 'SHOW',
  name: 'Neon Nights',
  href: '/iv2/las-vegas-shows/7/neon-nights/dates',
  image: null,
  location: 'The Strip',
  rating: 4.5,
  reviewCount: 10,
  starRating: null,
  minAge: null,
  fromPriceCents: 8_000,
  fromBasePriceCents: 8_000,
  promotionName: null,
};

function renderPage(node: ReactNode) {
  return render(node);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetVisitorData();
  Cookies.remove(MEMBER_DEALS_COOKIE, { path: '/' });
});

describe('member prices on cached pages (storefront 6)', () => {
  it('asks nothing for a visitor without a member deal or a session, and shows the public price only', async () => {
    const fetchMock = vi.fn(async (url: string) => Response.json(url.startsWith('/api/last-booked') ? { minutesAgo: {} } : {}));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(
      <>
        <ProductCard product={show} />
        <MemberPricesLoader productIds={[7]} />
      </>,
    );
    await new Promise((r) => setTimeout(r, 20));
    // The card's last-booked line asks for its time (the same for everyone); nothing asks for member prices.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/member-prices'))).toEqual([]);
    expect(screen.queryByTestId('member-price')).toBeNull();
  });

  it('with a member deal, asks the server for the products on the page and shows the lower price it answers', async () => {
    const fetchMock = vi.fn(async () => Response.json({ prices: [{ productId: 7, publicCents: 8_000, memberCents: 6_400 }] }));
    vi.stubGlobal('fetch', fetchMock);
    act(() => {
      grantMemberDealFromUrl('?utm_medium=email');
    });
    renderPage(
      <>
        <ProductCard product={show} />
        <ProductCard product={{ ...show, id: 8, href: '/iv2/las-vegas-shows/8/x/dates', name: 'Other' }} />
        <MemberPricesLoader productIds={[8, 7]} startDate="2026-12-01" endDate="2026-12-05" />
      </>,
    );
    expect((await screen.findByTestId('member-price')).textContent).toBe('Insider Price $64');
    // One line: product 8 has no member price.
    expect(screen.getAllByTestId('member-price')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/member-prices?ids=7%2C8&startDate=2026-12-01&endDate=2026-12-05', expect.anything());
  });

  it('asks once the visitor data says the visitor is signed in, and drops the prices on sign-out', async () => {
    const fetchMock = vi.fn(async () => Response.json({ prices: [{ productId: 7, publicCents: 8_000, memberCents: 5_000 }] }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(
      <>
        <ProductCard product={show} />
        <MemberPricesLoader productIds={[7]} />
      </>,
    );
    await act(async () => {
      await refreshVisitorData({ fetchImpl: async () => new Response(visitorDataScript({ ...EMPTY_VISITOR_DATA, loggedIn: true, universalUserId: 'u' })) });
    });
    expect((await screen.findByTestId('member-price')).textContent).toBe('Insider Price $50');
    await act(async () => {
      await refreshVisitorData({ force: true, fetchImpl: async () => new Response(visitorDataScript(EMPTY_VISITOR_DATA)) });
    });
    await waitFor(() => expect(screen.queryByTestId('member-price')).toBeNull());
  });

  it('builds one url per set of products, whatever their order', () => {
    expect(memberPricesUrl([3, 1, 2], null)).toBe('/api/member-prices?ids=1%2C2%2C3');
  });
});
