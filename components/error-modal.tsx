'use client';

import { useId, useRef, type RefObject } from 'react';
import { ModalDialog } from './modal-dialog';
import styles from './modal-dialog.module.css';

/** The button of the error modal (storefront 8: "an error modal shows a message with an OK button"). */
export const ERROR_MODAL_OK = 'OK';

/**
 * The error modal (storefront 8, ticket-buying 8): a title, the message and OK. Rendered only
 * while there is a message; OK and Escape call onClose, which clears it. Keyed by the caller on
 * each new error so a repeated message opens again.
 */
export function ErrorModal({
  title,
  message,
  onClose,
  returnFocus,
  testId = 'error-modal',
}: {
  title: string;
  message: string;
  onClose: () => void;
  /** The control that led to the error, focused again once the modal closes. */
  returnFocus?: RefObject<HTMLElement | null> | undefined;
  testId?: string;
}) {
  const id = useId();
  const ok = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog labelledBy={`${id}-title`} describedBy={`${id}-message`} onClose={onClose} initialFocus={ok} returnFocus={returnFocus} testId={testId}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      <p id={`${id}-message`} className={styles.message} data-testid={`${testId}-message`}>
        {message}
      </p>
      <button ref={ok} type="button" className={`button-primary ${styles.ok}`} onClick={onClose}>
        {ERROR_MODAL_OK}
      </button>
    </ModalDialog>
  );
}
