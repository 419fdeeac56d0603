'use client';

import type { MouseEvent } from 'react';
import styles from './content.module.css';

export type CircleItem = { readonly title: string; readonly text?: string | undefined; readonly href?: string | undefined };

/** The size of the popups that the first two items open (storefront 2.10). */
export const CIRCLE_POPUP = { width: 450, height: 450 } as const;

function openPopup(event: MouseEvent<HTMLAnchorElement>, href: string) {
  const popup = window.open(href, 'circle-divider', `width=${CIRCLE_POPUP.width},height=${CIRCLE_POPUP.height}`);
  // Blocked popups fall back to the link itself.
  if (popup) event.preventDefault();
}

/**
 * The product landing page's circle divider: three items (best rate, secure booking, phone). The
 * left and center ones open their page in a 450x450 popup; the right one is plain text.
 */
export function CircleDivider({ left, center, right }: { left: CircleItem; center: CircleItem; right: CircleItem }) {
  const item = (it: CircleItem, popup: boolean) => (
    <li className={styles.circle}>
      {it.href ? (
        <a href={it.href} onClick={popup ? (event) => openPopup(event, it.href ?? '') : undefined}>
          <strong>{it.title}</strong>
        </a>
      ) : (
        <strong>{it.title}</strong>
      )}
      {it.text ? <span>{it.text}</span> : null}
    </li>
  );
  return (
    <ul className={styles.circleDivider} data-testid="circle-divider">
      {item(left, true)}
      {item(center, true)}
      {item(right, false)}
    </ul>
  );
}
