import Cookies from 'js-cookie';
import type { ProductType } from '@/lib/config/product-types';
import {
  DEFAULT_RECENT_QUANTITY,
  formatRecentEntries,
  formatRecentlyViewedCookie,
  MAX_RECENTLY_SEEN,
  parseRecentEntries,
  parseRecentlyViewedMap,
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_ORDER_KEY,
  toRecentEntry,
  type RecentEntry,
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

/** Entries newest first: the stored entries where the map has them, then any other map ids, undated. */
export function orderedEntries(map: RecentlyViewedMap, stored: readonly RecentEntry[]): RecentEntry[] {
  const entries = stored.filter((e) => map[String(e.productId)] !== undefined);
  const rest = Object.keys(map)
    .map(Number)
    .filter((id) => !entries.some((e) => e.productId === id))
    .sort((a, b) => b - a)
    .flatMap((id) => toRecentEntry(id, null, null, DEFAULT_RECENT_QUANTITY) ?? []);
  return [...entries, ...rest].slice(0, MAX_RECENTLY_SEEN);
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

/** Entries newest first (stored entries of an older shape come back migrated). */
export function readRecentlyViewedEntries(): RecentEntry[] {
  const store = storage();
  if (!store) return [];
  try {
    return orderedEntries(parseRecentlyViewedMap(store.getItem(RECENTLY_VIEWED_KEY)), parseRecentEntries(store.getItem(RECENTLY_VIEWED_ORDER_KEY)));
  } catch {
    return [];
  }
}

/** Ids newest first. */
export function readRecentlyViewedIds(): number[] {
  return readRecentlyViewedEntries().map((e) => e.productId);
}

/** What the visitor searched when they viewed the product (the details page's dates and room count). */
export type RecentVisit = { startDate?: string | null; endDate?: string | null; quantity?: number | null };

/**
 * Records a product view (product pages call this) with the dates and quantity of the view,
 * so the list can reopen the product on them.
 */
export function addRecentlyViewed(productId: number, productType: ProductType, visit: RecentVisit = {}): void {
  const store = storage();
  if (!store) return;
  try {
    const entry = toRecentEntry(productId, visit.startDate, visit.endDate, visit.quantity ?? DEFAULT_RECENT_QUANTITY);
    if (!entry) return;
    const map = parseRecentlyViewedMap(store.getItem(RECENTLY_VIEWED_KEY));
    const entries = [
      entry,
      ...orderedEntries(map, parseRecentEntries(store.getItem(RECENTLY_VIEWED_ORDER_KEY))).filter((e) => e.productId !== productId),
    ].slice(0, MAX_RECENTLY_SEEN);
    const next: RecentlyViewedMap = {};
    for (const { productId: id } of entries) next[String(id)] = id === productId ? productType : (map[String(id)] ?? productType);
    store.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
    store.setItem(RECENTLY_VIEWED_ORDER_KEY, formatRecentEntries(entries));
    Cookies.set(RECENTLY_VIEWED_KEY, formatRecentlyViewedCookie(entries, next), {
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
