import styles from './demo-notice.module.css';

/**
 * Says on every page of the demo that it is a demo store that takes no real money (issue 25 item
 * 2). Rendered by the root layout on the server, outside the parts of the chrome a page may hide,
 * so checkout, cart, login and the not-found page carry it too; never in production.
 */
export function DemoNotice({ text }: { text: string }) {
  return (
    <p className={styles.notice} role="note" data-testid="demo-notice">
      {text}
    </p>
  );
}
