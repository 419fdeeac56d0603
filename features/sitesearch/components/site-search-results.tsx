'use client';

import { withQueryProvider } from '@/components/query-provider';
import { useEffect, useRef, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { cardProduct, track, trackList } from '@/features/analytics/track';
import type { ListTracker } from '@/features/analytics/track';
import type { ProductSummary } from '@/features/catalog/types';
import { INFINITE_SCROLL_TRIGGER_PX, SCROLL_THROTTLE_MS } from '@/lib/config/constants';
import styles from './site-search.module.css';

export const SITE_SEARCH_API = '/api/sitesearch';
export const REVIEW_STATISTICS_API = '/api/review-statistics';
/** The results' name in analytics (impressions and clicks). */
export const ANALYTICS_LIST_NAME = 'Full-text search results';

type Page = { query: string; results: ProductSummary[]; totalResults: number; offset: number; resultsPerPage: number };
type Statistics = { productId: number; averageRating: number; totalReviewCount: number };

/** Whether to load more: within 1500 px of the bottom and not everything loaded (spec 2.7). */
export function shouldLoadMore(scrollBottom: number, documentHeight: number, loaded: number, total: number): boolean {
  return loaded < total && documentHeight - scrollBottom <= INFINITE_SCROLL_TRIGGER_PX;
}

async function fetchPage(query: string, offset: number): Promise<Page> {
  const response = await fetch(`${SITE_SEARCH_API}?rq=${encodeURIComponent(query)}&offset=${offset}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`search ${response.status}`);
  return (await response.json()) as Page;
}

async function fetchStatistics(ids: readonly number[]): Promise<Statistics[]> {
  if (ids.length === 0) return [];
  const response = await fetch(`${REVIEW_STATISTICS_API}?productIds=${ids.join(',')}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`statistics ${response.status}`);
  return ((await response.json()) as { statistics: Statistics[] }).statistics;
}

/** The empty message of spec 2.7. */
export function emptyMessage(term: string): string {
  return `We didn't find any Vegas matches for your term '${term}'. Please try a different term and give it another shot.`;
}

/**
 * Full-text results with infinite scroll (storefront 2.7): the first page comes with the
 * HTML; when the window scrolls within 1500 px of the bottom (checked at most every 100 ms)
 * the next page loads, and listening stops once all are loaded. Review statistics are fetched
 * for each newly loaded page of products.
 */
function SiteSearchResultsIsland({ initial }: { initial: Page }) {
  const [pages, setPages] = useState<Page[]>([initial]);
  const [error, setError] = useState(false);
  const loading = useRef(false);
  // A new query (client navigation to another ?rq) mounts a new list (the page keys it by query).
  const query = initial.query;
  const results = pages.flatMap((p) => p.results);
  const total = pages.at(-1)?.totalResults ?? 0;
  const allLoaded = results.length >= total;
  // One statistics request per loaded page: the newly loaded products only.
  const statistics = useQueries({
    queries: pages.map((page) => {
      const ids = page.results.map((r) => r.id);
      return { queryKey: ['review-statistics', ids], queryFn: () => fetchStatistics(ids), enabled: ids.length > 0 };
    }),
  });
  const stats = new Map(statistics.flatMap((q) => q.data ?? []).map((s) => [s.productId, s] as const));

  // The search itself, once per query (the list is keyed by it; the ref holds under Strict Mode's double effects).
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    track({ event: 'search', searchTerm: query, resultCount: initial.totalResults });
  }, [query, initial.totalResults]);

  // One tracker for the whole list, told about each loaded page, so results already seen stay reported.
  const list = useRef<HTMLOListElement>(null);
  const tracker = useRef<ListTracker | null>(null);
  useEffect(() => {
    if (!list.current) return;
    const current = trackList(list.current, ANALYTICS_LIST_NAME, []);
    tracker.current = current;
    return () => {
      current.stop();
      tracker.current = null;
    };
  }, []);
  useEffect(() => {
    tracker.current?.setProducts(pages.flatMap((p) => p.results).map((p) => cardProduct(p)));
  }, [pages]);

  useEffect(() => {
    if (allLoaded || error) return;
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      last = Date.now();
      const bottom = window.scrollY + window.innerHeight;
      if (loading.current || !shouldLoadMore(bottom, document.documentElement.scrollHeight, results.length, total)) return;
      loading.current = true;
      fetchPage(query, results.length)
        .then((page) => setPages((previous) => [...previous, page]))
        .catch(() => setError(true))
        .finally(() => {
          loading.current = false;
        });
    };
    const onScroll = () => {
      clearTimeout(timer);
      const wait = SCROLL_THROTTLE_MS - (Date.now() - last);
      if (wait <= 0) check();
      else timer = setTimeout(check, wait);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    check();
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [allLoaded, error, query, results.length, total]);

  if (total === 0) return <p className={styles.empty}>{emptyMessage(initial.query)}</p>;
  return (
    <>
      <ol ref={list} className={styles.results} aria-label="Search results" data-loaded={results.length} data-total={total}>
        {results.map((product) => {
          const stat = stats.get(product.id);
          return (
            <li key={product.id} className={styles.result} data-testid="site-search-result" data-product-id={product.id}>
              {product.image ? (
                // eslint-disable-next-line @next/next/no-img-element
                <img src={product.image.path} alt="" width={96} height={96} className={styles.image} loading="lazy" />
              ) : null}
              <div>
                <h2 className={styles.title}>
                  <a href={product.href}>{product.name}</a>
                </h2>
                <p className={styles.meta}>
                  {product.location}
                  {stat ? ` · ${stat.totalReviewCount.toLocaleString('en-US')} reviews: ${stat.averageRating.toFixed(1)}/5` : null}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
      {error ? (
        <div role="alert" className={styles.error}>
          <p>We couldn&apos;t load more results just now.</p>
          <button type="button" onClick={() => setError(false)}>
            Try again
          </button>
        </div>
      ) : allLoaded ? (
        <p className={styles.end}>All {total} results are shown.</p>
      ) : (
        <p className={styles.end} aria-live="polite">
          Loading more results…
        </p>
      )}
    </>
  );
}

/** With its own QueryProvider: the root layout mounts none (issue 27). */
export const SiteSearchResults = withQueryProvider(SiteSearchResultsIsland);
