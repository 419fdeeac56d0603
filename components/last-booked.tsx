'use client';

import { useEffect, useState } from 'react';

export const LAST_BOOKED_URL = '/api/last-booked';

/** 'Last booked 12 minutes ago' / 'Last booked 3 hours ago'; nothing without a booking in the window. */
export function lastBookedText(minutesAgo: number | undefined): string | null {
  if (minutesAgo === undefined || minutesAgo < 0) return null;
  if (minutesAgo < 1) return 'Last booked just now';
  if (minutesAgo < 60) return `Last booked ${minutesAgo} ${minutesAgo === 1 ? 'minute' : 'minutes'} ago`;
  const hours = Math.floor(minutesAgo / 60);
  return `Last booked ${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
}

// One request for every card on the page: ids asked for in the same tick are fetched together.
let pending: Map<number, ((minutes: number | undefined) => void)[]> | null = null;

function minutesSinceBooked(productId: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    if (pending === null) {
      const batch = new Map<number, ((minutes: number | undefined) => void)[]>();
      pending = batch;
      setTimeout(() => {
        pending = null;
        const ids = [...batch.keys()];
        const settle = (answer: Record<string, number>) => {
          for (const [id, waiters] of batch) for (const waiter of waiters) waiter(answer[String(id)]);
        };
        const chunks: number[][] = [];
        for (let i = 0; i < ids.length; i += 100) chunks.push(ids.slice(i, i + 100));
        Promise.all(
          chunks.map((chunk) =>
            // Inside a promise chain: whatever fetch does (even throw at once) ends in settle().
            Promise.resolve()
              .then(() => fetch(`${LAST_BOOKED_URL}?ids=${chunk.join(',')}`))
              .then((r) => (r.ok ? (r.json() as Promise<{ minutesAgo: Record<string, number> }>) : { minutesAgo: {} }))
              .then((body) => body.minutesAgo),
          ),
        )
          .then((parts) => settle(Object.assign({}, ...parts) as Record<string, number>))
          .catch(() => settle({}));
      }, 0);
    }
    const waiters = pending.get(productId) ?? [];
    waiters.push(resolve);
    pending.set(productId, waiters);
  });
}

/**
 * A product card's last-booked time (storefront 2.6), from real orders. A client island: the
 * cards sit in cached pages, and the time must be fresh. Reserves its line so nothing shifts.
 */
export function LastBooked({ productId, className }: { productId: number; className?: string }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void minutesSinceBooked(productId).then((minutes) => {
      if (live) setText(lastBookedText(minutes));
    });
    return () => {
      live = false;
    };
  }, [productId]);
  return (
    <p className={className} data-testid="last-booked" aria-hidden={text === null ? true : undefined}>
      {text ?? '\u00a0'}
    </p>
  );
}
