'use client';

import { useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import styles from './info-tooltip.module.css';

/**
 * A button that explains itself in a bubble: opens on hover, focus and click, closes on Escape,
 * when the pointer leaves and when focus leaves the button and the bubble. The bubble is always
 * in the markup (hidden while closed), so crawlers read it and `aria-describedby` always resolves.
 * Focus may move from the button into the bubble (the chat tooltip holds a link) without closing it.
 */
export function InfoTooltip({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const bubbleId = useId();
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const onBlur = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  // Escape dismisses it wherever focus is, a bubble opened by hover included (WCAG 1.4.13).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (root.current?.contains(document.activeElement)) button.current?.focus();
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <span
      ref={root}
      className={styles.root}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={onBlur}
    >
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-describedby={bubbleId}
        aria-expanded={open}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
        <span className={styles.icon} aria-hidden="true">
          i
        </span>
      </button>
      <span id={bubbleId} role="tooltip" className={styles.bubble} hidden={!open}>
        {children}
      </span>
    </span>
  );
}
