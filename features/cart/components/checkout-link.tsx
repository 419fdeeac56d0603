'use client';

import { useEffect, useState } from 'react';
import { CHECKOUT_BLOCKED_MESSAGE, HOLD_EXPIRED_EVENT } from '../messages';
import styles from './cart-page.module.css';

/**
 * Continue to Checkout. Blocked while the server says an item is expired or unavailable, and from
 * the moment any hold countdown on the page runs out (before the refreshed page says so too).
 */
export function CheckoutLink({ href, blocked }: { href: string; blocked: boolean }) {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const onExpired = () => setExpired(true);
    window.addEventListener(HOLD_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(HOLD_EXPIRED_EVENT, onExpired);
  }, []);

  if (!blocked && !expired) {
    return (
      <a href={href} className={`button-primary ${styles.primary}`} data-testid="checkout-link">
        Continue to Checkout
      </a>
    );
  }
  return (
    <>
      <p className={styles.blocked} id="checkout-blocked" data-testid="checkout-blocked">
        {CHECKOUT_BLOCKED_MESSAGE}
      </p>
      {/* A link cannot be disabled: while an item blocks checkout there is no link, only its look. */}
      <span className={`button-primary ${styles.primary} ${styles.disabled}`} role="link" aria-disabled="true" aria-describedby="checkout-blocked" data-testid="checkout-link">
        Continue to Checkout
      </span>
    </>
  );
}
