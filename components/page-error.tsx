'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './page-error.module.css';

/**
 * A page-level error (storefront 8: "a title and message scrolled into view"): when it appears,
 * or its message changes, it is scrolled into view and takes focus, so a visitor who pressed a
 * button at the foot of a long form, or a screen reader, meets it at once.
 */
export function PageError({
  id,
  title,
  message,
  children,
  className,
  titleClassName,
  testId,
}: {
  id: string;
  title: string;
  message: string;
  children?: ReactNode;
  /** Replaces the default look (a page that has its own error style). */
  className?: string | undefined;
  titleClassName?: string | undefined;
  testId?: string | undefined;
}) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    const node = box.current;
    if (!node) return;
    node.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    node.focus({ preventScroll: true });
  }, [title, message]);
  return (
    <section ref={box} id={id} className={className ?? styles.box} role="alert" aria-labelledby={`${id}-title`} tabIndex={-1} data-testid={testId}>
      <h2 id={`${id}-title`} className={titleClassName ?? styles.title}>
        {title}
      </h2>
      <p className={styles.message}>{message}</p>
      {children}
    </section>
  );
}
