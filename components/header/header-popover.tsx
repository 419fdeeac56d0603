'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { POPOVER_HIDE_DELAY_MS } from '@/lib/config/constants';
import styles from './site-header.module.css';

/**
 * A header button that opens a panel below it (RECENTLY SEEN). The panel's content mounts
 * only while open, so whatever it fetches is fetched on demand.
 *
 * Spec 2.13: a mouse press outside a link closes the popover — anywhere on the page,
 * including the panel's own blank space. Escape closes it too and returns focus.
 * Spec 9: it hides 500 ms after the pointer leaves the button and the panel; coming back
 * within that time keeps it open.
 */
export function HeaderPopover({
  label,
  panelLabel = label,
  children,
  testId,
}: {
  label: string;
  panelLabel?: string;
  children: ReactNode;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelHide = () => {
    if (hideTimer.current !== null) clearTimeout(hideTimer.current);
    hideTimer.current = null;
  };
  const hideLater = () => {
    cancelHide();
    hideTimer.current = setTimeout(() => {
      hideTimer.current = null;
      // The panel's content unmounts: focus inside it goes back to the button, not to the page.
      if (panelRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
      setOpen(false);
    }, POPOVER_HIDE_DELAY_MS);
  };
  useEffect(() => cancelHide, []);

  useEffect(() => {
    if (!open) return;
    const onMouseDown = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      // The trigger toggles on its own click; a link in the panel must get its click.
      if (target && buttonRef.current?.contains(target)) return;
      if (target && panelRef.current?.contains(target) && target.closest('a')) return;
      setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', onMouseDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      className={styles.popoverRoot}
      data-testid={testId}
      onMouseEnter={cancelHide}
      onMouseLeave={() => {
        if (open) hideLater();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.utility} ${open ? styles.utilityActive : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          cancelHide();
          setOpen((v) => !v);
        }}
      >
        <span>{label}</span>
        <svg className={styles.caret} viewBox="0 0 10 6" width="10" height="6" aria-hidden="true" focusable="false">
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        role="region"
        aria-label={panelLabel}
        className={styles.popoverPanel}
        hidden={!open}
      >
        {open ? children : null}
      </div>
    </div>
  );
}
