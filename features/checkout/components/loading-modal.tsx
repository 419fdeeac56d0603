import styles from './checkout.module.css';

/** A modal spinner with a message, while the page finishes something on the server. */
export function LoadingModal({ message, testId }: { message: string; testId: string }) {
  return (
    <div className={styles.backdrop} data-testid={testId}>
      <div className={styles.modal} role="dialog" aria-modal="true" aria-labelledby={`${testId}-title`}>
        <div className={styles.spinner} aria-hidden="true" />
        <p id={`${testId}-title`} role="status">
          {message}
        </p>
      </div>
    </div>
  );
}
