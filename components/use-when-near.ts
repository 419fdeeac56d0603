'use client';

import { useEffect, useState, type RefObject } from 'react';

/** How far outside the viewport an island starts loading its heavy part, so it runs by the time it is seen. */
export const NEAR_VIEWPORT_MARGIN = '200px';

/**
 * True once the element has come within NEAR_VIEWPORT_MARGIN of the viewport, or a pointer
 * pressed or focus moved inside it (a first click or Tab must not wait for scrolling): the moment
 * an island loads the part of it that is not in the page's first-load JavaScript (issue 27).
 */
export function useWhenNear(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const start = () => setNear(true);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.isIntersecting)) start();
          }, { rootMargin: NEAR_VIEWPORT_MARGIN });
    if (observer) observer.observe(element);
    else start();
    element.addEventListener('pointerdown', start);
    element.addEventListener('focusin', start);
    return () => {
      observer?.disconnect();
      element.removeEventListener('pointerdown', start);
      element.removeEventListener('focusin', start);
    };
  }, [ref, near]);
  return near;
}
