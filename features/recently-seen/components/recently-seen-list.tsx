'use client';

import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { cardProduct, trackList } from '@/features/analytics/track';
import { productTypeSchema } from '@/lib/config/product-types';
import { formatRecentlySeenQuery, type RecentEntry, type RecentlySeenProduct } from '../schema';
import { readRecentlyViewedEntries, readRecentlyViewedSnapshot, subscribeRecentlyViewed } from '../storage';
import styles from './recently-seen-list.module.css';

export const RECENTLY_SEEN_URL = '/api/recently-seen';
export const EMPTY_MESSAGE = 'No recently seen products.';
/** The list's name in analytics (impressions and clicks). */
export const ANALYTICS_LIST_NAME = 'Recently Seen';

const responseSchema = z.object({
  products: z.array(
    z.object({
      id: z.number(),
      type: productTypeSchema,
      name: z.string(),
      href: z.string(),
      image: z.nullable(z.object({ path: z.string(), title: z.string() })),
      location: z.string(),
      rating: z.number(),
      reviewCount: z.number(),
    }),
  ),
});

/** Spec 7: the fetch sends each product's id, dates and quantity; the links come back dated. */
async function fetchRecentlySeen(query: string): Promise<RecentlySeenProduct[]> {
  const response = await fetch(`${RECENTLY_SEEN_URL}?ids=${query}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`recently seen: HTTP ${response.status}`);
  return responseSchema.parse(await response.json()).products satisfies RecentlySeenProduct[];
}

/** How long an answer is reused (the header popover mounts its list on every opening). */
const FRESH_MS = 5 * 60_000;
type Answer = { at: number; request: Promise<RecentlySeenProduct[]>; products?: RecentlySeenProduct[] };
const answers = new Map<string, Answer>();

/**
 * The products of one query, fetched once per FRESH_MS and shared by every list on the page; a
 * failure is tried once more, then forgotten so the next mount asks again. A plain cache, not
 * TanStack Query: the list is in the header of every page.
 */
function loadRecentlySeen(query: string): Answer {
  const known = answers.get(query);
  if (known && Date.now() - known.at < FRESH_MS) return known;
  const answer: Answer = { at: Date.now(), request: fetchRecentlySeen(query).catch(() => fetchRecentlySeen(query)) };
  answer.request.then(
    (products) => {
      answer.products = products;
    },
    () => {
      if (answers.get(query) === answer) answers.delete(query);
    },
  );
  answers.set(query, answer);
  return answer;
}

/** For tests: forget every answer. */
export function forgetRecentlySeenAnswers(): void {
  answers.clear();
}

type Shown = { query: string; products?: RecentlySeenProduct[]; failed?: boolean };

/** The products of `query` (undefined while loading or failed); nothing is asked while `enabled` is false. */
function useRecentlySeenProducts(query: string, enabled: boolean): { data: RecentlySeenProduct[] | undefined; isError: boolean } {
  // An answer already in the cache shows at once, as on a second opening of the popover.
  const [shown, setShown] = useState<Shown>(() => {
    const known = answers.get(query);
    return known?.products && Date.now() - known.at < FRESH_MS ? { query, products: known.products } : { query: '' };
  });
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    loadRecentlySeen(query).request.then(
      (products) => {
        if (current) setShown({ query, products });
      },
      () => {
        if (current) setShown({ query, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [query, enabled]);
  const mine = shown.query === query;
  return { data: mine ? shown.products : undefined, isError: mine && shown.failed === true };
}

// Storage is unknown on the server: the first client render must match, so it starts empty too.
const serverSnapshot = () => '';

/** The visitor's recently seen entries, newest first, from local storage. */
export function useRecentlyViewedEntries(): RecentEntry[] {
  const snapshot = useSyncExternalStore(subscribeRecentlyViewed, readRecentlyViewedSnapshot, serverSnapshot);
  // Re-read only when the stored text changes, so the array stays referentially stable.
  return useMemo(() => (snapshot ? readRecentlyViewedEntries() : []), [snapshot]);
}

export function RecentlySeenEntry({ product }: { product: RecentlySeenProduct }) {
  return (
    <li className={styles.entry}>
      <a
        href={product.href}
        target="_blank"
        rel="noopener"
        className={styles.link}
        data-testid="recently-seen-item"
        data-product-id={product.id}
      >
        {product.image ? (
          // Generated SVG artwork: next/image would only add a pass-through optimisation step.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={product.image.path} alt="" width={64} height={64} className={styles.image} loading="lazy" />
        ) : (
          <span className={styles.imagePlaceholder} aria-hidden="true" />
        )}
        <span className={styles.body}>
          <span className={styles.name}>{product.name}</span>
          <span className={styles.meta}>Location: {product.location}</span>
          <span className={styles.meta}>
            {product.reviewCount} reviews: {product.rating.toFixed(1)}/5
          </span>
        </span>
      </a>
    </li>
  );
}

/**
 * Spec 2.13. In the header popover an empty list says so; in a sidebar (or with
 * hideNoRecentlySeen) a heading is shown and an empty list renders nothing.
 */
export function RecentlySeenList({
  variant = 'popover',
  hideNoRecentlySeen = false,
}: {
  variant?: 'popover' | 'sidebar';
  hideNoRecentlySeen?: boolean;
}) {
  const entries = useRecentlyViewedEntries();
  const key = formatRecentlySeenQuery(entries);
  const { data, isError } = useRecentlySeenProducts(key, entries.length > 0);
  const isPending = data === undefined && !isError;

  const quiet = variant === 'sidebar' || hideNoRecentlySeen;
  const products = entries.length === 0 ? [] : data;

  const list = useRef<HTMLUListElement>(null);
  const tracked = entries.length === 0 ? undefined : data;
  useEffect(() => {
    if (!list.current || !tracked || tracked.length === 0) return;
    // No price: the list shows none. A new tracker only when the list itself changes (the cache keeps equal data).
    const tracker = trackList(list.current, ANALYTICS_LIST_NAME, tracked.map((p) => cardProduct({ ...p, fromPriceCents: null })));
    return () => tracker.stop();
  }, [tracked]);

  if (quiet && (products === undefined || products.length === 0)) return null;

  return (
    <div className={variant === 'sidebar' ? styles.sidebar : styles.popover} data-testid="recently-seen-list">
      {quiet ? <h2 className={styles.heading}>Recently Seen</h2> : null}
      {products === undefined && isPending ? (
        <p className={styles.status} aria-live="polite">
          Loading…
        </p>
      ) : products === undefined || isError ? (
        <p className={styles.status}>Recently seen products could not be loaded.</p>
      ) : products.length === 0 ? (
        <p className={styles.status}>{EMPTY_MESSAGE}</p>
      ) : (
        <ul className={styles.list} ref={list}>
          {products.map((product) => (
            <RecentlySeenEntry key={product.id} product={product} />
          ))}
        </ul>
      )}
    </div>
  );
}
