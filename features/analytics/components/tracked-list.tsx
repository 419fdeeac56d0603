'use client';

import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { trackList } from '../track';
import type { ListTracker } from '../track';
import type { AnalyticsProduct } from '../types';

/**
 * Reports the impressions and clicks of the card list (grid, slider) it wraps, under `listName`.
 * The cards stay server components: this island only watches the elements that carry a
 * `data-product-id` of `products`. Its own box is `display: contents`, so wrapping changes no layout.
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
  const tracker = useRef<ListTracker | null>(null);
  const latest = useRef(products);

  useEffect(() => {
    latest.current = products;
    tracker.current?.setProducts(products);
  }, [products]);

  useEffect(() => {
    if (!root.current) return;
    const current = trackList(root.current, listName, latest.current);
    tracker.current = current;
    return () => {
      current.stop();
      tracker.current = null;
    };
  }, [listName]);

  return (
    <div ref={root} style={{ display: 'contents' }} data-analytics-list={listName}>
      {children}
    </div>
  );
}
