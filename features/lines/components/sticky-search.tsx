'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { SCROLL_THROTTLE_MS, STICKY_TRANSITION_MS } from '@/lib/config/constants';
import styles from './line-page.module.css';

/** Whether the sticky search shows at a scroll position: strictly past the threshold (spec 4). */
export function stickyVisible(scrollY: number, thresholdPx: number): boolean {
  return scrollY > thresholdPx;
}

/**
 * The sticky search widget (storefront 2.4, 2.10, 4): hidden until the page scrolls past the
 * threshold, then slides in (700 ms); hides again (500 ms) above it. Fixed, so it moves nothing.
 */
export function StickySearch({ thresholdPx, label, children }: { thresholdPx: number; label: string; children: ReactNode }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => setVisible(stickyVisible(window.scrollY, thresholdPx));
    const onScroll = () => {
      const now = Date.now();
      if (now - last >= SCROLL_THROTTLE_MS) {
        last = now;
        update();
      } else {
        clearTimeout(timer);
        timer = setTimeout(update, SCROLL_THROTTLE_MS);
      }
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [thresholdPx]);
  return (
    <div
      className={`${styles.sticky} ${visible ? styles.stickyIn : ''}`}
      style={{ transitionDuration: `${visible ? STICKY_TRANSITION_MS.enter : STICKY_TRANSITION_MS.leave}ms` }}
      aria-label={label}
      role="region"
      inert={!visible}
      data-testid="sticky-search"
      data-visible={visible}
    >
      {children}
    </div>
  );
}
