// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { PageviewTracker } from './pageview-tracker';

const navigation = vi.hoisted(() => ({ pathname: '/', search: '' }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
}));

beforeEach(() => {
  vi.useFakeTimers();
  delete window.dataLayer;
  navigation.pathname = '/';
  navigation.search = '';
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const pageViews = () => (window.dataLayer ?? []).filter((m) => (m as { event?: string }).event === 'page_view');

describe('PageviewTracker', () => {
  it('reports one page_view per route, with the page type, path and title', () => {
    document.title = 'Cart | VegasGo';
    navigation.pathname = '/iv2/cart';
    const view = render(<PageviewTracker showtel={false} />);
    act(() => vi.runAllTimers());
    expect(pageViews()).toEqual([
      expect.objectContaining({ event: 'page_view', page_type: 'cart', page_path: '/iv2/cart', page_title: 'Cart | VegasGo' }),
    ]);

    navigation.pathname = '/shows';
    navigation.search = 'utm_medium=email';
    view.rerender(<PageviewTracker showtel={false} />);
    act(() => vi.runAllTimers());
    expect(pageViews()).toHaveLength(2);
    expect(pageViews()[1]).toEqual(expect.objectContaining({ page_type: 'category', page_path: '/shows?utm_medium=email' }));

    // A re-render without a route change reports nothing new.
    view.rerender(<PageviewTracker showtel={false} />);
    act(() => vi.runAllTimers());
    expect(pageViews()).toHaveLength(2);
  });

  it("reports unknown paths as 'other'", () => {
    navigation.pathname = '/iv2/no-such-page';
    render(<PageviewTracker showtel={false} />);
    act(() => vi.runAllTimers());
    expect(pageViews()[0]).toEqual(expect.objectContaining({ page_type: 'other' }));
  });
});
