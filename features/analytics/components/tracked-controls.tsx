'use client';

import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { trackControls } from '../track';

/**
 * Reports the changes a visitor makes with the controls it wraps (those marked with
 * `data-track-action`, e.g. a results page's filters and sorts) as ui_interaction events of
 * `category`. Its own box is `display: contents`, so wrapping changes no layout.
 */
export function TrackedControls({ category, children }: { category: string; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? trackControls(root.current, category) : undefined), [category]);
  return (
    <div ref={root} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
