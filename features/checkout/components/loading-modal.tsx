'use client';

import { ModalDialog } from '@/components/modal-dialog';
import styles from './checkout.module.css';

/** A modal spinner with a message, while the page finishes something on the server; Escape cannot close it. */
export function LoadingModal({ message, testId }: { message: string; testId: string }) {
  return (
    <ModalDialog labelledBy={`${testId}-title`} testId={testId}>
      <div className={styles.spinner} aria-hidden="true" />
      <p id={`${testId}-title`} role="status">
        {message}
      </p>
    </ModalDialog>
  );
}
