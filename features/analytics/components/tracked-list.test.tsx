// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { AnalyticsProduct } from '../types';
import { TrackedList } from './tracked-list';

type Callback = (entries: { target: Element; isIntersecting: boolean; intersectionRatio: number }[]) => void;

/** Every IntersectionObserver the component makes, driven by the test. */
const observers: { callback: Callback; observed: Set<Element> }[] = [];
class FakeIntersectionObserver {
  readonly observed = new Set<Element>();
  constructor(callback: Callback) {
    observers.push({ callback, observed: this.observed });
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
}

const products: AnalyticsProduct[] = [
  { id: 7, name: 'Cirque Night', type: 'SHOW', priceCents: 8999 },
  { id: 8, name: 'Comedy Cellar', type: 'SHOW', priceCents: 4500 },
];

function Cards() {
  return (
    <ul>
      {products.map((p) => (
        <li key={p.id}>
          <article data-product-id={p.id}>
            <a href={`/p/${p.id}`}>{p.name}</a>
          </article>
        </li>
      ))}
    </ul>
  );
}

const layer = () => (window.dataLayer ?? []) as Record<string, unknown>[];
const named = (event: string) => layer().filter((m) => m.event === event);
const stopNavigation = (event: Event) => event.preventDefault();

beforeEach(() => {
  vi.useFakeTimers();
  delete window.dataLayer;
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  document.addEventListener('click', stopNavigation);
});

afterEach(() => {
  cleanup();
  document.removeEventListener('click', stopNavigation);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('TrackedList', () => {
  it('adds no box of its own around the list', () => {
    const { container } = render(
      <TrackedList listName="Featured shows" products={products}>
        <Cards />
      </TrackedList>,
    );
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.style.display).toBe('contents');
    expect(wrapper.querySelector('ul')).not.toBeNull();
  });

  it('reports its cards as they come into view, under its list name', () => {
    const { container } = render(
      <TrackedList listName="Featured shows" products={products}>
        <Cards />
      </TrackedList>,
    );
    const [observer] = observers;
    const cards = [...container.querySelectorAll('[data-product-id]')];
    expect(observer && [...observer.observed]).toEqual(cards);
    observer?.callback(cards.map((target) => ({ target, isIntersecting: true, intersectionRatio: 1 })));
    vi.advanceTimersToNextFrame();
    expect(named('view_item_list')).toEqual([
      expect.objectContaining({
        ecommerce: expect.objectContaining({
          item_list_name: 'Featured shows',
          items: [expect.objectContaining({ item_id: '7', index: 0 }), expect.objectContaining({ item_id: '8', index: 1 })],
        }),
      }),
    ]);
  });

  it('reports a click on a card as select_item and navigates once the handler time-out passes', () => {
    const { getByText } = render(
      <TrackedList listName="Featured shows" products={products}>
        <Cards />
      </TrackedList>,
    );
    getByText('Comedy Cellar').click();
    expect(named('select_item')).toEqual([
      expect.objectContaining({ ecommerce: { item_list_name: 'Featured shows', items: [expect.objectContaining({ item_id: '8', index: 1 })] } }),
    ]);
    expect(window.location.assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(window.location.assign).toHaveBeenCalledWith(expect.stringMatching(/\/p\/8$/));
  });

  it('stops reporting once unmounted', () => {
    const { getByText, unmount } = render(
      <TrackedList listName="Featured shows" products={products}>
        <Cards />
      </TrackedList>,
    );
    const link = getByText('Cirque Night');
    unmount();
    document.body.append(link);
    link.click();
    expect(named('select_item')).toEqual([]);
    expect(observers[0]?.observed.size).toBe(0);
  });
});
