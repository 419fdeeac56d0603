// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsProduct } from './types';
import {
  analyticsTypeName,
  HANDLER_TIMEOUT_MS,
  toDataLayerMessages,
  track,
  trackThen,
} from './track';

const show: AnalyticsProduct = { id: 101, name: 'Cirque Night', type: 'SHOW', priceCents: 8999, quantity: 2 };
const tour: AnalyticsProduct = { id: 202, name: 'Grand Canyon West', type: 'TOUR', priceCents: 15000 };

type Pushed = Record<string, unknown> & { eventCallback?: () => void; eventTimeout?: number };
const layer = () => (window.dataLayer ?? []) as Pushed[];

beforeEach(() => {
  delete window.dataLayer;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('track', () => {
  it('creates window.dataLayer when missing and pushes a page_view', () => {
    track({ event: 'page_view', pageType: 'pdp', pagePath: '/iv2/x?y=1', pageTitle: 'X | VegasGo' });
    expect(layer()).toEqual([{ event: 'page_view', page_type: 'pdp', page_path: '/iv2/x?y=1', page_title: 'X | VegasGo' }]);
  });

  it('keeps an existing dataLayer (a tag manager may already hold it)', () => {
    const existing: unknown[] = [{ 'gtm.start': 1 }];
    window.dataLayer = existing;
    track({ event: 'view_item', product: tour });
    expect(window.dataLayer).toBe(existing);
    expect(existing).toHaveLength(3);
  });

  it('clears ecommerce before each ecommerce event', () => {
    track({ event: 'view_item_list', listName: 'Featured shows', products: [show, tour] });
    track({ event: 'select_item', listName: 'Featured shows', product: tour, index: 1 });
    expect(layer().map((m) => m.event ?? 'clear')).toEqual(['clear', 'view_item_list', 'clear', 'select_item']);
    expect(layer()[0]).toEqual({ ecommerce: null });
    expect(layer()[2]).toEqual({ ecommerce: null });
  });
});

describe('GA4 shapes', () => {
  it('impressions list every item with its position', () => {
    const [, message] = toDataLayerMessages({ event: 'view_item_list', listName: 'Popular tours', products: [show, tour] });
    expect(message).toEqual({
      event: 'view_item_list',
      ecommerce: {
        item_list_name: 'Popular tours',
        items: [
          { item_id: '101', item_name: 'Cirque Night', item_category: 'SHOW', price: 89.99, quantity: 2, item_list_name: 'Popular tours', index: 0 },
          { item_id: '202', item_name: 'Grand Canyon West', item_category: 'TOUR', price: 150, quantity: 1, item_list_name: 'Popular tours', index: 1 },
        ],
      },
    });
  });

  it('impressions of a part of a list keep each item at its place in the whole list', () => {
    const [, message] = toDataLayerMessages({
      event: 'view_item_list',
      listName: 'Popular tours',
      products: [
        { ...show, index: 4 },
        { ...tour, priceCents: null, index: 7 },
      ],
    });
    expect(message).toMatchObject({
      ecommerce: {
        items: [
          { item_id: '101', price: 89.99, index: 4 },
          { item_id: '202', index: 7 },
        ],
      },
    });
    expect((message?.ecommerce as { items: Record<string, unknown>[] }).items[1]).not.toHaveProperty('price');
  });

  it('a full-text search carries its term and result count', () => {
    expect(toDataLayerMessages({ event: 'search', searchTerm: 'cirque', resultCount: 12 })).toEqual([
      { event: 'search', search_term: 'cirque', result_count: 12 },
    ]);
  });

  it('add_to_cart carries the value of what was added', () => {
    const [, message] = toDataLayerMessages({ event: 'add_to_cart', products: [{ ...show, variant: 'VIP' }] });
    expect(message).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'USD',
        value: 179.98,
        items: [{ item_id: '101', item_name: 'Cirque Night', item_category: 'SHOW', price: 89.99, quantity: 2, item_variant: 'VIP' }],
      },
    });
  });

  it('sku_load: one custom event per completed sku fetch, its ticket types as GA4 items of the product', () => {
    const messages = toDataLayerMessages({
      event: 'sku_load',
      performanceId: 77,
      startsAt: '2026-12-02T03:00:00.000Z',
      products: [
        { id: 101, name: 'Cirque Night', type: 'SHOW', priceCents: 4900, variant: 'Balcony' },
        { id: 101, name: 'Cirque Night', type: 'SHOW', priceCents: 9900, variant: 'Orchestra' },
      ],
    });
    expect(messages).toEqual([
      { ecommerce: null },
      {
        event: 'sku_load',
        performance_id: 77,
        starts_at: '2026-12-02T03:00:00.000Z',
        ecommerce: {
          currency: 'USD',
          items: [
            { item_id: '101', item_name: 'Cirque Night', item_category: 'SHOW', price: 49, quantity: 1, item_variant: 'Balcony' },
            { item_id: '101', item_name: 'Cirque Night', item_category: 'SHOW', price: 99, quantity: 1, item_variant: 'Orchestra' },
          ],
        },
      },
    ]);
  });

  it('purchase is the transaction: id, value, tax, coupon, items and date', () => {
    const [clear, message] = toDataLayerMessages({
      event: 'purchase',
      transactionId: 'VG-1234567',
      totalCents: 21_477,
      taxCents: 1_479,
      coupon: 'SAVE10',
      date: '2026-11-22',
      products: [show],
    });
    expect(clear).toEqual({ ecommerce: null });
    expect(message).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'VG-1234567',
        value: 214.77,
        tax: 14.79,
        coupon: 'SAVE10',
        currency: 'USD',
        date: '2026-11-22',
        items: [{ item_id: '101', item_name: 'Cirque Night', item_category: 'SHOW', price: 89.99, quantity: 2 }],
      },
    });
  });

  it('reports a control a visitor used, without touching ecommerce', () => {
    expect(toDataLayerMessages({ event: 'ui_interaction', category: 'Product Details', action: 'Open Change Search' })).toEqual([
      { event: 'ui_interaction', interaction_category: 'Product Details', interaction_action: 'Open Change Search' },
    ]);
    expect(toDataLayerMessages({ event: 'ui_interaction', category: 'c', action: 'a', label: 'l' })[0]).toMatchObject({ interaction_label: 'l' });
  });

  it("prefixes show and hotel names with 'hs-' in showtel mode only", () => {
    expect(analyticsTypeName('SHOW')).toBe('SHOW');
    expect(analyticsTypeName('SHOW', { showtel: true })).toBe('hs-SHOW');
    expect(analyticsTypeName('HOTEL', { showtel: true })).toBe('hs-HOTEL');
    expect(analyticsTypeName('TOUR', { showtel: true })).toBe('TOUR');
    expect(analyticsTypeName('HOTEL', { showtel: false })).toBe('HOTEL');
  });
});

describe('trackThen', () => {
  it('runs the callback when the handler calls back, exactly once', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    trackThen({ event: 'select_item', listName: 'Shows', product: show }, callback);
    const last = layer().at(-1);
    expect(last?.event).toBe('select_item');
    expect(last?.eventTimeout).toBe(HANDLER_TIMEOUT_MS);
    expect(HANDLER_TIMEOUT_MS).toBe(500);
    expect(callback).not.toHaveBeenCalled();
    last?.eventCallback?.();
    expect(callback).toHaveBeenCalledTimes(1);
    last?.eventCallback?.();
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs the callback after 500 ms when no handler answers, exactly once', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    trackThen({ event: 'select_item', listName: 'Shows', product: show }, callback);
    vi.advanceTimersByTime(499);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    layer().at(-1)?.eventCallback?.();
    vi.advanceTimersByTime(5000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('puts the callback only on the event message, not on the ecommerce clear', () => {
    vi.useFakeTimers();
    trackThen({ event: 'add_to_cart', products: [tour] }, () => undefined);
    expect(layer()[0]).toEqual({ ecommerce: null });
    expect(typeof layer()[1]?.eventCallback).toBe('function');
  });
});
