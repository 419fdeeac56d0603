'use client';

import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { trackList } from '../track';
import type { AnalyticsProduct } from '../types';

/**
 * Reports the impressions and clicks of the card list (grid, slider) it wraps, under `listName`.
 * The cards stay server components: this island only watches the elements that carry a
 * `data-product-id` of `products`. Its own box is `display: contents`, so wrapping changes no
 * layout; it must not be a page's first element (Next's scroll to the top of a new page passes
 * over elements without a box): put a TrackedControls or the page's own element around it.
 */
export function TrackedList({
  listName,
  products,
  children,
}: {
  listName: string;
  products: readonly AnalyticsProduct[];
  children: ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);
  const latest = useRef(products);
  // Another set or order of products is another list (a filter, a sort, the next page of a client
  // navigation): its cards are reported afresh. The same list rendered again is not.
  const listKey = products.map((p) => p.id).join(',');

  useEffect(() => {
    latest.current = products;
  }, [products]);

  useEffect(() => {
    if (!root.current) return;
    const tracker = trackList(root.current, listName, latest.current);
    return () => tracker.stop();
  }, [listName, listKey]);

  return (
    <div ref={root} style={{ display: 'contents' }} data-analytics-list={listName}>
      {children}
    </div>
  );
}
