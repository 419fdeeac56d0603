import Cookies from 'js-cookie';
import type { ProductType } from '@/lib/config/product-types';
import {
  formatRecentlyViewedCookie,
  MAX_RECENTLY_SEEN,
  parseRecentlyViewedMap,
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_ORDER_KEY,
  type RecentlyViewedMap,
} from './schema';

/**
 * The visitor's recently seen products, kept in the browser (local storage, mirrored to a
 * cookie so server code can read it). Client-only; every function tolerates storage that is
 * missing, full or blocked.
 */

/** Same-tab change notice; other tabs learn through the `storage` event. */
export const RECENTLY_VIEWED_CHANGED_EVENT = 'mv-recently-viewed-changed';

const COOKIE_DAYS = 30;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readOrder(store: Storage): number[] {
  try {
    const value: unknown = JSON.parse(store.getItem(RECENTLY_VIEWED_ORDER_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v) && v > 0) : [];
  } catch {
    return [];
  }
}

/** Ids newest first: the order list where it agrees with the map, then any other map entries. */
export function orderedIds(map: RecentlyViewedMap, order: readonly number[]): number[] {
  const ids = order.filter((id, i) => map[String(id)] !== undefined && order.indexOf(id) === i);
  const rest = Object.keys(map)
    .map(Number)
    .filter((id) => !ids.includes(id))
    .sort((a, b) => b - a);
  return [...ids, ...rest].slice(0, MAX_RECENTLY_SEEN);
}

/** The raw stored values, as one string: a stable snapshot for useSyncExternalStore. */
export function readRecentlyViewedSnapshot(): string {
  const store = storage();
  if (!store) return '';
  try {
    return `${store.getItem(RECENTLY_VIEWED_KEY) ?? ''}\n${store.getItem(RECENTLY_VIEWED_ORDER_KEY) ?? ''}`;
  } catch {
    return '';
  }
}

/** Ids newest first, from the stored map. */
export function readRecentlyViewedIds(): number[] {
  const store = storage();
  if (!store) return [];
  try {
    return orderedIds(parseRecentlyViewedMap(store.getItem(RECENTLY_VIEWED_KEY)), readOrder(store));
  } catch {
    return [];
  }
}

/** Records a product view (product pages call this). */
export function addRecentlyViewed(productId: number, productType: ProductType): void {
  const store = storage();
  if (!store) return;
  try {
    const map = parseRecentlyViewedMap(store.getItem(RECENTLY_VIEWED_KEY));
    const order = [productId, ...orderedIds(map, readOrder(store)).filter((id) => id !== productId)].slice(
      0,
      MAX_RECENTLY_SEEN,
    );
    const next: RecentlyViewedMap = {};
    for (const id of order) next[String(id)] = id === productId ? productType : (map[String(id)] ?? productType);
    store.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
    store.setItem(RECENTLY_VIEWED_ORDER_KEY, JSON.stringify(order));
    Cookies.set(RECENTLY_VIEWED_KEY, formatRecentlyViewedCookie(order, next), {
      expires: COOKIE_DAYS,
      path: '/',
      sameSite: 'lax',
      // Secure wherever the page is https (production always is: lib/config/production-check.mjs).
      secure: window.location.protocol === 'https:',
    });
    window.dispatchEvent(new Event(RECENTLY_VIEWED_CHANGED_EVENT));
  } catch {
    // Full or blocked storage: the list simply does not grow.
  }
}

export function subscribeRecentlyViewed(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENTLY_VIEWED_KEY || event.key === RECENTLY_VIEWED_ORDER_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(RECENTLY_VIEWED_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(RECENTLY_VIEWED_CHANGED_EVENT, onChange);
  };
}
