'use client';

import { useContext, useEffect, useState } from 'react';
import { formatCountdown } from '../countdown';
import { HOLD_EXPIRED_EVENT, HOLD_EXPIRED_MESSAGE } from '../messages';
import { CartRefreshContext } from './cart-refresh';
import styles from './cart-page.module.css';

/**
 * Time left on an item's hold, mm:ss. Counts down from the seconds the server measured by the
 * database's clock (not from an instant, so a browser clock that is off changes nothing); at zero
 * it says the hold expired and asks the server for the cart again (CartRefreshContext), which then flags the item and
 * blocks checkout.
 */
export function HoldCountdown({ secondsLeft }: { secondsLeft: number }) {
  const refreshCart = useContext(CartRefreshContext);
  // Fixed when the island mounts (the page keys it by the hold's end), so re-running the effect never restarts it.
  const [deadline] = useState(() => Date.now() + secondsLeft * 1000);
  const [left, setLeft] = useState(secondsLeft);

  useEffect(() => {
    let refreshTimer: number | undefined;
    const timer = window.setInterval(() => {
      const now = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(now);
      if (now === 0) {
        window.clearInterval(timer);
        window.dispatchEvent(new Event(HOLD_EXPIRED_EVENT));
        // A second's grace so the database agrees the hold has lapsed.
        refreshTimer = window.setTimeout(() => void refreshCart(), 1000);
      }
    }, 1000);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(refreshTimer);
    };
  }, [deadline, refreshCart]);

  if (left <= 0) {
    return (
      <p className={styles.expired} role="status" data-testid="hold-expired">
        {HOLD_EXPIRED_MESSAGE}
      </p>
    );
  }
  return (
    <p className={styles.countdown} data-testid="hold-countdown">
      Tickets held for <time dateTime={`PT${left}S`}>{formatCountdown(left)}</time>
    </p>
  );
}
