'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { TOOLTIP_DEFAULTS } from '@/lib/config/constants';
import styles from './info-tooltip.module.css';

export type TooltipSide = 'left' | 'right' | 'top' | 'bottom';

const OPPOSITE: Record<TooltipSide, TooltipSide> = { left: 'right', right: 'left', top: 'bottom', bottom: 'top' };

/**
 * A button that explains itself in a bubble: opens on hover after `delayMs` (spec: default
 * 200 ms, so a pointer passing over does not flash it), at once on focus and click; closes on
 * Escape, when the pointer leaves and when focus leaves the button and the bubble. The bubble
 * sits on `side` of the button (default left) and moves to the other side when it would leave
 * the window. It is always in the markup (hidden while closed), so crawlers read it and
 * `aria-describedby` always resolves. Focus may move from the button into the bubble (the chat
 * tooltip holds a link) without closing it.
 */
export function InfoTooltip({
  label,
  children,
  side = TOOLTIP_DEFAULTS.side,
  delayMs = TOOLTIP_DEFAULTS.delayMs,
}: {
  label: string;
  children: ReactNode;
  side?: TooltipSide;
  delayMs?: number;
}) {
  const [open, setOpen] = useState(false);
  const bubbleId = useId();
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const bubble = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  const show = () => {
    cancelTimer();
    setOpen(true);
  };
  const hide = () => {
    cancelTimer();
    setOpen(false);
  };
  useEffect(() => cancelTimer, []);

  const onBlur = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) hide();
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

  // Placed on the DOM node before paint (a measurement, not state): on the asked side unless
  // that side runs out of window.
  useLayoutEffect(() => {
    const node = bubble.current;
    if (!node) return;
    node.dataset.side = side;
    if (!open) return;
    const rect = node.getBoundingClientRect();
    if (rect.width === 0) return;
    const out =
      (side === 'left' && rect.left < 0) ||
      (side === 'right' && rect.right > window.innerWidth) ||
      (side === 'top' && rect.top < 0) ||
      (side === 'bottom' && rect.bottom > window.innerHeight);
    if (out) node.dataset.side = OPPOSITE[side];
  }, [open, side]);

  return (
    <span
      ref={root}
      className={styles.root}
      onMouseEnter={() => {
        cancelTimer();
        timer.current = setTimeout(show, delayMs);
      }}
      onMouseLeave={hide}
      onBlur={onBlur}
    >
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-describedby={bubbleId}
        aria-expanded={open}
        onFocus={show}
        onClick={() => (open ? hide() : show())}
      >
        {label}
        <span className={styles.icon} aria-hidden="true">
          i
        </span>
      </button>
      <span ref={bubble} id={bubbleId} role="tooltip" className={styles.bubble} data-side={side} hidden={!open}>
        {children}
      </span>
    </span>
  );
}
