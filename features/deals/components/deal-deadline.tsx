'use client';

import { useSyncExternalStore } from 'react';
import { formatCountdown, isWithinCutoff, secondsLeft } from '../rules';
import type { DealDeadline } from '../types';
import styles from './deal-deadline.module.css';

const TICK_MS = 1000;

function subscribeToSeconds(onTick: () => void): () => void {
  const timer = setInterval(onTick, TICK_MS);
  return () => clearInterval(timer);
}

/** The clock in whole seconds (stable within a second, as React wants of a snapshot). */
const nowSecond = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;
/** The server and the hydrating render know no time: the cached HTML never holds a time left. */
const noTime = () => null;

/**
 * The deadline timer (storefront 9: enabled, cutoff 86400 s, one timer): the deal's name and the
 * time left to its end as hh:mm:ss, counted down each second in the browser from the absolute end
 * the server sent. Shows only while the end is within the cutoff and still ahead; at zero it goes.
 * Before hydration the box is there with '--:--:--', so the digits arriving move nothing.
 */
export function DealDeadlineTimer({ deal }: { deal: DealDeadline }) {
  const now = useSyncExternalStore(subscribeToSeconds, nowSecond, noTime);
  const endsAtMs = Date.parse(deal.endsAt);
  if (Number.isNaN(endsAtMs)) return null;
  if (now !== null && !isWithinCutoff(endsAtMs, now)) return null;
  const left = now === null ? null : secondsLeft(endsAtMs, now);
  return (
    <p className={styles.deadline} data-testid="deal-deadline">
      <span className={styles.name}>{deal.name}</span>
      <span>
        Deal ends in{' '}
        <time role="timer" className={styles.clock} dateTime={left === null ? undefined : `PT${left}S`} data-testid="deal-countdown">
          {left === null ? '--:--:--' : formatCountdown(left)}
        </time>
      </span>
    </p>
  );
}
