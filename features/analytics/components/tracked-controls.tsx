'use client';

import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { trackControls } from '../track';

/**
 * Reports the changes a visitor makes with the controls it wraps (those marked with
 * `data-track-action`, e.g. a results page's filters and sorts) as ui_interaction events of
 * `category`. It wraps a whole page view in a plain block (layout-neutral under the block body),
 * not a `display: contents` one: on a client navigation Next scrolls the page's first element
 * into view and passes over elements without a box, so the new results would keep the old
 * scroll position.
 */
export function TrackedControls({ category, children }: { category: string; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? trackControls(root.current, category) : undefined), [category]);
  return (
    <div ref={root}>
      {children}
    </div>
  );
}
