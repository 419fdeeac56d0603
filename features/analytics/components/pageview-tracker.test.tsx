// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { routeRules } from '@/lib/routes';
import type { RouteRules } from '@/lib/routes';
import { PageviewTracker } from './pageview-tracker';

// What the root layout hands over: plain data that went through serialisation.
const rules = (): RouteRules => JSON.parse(JSON.stringify(routeRules())) as RouteRules;

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

const RULES = rules();

const pageViews = () => (window.dataLayer ?? []).filter((m) => (m as { event?: string }).event === 'page_view');

describe('PageviewTracker', () => {
  it('reports one page_view per route, with the page type, path and title', () => {
    document.title = 'Cart | VegasGo';
    navigation.pathname = '/iv2/cart';
    const view = render(<PageviewTracker routeRules={RULES} />);
    act(() => vi.runAllTimers());
    expect(pageViews()).toEqual([
      expect.objectContaining({ event: 'page_view', page_type: 'cart', page_path: '/iv2/cart', page_title: 'Cart | VegasGo' }),
    ]);

    navigation.pathname = '/shows';
    navigation.search = 'utm_medium=email';
    view.rerender(<PageviewTracker routeRules={RULES} />);
    act(() => vi.runAllTimers());
    expect(pageViews()).toHaveLength(2);
    expect(pageViews()[1]).toEqual(expect.objectContaining({ page_type: 'category', page_path: '/shows?utm_medium=email' }));

    // A re-render without a route change reports nothing new, even with rules sent afresh.
    view.rerender(<PageviewTracker routeRules={rules()} />);
    act(() => vi.runAllTimers());
    expect(pageViews()).toHaveLength(2);
  });

  it('reports the page type of each kind of page', () => {
    const cases = [
      ['/', 'home'],
      ['/iv2/las-vegas-shows/107/blue-man-group/dates', 'pdp'],
      ['/iv2/las-vegas-shows/107/blue-man-group/seats/2026-12-01T19:00/2026-12-01/2026-12-05', 'pqp'],
      ['/iv2/searchresults/shows/2026-12-01/-/2026-12-05', 'product-search'],
      ['/iv2/checkout', 'cart-guest-info'],
      ['/iv2/billing', 'cart-payment-info'],
      ['/iv2/confirmation/VG-20261201', 'order-complete'],
      ['/lounge/guide', 'category'],
      ['/iv2/las-vegas-shows/0/blue-man-group/dates', 'other'],
    ] as const;
    navigation.pathname = cases[0][0];
    const view = render(<PageviewTracker routeRules={RULES} />);
    act(() => vi.runAllTimers());
    for (const [pathname] of cases.slice(1)) {
      navigation.pathname = pathname;
      view.rerender(<PageviewTracker routeRules={RULES} />);
      act(() => vi.runAllTimers());
    }
    expect(pageViews().map((m) => (m as { page_type?: string }).page_type)).toEqual(cases.map(([, type]) => type));
  });

  it("reports unknown paths as 'other'", () => {
    navigation.pathname = '/iv2/no-such-page';
    render(<PageviewTracker routeRules={RULES} />);
    act(() => vi.runAllTimers());
    expect(pageViews()[0]).toEqual(expect.objectContaining({ page_type: 'other' }));
  });
});
