// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsProduct } from './types';
import { HANDLER_TIMEOUT_MS, trackList } from './track';
import type { ListTracker } from './track';

/** The browser's IntersectionObserver, driven by the test: `show` reports targets at a visible ratio. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  readonly observed = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.last = this;
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
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  show(ratio: number, ...targets: Element[]) {
    const entries = targets.map((target) => {
      const rect = target.getBoundingClientRect();
      return {
        target,
        isIntersecting: ratio > 0,
        intersectionRatio: ratio,
        boundingClientRect: rect,
        intersectionRect: rect,
        rootBounds: null,
        time: 0,
      } satisfies IntersectionObserverEntry;
    });
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const io = () => {
  const observer = FakeIntersectionObserver.last;
  if (!observer) throw new Error('no IntersectionObserver was made');
  return observer;
};

const products: AnalyticsProduct[] = [
  { id: 1, name: 'Cirque Night', type: 'SHOW', priceCents: 8999 },
  { id: 2, name: 'Desert Rose Resort', type: 'HOTEL', priceCents: 12900 },
  { id: 3, name: 'Grand Canyon West', type: 'TOUR', priceCents: null },
];

type Pushed = Record<string, unknown> & { ecommerce?: { item_list_name?: string; items?: Record<string, unknown>[] } };
const layer = () => (window.dataLayer ?? []) as Pushed[];
const events = (name: string) => layer().filter((m) => m.event === name);

/** A grid of cards as the catalog renders them: an article per product with an image link and a name link. */
function grid(ids: readonly number[]): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<ul>${ids
    .map((id) => `<li><article data-product-id="${id}"><a class="image" href="/p/${id}">img</a><h3><a class="name" href="/p/${id}">Product ${id}</a></h3><p>text</p></article></li>`)
    .join('')}<li class="filler"></li></ul>`;
  document.body.append(root);
  return root;
}
const card = (root: Element, id: number) => {
  const found = root.querySelector(`[data-product-id="${id}"]`);
  if (!found) throw new Error(`no card ${id}`);
  return found;
};
const link = (root: Element, id: number, which = 'name') => {
  const found = card(root, id).querySelector(`a.${which}`);
  if (!(found instanceof HTMLAnchorElement)) throw new Error(`no link on card ${id}`);
  return found;
};

let tracker: ListTracker | null = null;
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
/** Whether the last click reached the document prevented by the tracker; the document then stops happy-dom from following it. */
let preventedByTracker: boolean | null = null;
const stopNavigation = (event: Event) => {
  preventedByTracker = event.defaultPrevented;
  event.preventDefault();
};

beforeEach(() => {
  vi.useFakeTimers();
  delete window.dataLayer;
  FakeIntersectionObserver.last = null;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  preventedByTracker = null;
  document.addEventListener('click', stopNavigation);
});

afterEach(() => {
  tracker?.stop();
  tracker = null;
  document.removeEventListener('click', stopNavigation);
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('trackList impressions', () => {
  it('observes each card at the 50 % threshold, filler cells not at all', () => {
    const root = grid([1, 2, 3]);
    tracker = trackList(root, 'Featured shows', products);
    expect(io().options.threshold).toBe(0.5);
    expect([...io().observed].map((el) => el.getAttribute('data-product-id'))).toEqual(['1', '2', '3']);
  });

  it('batches the cards that came into view in one frame into one view_item_list, with their list positions', () => {
    const root = grid([1, 2, 3]);
    tracker = trackList(root, 'Featured shows', products);
    io().show(1, card(root, 3));
    io().show(0.6, card(root, 2));
    expect(events('view_item_list')).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(events('view_item_list')).toEqual([
      {
        event: 'view_item_list',
        ecommerce: {
          item_list_name: 'Featured shows',
          items: [
            { item_id: '2', item_name: 'Desert Rose Resort', item_category: 'HOTEL', price: 129, quantity: 1, item_list_name: 'Featured shows', index: 1 },
            // Nothing on sale: no price rather than a price of 0.
            { item_id: '3', item_name: 'Grand Canyon West', item_category: 'TOUR', quantity: 1, item_list_name: 'Featured shows', index: 2 },
          ],
        },
      },
    ]);
  });

  it('reports a card once, and not while less than half of it is in view', () => {
    const root = grid([1, 2, 3]);
    tracker = trackList(root, 'Featured shows', products);
    io().show(0.49, card(root, 1));
    vi.advanceTimersToNextFrame();
    expect(events('view_item_list')).toEqual([]);
    io().show(0.5, card(root, 1));
    vi.advanceTimersToNextFrame();
    io().show(1, card(root, 1));
    io().show(0, card(root, 2));
    vi.advanceTimersToNextFrame();
    expect(events('view_item_list')).toHaveLength(1);
    expect(events('view_item_list')[0]?.ecommerce?.items?.map((i) => i.item_id)).toEqual(['1']);
  });

  it('reports a product shown twice (a looping slider) once, and watches cards added later', async () => {
    const root = grid([1, 2]);
    tracker = trackList(root, 'Best sellers', products);
    io().show(1, card(root, 1));
    vi.advanceTimersToNextFrame();
    const more = document.createElement('li');
    more.innerHTML = '<article data-product-id="1"><a href="/p/1">again</a></article><article data-product-id="3"><a href="/p/3">new</a></article>';
    root.querySelector('ul')?.append(more);
    // MutationObserver callbacks are microtasks.
    await Promise.resolve();
    const added = [...more.querySelectorAll('[data-product-id]')];
    expect(added.every((el) => io().observed.has(el))).toBe(true);
    io().show(1, ...added);
    vi.advanceTimersToNextFrame();
    expect(events('view_item_list').map((m) => m.ecommerce?.items?.map((i) => i.item_id))).toEqual([['1'], ['3']]);
  });

  it('keeps what it reported when the products change (more results loaded)', () => {
    const root = grid([1, 2, 3]);
    tracker = trackList(root, 'Results', products.slice(0, 1));
    io().show(1, card(root, 1), card(root, 2));
    vi.advanceTimersToNextFrame();
    tracker.setProducts(products);
    io().show(1, card(root, 1), card(root, 2));
    vi.advanceTimersToNextFrame();
    expect(events('view_item_list').map((m) => m.ecommerce?.items?.map((i) => i.item_id))).toEqual([['1'], ['2']]);
  });

  it('pushes what is pending when it stops, and then watches nothing', () => {
    const root = grid([1, 2, 3]);
    tracker = trackList(root, 'Featured shows', products);
    const observer = io();
    observer.show(1, card(root, 1));
    tracker.stop();
    tracker = null;
    expect(events('view_item_list')).toHaveLength(1);
    expect(observer.observed.size).toBe(0);
    link(root, 2).click();
    expect(events('select_item')).toEqual([]);
  });
});

describe('trackList clicks', () => {
  it('reports select_item with the list and position, then navigates when the handler answers', () => {
    const root = grid([1, 2, 3]);
    tracker = trackList(root, 'Featured shows', products);
    const target = link(root, 2);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    target.dispatchEvent(click);
    expect(preventedByTracker).toBe(true);
    const selected = events('select_item');
    expect(selected).toHaveLength(1);
    expect(selected[0]).toMatchObject({
      event: 'select_item',
      eventTimeout: HANDLER_TIMEOUT_MS,
      ecommerce: {
        item_list_name: 'Featured shows',
        items: [{ item_id: '2', item_name: 'Desert Rose Resort', item_list_name: 'Featured shows', index: 1 }],
      },
    });
    expect(assign).not.toHaveBeenCalled();
    (selected[0]?.eventCallback as () => void)();
    expect(assign).toHaveBeenCalledWith(target.href);
    vi.advanceTimersByTime(HANDLER_TIMEOUT_MS);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('navigates after 500 ms when no handler answers', () => {
    const root = grid([1, 2, 3]);
    tracker = trackList(root, 'Featured shows', products);
    link(root, 1, 'image').click();
    vi.advanceTimersByTime(HANDLER_TIMEOUT_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith(link(root, 1, 'image').href);
  });

  it('reports the impression of a card clicked in the frame it appeared before its selection', () => {
    const root = grid([1, 2, 3]);
    tracker = trackList(root, 'Featured shows', products);
    io().show(1, card(root, 1));
    link(root, 1).click();
    expect(layer().flatMap((m) => (typeof m.event === 'string' ? [m.event] : []))).toEqual(['view_item_list', 'select_item']);
  });

  it.each([
    ['a ctrl-click (new tab)', { ctrlKey: true }, {}],
    ['a cmd-click', { metaKey: true }, {}],
    ['a middle click', { button: 1 }, {}],
    ['a link to a new tab', {}, { target: '_blank' }],
  ] as const)('lets %s go at once, reported', (_, init, attributes) => {
    const root = grid([1, 2, 3]);
    tracker = trackList(root, 'Featured shows', products);
    const target = link(root, 3);
    for (const [name, value] of Object.entries(attributes)) target.setAttribute(name, value);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    target.dispatchEvent(click);
    expect(preventedByTracker).toBe(false);
    expect(events('select_item')).toHaveLength(1);
    expect(events('select_item')[0]).not.toHaveProperty('eventCallback');
    vi.advanceTimersByTime(HANDLER_TIMEOUT_MS);
    expect(assign).not.toHaveBeenCalled();
  });

  it('ignores clicks that are not on a card link of its products', () => {
    const root = grid([1, 2, 4]);
    tracker = trackList(root, 'Featured shows', products);
    const text = card(root, 1).querySelector('p');
    text?.click();
    // A card of a product the list does not know.
    link(root, 4).click();
    expect(preventedByTracker).toBe(false);
    expect(events('select_item')).toEqual([]);
  });
});
