'use client';

import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import styles from './modal-dialog.module.css';

/**
 * The one modal of the site: a native <dialog> opened with showModal(), so the rest of the page
 * is inert (focus cannot leave it) and it sits in the top layer whatever its place in the tree.
 * Mounted means open. Escape calls onClose, or does nothing when there is none (a modal that
 * waits for the server cannot be dismissed). On close, focus goes back to `returnFocus` (the
 * control that led here, which was often disabled while its request ran, so the browser's own
 * restore would land on the body), else to what had focus when it opened.
 */
export function ModalDialog({
  labelledBy,
  describedBy,
  onClose,
  initialFocus,
  returnFocus,
  className,
  testId,
  children,
}: {
  labelledBy: string;
  describedBy?: string | undefined;
  onClose?: (() => void) | undefined;
  /** What takes focus on open; the dialog itself when absent. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  returnFocus?: RefObject<HTMLElement | null> | undefined;
  className?: string | undefined;
  testId?: string | undefined;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const target = returnFocus?.current ?? opener;
    if (!node.open) {
      if (typeof node.showModal === 'function') node.showModal();
      else node.setAttribute('open', '');
    }
    (initialFocus?.current ?? node).focus();
    return () => {
      if (node.open && typeof node.close === 'function') node.close();
      // The control may be re-enabled only in the same commit that unmounts this; wait a frame.
      if (target) queueMicrotask(() => target.focus());
    };
    // Opening is once per mount; a new message to show is a new mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <dialog
      ref={dialog}
      className={`${styles.dialog} ${className ?? ''}`}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      tabIndex={-1}
      data-testid={testId}
      // The browser's Escape: the dialog stays in React's hands, open until its owner unmounts it.
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onClose?.();
      }}
    >
      {children}
    </dialog>
  );
}
