// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { RecentlySeenProduct } from '../schema';
import { addRecentlyViewed } from '../storage';
import { forgetRecentlySeenAnswers, RecentlySeenList } from './recently-seen-list';

const products: RecentlySeenProduct[] = [
  {
    id: 12,
    type: 'SHOW',
    name: 'Midnight Magic',
    href: '/iv2/las-vegas-shows/12/midnight-magic/dates',
    image: { path: '/images/products/12.svg', title: 'Midnight Magic' },
    location: 'Caesars Palace',
    rating: 4.5,
    reviewCount: 128,
  },
  {
    id: 3,
    type: 'HOTEL',
    name: 'Desert Rose Resort',
    href: '/iv2/las-vegas-hotels/3/desert-rose-resort/dates',
    image: null,
    location: 'Center Strip',
    rating: 4,
    reviewCount: 1,
  },
];

function renderList(node = <RecentlySeenList />) {
  return render(node);
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetRecentlySeenAnswers();
});

describe('RecentlySeenList', () => {
  it("says 'No recently seen products.' when there are none, without fetching", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderList();
    expect(screen.getByText('No recently seen products.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the stored products, newest first, each opening its page in a new tab', async () => {
    addRecentlyViewed(3, 'HOTEL');
    addRecentlyViewed(12, 'SHOW');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ products })));
    vi.stubGlobal('fetch', fetchMock);
    renderList();
    const items = await screen.findAllByTestId('recently-seen-item');
    expect(fetchMock).toHaveBeenCalledWith('/api/recently-seen?ids=12,3', expect.anything());
    expect(items).toHaveLength(2);
    const first = items[0] as HTMLAnchorElement;
    expect(first.getAttribute('href')).toBe('/iv2/las-vegas-shows/12/midnight-magic/dates');
    expect(first.getAttribute('target')).toBe('_blank');
    expect(first.textContent).toContain('Midnight Magic');
    expect(first.textContent).toContain('Location: Caesars Palace');
    expect(first.textContent).toContain('128 reviews: 4.5/5');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/images/products/12.svg');
    expect(items[1]?.textContent).toContain('1 reviews: 4.0/5');
  });

  it('refetches when a product page adds a view', async () => {
    addRecentlyViewed(12, 'SHOW');
    const fetchMock = vi.fn(async (url: string) => {
      const ids = new URL(url, 'http://x').searchParams.get('ids')?.split(',').map(Number) ?? [];
      return new Response(JSON.stringify({ products: products.filter((p) => ids.includes(p.id)) }));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderList();
    expect(await screen.findAllByTestId('recently-seen-item')).toHaveLength(1);
    act(() => addRecentlyViewed(3, 'HOTEL'));
    await vi.waitFor(() => expect(screen.getAllByTestId('recently-seen-item')).toHaveLength(2));
  });

  it('shows a second mount (the popover opened again) at once from the first answer, without asking again', async () => {
    addRecentlyViewed(12, 'SHOW');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ products: [products[0]] })));
    vi.stubGlobal('fetch', fetchMock);
    const first = renderList();
    expect(await screen.findAllByTestId('recently-seen-item')).toHaveLength(1);
    first.unmount();
    renderList();
    expect(screen.getAllByTestId('recently-seen-item')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks for each entry with the dates and quantity it was seen on (spec 7), newest first', async () => {
    addRecentlyViewed(3, 'HOTEL', { startDate: '2026-12-01', endDate: '2026-12-03', quantity: 2 });
    addRecentlyViewed(12, 'SHOW');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ products })));
    vi.stubGlobal('fetch', fetchMock);
    renderList();
    await screen.findAllByTestId('recently-seen-item');
    expect(fetchMock).toHaveBeenCalledWith('/api/recently-seen?ids=12,3:2026-12-01:2026-12-03:2', expect.anything());
  });

  it('in a sidebar shows a heading, and nothing at all when empty', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ products }))));
    const empty = renderList(<RecentlySeenList variant="sidebar" />);
    expect(empty.container.textContent).toBe('');
    empty.unmount();
    addRecentlyViewed(12, 'SHOW');
    renderList(<RecentlySeenList variant="sidebar" />);
    expect(await screen.findByRole('heading', { name: 'Recently Seen' })).toBeTruthy();
  });
});

describe('RecordRecentlyViewed', () => {
  it('adds the product page to the list, which then shows it', async () => {
    const { RecordRecentlyViewed } = await import('./record-recently-viewed');
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ products: [products[0]] }))));
    renderList(
      <>
        <RecordRecentlyViewed productId={12} productType="SHOW" />
        <RecentlySeenList />
      </>,
    );
    expect(JSON.parse(localStorage.getItem('mvRecentlyViewed') ?? '{}')).toEqual({ 12: 'SHOW' });
    expect(await screen.findAllByTestId('recently-seen-item')).toHaveLength(1);
  });

  it('keeps the dates and room count of the page the visitor saw', async () => {
    const { RecordRecentlyViewed } = await import('./record-recently-viewed');
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ products: [products[1]] }))));
    renderList(<RecordRecentlyViewed productId={3} productType="HOTEL" startDate="2026-12-01" endDate="2026-12-03" quantity={2} />);
    expect(JSON.parse(localStorage.getItem('mvRecentlyViewedOrder') ?? '{}')).toEqual({
      version: 1,
      entries: [{ productId: 3, startDate: '2026-12-01', endDate: '2026-12-03', quantity: 2 }],
    });
  });
});
